// The scale configuration under test: two Directus instances on one PostgreSQL database, sharing Redis
// for cache, rate limiting and synchronisation. A fresh database is created for each run and dropped after.

import net from 'node:net';
import path from 'node:path';
import { createWriteStream } from 'node:fs';
import { createRequire } from 'node:module';
import { root, stackConfig } from './config.mjs';
import { bootstrapDirectus, startDirectus } from './directus.mjs';
import { provision } from '../../directus/provision.mjs';

const pgHost = process.env.ATLAS_TEST_PG_HOST ?? '127.0.0.1';
const pgPort = Number(process.env.ATLAS_TEST_PG_PORT ?? 5432);
const pgUser = process.env.ATLAS_TEST_PG_USER ?? 'postgres';
const redisUrl = process.env.ATLAS_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1500 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

export async function scaleServicesAvailable() {
  if (process.env.ATLAS_TEST_SCALE === 'off') return false;
  const redis = new URL(redisUrl);
  return (await reachable(pgHost, pgPort)) && (await reachable(redis.hostname, Number(redis.port || 6379)));
}

/** pg comes with Directus; it is resolved from there rather than added as a second copy. */
function pgClient(database) {
  const require = createRequire(path.join(root, 'node_modules', '@directus', 'api', 'package.json'));
  const { Client } = require('pg');
  return new Client({ host: pgHost, port: pgPort, user: pgUser, database });
}

/** Deletes every key of a test run (scripts/lib/directus.mjs puts them all under `namespace:`). */
export async function deleteRedisKeys(namespace, url = redisUrl) {
  const require = createRequire(path.join(root, 'node_modules', '@directus', 'api', 'package.json'));
  const Redis = require('ioredis');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${namespace}:*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

async function admin(sql) {
  const client = pgClient(process.env.ATLAS_TEST_PG_ADMIN_DB ?? 'test');
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Starts the scale configuration; `nodeOptions` are given to both instances' Node (the API benchmark's
 * `--profile` passes --cpu-prof). Resolves with stop(), the instances' handles and the test environment.
 * @param {{ tmp: string, nodeOptions?: string }} options
 */
export async function startScaleStack({ tmp, nodeOptions }) {
  // Names unique per run, with a prefix of the caller's choosing, so parallel runs never share data.
  const prefix = process.env.ATLAS_TEST_PG_PREFIX ?? 'atlas_scale';
  const database = `${prefix}_${process.pid}_${Date.now()}`;
  await admin(`CREATE DATABASE "${database}"`);
  const namespace = `${prefix.replaceAll('_', '-')}-${process.pid}-${Date.now()}`;
  const base = {
    dataDir: path.join(tmp, 'scale-data'),
    db: { client: 'pg', host: pgHost, port: pgPort, database, user: pgUser, password: '' },
    redis: redisUrl,
    redisNamespace: namespace,
    seedDemo: true,
    smtp: { host: '127.0.0.1', port: Number(process.env.ATLAS_TEST_SMTP_PORT ?? 11025) },
  };
  const ports = (process.env.ATLAS_TEST_SCALE_PORTS ?? '18056,18057').split(',').map(Number);
  const sitePort = Number(process.env.ATLAS_TEST_SITE_PORT ?? 14321);
  const configs = ports.map((port) => {
    const config = stackConfig({ ...base, directusPort: port, sitePort });
    // The instances share this machine: the pressure limiter is set for that (scripts/lib/directus.mjs).
    config.instances = ports.length;
    config.nodeOptions = nodeOptions;
    config.directusUrl = `http://localhost:${port}`;
    config.siteUrl = `http://localhost:${sitePort}`;
    return config;
  });
  const handles = [];
  const stop = async () => {
    await Promise.all(handles.map((handle) => handle.stop()));
    await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch((error) =>
      console.error(`atlas test: could not drop ${database}: ${error.message}`),
    );
    await deleteRedisKeys(namespace).catch((error) =>
      console.error(`atlas test: could not delete the Redis keys ${namespace}:*: ${error.message}`),
    );
  };
  try {
    await bootstrapDirectus(configs[0]);
    for (const [index, config] of configs.entries()) {
      handles.push(
        await startDirectus(config, {
          instance: `directus-pg-${index + 1}`,
          logFile: createWriteStream(path.join(tmp, `directus-pg-${index + 1}.log`)),
        }),
      );
    }
    const [first] = configs;
    await provision({
      url: first.directusUrl,
      admin: first.admin,
      demo: first.demo,
      seedDemo: true,
      siteUrl: first.siteUrl,
      log: () => {},
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    stop,
    // For benchmarks: the instances' process handles, the database's name and the Redis namespace.
    handles,
    database,
    namespace,
    testEnv: {
      SITE_URL: configs[0].siteUrl,
      DIRECTUS_URL: configs[0].directusUrl,
      ATLAS_DIRECTUS_URLS: configs.map((c) => c.directusUrl).join(','),
      ATLAS_BACKEND: 'postgres-redis',
      // The Redis both instances use, for suites that read what Directus keeps there (the shared-page versions).
      ATLAS_REDIS_URL: redisUrl,
      ATLAS_REDIS_NAMESPACE: namespace,
      ATLAS_ADMIN_EMAIL: configs[0].admin.email,
      ATLAS_ADMIN_PASSWORD: configs[0].admin.password,
      ATLAS_DEMO_EMAIL: configs[0].demo.email,
      ATLAS_DEMO_PASSWORD: configs[0].demo.password,
      ATLAS_SMTP_PORT: String(base.smtp.port),
      // Generated for this run's data directory (scripts/lib/secrets.mjs), shared by both instances.
      REBUILD_WEBHOOK_SECRET: configs[0].webhookSecret,
      ATLAS_PAYMENTS_WEBHOOK_SECRET: configs[0].paymentsWebhookSecret,
      ATLAS_SITE_KEY: configs[0].siteKey,
    },
  };
}
