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
    // Property tests (fast-check, a few hundred runs each) take one to three seconds on a quiet two-core
    // machine and several times that when the machine is shared; 5 s (vitest's default) failed them there.
    testTimeout: 30_000,
    benchmark: {
      include: ['src/**/*.bench.ts'],
    },
  },
});
