import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assertProductionSecrets, stackConfig } from './config.mjs';
import { GENERATED_KEYS, secretsFile } from './secrets.mjs';

const saved = { ...process.env };
let dataDir;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'atlas-config-test-'));
  for (const key of [...GENERATED_KEYS, 'NODE_ENV', 'ATLAS_SEED_DEMO', 'EMAIL_TRANSPORT']) delete process.env[key];
  process.env.ATLAS_DATA_DIR = dataDir;
});
afterEach(() => {
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
  rmSync(dataDir, { recursive: true, force: true });
});

const longSecret = (label) => `${label}-${'x'.repeat(40)}`;

describe('secrets outside production', () => {
  it('are generated on first start into the data directory, readable by its owner only', () => {
    const config = stackConfig();
    const file = secretsFile(dataDir);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const stored = JSON.parse(readFileSync(file, 'utf8'));
    expect(config.secret).toBe(stored.DIRECTUS_SECRET);
    expect(config.webhookSecret).toBe(stored.REBUILD_WEBHOOK_SECRET);
    expect(config.paymentsWebhookSecret).toBe(stored.ATLAS_PAYMENTS_WEBHOOK_SECRET);
    expect(config.admin.password).toBe(stored.ADMIN_PASSWORD);
    expect(config.demo.password).toBe(stored.DEMO_PASSWORD);
    expect(config.secret.length).toBeGreaterThanOrEqual(40);
    expect(config.admin.password.length).toBeGreaterThanOrEqual(24);
    expect(config.generatedSecrets).toEqual(GENERATED_KEYS);
  });

  it('are kept between starts, and differ between installations', () => {
    const first = stackConfig();
    const again = stackConfig();
    expect(again.secret).toBe(first.secret);
    expect(again.admin.password).toBe(first.admin.password);
    expect(again.generatedSecrets).toEqual([]);
    const other = stackConfig({ dataDir: path.join(dataDir, 'other') });
    expect(other.secret).not.toBe(first.secret);
    expect(other.admin.password).not.toBe(first.admin.password);
  });

  it('come from the environment when it sets them, and only the missing ones are generated', () => {
    process.env.DIRECTUS_SECRET = longSecret('from-env');
    const config = stackConfig();
    expect(config.secret).toBe(process.env.DIRECTUS_SECRET);
    expect(config.generatedSecrets).not.toContain('DIRECTUS_SECRET');
    expect(JSON.parse(readFileSync(secretsFile(dataDir), 'utf8')).DIRECTUS_SECRET).not.toBe(process.env.DIRECTUS_SECRET);
  });

  it('tightens a secrets file that others can read', () => {
    writeFileSync(secretsFile(dataDir), JSON.stringify({ DIRECTUS_SECRET: longSecret('old') }), { mode: 0o644 });
    expect(stackConfig().secret).toBe(longSecret('old'));
    expect(statSync(secretsFile(dataDir)).mode & 0o777).toBe(0o600);
  });

  it('names the file when it is not JSON', () => {
    writeFileSync(secretsFile(dataDir), '{ not json', { mode: 0o600 });
    expect(() => stackConfig()).toThrow(/secrets\.json is not readable as JSON/);
  });

  it('need no check outside production', () => {
    expect(() => assertProductionSecrets(stackConfig())).not.toThrow();
  });
});

describe('assertProductionSecrets', () => {
  it('generates nothing in production and names every missing secret, password and the mail transport', () => {
    process.env.NODE_ENV = 'production';
    const config = stackConfig();
    expect(config.secret).toBeNull();
    expect(() => statSync(secretsFile(dataDir))).toThrow();
    expect(() => assertProductionSecrets(config)).toThrow(
      /DIRECTUS_SECRET, REBUILD_WEBHOOK_SECRET, ATLAS_PAYMENTS_WEBHOOK_SECRET, ATLAS_SITE_KEY, ADMIN_PASSWORD must be set[\s\S]*EMAIL_TRANSPORT/,
    );
  });

  it('starts in production once the secrets and the mail transport come from the environment', () => {
    Object.assign(process.env, {
      NODE_ENV: 'production',
      DIRECTUS_SECRET: longSecret('directus'),
      REBUILD_WEBHOOK_SECRET: longSecret('rebuild'),
      ADMIN_PASSWORD: 'a-strong-admin-password',
      ATLAS_PAYMENTS_WEBHOOK_SECRET: longSecret('payments'),
      ATLAS_SITE_KEY: longSecret('site'),
      EMAIL_TRANSPORT: 'smtp',
    });
    const config = stackConfig();
    expect(config.seedDemo).toBe(false);
    expect(() => assertProductionSecrets(config)).not.toThrow();
  });

  it('refuses to start in production without a mail transport, saying why', () => {
    Object.assign(process.env, {
      NODE_ENV: 'production',
      DIRECTUS_SECRET: longSecret('directus'),
      REBUILD_WEBHOOK_SECRET: longSecret('rebuild'),
      ADMIN_PASSWORD: 'a-strong-admin-password',
      ATLAS_PAYMENTS_WEBHOOK_SECRET: longSecret('payments'),
      ATLAS_SITE_KEY: longSecret('site'),
    });
    expect(() => assertProductionSecrets(stackConfig())).toThrow(
      'NODE_ENV=production refuses to start: EMAIL_TRANSPORT (with Directus’s other EMAIL_* settings) must be set: without it, password-reset e-mails and form notifications would silently go nowhere.',
    );
  });

  it('refuses short secrets and a missing demo password when the demo homeowner is seeded', () => {
    Object.assign(process.env, {
      NODE_ENV: 'production',
      DIRECTUS_SECRET: 's1',
      REBUILD_WEBHOOK_SECRET: longSecret('rebuild'),
      ADMIN_PASSWORD: 'p1',
      ATLAS_PAYMENTS_WEBHOOK_SECRET: longSecret('payments'),
      ATLAS_SITE_KEY: longSecret('site'),
      ATLAS_SEED_DEMO: 'true',
      EMAIL_TRANSPORT: 'smtp',
    });
    expect(() => assertProductionSecrets(stackConfig())).toThrow(/DEMO_PASSWORD must be set.*DIRECTUS_SECRET must be at least 32/);
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
