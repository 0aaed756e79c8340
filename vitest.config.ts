import { defineConfig } from 'vitest/config';

// Unit tests live beside the code (`x.test.ts`). API and browser suites live under tests/ and have
// runners of their own (tests/api/run.mjs, Playwright through `npm test -- --e2e-only`), because they need a
// real Directus and site.
//
// The islands run on Preact's compatibility layer in the site (astro.config.mjs); their unit tests render
// them on the same runtime, so what is asserted is what ships.
const preactCompat = [
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
];

export default defineConfig({
  resolve: { alias: preactCompat },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.mjs', 'directus/**/*.test.mjs'],
    environment: 'node',
    // Loaded through Vite rather than Node, so that its own `react` import meets the alias too.
    server: { deps: { inline: ['@nanostores/react'] } },
    benchmark: {
      include: ['src/**/*.bench.ts'],
    },
  },
});
