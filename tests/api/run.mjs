// Runs the API suite on its own throw-away backend(s), without the rest of `npm test`:
//
//   node tests/api/run.mjs [--backend sqlite|postgres-redis|both] [--keep] [--no-tests] [vitest args]
//
// sqlite: one Directus on ATLAS_API_PORT (default 18155) with a SQLite file in a temporary directory.
// postgres-redis: two Directus instances (ATLAS_TEST_SCALE_PORTS, default 18160,18161) on a fresh PostgreSQL
// database and a Redis namespace (scripts/lib/scale.mjs). The site port (ATLAS_API_SITE_PORT, default 18156)
// is only used as the target of the rebuild webhook, which the suite listens on itself, and the SMTP port
// (ATLAS_API_SMTP_PORT, default 18157) is where the suite runs its own mail sink.
// --keep leaves the server running (Ctrl-C stops it); --no-tests only starts and provisions.

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, stackConfig } from '../../scripts/lib/config.mjs';
import { bootstrapDirectus, startDirectus } from '../../scripts/lib/directus.mjs';
import { run, stopAll, stopOnSignals } from '../../scripts/lib/proc.mjs';

stopOnSignals();

const args = process.argv.slice(2);
const flag = (name) => {
  const index = args.indexOf(name);
  if (index === -1) return false;
  args.splice(index, 1);
  return true;
};
const option = (name, fallback) => {
  const index = args.indexOf(name);
  if (index === -1) return fallback;
  const [, value] = args.splice(index, 2);
  return value;
};
const backend = option('--backend', 'sqlite');
const keep = flag('--keep');
const noTests = flag('--no-tests');

const sitePort = Number(process.env.ATLAS_API_SITE_PORT ?? 18156);
const smtpPort = Number(process.env.ATLAS_API_SMTP_PORT ?? 18157);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'atlas-api-'));
// Provisioning lines only with ATLAS_API_VERBOSE=1: a fresh database has a hundred of them.
const log = process.env.ATLAS_API_VERBOSE ? (line) => console.log(`  ${line}`) : () => {};

async function sqliteStack() {
  const { provision } = await import('../../directus/provision.mjs');
  const port = Number(process.env.ATLAS_API_PORT ?? 18155);
  const config = stackConfig({
    directusPort: port,
    sitePort,
    dataDir: path.join(tmp, 'data'),
    db: { client: 'sqlite3', filename: path.join(tmp, 'data', 'directus.sqlite') },
    redis: null,
    seedDemo: true,
    smtp: { host: '127.0.0.1', port: smtpPort },
  });
  config.directusUrl = `http://localhost:${port}`;
  config.siteUrl = `http://localhost:${sitePort}`;
  await bootstrapDirectus(config);
  const { createWriteStream } = await import('node:fs');
  const handle = await startDirectus(config, { logFile: createWriteStream(path.join(tmp, 'directus.log')) });
  const started = Date.now();
  await provision({ url: config.directusUrl, admin: config.admin, demo: config.demo, seedDemo: true, siteUrl: config.siteUrl, log });
  console.log(`atlas api: provisioned in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return {
    stop: () => handle.stop(),
    testEnv: {
      SITE_URL: config.siteUrl,
      ATLAS_DIRECTUS_URLS: config.directusUrl,
      ATLAS_BACKEND: 'sqlite',
      ATLAS_ADMIN_EMAIL: config.admin.email,
      ATLAS_ADMIN_PASSWORD: config.admin.password,
      ATLAS_DEMO_EMAIL: config.demo.email,
      ATLAS_DEMO_PASSWORD: config.demo.password,
      ATLAS_SMTP_PORT: String(smtpPort),
      // This stack's own generated secrets, for the suites that sign webhook calls.
      REBUILD_WEBHOOK_SECRET: config.webhookSecret,
      ATLAS_PAYMENTS_WEBHOOK_SECRET: config.paymentsWebhookSecret,
      ATLAS_SITE_KEY: config.siteKey,
    },
  };
}

async function scaleStack() {
  process.env.ATLAS_TEST_SCALE_PORTS ??= '18160,18161';
  process.env.ATLAS_TEST_SITE_PORT ??= String(sitePort);
  process.env.ATLAS_TEST_SMTP_PORT ??= String(smtpPort);
  process.env.ATLAS_TEST_PG_PREFIX ??= 'atlas_backend_dev';
  const { startScaleStack } = await import('../../scripts/lib/scale.mjs');
  return startScaleStack({ tmp });
}

async function main() {
  const backends = backend === 'both' ? ['sqlite', 'postgres-redis'] : [backend];
  let failed = false;
  for (const name of backends) {
    console.log(`\natlas api: starting ${name}`);
    const started = Date.now();
    const stack = name === 'sqlite' ? await sqliteStack() : await scaleStack();
    console.log(`atlas api: ${name} ready in ${((Date.now() - started) / 1000).toFixed(1)} s (logs in ${tmp})`);
    try {
      if (!noTests) {
        const began = Date.now();
        await run(path.join(root, 'node_modules', '.bin', 'vitest'), ['run', '--config', 'tests/api/vitest.config.mjs', ...args], {
          cwd: root,
          env: { ...process.env, ...stack.testEnv },
          label: `vitest (${name})`,
        }).catch((error) => {
          failed = true;
          console.error(`atlas api: ${error.message}`);
        });
        console.log(`atlas api: ${name} suite took ${((Date.now() - began) / 1000).toFixed(1)} s`);
      }
      if (keep) {
        console.log(
          `atlas api: ${name} keeps running; env:\n${Object.entries(stack.testEnv)
            .map(([k, v]) => `  ${k}=${v}`)
            .join('\n')}`,
        );
        await new Promise(() => {});
      }
    } finally {
      await stack.stop();
    }
  }
  return failed ? 1 : 0;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(`\natlas api: ${error.message}`);
  if (error.cause) console.error('  cause:', error.cause.message ?? error.cause);
} finally {
  await stopAll();
  if (!process.env.ATLAS_KEEP_TEST_DATA) rmSync(tmp, { recursive: true, force: true });
}
process.exit(code);
