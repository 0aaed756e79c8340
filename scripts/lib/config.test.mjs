import { afterEach, describe, expect, it } from 'vitest';
import { assertProductionSecrets, stackConfig } from './config.mjs';

const saved = { ...process.env };
afterEach(() => {
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
});

describe('assertProductionSecrets', () => {
  it('accepts the development defaults outside production', () => {
    delete process.env.NODE_ENV;
    expect(() => assertProductionSecrets(stackConfig())).not.toThrow();
  });

  it('refuses every development default in production and names each one', () => {
    process.env.NODE_ENV = 'production';
    for (const key of ['DIRECTUS_SECRET', 'REBUILD_WEBHOOK_SECRET', 'ADMIN_PASSWORD', 'ATLAS_PAYMENTS_WEBHOOK_SECRET', 'DEMO_PASSWORD', 'ATLAS_SEED_DEMO']) {
      delete process.env[key];
    }
    expect(() => assertProductionSecrets(stackConfig())).toThrow(/DIRECTUS_SECRET, REBUILD_WEBHOOK_SECRET, ADMIN_PASSWORD, ATLAS_PAYMENTS_WEBHOOK_SECRET/);
  });

  it('starts in production once the secrets come from the environment', () => {
    Object.assign(process.env, {
      NODE_ENV: 'production',
      DIRECTUS_SECRET: 'a-long-random-secret-from-the-vault',
      REBUILD_WEBHOOK_SECRET: 'another-random-secret',
      ADMIN_PASSWORD: 'a-strong-admin-password',
      ATLAS_PAYMENTS_WEBHOOK_SECRET: 'the-payment-providers-signing-secret',
    });
    delete process.env.ATLAS_SEED_DEMO;
    const config = stackConfig();
    expect(config.seedDemo).toBe(false);
    expect(() => assertProductionSecrets(config)).not.toThrow();
  });

  it('refuses the demo password when the demo homeowner is seeded in production', () => {
    Object.assign(process.env, {
      NODE_ENV: 'production',
      DIRECTUS_SECRET: 's1',
      REBUILD_WEBHOOK_SECRET: 's2',
      ADMIN_PASSWORD: 'p1',
      ATLAS_PAYMENTS_WEBHOOK_SECRET: 's3',
      ATLAS_SEED_DEMO: 'true',
    });
    delete process.env.DEMO_PASSWORD;
    expect(() => assertProductionSecrets(stackConfig())).toThrow(/DEMO_PASSWORD/);
  });
});

describe('stackConfig', () => {
  it('reads ports and URLs from the environment', () => {
    Object.assign(process.env, { DIRECTUS_PORT: '9055', SITE_PORT: '9321' });
    delete process.env.DIRECTUS_URL;
    delete process.env.SITE_URL;
    const config = stackConfig();
    expect(config.directusUrl).toBe('http://localhost:9055');
    expect(config.siteUrl).toBe('http://localhost:9321');
  });

  it('describes PostgreSQL when DB_CLIENT=pg', () => {
    Object.assign(process.env, { DB_CLIENT: 'pg', DB_DATABASE: 'atlas_prod' });
    expect(stackConfig().db).toMatchObject({ client: 'pg', database: 'atlas_prod', port: 5432 });
  });
});
