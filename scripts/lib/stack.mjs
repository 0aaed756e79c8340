// One running backend: Directus bootstrapped, started and provisioned from directus/ (schema, access,
// flows, seed). Used by `npm start` and `npm test` alike, so both run the same backend.

import { createWriteStream } from 'node:fs';
import { adoptGeneratedPasswords, bootstrapDirectus, databaseExists, startDirectus } from './directus.mjs';
import { provision } from '../../directus/provision.mjs';

/**
 * Bootstraps, starts and provisions Directus for `config`.
 * Returns the handle plus the environment the site build and the test suites need to reach it.
 */
export async function startStack(config, { logFile, log = console.log } = {}) {
  const existed = databaseExists(config);
  await bootstrapDirectus(config);
  for (const email of await adoptGeneratedPasswords(config, { existed })) {
    log(`atlas: ${email} now signs in with the password generated into ${config.secretsFile}`);
  }
  const directus = await startDirectus(config, { logFile: logFile ? createWriteStream(logFile) : undefined });
  const provisioned = await provision({
    url: config.directusUrl,
    admin: config.admin,
    demo: config.demo,
    seedDemo: config.seedDemo,
    siteUrl: config.siteUrl,
    log,
  });
  const siteEnv = {
    SITE_URL: config.siteUrl,
    DIRECTUS_URL: config.directusUrl,
    ...(provisioned?.siteEnv ?? {}),
  };
  return {
    directus,
    provisioned,
    siteEnv,
    testEnv: {
      ...siteEnv,
      ATLAS_DIRECTUS_URLS: config.directusUrl,
      ATLAS_ADMIN_EMAIL: config.admin.email,
      ATLAS_ADMIN_PASSWORD: config.admin.password,
      ATLAS_DEMO_EMAIL: config.demo.email,
      ATLAS_DEMO_PASSWORD: config.demo.password,
      ATLAS_SMTP_PORT: config.smtp ? String(config.smtp.port) : '',
      // The suites sign webhook calls themselves: they need this stack's own secrets.
      REBUILD_WEBHOOK_SECRET: config.webhookSecret,
      ATLAS_PAYMENTS_WEBHOOK_SECRET: config.paymentsWebhookSecret,
      ATLAS_SITE_KEY: config.siteKey,
    },
    stop: () => directus.stop(),
  };
}
