// Configuration shared by the start, test, provision and bench scripts.
//
// Every value comes from the environment, with a development default. The defaults are safe only on a
// developer's machine: with NODE_ENV=production, `assertProductionSecrets` refuses to start on any of them.

import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** Development sign-ins, printed by `npm start` and seeded by provisioning. */
export const DEV_ADMIN = { email: 'admin@example.com', password: 'admin-password' };
export const DEV_DEMO = { email: 'demo@example.com', password: 'demo-password' };

const DEV_SECRETS = {
  DIRECTUS_SECRET: 'atlas-development-secret-change-me-0123456789',
  REBUILD_WEBHOOK_SECRET: 'atlas-development-webhook-secret',
  ATLAS_PAYMENTS_WEBHOOK_SECRET: 'atlas-development-payments-webhook-secret',
};

const env = process.env;

/**
 * The settings of one running stack (Directus + site). `npm start` uses the defaults; `npm test` passes
 * its own ports and a throw-away database so it can run beside `npm start`.
 */
export function stackConfig(overrides = {}) {
  const directusPort = Number(overrides.directusPort ?? env.DIRECTUS_PORT ?? 8055);
  const sitePort = Number(overrides.sitePort ?? env.SITE_PORT ?? 4321);
  const host = overrides.host ?? env.HOST ?? '127.0.0.1';
  const publicHost = host === '127.0.0.1' || host === '0.0.0.0' ? 'localhost' : host;
  return {
    host,
    directusPort,
    sitePort,
    directusUrl: overrides.directusUrl ?? env.DIRECTUS_URL ?? `http://${publicHost}:${directusPort}`,
    siteUrl: overrides.siteUrl ?? env.SITE_URL ?? `http://${publicHost}:${sitePort}`,
    dataDir: overrides.dataDir ?? env.ATLAS_DATA_DIR ?? path.join(root, 'data'),
    db: overrides.db ?? dbFromEnv(),
    redis: overrides.redis ?? env.REDIS_URL ?? null,
    secret: env.DIRECTUS_SECRET ?? DEV_SECRETS.DIRECTUS_SECRET,
    webhookSecret: env.REBUILD_WEBHOOK_SECRET ?? DEV_SECRETS.REBUILD_WEBHOOK_SECRET,
    // Signs the payment provider's webhook (directus/extensions/atlas-payments).
    paymentsWebhookSecret: env.ATLAS_PAYMENTS_WEBHOOK_SECRET ?? DEV_SECRETS.ATLAS_PAYMENTS_WEBHOOK_SECRET,
    admin: {
      email: env.ADMIN_EMAIL ?? DEV_ADMIN.email,
      password: env.ADMIN_PASSWORD ?? DEV_ADMIN.password,
    },
    demo: {
      email: env.DEMO_EMAIL ?? DEV_DEMO.email,
      password: env.DEMO_PASSWORD ?? DEV_DEMO.password,
    },
    seedDemo: (env.ATLAS_SEED_DEMO ?? (env.NODE_ENV === 'production' ? 'false' : 'true')) === 'true',
    ...overrides,
  };
}

function dbFromEnv() {
  const client = env.DB_CLIENT ?? 'sqlite3';
  if (client === 'sqlite3') return { client, filename: env.DB_FILENAME ?? null };
  return {
    client,
    host: env.DB_HOST ?? '127.0.0.1',
    port: Number(env.DB_PORT ?? 5432),
    database: env.DB_DATABASE ?? 'atlas',
    user: env.DB_USER ?? 'postgres',
    password: env.DB_PASSWORD ?? '',
  };
}

/** Refuses development secrets and passwords when NODE_ENV=production. */
export function assertProductionSecrets(config) {
  if (env.NODE_ENV !== 'production') return;
  const problems = [];
  if (config.secret === DEV_SECRETS.DIRECTUS_SECRET) problems.push('DIRECTUS_SECRET');
  if (config.webhookSecret === DEV_SECRETS.REBUILD_WEBHOOK_SECRET) problems.push('REBUILD_WEBHOOK_SECRET');
  if (config.admin.password === DEV_ADMIN.password) problems.push('ADMIN_PASSWORD');
  if (config.paymentsWebhookSecret === DEV_SECRETS.ATLAS_PAYMENTS_WEBHOOK_SECRET) problems.push('ATLAS_PAYMENTS_WEBHOOK_SECRET');
  if (config.seedDemo && config.demo.password === DEV_DEMO.password) problems.push('DEMO_PASSWORD');
  if (problems.length > 0) {
    throw new Error(
      `NODE_ENV=production refuses the development defaults of ${problems.join(', ')}: set ${problems.length > 1 ? 'them' : 'it'} in the environment.`,
    );
  }
}
