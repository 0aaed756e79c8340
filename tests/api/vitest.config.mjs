import { defineConfig } from 'vitest/config';

// The API suite talks to one real Directus (or two behind one database): files run one after another in a
// single worker, and calls wait on a server that shares two CPU cores with everything else.
export default defineConfig({
  test: {
    include: ['tests/api/**/*.test.mjs'],
    environment: 'node',
    fileParallelism: false,
    maxWorkers: 1,
    // One worker for all files: a fresh one per file only costs start-up time here.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
