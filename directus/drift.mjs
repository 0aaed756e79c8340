// Drift check: does the running Directus still match directus/ (schema, access, settings, flows,
// extensions)? Seed content is not compared: editors own it once it exists.
//
// As a function: `checkDrift({ url, admin, siteUrl })` resolves with the differences (empty when none).
// As a command: `node directus/drift.mjs` with DIRECTUS_URL, ADMIN_EMAIL, ADMIN_PASSWORD and SITE_URL set
// (development defaults otherwise) prints them and exits 1 when there are any; `npm run provision` fixes
// everything it safely can.

import { fileURLToPath } from 'node:url';
import { signIn } from './lib/client.mjs';
import { diffSchema } from './lib/schema.mjs';
import { diffAccess } from './lib/access.mjs';
import { diffFlows } from './lib/flows.mjs';
import { diffExtensions } from './lib/extensions.mjs';

/**
 * Compares the Directus at `url` with directus/.
 * @param {{ url: string, admin: { email: string, password: string }, siteUrl: string }} options
 * @returns {Promise<{ area: string, item: string, message: string, fixable: boolean }[]>}
 */
export async function checkDrift({ url, admin, siteUrl }) {
  const api = await signIn({ url, email: admin.email, password: admin.password });
  const differences = [
    ...(await diffSchema(api)),
    ...(await diffAccess(api, { siteUrl })),
    ...(await diffFlows(api)),
    ...(await diffExtensions(api)),
  ];
  return differences.map(({ area, item, message, fix }) => ({ area, item, message, fixable: Boolean(fix) }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { stackConfig } = await import('../scripts/lib/config.mjs');
  const config = stackConfig();
  try {
    const differences = await checkDrift({ url: config.directusUrl, admin: config.admin, siteUrl: config.siteUrl });
    for (const d of differences) console.log(`${d.area}: ${d.item}: ${d.message}${d.fixable ? ' (npm run provision fixes it)' : ''}`);
    console.log(differences.length === 0 ? 'drift: none, Directus matches directus/' : `drift: ${differences.length} difference(s)`);
    process.exit(differences.length === 0 ? 0 : 1);
  } catch (error) {
    console.error(`drift: ${error.message}`);
    if (error.cause) console.error(`  cause: ${error.cause.message ?? error.cause}`);
    process.exit(2);
  }
}
