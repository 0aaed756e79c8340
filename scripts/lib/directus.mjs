// Runs the real Directus 12 server from node_modules: bootstrap (database tables, first admin), start,
// and wait for its health check. The same code serves `npm start` (SQLite under data/), `npm test`
// (a throw-away SQLite database on ports of its own) and the scale suite (PostgreSQL + Redis).

import { existsSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './config.mjs';
import { makeFilePrivate, makePrivate, PRIVATE_UMASK_PRELOAD } from './private-data.mjs';
import { run, serve, waitForHttp } from './proc.mjs';

const cli = path.join(root, 'node_modules', 'directus', 'cli.js');

/** The environment one Directus instance runs with. Every security-relevant setting is pinned here. */
export function directusEnv(config, { instance = 'directus' } = {}) {
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    // Directus adds stack traces to API errors in development: only when a developer asks for it.
    NODE_ENV: process.env.NODE_ENV === 'development' ? 'development' : 'production',
    HOST: config.host,
    PORT: String(config.directusPort),
    PUBLIC_URL: config.directusUrl,
    SECRET: config.secret,
    ADMIN_EMAIL: config.admin.email,
    ADMIN_PASSWORD: config.admin.password,
    LOG_LEVEL: process.env.DIRECTUS_LOG_LEVEL ?? 'warn',
    LOG_STYLE: 'raw',
    ...performanceEnv(config),
    TELEMETRY: 'false',
    PROJECT_OWNER_ENABLED: 'false',
    // What Atlas does not use stays closed: MCP, WebSockets, the AI assistant; GraphQL introspection off (the
    // endpoint itself is closed by the atlas-hardening hook in directus/extensions).
    MCP_ENABLED: 'false',
    WEBSOCKETS_ENABLED: 'false',
    GRAPHQL_INTROSPECTION: 'false',
    AI_ENABLED: 'false',
    // Relational queries go at most this deep (a guide reads guide -> link -> business).
    MAX_RELATIONAL_DEPTH: '6',
    // Abuse limits: per-IP rate limiting on, the registration limiter kept, bounded result sizes.
    RATE_LIMITER_ENABLED: 'true',
    RATE_LIMITER_POINTS: process.env.RATE_LIMITER_POINTS ?? '200',
    RATE_LIMITER_DURATION: '1',
    RATE_LIMITER_REGISTRATION_ENABLED: 'true',
    RATE_LIMITER_REGISTRATION_POINTS: process.env.RATE_LIMITER_REGISTRATION_POINTS ?? '5',
    RATE_LIMITER_REGISTRATION_DURATION: '60',
    QUERY_LIMIT_DEFAULT: '100',
    QUERY_LIMIT_MAX: '500',
    // Public registration and password reset may only send people back to the site.
    USER_REGISTER_URL_ALLOW_LIST: `${config.siteUrl}/verify-email`,
    PASSWORD_RESET_URL_ALLOW_LIST: `${config.siteUrl}/reset-password`,
    // The browser reaches Directus through the site's /api proxy, so cookies are first-party; CORS stays
    // off. The refresh-token cookie is Secure whenever the site is served over HTTPS.
    CORS_ENABLED: 'false',
    REFRESH_TOKEN_COOKIE_SECURE: String(config.siteUrl.startsWith('https:')),
    SESSION_COOKIE_SECURE: String(config.siteUrl.startsWith('https:')),
    // X-Forwarded-For is believed only from a proxy on this machine (the site's /api proxy); from anyone
    // else it would let a client pick its own rate-limit key. Set DIRECTUS_TRUST_PROXY for other set-ups.
    IP_TRUST_PROXY: process.env.DIRECTUS_TRUST_PROXY ?? 'loopback',
    EXTENSIONS_PATH: path.join(root, 'directus', 'extensions'),
    EXTENSIONS_AUTO_RELOAD: 'false',
    // The access guard lives in an extension: Directus must not start without it.
    EXTENSIONS_MUST_LOAD: 'true',
    STORAGE_LOCATIONS: 'local',
    STORAGE_LOCAL_ROOT: path.join(config.dataDir, 'uploads'),
    ATLAS_SITE_URL: config.siteUrl,
    // Where form submissions are e-mailed (directus/extensions/atlas-forms).
    ATLAS_SUPPORT_EMAIL: process.env.ATLAS_SUPPORT_EMAIL ?? process.env.PUBLIC_SUPPORT_EMAIL ?? 'support@atlas-solar.example',
    ATLAS_REBUILD_WEBHOOK_URL: config.rebuildWebhookUrl ?? `${config.siteUrl}/_rebuild`,
    ATLAS_REBUILD_WEBHOOK_SECRET: config.webhookSecret,
    ATLAS_PAYMENTS_WEBHOOK_SECRET: config.paymentsWebhookSecret ?? '',
    ATLAS_SITE_KEY: config.siteKey ?? '',
    ...smtpEnv(config),
  };
  mkdirSync(env.STORAGE_LOCAL_ROOT, { recursive: true, mode: 0o700 });
  if (config.db.client === 'sqlite3') {
    Object.assign(env, {
      DB_CLIENT: 'sqlite3',
      DB_FILENAME: config.db.filename ?? path.join(config.dataDir, 'directus.sqlite'),
    });
  } else {
    Object.assign(env, {
      DB_CLIENT: config.db.client,
      DB_HOST: config.db.host,
      DB_PORT: String(config.db.port),
      DB_DATABASE: config.db.database,
      DB_USER: config.db.user,
      DB_PASSWORD: config.db.password,
      // At most 8 connections per instance (DIRECTUS_DB_POOL_MAX for a deployment): beyond that a database on
      // the same cores only switches between backends. SQLite keeps knex's single connection.
      DB_POOL__MIN: '0',
      DB_POOL__MAX: process.env.DIRECTUS_DB_POOL_MAX ?? '8',
    });
  }
  if (config.redis) Object.assign(env, redisEnv(config.redis, config.redisNamespace ?? 'atlas'));
  env.DIRECTUS_INSTANCE = instance;
  return env;
}

/**
 * Settings that decide what each request costs (issue 26, figures in tests/bench/README.md):
 * - The schema overview is kept frozen in memory and shared by every request instead of deep-cloned for each
 *   one (the largest single cost under load). Atlas's hooks only read it.
 * - Logs are not published to Redis for the (closed) websocket log stream.
 * - The pressure limiter answers 503 when an instance is really stalled, not when it is simply busy: with as
 *   many instances as cores (or more) each one is meant to run its event loop near 100 %, so the utilization
 *   limit only applies when an instance has spare cores; a loop delay above one second still sheds load.
 *   `config.instances` is how many instances share this machine (1 unless the caller says).
 * The limiter's thresholds can be overridden from the environment (DIRECTUS_PRESSURE_*) for a deployment;
 * the database pool is set with the server database below.
 */
export function performanceEnv(config) {
  const instances = Math.max(1, Number(config.instances ?? 1));
  const spareCores = os.availableParallelism() > instances;
  return {
    CACHE_SCHEMA_FREEZE_ENABLED: 'true',
    WEBSOCKETS_LOGS_ENABLED: 'false',
    PRESSURE_LIMITER_ENABLED: 'true',
    PRESSURE_LIMITER_MAX_EVENT_LOOP_UTILIZATION: process.env.DIRECTUS_PRESSURE_MAX_UTILIZATION ?? (spareCores ? '0.99' : 'false'),
    PRESSURE_LIMITER_MAX_EVENT_LOOP_DELAY: process.env.DIRECTUS_PRESSURE_MAX_DELAY_MS ?? '1000',
    PRESSURE_LIMITER_RETRY_AFTER: '1',
    // Only a benchmark sets these (tests/bench/api-load.mjs --profile: --cpu-prof).
    ...(config.nodeOptions ? { NODE_OPTIONS: config.nodeOptions } : {}),
  };
}

/**
 * Redis for cache, rate limiting, synchronisation and the message bus, every key under `namespace:` so
 * several stacks can share one Redis (and a test run can delete its keys afterwards). The two rate limiters
 * get prefixes of their own: with rate-limiter-flexible's shared default, every request would also count
 * against the 5-a-minute registration limit.
 */
export function redisEnv(url, namespace) {
  return {
    REDIS: url,
    // The data cache; DIRECTUS_CACHE_ENABLED=false turns it off (with auto-purge, every write clears it, which
    // tests/bench/README.md measures).
    CACHE_ENABLED: process.env.DIRECTUS_CACHE_ENABLED ?? 'true',
    CACHE_STORE: 'redis',
    CACHE_AUTO_PURGE: 'true',
    CACHE_NAMESPACE: `${namespace}:cache`,
    RATE_LIMITER_STORE: 'redis',
    RATE_LIMITER_KEY_PREFIX: `${namespace}:rate-ip`,
    RATE_LIMITER_REGISTRATION_KEY_PREFIX: `${namespace}:rate-registration`,
    SYNCHRONIZATION_STORE: 'redis',
    SYNCHRONIZATION_NAMESPACE: `${namespace}:sync`,
    REDIS_BUS_NAMESPACE: `${namespace}:bus`,
    REDIS_LOCK_NAMESPACE: `${namespace}:lock`,
    REDIS_COUNTERS_NAMESPACE: `${namespace}:counters`,
    REDIS_PERMISSIONS_NAMESPACE: `${namespace}:permissions`,
    HEALTHCHECK_NAMESPACE: `${namespace}:healthcheck`,
    // Atlas's own counters (sign-in throttling, referral clicks: directus/lib/limiters.mjs).
    ATLAS_REDIS_NAMESPACE: namespace,
    LICENSE_NAMESPACE: `${namespace}:license`,
    IMPORT_EXPORT_NAMESPACE: `${namespace}:import-export`,
  };
}

function smtpEnv(config) {
  if (!config.smtp) {
    // A deployment configures mail with Directus's own EMAIL_* settings, passed through as given. Without
    // them, mail goes nowhere (sendmail to /bin/true) instead of failing the password-reset request.
    const given = Object.fromEntries(Object.entries(process.env).filter(([key]) => key.startsWith('EMAIL_')));
    return given.EMAIL_TRANSPORT ? given : { EMAIL_TRANSPORT: 'sendmail', EMAIL_SENDMAIL_PATH: '/bin/true', ...given };
  }
  return {
    EMAIL_TRANSPORT: 'smtp',
    EMAIL_FROM: 'no-reply@atlas.local',
    EMAIL_SMTP_HOST: config.smtp.host,
    EMAIL_SMTP_PORT: String(config.smtp.port),
    EMAIL_SMTP_SECURE: 'false',
    EMAIL_SMTP_IGNORE_TLS: 'true',
    EMAIL_VERIFY_SETUP: 'false',
  };
}

/**
 * The data folder (database, uploads, secrets) owner-only before Directus runs, and Directus's own
 * process started with umask 077 so what it creates later is owner-only too (private-data.mjs).
 */
function directusArgs(config, command) {
  makePrivate(config.dataDir);
  if (config.db.client === 'sqlite3' && config.db.filename) makeFilePrivate(config.db.filename);
  return ['--import', PRIVATE_UMASK_PRELOAD, cli, command];
}

/** Creates Directus's own tables and the first admin when the database is new; a no-op otherwise. */
export async function bootstrapDirectus(config) {
  await run(process.execPath, directusArgs(config, 'bootstrap'), {
    env: directusEnv(config),
    cwd: root,
    label: 'directus bootstrap',
    quiet: true,
  }).catch((error) => {
    throw new Error(`Directus could not prepare its database (${config.db.client}). Its output:\n${error.output ?? ''}`.trim(), {
      cause: error,
    });
  });
}

/**
 * A database older than its secrets file (an installation from before passwords were generated) still has
 * the sign-ins it was created with: the ones generated on this first start are set on its admin and demo
 * homeowner, with Directus's own CLI, so `npm start` keeps working on the existing data. A no-op unless
 * this start generated the passwords for a database that already existed.
 * @param {ReturnType<import('./config.mjs').stackConfig>} config
 * @param {{ existed: boolean }} database whether the database was there before bootstrap
 */
export async function adoptGeneratedPasswords(config, { existed }) {
  if (!existed) return [];
  const adopted = [];
  for (const [key, account] of [
    ['ADMIN_PASSWORD', config.admin],
    ['DEMO_PASSWORD', config.demo],
  ]) {
    if (!config.generatedSecrets?.includes(key)) continue;
    const changed = await run(process.execPath, [cli, 'users', 'passwd', '--email', account.email, '--password', account.password], {
      env: directusEnv(config),
      cwd: root,
      label: 'directus users passwd',
      quiet: true,
    }).then(
      () => true,
      // The demo homeowner may not exist yet (provisioning creates it with the new password).
      () => false,
    );
    if (changed) adopted.push(account.email);
  }
  return adopted;
}

/** Whether the database of `config` exists before bootstrap (a SQLite file; a server database always may). */
export function databaseExists(config) {
  if (config.db.client !== 'sqlite3') return true;
  return existsSync(config.db.filename ?? path.join(config.dataDir, 'directus.sqlite'));
}

/** Starts one Directus instance and resolves once /server/health answers. */
export async function startDirectus(config, { instance = 'directus', logFile } = {}) {
  const handle = serve(process.execPath, directusArgs(config, 'start'), {
    env: directusEnv(config, { instance }),
    cwd: root,
    label: instance,
    logFile,
  });
  // /server/ping answers once the API serves requests (/server/health also grades optional subsystems).
  await waitForHttp(`${config.directusUrl}/server/ping`, { handle, what: `Directus (${instance})`, timeoutMs: 180_000 });
  return handle;
}
