// Provisioning: makes a running Directus match directus/ — schema, access (roles, policies, permissions,
// settings), flows, extensions — and seeds the content that is missing. Idempotent: a second run changes
// nothing. Used by `npm start`, `npm test` and `npm run provision` (scripts/provision.mjs).

import { signIn } from './lib/client.mjs';
import { applySchema } from './lib/schema.mjs';
import { applyAccess } from './lib/access.mjs';
import { applyFlows } from './lib/flows.mjs';
import { checkExtensions } from './lib/extensions.mjs';
import { seed } from './seed/index.mjs';
import { REFERRAL_FLOW_ID, SHARED_VIEW_PATH } from './ids.mjs';

/**
 * Applies directus/ to the Directus at `url`, signed in as the bootstrap admin.
 *
 * @param {object} options
 * @param {string} options.url Directus base URL, already started and bootstrapped
 * @param {{ email: string, password: string }} options.admin the bootstrap admin (ADMIN_EMAIL/ADMIN_PASSWORD)
 * @param {{ email: string, password: string }} options.demo the demo homeowner, created only when seedDemo
 * @param {boolean} options.seedDemo whether to create the demo homeowner and their projects
 * @param {string} options.siteUrl the public site (password-reset links, project URL in e-mails)
 * @param {(line: string) => void} [options.log]
 * @returns {Promise<{ siteEnv: Record<string, string>, changes: string[] }>} environment the site build and
 *   server need, and what this run changed (empty on a second run)
 */
export async function provision({ url, admin, demo, seedDemo, siteUrl, log = () => {} }) {
  const api = await signIn({ url, email: admin.email, password: admin.password });
  const changes = [];
  // One line per area here; every single change is in the returned `changes`.
  const step = (area, applied) => {
    changes.push(...applied);
    if (applied.length > 0) log(`${area}: ${applied.length} change(s)`);
  };

  const schema = await applySchema(api);
  step('schema', schema.applied);
  for (const remaining of schema.remaining) log(`schema: left as is: ${remaining.item}: ${remaining.message}`);
  step('access', await applyAccess(api, { siteUrl }));
  step('flows', await applyFlows(api));
  step('extensions', await checkExtensions(api));
  step('seed', await seed(api, { url, demo, seedDemo }));

  log(changes.length > 0 ? `provisioned: ${changes.length} change(s) applied` : 'provisioned: nothing to change');
  return {
    siteEnv: {
      ATLAS_REFERRAL_FLOW_ID: REFERRAL_FLOW_ID,
      ATLAS_SHARED_VIEW_PATH: SHARED_VIEW_PATH,
    },
    changes,
  };
}
