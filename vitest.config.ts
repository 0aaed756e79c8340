import { defineConfig } from 'vitest/config';

// Unit tests live beside the code (`x.test.ts`). API and browser suites live under tests/ and have
// runners of their own (scripts/test-api.mjs, Playwright), because they need a real Directus and site.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.mjs', 'directus/**/*.test.mjs'],
    environment: 'node',
    benchmark: {
      include: ['src/**/*.bench.ts'],
    },
  },
});
