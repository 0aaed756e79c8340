// Where Directus's CPU goes: reads the .cpuprofile files `api-load.mjs --profile DIR` wrote (one per
// instance) and attributes their self time by package, as in tests/bench/README.md.
//
//   node tests/bench/_cpu-profile.mjs DIR [--last SECONDS]
//
// A profile covers the whole process, start-up and set-up included: `--last 20` keeps only the samples of
// its last 20 seconds (the bench's loop ends just before the instances stop).
//
// Each sample's time goes to the function running at that moment (its self time), grouped by where the
// function comes from: a package under node_modules (scoped packages by their scope's known groups below),
// Atlas's own hooks and access guard (directus/), Node's internals (node:…), or V8 itself (garbage
// collection, JSON, other built-ins). Idle time is left out, so the shares are of the busy time.

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Packages reported together, by what they do. */
const GROUPS = [
  [/^@directus\//, 'Directus core (@directus/*)'],
  [/^(knex|tarn)$/, 'knex (query builder, pool)'],
  [/^(pg|pg-protocol|pg-types|pg-pool|postgres-.*)$/, 'PostgreSQL client (pg)'],
  [/^(ioredis|redis-parser|@ioredis\/.*)$/, 'Redis client (ioredis)'],
  [/^(pino|pino-.*|sonic-boom|fast-redact|thread-stream)$/, 'logging (pino)'],
  [/^(jsonwebtoken|jws|jwa)$/, 'token verification (jsonwebtoken)'],
  [/^(lodash|lodash-es)$/, 'lodash'],
  [/^(express|router|body-parser|qs|cookie-parser|raw-body|on-finished|finalhandler|send)$/, 'express (HTTP routing)'],
  [/^joi$/, 'joi (validation)'],
];

/** The group a profile frame's time belongs to. */
export function groupOf({ url, functionName }) {
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (functionName === '(program)') return 'V8 and native code (program)';
  if (!url) return functionName === 'parse' || functionName === 'stringify' ? 'JSON (parse, stringify)' : 'V8 built-ins';
  if (url.startsWith('node:')) return 'Node internals';
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const parts = url.slice(modules + '/node_modules/'.length).split('/');
    const name = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    for (const [pattern, group] of GROUPS) if (pattern.test(name)) return group;
    return `other packages (${name})`;
  }
  if (/\/directus\/(extensions|access|lib)\//.test(url)) return 'Atlas hooks and access guard';
  return 'other';
}

/** Self milliseconds by group of one profile (idle left out), of its last `lastMs` when given. */
export function attribute(profile, lastMs = Infinity) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map();
  const from = profile.endTime - lastMs * 1000;
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0;
    if (at < from) continue;
    const node = byId.get(profile.samples[i]);
    if (!node || node.callFrame.functionName === '(idle)') continue;
    const group = groupOf(node.callFrame);
    totals.set(group, (totals.get(group) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  }
  return totals;
}

async function main() {
  const dir = process.argv[2];
  const last = process.argv.includes('--last') ? Number(process.argv[process.argv.indexOf('--last') + 1]) * 1000 : Infinity;
  if (!dir) throw new Error('Give the folder of the .cpuprofile files: node tests/bench/_cpu-profile.mjs DIR');
  const files = readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'));
  if (files.length === 0) throw new Error(`${dir} holds no .cpuprofile file: run api-load.mjs with --profile ${dir} first`);
  const totals = new Map();
  for (const file of files) {
    for (const [group, ms] of attribute(JSON.parse(readFileSync(path.join(dir, file), 'utf8')), last)) {
      totals.set(group, (totals.get(group) ?? 0) + ms);
    }
  }
  const busy = [...totals.values()].reduce((a, b) => a + b, 0);
  const rows = [...totals].sort((a, b) => b[1] - a[1]);
  // Small packages are many: those under 0.5 % each go into one line.
  // The parts issue 26 asks about are always shown, however small.
  const asked = (group) => !group.startsWith('other packages (');
  const small = rows.filter(([group, ms]) => ms / busy < 0.005 && !asked(group));
  const shown = rows.filter(([group, ms]) => ms / busy >= 0.005 || asked(group));
  if (small.length) shown.push([`other packages and code (${small.length} under 0.5 % each)`, small.reduce((a, [, ms]) => a + ms, 0)]);
  console.log(`${files.length} profiles, ${(busy / 1000).toFixed(1)} s of busy CPU\n`);
  console.log('| where | share of busy CPU | seconds |\n|---|---:|---:|');
  for (const [group, ms] of shown) console.log(`| ${group} | ${((100 * ms) / busy).toFixed(1)} % | ${(ms / 1000).toFixed(1)} |`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
