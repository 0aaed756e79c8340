// Shared set-up for the API tests: admin and demo sessions, the demo homeowner's seeded data (the thing
// the permission probe tries to steal), and throw-away homeowners created through the admin API (the
// registration endpoint is rate-limited to a few calls a minute, so only the registration test uses it).

import { del, env, get, login, post, runId } from './http.mjs';
import { snapshot } from './probe.mjs';
import { HOMEOWNER_ROLE_ID } from '../../../directus/ids.mjs';

let adminToken;
/** The bootstrap admin's access token (one sign-in per test file). */
export async function admin() {
  adminToken ??= await login(env.admin.email, env.admin.password);
  return adminToken;
}

let demoToken;
/** The demo homeowner's access token. */
export async function demo() {
  demoToken ??= await login(env.demo.email, env.demo.password);
  return demoToken;
}

/**
 * Everything identifying the demo homeowner's private data, read as admin: the probe asserts none of these
 * values ever reaches another user or a visitor.
 */
export async function demoData() {
  const token = await admin();
  const [user] = (await get(`/users?filter[email][_eq]=${encodeURIComponent(env.demo.email)}&fields=id,email`, { token })).body.data;
  const projects = (await get(`/items/project?filter[user_created][_eq]=${user.id}&fields=*,installer.*&limit=-1`, { token })).body.data;
  const requests = (await get(`/items/property_requests?filter[user_created][_eq]=${user.id}&fields=id&limit=-1`, { token })).body.data;
  const shared = projects.find((p) => p.shared);
  const unshared = projects.find((p) => !p.shared);
  const quotes = projects.flatMap((p) => p.installer);
  const secrets = [
    user.id,
    user.email,
    ...projects.map((p) => p.id),
    ...projects.map((p) => p.short_UUID),
    ...projects.map((p) => p.street_address),
    ...quotes.map((q) => q.id),
    ...quotes.map((q) => q.phone).filter(Boolean),
    ...quotes.map((q) => q.notes).filter(Boolean),
    ...requests.map((r) => r.id),
  ];
  return { user, projects, shared, unshared, quotes, requests, secrets };
}

/**
 * Everything of the demo homeowner's a probe could change (projects with their quotes, the user with its
 * role, policies and static token, property requests with their business links), read as admin: equal
 * snapshots before and after a series of probes mean nothing changed.
 * @param {{ id: string }} user the demo user, from `demoData()`
 */
export async function demoSnapshot(user) {
  return snapshot(
    [
      `/items/project?filter[user_created][_eq]=${user.id}&fields=*,installer.*&sort=id&limit=-1`,
      `/users/${user.id}?fields=email,first_name,last_name,role,status,user_type,policies,token`,
      `/items/property_requests?filter[user_created][_eq]=${user.id}&fields=*,business_cid.*&sort=id`,
    ],
    await admin(),
  );
}

const created = [];

/**
 * A new homeowner (or, with `role`, a user of another role) with a signed-in token, created by the admin.
 * @param {string} label part of the e-mail address
 * @param {string} [role] role id, Homeowner by default
 */
export async function newHomeowner(label, role = HOMEOWNER_ROLE_ID) {
  const email = `probe-${label}-${runId}@example.com`;
  const password = `probe-password-${runId}`;
  const response = await post(
    '/users',
    { email, password, first_name: 'Probe', last_name: label, role, status: 'active' },
    { token: await admin() },
  );
  if (response.status !== 200) throw new Error(`creating homeowner ${email} failed: ${response.text}`);
  created.push(response.body.data.id);
  return { id: response.body.data.id, email, password, token: await login(email, password) };
}

/** Deletes the homeowners this file created (their projects and requests go with them: ON DELETE CASCADE). */
export async function removeHomeowners() {
  const token = await admin();
  while (created.length > 0) {
    const id = created.pop();
    await del(`/users/${id}`, { token });
  }
}
