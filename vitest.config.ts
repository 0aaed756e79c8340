import { defineConfig } from 'vitest/config';

// Unit tests live beside the code (`x.test.ts`). API and browser suites live under tests/ and have
// runners of their own (tests/api/run.mjs, Playwright through `npm test -- --e2e-only`), because they need a
// real Directus and site.
//
// Islands render with the real React and react-dom (the runtime the site ships), with no aliases.

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.mjs', 'directus/**/*.test.mjs'],
    environment: 'node',
    benchmark: {
      include: ['src/**/*.bench.ts'],
    },
  },
});
