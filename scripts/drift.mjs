// `npm run drift`: does the running Directus still match directus/? Prints each difference and exits 1
// when there are any (2 when Directus cannot be read); `npm run provision` fixes everything it safely can.
//
// Environment: DIRECTUS_URL, ADMIN_EMAIL, ADMIN_PASSWORD and SITE_URL, as for `npm run provision`
// (development defaults otherwise).

import { checkDrift } from '../directus/drift.mjs';
import { stackConfig } from './lib/config.mjs';

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
