import { defineConfig } from 'vitest/config';
import { BaseSequencer } from 'vitest/node';

/**
 * Files in Vitest's usual order, except guard-tripwire last: it disables and re-enables the access guard,
 * and each toggle makes every Directus instance reload its extensions. While an instance reloads, Directus
 * has unregistered every hook (the guard's and the tripwire's) before registering them again, so a query in
 * that moment is not narrowed; no other file may run while a reload can still be spreading.
 */
class TripwireLast extends BaseSequencer {
  async sort(files) {
    const sorted = await super.sort(files);
    const last = (file) => String(file.moduleId ?? '').endsWith('guard-tripwire.test.mjs');
    return [...sorted.filter((f) => !last(f)), ...sorted.filter(last)];
  }
}

// The API suite talks to one real Directus (or two behind one database): files run one after another in a
// single worker, and calls wait on a server that shares two CPU cores with everything else.
export default defineConfig({
  test: {
    include: ['tests/api/**/*.test.mjs'],
    environment: 'node',
    fileParallelism: false,
    sequence: { sequencer: TripwireLast },
    maxWorkers: 1,
    // One worker for all files: a fresh one per file only costs start-up time here.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
