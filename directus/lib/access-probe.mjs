// The drift check's live proof that the access guard holds: a throw-away homeowner signs in and tries to
// read a project that is not theirs. Configuration can all look right while the guard is off (disabled in
// the Data Studio, failing to load, a Directus upgrade that skips its hook), so the check asks the running
// server itself. Everything it creates is removed again.

import { randomBytes } from 'node:crypto';
import { HOMEOWNER_ROLE_ID } from '../ids.mjs';

/** One plain call (no retries: a 503 from the tripwire is an answer here, not a hiccup). */
async function call(base, method, path, { token, body } = {}) {
  const response = await fetch(base + path, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  let json;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: the status says enough for the probe.
    json = null;
  }
  return { status: response.status, json };
}

/**
 * Signs in as a new test homeowner and tries to read a project owned by someone else (the admin), by id,
 * by filter and as a visitor. Resolves with the differences found (empty when every read was refused).
 * @param {{ url: string, api: ReturnType<import('./client.mjs').createClient> }} options `api` is an admin client
 * @returns {Promise<{ area: string, item: string, message: string }[]>}
 */
export async function probeAccess({ url, api }) {
  const base = url.replace(/\/$/, '');
  const marker = `access-probe-${randomBytes(6).toString('hex')}`;
  const email = `${marker}@example.com`;
  const password = randomBytes(24).toString('base64url');
  const differences = [];
  const found = (item, message) => differences.push({ area: 'access', item, message });
  let userId = null;
  let projectId = null;
  try {
    projectId = (await api.post('/items/project', { country: 'USA', street_address: marker })).id;
    userId = (
      await api.post('/users', { email, password, role: HOMEOWNER_ROLE_ID, status: 'active', first_name: 'Access', last_name: 'Probe' })
    ).id;
    const login = await call(base, 'POST', '/auth/login', { body: { email, password } });
    if (login.status !== 200) throw new Error(`the probe homeowner could not sign in (${login.status})`);
    const token = login.json.data.access_token;
    const leaked = (answer) => answer.status === 200 && JSON.stringify(answer.json?.data ?? null).includes(marker);

    const byId = await call(base, 'GET', `/items/project/${projectId}?fields=id,street_address`, { token });
    if (byId.status === 200)
      found('project', `a homeowner read another user's project by id (answer ${byId.status}): the access guard is not active`);
    const listed = await call(base, 'GET', `/items/project?fields=id,street_address&filter[street_address][_eq]=${marker}`, { token });
    if (leaked(listed)) found('project', "a homeowner listed another user's project: the access guard is not active");
    const visitor = await call(base, 'GET', `/items/project?fields=id,street_address&filter[street_address][_eq]=${marker}`);
    if (leaked(visitor)) found('project', 'a visitor listed a private project: the access guard is not active');
  } finally {
    if (userId) await api.delete(`/users/${userId}`);
    if (projectId) await api.delete(`/items/project/${projectId}`);
  }
  return differences;
}
