import { afterEach, describe, expect, it } from 'vitest';
import { stackConfig } from './config.mjs';
import { directusEnv } from './directus.mjs';

const saved = { ...process.env };
afterEach(() => {
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
});

const config = (overrides = {}) => ({ ...stackConfig({ dataDir: '/tmp/atlas-directus-env-test' }), smtp: null, ...overrides });

describe('directusEnv', () => {
  it('passes a deployment’s own EMAIL_* settings to Directus as given', () => {
    Object.assign(process.env, { EMAIL_TRANSPORT: 'smtp', EMAIL_SMTP_HOST: 'mail.example', EMAIL_FROM: 'hello@example.org' });
    const env = directusEnv(config());
    expect(env).toMatchObject({ EMAIL_TRANSPORT: 'smtp', EMAIL_SMTP_HOST: 'mail.example', EMAIL_FROM: 'hello@example.org' });
    expect(env.EMAIL_SENDMAIL_PATH).toBeUndefined();
  });

  it('sends mail nowhere when no transport is configured, rather than failing a reset request', () => {
    for (const key of Object.keys(process.env)) if (key.startsWith('EMAIL_')) delete process.env[key];
    expect(directusEnv(config())).toMatchObject({ EMAIL_TRANSPORT: 'sendmail', EMAIL_SENDMAIL_PATH: '/bin/true' });
  });

  it('sends to the test mail sink when the stack has one', () => {
    const env = directusEnv(config({ smtp: { host: '127.0.0.1', port: 11025 } }));
    expect(env).toMatchObject({ EMAIL_TRANSPORT: 'smtp', EMAIL_SMTP_HOST: '127.0.0.1', EMAIL_SMTP_PORT: '11025' });
  });

  it('keeps what Atlas does not use closed and abuse limits on', () => {
    const env = directusEnv(config());
    expect(env).toMatchObject({
      MCP_ENABLED: 'false',
      WEBSOCKETS_ENABLED: 'false',
      GRAPHQL_INTROSPECTION: 'false',
      RATE_LIMITER_ENABLED: 'true',
      RATE_LIMITER_REGISTRATION_ENABLED: 'true',
      CORS_ENABLED: 'false',
      QUERY_LIMIT_MAX: '500',
    });
  });

  it('moves cache, rate limiter and synchronisation to Redis when one is configured', () => {
    const env = directusEnv(
      config({
        redis: 'redis://127.0.0.1:6379',
        db: { client: 'pg', host: '127.0.0.1', port: 5432, database: 'atlas', user: 'postgres', password: '' },
      }),
    );
    expect(env).toMatchObject({
      DB_CLIENT: 'pg',
      DB_DATABASE: 'atlas',
      CACHE_STORE: 'redis',
      RATE_LIMITER_STORE: 'redis',
      SYNCHRONIZATION_STORE: 'redis',
    });
    expect(env.DB_FILENAME).toBeUndefined();
  });
});
