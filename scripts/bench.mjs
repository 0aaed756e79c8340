// `npm run bench`: the performance figures the issues ask for, measured rather than asserted.
//
//   1. finance engine micro-benchmarks (vitest bench, src/**/*.bench.ts)
//   2. every tests/bench/*.mjs script, in name order (site build throughput, publish-to-live, island
//      JavaScript sizes, calculator latency). Each prints its own figures and goals.
//
// `npm run bench -- <name> [args]` runs only the scripts whose file name contains <name> ("finance" for step 1),
// passing them the arguments after the name (e.g. `npm run bench -- site-build --guides 50000`).

import { readdirSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib/config.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { run, stopAll, stopOnSignals } from './lib/proc.mjs';

stopOnSignals();
const only = process.argv[2];
const passed = process.argv.slice(3);
const failures = [];

await ensureInstalled();

if (!only || 'finance'.includes(only)) {
  console.log('\nbench: finance engine (vitest bench)');
  await run(path.join(root, 'node_modules', '.bin', 'vitest'), ['bench', '--run'], { cwd: root, label: 'vitest bench' }).catch((error) =>
    failures.push(`finance: ${error.message}`),
  );
}

const scripts = readdirSync(path.join(root, 'tests', 'bench'))
  .filter((name) => name.endsWith('.mjs') && !name.startsWith('_') && (!only || name.includes(only)))
  .sort();
for (const name of scripts) {
  console.log(`\nbench: ${name}`);
  await run(process.execPath, [path.join(root, 'tests', 'bench', name), ...passed], { cwd: root, label: name }).catch((error) =>
    failures.push(`${name}: ${error.message}`),
  );
}

await stopAll();
if (failures.length > 0) {
  console.error(`\nbench: ${failures.length} benchmark(s) could not run:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
