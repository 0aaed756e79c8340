// Drift check: does the running Directus still match directus/ (schema, access, settings, flows,
// extensions), and does its access guard actually hold (a throw-away homeowner tries to read another
// user's project: lib/access-probe.mjs)? Seed content is not compared: editors own it once it exists.
//
// `checkDrift({ url, admin, siteUrl })` resolves with the differences (empty when none). The command that
// prints them is `npm run drift` (scripts/drift.mjs): directus/ is the backend as code and reads no
// configuration of the scripts; `npm run provision` fixes everything it safely can.

import { signIn } from './lib/client.mjs';
import { diffSchema } from './lib/schema.mjs';
import { diffAccess } from './lib/access.mjs';
import { diffFlows } from './lib/flows.mjs';
import { diffExtensions } from './lib/extensions.mjs';
import { probeAccess } from './lib/access-probe.mjs';

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
    ...(await probeAccess({ url, api })),
  ];
  return differences.map(({ area, item, message, fix }) => ({ area, item, message, fixable: Boolean(fix) }));
}
