// API load benchmark (issues 16, 26): N signed-in homeowners at once against the scale configuration (two
// Directus instances on PostgreSQL + Redis, scripts/lib/scale.mjs), each running the app's own calls in a
// loop: dashboard -> project -> edit quote -> save.
//
//   node tests/bench/api-load.mjs [--users 10,50,100] [--seconds 20] [--warmup 30] [--round app|before] [--as homeowner|admin]
//                                 [--route loop|ping] [--profile DIR]          (or: npm run bench -- api-load)
//
// Ports: ATLAS_TEST_SCALE_PORTS=a,b (the two instances) and ATLAS_TEST_PG_PREFIX, as the scale suite.
//
// Each homeowner is created by the admin with one project and two quotes, then signs in (POST /auth/login).
// A round (`--round app`, the default), as the screens call it today (src/directus/projects.ts,
// src/stores/session.ts: the signed-in user is read once per tab and kept for the pages that follow):
//   dashboard   GET /users/me, GET /items/project?fields=<project>,installer.*&sort=-date_created
//   project     GET /items/project?filter[id][_eq]=…&fields=<project>,installer.*
//   edit quote  GET /items/project?filter[id][_eq]=…  (the quote page reads the project fresh)
//   save        PATCH /items/installer/{id} with a changed proposal, answering every field
// `--round before` is the round of issue 16 (GET /users/me on every page: 7 requests), to compare both in the
// same conditions. `--as admin` runs the same round as the admin (the access guard does nothing for an admin:
// Directus's own cost), `--route ping` loops GET /server/ping: together the ceiling of this machine.
// `--route me|list|project|save` loops one request kind of the round alone, for the CPU each kind costs.
// `--profile DIR` starts both instances with --cpu-prof and writes their profiles to DIR (see README.md).
// Requests alternate between the two instances, as a round-robin load balancer would send them. Each user
// starts its next request when the previous one answers (a closed loop, no think time: the most load N users
// can make). For each N: requests/s, rounds/s, p50/p99 latency, errors, the requests each instance answered,
// and the CPU each part used (both Directus processes, the PostgreSQL backends of this run's database, Redis,
// this client), in cores: the part nearest a full core, or the machine's two cores together, is what
// saturates first. Prints one JSON line last, with the machine's load average before and after.
//
// Needs PostgreSQL and Redis on 127.0.0.1 (as the scale suite). Directus's per-client rate limit is raised
// for the run: every simulated homeowner comes from 127.0.0.1. Its pressure limiter stays on, as deployed:
// when its event loop falls behind it answers 503 "Under pressure", counted as errors by status.

import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stopAll, stopOnSignals } from '../../scripts/lib/proc.mjs';
import { HOMEOWNER_ROLE_ID } from '../../directus/ids.mjs';

stopOnSignals();

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const USERS = option('--users', '10,50,100').split(',').map(Number);
const SECONDS = Number(option('--seconds', '20'));
// Before the measured runs, every user runs the first route for this long, not counted (0: none). Right after
// the users sign in the same CPU answers fewer requests: `--warmup 0 --users 100 (ten times) --seconds 10` gave
// 45.5, 59.5, 70.9, 68.4, 72.9, 69.2, 75.5, 73.4, 70.8 and 73.7 rounds/s (p99 2.0 s in the first window, 0.6-0.8 s
// from the third). Node optimising Directus's hot paths and each user's first permission and policy reads are
// the likely causes; the figures reported are the steady state after.
const WARMUP = Number(option('--warmup', '30'));
const ROUND = option('--round', 'app');
const AS = option('--as', 'homeowner');
// Several routes, comma-separated, run one after the other on the same stack (e.g. me,list,project,save).
const ROUTES = option('--route', 'loop').split(',');
/** The route being measured now. */
let ROUTE = ROUTES[0];
const PROFILE = option('--profile', null);
for (const [name, value, allowed] of [
  ['--round', ROUND, ['app', 'before']],
  ['--as', AS, ['homeowner', 'admin']],
  ...ROUTES.map((route) => ['--route', route, ['loop', 'ping', 'me', 'list', 'project', 'save']]),
]) {
  if (!allowed.includes(value)) throw new Error(`${name} must be one of ${allowed.join(', ')}, not "${value}"`);
}
// Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux).
const TICKS = 100;

/** CPU seconds used so far by the processes `pids` (Linux /proc; a process that ended counts 0). */
function cpuSeconds(pids) {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Gone.
    }
  }
  return ticks / TICKS;
}

/** Every process whose process group is `pgid` (a Directus instance and anything it started). */
function groupPids(pgid) {
  const pids = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const fields = readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1].split(' ');
      if (Number(fields[2]) === pgid) pids.push(Number(name));
    } catch {
      // Gone.
    }
  }
  return pids;
}

/** Processes whose command line contains `text` (the PostgreSQL backends of one database, redis-server). */
function pidsWith(text) {
  const pids = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (readFileSync(`/proc/${name}/cmdline`, 'utf8').replaceAll('\0', ' ').includes(text)) pids.push(Number(name));
    } catch {
      // Gone.
    }
  }
  return pids;
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0);

async function call(base, method, pathname, { token, body } = {}) {
  const response = await fetch(`${base}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok)
    throw Object.assign(new Error(`${method} ${pathname}: ${response.status} ${text.slice(0, 200)}`), { status: response.status });
  // /server/ping answers plain text.
  return text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text).data : null;
}

/** A set-up call, tried again while Directus answers 503 ("Under pressure": its event loop is behind). */
async function setUp(base, method, pathname, options) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call(base, method, pathname, options);
    } catch (error) {
      if (error.status !== 503 || attempt >= 60) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

const PROJECT_FIELDS =
  'id,status,archived,date_created,street_address,city,state_province,postal_code,country,shared,short_UUID,monthly_consumption_kwh,current_rate_per_kwh,installer.*';

/** Creates `count` homeowners (each with a project and two quotes) and signs each in. */
async function homeowners(urls, adminToken, count, runId) {
  const users = [];
  // Ten at a time: a hundred homeowners one after the other take minutes on a busy machine.
  const one = async (i) => {
    const email = `load-${runId}-${i}@example.com`;
    const password = `load-password-${runId}-${i}`;
    await setUp(urls[0], 'POST', '/users', {
      token: adminToken,
      body: { email, password, first_name: 'Load', last_name: String(i), role: HOMEOWNER_ROLE_ID, status: 'active' },
    });
    const { access_token: token } = await setUp(urls[i % urls.length], 'POST', '/auth/login', { body: { email, password } });
    const project = await setUp(urls[0], 'POST', '/items/project', {
      token,
      body: { country: 'USA', street_address: `${i} Load Street`, city: 'Denver', state_province: 'CO', postal_code: '80206' },
    });
    const quotes = [];
    for (const name of ['Load Solar A', 'Load Solar B']) {
      const quote = await setUp(urls[0], 'POST', '/items/installer', {
        token,
        body: { project_id: project.id, name, proposal_data: { system_size_kw: 8, solar_system_cost: 24_000, payment_method: 'cash' } },
      });
      quotes.push(quote.id);
    }
    users[i] = { token, projectId: project.id, quoteId: quotes[0] };
  };
  for (let start = 0; start < count; start += 10) {
    await Promise.all(Array.from({ length: Math.min(10, count - start) }, (_, k) => one(start + k)));
  }
  return users;
}

const ME = '/users/me?fields=id,email,first_name,last_name';

/** The requests of one round, in order: [method, path, body, kind] (see the header); kind names it in the report. */
function round(user, cost) {
  const me = ['GET', ME, undefined, 'me'];
  const one = `/items/project?filter[id][_eq]=${user.projectId}&fields=${PROJECT_FIELDS}&limit=1`;
  const save = [
    'PATCH',
    `/items/installer/${user.quoteId}?fields=*`,
    { proposal_data: { system_size_kw: 8, solar_system_cost: cost, payment_method: 'cash' } },
    'save',
  ];
  const list = ['GET', `/items/project?fields=${PROJECT_FIELDS}&sort=-date_created&limit=-1`, undefined, 'list'];
  const project = ['GET', one, undefined, 'project'];
  if (ROUTE === 'ping') return [['GET', '/server/ping', undefined, 'ping']];
  if (ROUTE === 'me') return [me];
  if (ROUTE === 'list') return [list];
  if (ROUTE === 'project') return [project];
  if (ROUTE === 'save') return [save];
  if (ROUND === 'before') return [me, list, me, project, me, project, save];
  return [me, list, project, project, save];
}

/** What one run collects (`loop` fills it): latencies, by kind too, rounds, answers per instance, errors. */
const newRecord = (urls) => ({
  latencies: [],
  byKind: {},
  rounds: 0,
  byInstance: urls.map(() => 0),
  errors: 0,
  byStatus: {},
  lastError: null,
});

/** One user's closed loop until `until`; pushes each request's latency (ms), counts rounds, errors, instances. */
async function loop(user, urls, until, record) {
  let n = user.index;
  const timed = async (method, pathname, body, kind) => {
    const index = n++ % urls.length;
    const started = performance.now();
    try {
      await call(urls[index], method, pathname, { token: user.token, body });
      const ms = performance.now() - started;
      record.latencies.push(ms);
      (record.byKind[kind] ??= []).push(ms);
      record.byInstance[index]++;
    } catch (error) {
      record.errors++;
      const key = String(error.status ?? 'network');
      record.byStatus[key] = (record.byStatus[key] ?? 0) + 1;
      record.lastError = error.message;
    }
  };
  let cost = 24_000;
  while (Date.now() < until) {
    cost += 10;
    for (const [method, pathname, body, kind] of round(user, cost)) await timed(method, pathname, body, kind);
    record.rounds++;
  }
}

/** The admin's own project and quote, for `--as admin` (the same round, without the access guard). */
async function adminUser(url, token) {
  const project = await setUp(url, 'POST', '/items/project', {
    token,
    body: { country: 'USA', street_address: '1 Admin Street', city: 'Denver', state_province: 'CO', postal_code: '80206' },
  });
  const quote = await setUp(url, 'POST', '/items/installer', {
    token,
    body: {
      project_id: project.id,
      name: 'Admin Solar',
      proposal_data: { system_size_kw: 8, solar_system_cost: 24_000, payment_method: 'cash' },
    },
  });
  return { token, projectId: project.id, quoteId: quote.id };
}

const load = () => os.loadavg().map((v) => Number(v.toFixed(2)));

async function main() {
  process.env.RATE_LIMITER_POINTS ??= '1000000';
  const { scaleServicesAvailable, startScaleStack } = await import('../../scripts/lib/scale.mjs');
  if (!(await scaleServicesAvailable())) throw new Error('PostgreSQL (127.0.0.1:5432) and Redis (127.0.0.1:6379) must answer');
  process.env.ATLAS_TEST_SCALE_PORTS ??= `${process.env.ATLAS_BENCH_DIRECTUS_PORT ?? 18170},${process.env.ATLAS_BENCH_IMPORT_PORT ?? 18171}`;
  process.env.ATLAS_TEST_PG_PREFIX ??= 'atlas_bench';
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'atlas-api-load-'));
  if (PROFILE) mkdirSync(path.resolve(PROFILE), { recursive: true });
  const stack = await startScaleStack({ tmp, nodeOptions: PROFILE ? `--cpu-prof --cpu-prof-dir=${path.resolve(PROFILE)}` : undefined });
  const loadBefore = load();
  const results = {};
  try {
    const urls = stack.testEnv.ATLAS_DIRECTUS_URLS.split(',');
    const { access_token: adminToken } = await setUp(urls[0], 'POST', '/auth/login', {
      body: { email: stack.testEnv.ATLAS_ADMIN_EMAIL, password: stack.testEnv.ATLAS_ADMIN_PASSWORD },
    });
    const max = Math.max(...USERS);
    const started = Date.now();
    const all = [];
    if (AS === 'admin') {
      // A project and quote per simulated user, as the homeowners have: one shared quote would make every save
      // wait for the same row.
      for (let start = 0; start < max; start += 10)
        all.push(...(await Promise.all(Array.from({ length: Math.min(10, max - start) }, () => adminUser(urls[0], adminToken)))));
    } else all.push(...(await homeowners(urls, adminToken, max, process.pid.toString(36))));
    console.log(`bench: ${max} homeowners created and signed in in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const parts = {
      'directus-1': () => groupPids(stack.handles[0].child.pid),
      'directus-2': () => groupPids(stack.handles[1].child.pid),
      postgres: () => pidsWith(` ${stack.database} `),
      redis: () => pidsWith('redis-server'),
      client: () => [process.pid],
    };
    if (WARMUP > 0) {
      ROUTE = ROUTES[0];
      const warm = newRecord(urls);
      const warmUntil = Date.now() + WARMUP * 1000;
      await Promise.all(all.map((u, index) => loop({ ...u, index }, urls, warmUntil, warm)));
      console.log(
        `bench: warmed up for ${WARMUP} s with all ${all.length} users (not counted): ${(warm.rounds / WARMUP).toFixed(1)} rounds/s`,
      );
    }
    for (const [route, n] of ROUTES.flatMap((r) => USERS.map((u) => [r, u]))) {
      ROUTE = route;
      const key = ROUTES.length > 1 ? `${route}:${n}` : n;
      const users = all.slice(0, n).map((u, index) => ({ ...u, index }));
      const record = newRecord(urls);
      const pids = Object.fromEntries(Object.entries(parts).map(([k, f]) => [k, f()]));
      const cpuBefore = Object.fromEntries(Object.entries(pids).map(([k, p]) => [k, cpuSeconds(p)]));
      const wall = performance.now();
      const until = Date.now() + SECONDS * 1000;
      await Promise.all(users.map((u) => loop(u, urls, until, record)));
      const elapsed = (performance.now() - wall) / 1000;
      // PostgreSQL backends come and go with the pool: read the ones alive now as well.
      pids.postgres = [...new Set([...pids.postgres, ...parts.postgres()])];
      const cores = Object.fromEntries(
        Object.entries(pids).map(([k, p]) => [k, Number(((cpuSeconds(p) - (cpuBefore[k] ?? 0)) / elapsed).toFixed(2))]),
      );
      const sorted = record.latencies.sort((a, b) => a - b);
      const busiest = Object.entries(cores).sort((a, b) => b[1] - a[1])[0];
      results[key] = {
        requestsPerSecond: Math.round(sorted.length / elapsed),
        roundsPerSecond: Number((record.rounds / elapsed).toFixed(1)),
        // Directus's CPU per answered request (both instances): what one request of this kind costs.
        directusCpuMsPerRequest: Number(
          ((((cores['directus-1'] ?? 0) + (cores['directus-2'] ?? 0)) * elapsed * 1000) / Math.max(1, sorted.length)).toFixed(1),
        ),
        // Answers per instance; the spread is (max - min) / max.
        byInstance: record.byInstance,
        instanceSpread: Number(
          ((Math.max(...record.byInstance) - Math.min(...record.byInstance)) / Math.max(1, ...record.byInstance)).toFixed(3),
        ),
        loadAverage: load(),
        p50Ms: Math.round(percentile(sorted, 50)),
        p99Ms: Math.round(percentile(sorted, 99)),
        // Latency by request kind (p50 / p99 ms), for where the round's tail comes from.
        byKind: Object.fromEntries(
          Object.entries(record.byKind).map(([kind, ms]) => {
            const kindSorted = ms.sort((a, b) => a - b);
            return [
              kind,
              { count: ms.length, p50Ms: Math.round(percentile(kindSorted, 50)), p99Ms: Math.round(percentile(kindSorted, 99)) },
            ];
          }),
        ),
        errors: record.errors,
        errorsByStatus: record.byStatus,
        cores,
        machineCores: Number(
          Object.values(cores)
            .reduce((a, b) => a + b, 0)
            .toFixed(2),
        ),
        busiest: busiest[0],
      };
      const r = results[key];
      console.log(
        `${ROUTES.length > 1 ? `${route} ` : ''}N=${String(n).padStart(3)}  ${r.requestsPerSecond} req/s  ${r.roundsPerSecond} rounds/s  p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms  errors ${r.errors}${record.errors ? ` ${JSON.stringify(record.byStatus)} (last: ${record.lastError.slice(0, 120)})` : ''}  CPU cores: ${Object.entries(
          cores,
        )
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}  per instance ${r.byInstance.join('/')}  load ${r.loadAverage.join(' ')}`,
      );
      if (Object.keys(r.byKind).length > 1)
        console.log(
          `       by kind (p50 / p99 ms): ${Object.entries(r.byKind)
            .map(([k, v]) => `${k} ${v.p50Ms} / ${v.p99Ms}`)
            .join(', ')}`,
        );
    }
    console.log(
      JSON.stringify({
        bench: 'api-load',
        seconds: SECONDS,
        warmupSeconds: WARMUP,
        instances: 2,
        backend: 'postgres-redis',
        round: ROUTES.map((route) => (route === 'loop' ? ROUND : route)).join(','),
        as: AS,
        requestsPerRound: ROUTES.length === 1 ? round({ projectId: 0, quoteId: 0 }, 0).length : 1,
        loadAverageBefore: loadBefore,
        results,
      }),
    );
  } finally {
    await stack.stop();
    await stopAll();
    rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
