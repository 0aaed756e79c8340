// `npm run provision`: applies directus/ (schema, access, settings, flows, extensions check, missing seed
// content) to a running Directus. Safe to run any number of times: a second run changes nothing.
//
// Environment:
//   DIRECTUS_URL     the Directus to provision (default http://localhost:8055)
//   ADMIN_EMAIL      an admin of that Directus (default admin@example.com)
//   ADMIN_PASSWORD   its password (default: the one generated into data/secrets.json by the first `npm start`;
//                    required with NODE_ENV=production)
//   SITE_URL         the public site, for password-reset links and e-mails (default http://localhost:4321)
//   ATLAS_SEED_DEMO  'true' to create the demo homeowner and their projects (default: true, false in production)
//   DEMO_EMAIL / DEMO_PASSWORD  the demo homeowner's sign-in (defaults demo@example.com / generated, as above)
//
// Prints what changed and the environment the site needs (e.g. ATLAS_REFERRAL_FLOW_ID). `npm run drift` with
// the same variables reports differences without changing anything.

import { assertProductionSecrets, stackConfig } from './lib/config.mjs';

const config = stackConfig();
try {
  assertProductionSecrets(config);
  const { provision } = await import('../directus/provision.mjs');
  console.log(`atlas: provisioning ${config.directusUrl} (demo data: ${config.seedDemo ? 'yes' : 'no'}) ...`);
  const { changes, siteEnv } = await provision({
    url: config.directusUrl,
    admin: config.admin,
    demo: config.demo,
    seedDemo: config.seedDemo,
    siteUrl: config.siteUrl,
    log: (line) => console.log(`  ${line}`),
  });
  for (const change of changes) console.log(`    ${change}`);
  console.log(changes.length === 0 ? 'atlas: nothing to change, Directus matches directus/' : `atlas: ${changes.length} change(s) applied`);
  console.log('atlas: site environment:');
  for (const [key, value] of Object.entries(siteEnv)) console.log(`  ${key}=${value}`);
} catch (error) {
  console.error(`atlas: provisioning failed: ${error.message}`);
  for (let cause = error.cause; cause; cause = cause.cause) console.error(`  cause: ${cause.message ?? cause}`);
  process.exit(1);
}
