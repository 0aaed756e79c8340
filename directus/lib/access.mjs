// Access as code: roles, policies, the role-policy links, permissions and project settings, compared with
// directus/access/policies.mjs and corrected by provisioning. Permissions of the managed policies are
// exactly the declared ones: extra permissions are removed, because an extra grant is a security change.

import { policies, roles, settings } from '../access/policies.mjs';
import { differingKeys, same } from './compare.mjs';

const POLICY_KEYS = ['name', 'icon', 'description', 'admin_access', 'app_access', 'enforce_tfa', 'ip_access'];
const ROLE_KEYS = ['name', 'icon', 'description', 'parent'];

const pick = (object, keys) => Object.fromEntries(keys.filter((k) => k in object).map((k) => [k, object[k]]));

/** A permission as Directus stores an unrestricted grant. */
function normalizePermission(permission) {
  const empty = (value) => (value && typeof value === 'object' && Object.keys(value).length > 0 ? value : null);
  return {
    fields: permission.fields ?? null,
    permissions: empty(permission.permissions),
    validation: empty(permission.validation),
    presets: empty(permission.presets),
  };
}

const WANTED_PERMISSION = { fields: ['*'], permissions: null, validation: null, presets: null };

/**
 * Differences between the running access configuration and directus/access/, each with a `fix(api)`.
 * @param {ReturnType<import('./client.mjs').createClient>} api an admin client
 * @param {{ siteUrl: string }} options
 */
export async function diffAccess(api, { siteUrl }) {
  const managedPolicyIds = policies.map((p) => p.id);
  const [liveRoles, livePolicies, liveAccess, livePermissions, liveSettings] = await Promise.all([
    api.get('/roles', { limit: -1, fields: 'id,name,icon,description,parent' }),
    api.get('/policies', { limit: -1, fields: 'id,name,icon,description,admin_access,app_access,enforce_tfa,ip_access' }),
    api.get('/access', { limit: -1, fields: 'id,role,user,policy' }),
    api.get('/permissions', {
      limit: -1,
      fields: 'id,policy,collection,action,fields,permissions,validation,presets',
      filter: { policy: { _in: managedPolicyIds } },
    }),
    api.get('/settings'),
  ]);
  const differences = [];
  const add = (item, message, fix) => differences.push({ area: 'access', item, message, fix });

  for (const policy of policies) {
    const live = livePolicies.find((p) => p.id === policy.id);
    const wanted = pick(policy, POLICY_KEYS);
    if (!live) {
      if (policy.builtIn) add(`policy ${policy.id}`, 'Directus built-in policy is missing: the database was not bootstrapped');
      else add(`policy ${policy.name}`, 'policy is missing', (c) => c.post('/policies', { id: policy.id, ...wanted }));
      continue;
    }
    const diff = differingKeys(wanted, live);
    if (diff.length > 0)
      add(`policy ${policy.name}`, `policy differs (${diff.join('; ')})`, (c) => c.patch(`/policies/${policy.id}`, wanted));
  }

  for (const role of roles) {
    const live = liveRoles.find((r) => r.id === role.id);
    const wanted = { ...pick(role, ROLE_KEYS), parent: null };
    if (!live) add(`role ${role.name}`, 'role is missing', (c) => c.post('/roles', { id: role.id, ...wanted }));
    else {
      const diff = differingKeys(wanted, live);
      if (diff.length > 0) add(`role ${role.name}`, `role differs (${diff.join('; ')})`, (c) => c.patch(`/roles/${role.id}`, wanted));
    }
    const link = liveAccess.find((a) => a.id === role.accessId);
    if (!link) {
      add(`role ${role.name}`, 'role is not linked to its policy', (c) =>
        c.post('/access', { id: role.accessId, role: role.id, policy: role.policy, user: null }),
      );
    } else if (link.role !== role.id || link.policy !== role.policy || link.user) {
      add(`role ${role.name}`, 'role-policy link differs', (c) =>
        c.patch(`/access/${role.accessId}`, { role: role.id, policy: role.policy, user: null }),
      );
    }
  }

  // Any other link to Atlas's roles or non-public policies grants access nobody declared.
  const declaredLinks = new Set(roles.map((r) => r.accessId));
  const roleIds = new Set(roles.map((r) => r.id));
  const privatePolicies = new Set(policies.filter((p) => !p.builtIn).map((p) => p.id));
  for (const link of liveAccess) {
    if (declaredLinks.has(link.id)) continue;
    if (roleIds.has(link.role) || privatePolicies.has(link.policy)) {
      add(`access ${link.id}`, `undeclared link of role ${link.role ?? '-'} / user ${link.user ?? '-'} to policy ${link.policy}`, (c) =>
        c.delete(`/access/${link.id}`),
      );
    }
  }

  for (const policy of policies) {
    const label = policy.name ?? 'Public';
    const live = livePermissions.filter((p) => p.policy === policy.id);
    for (const { collection, action } of policy.permissions) {
      const item = `${label}: ${action} ${collection}`;
      const found = live.filter((p) => p.collection === collection && p.action === action);
      if (found.length === 0) {
        add(item, 'permission is missing', (c) => c.post('/permissions', { policy: policy.id, collection, action, ...WANTED_PERMISSION }));
        continue;
      }
      const [first, ...duplicates] = found;
      if (!same(normalizePermission(first), WANTED_PERMISSION)) {
        add(item, 'permission has rules or a field list', (c) => c.patch(`/permissions/${first.id}`, WANTED_PERMISSION));
      }
      for (const duplicate of duplicates) add(item, 'duplicate permission', (c) => c.delete(`/permissions/${duplicate.id}`));
    }
    const declared = new Set(policy.permissions.map((p) => `${p.collection}:${p.action}`));
    for (const extra of live.filter((p) => !declared.has(`${p.collection}:${p.action}`))) {
      add(`${label}: ${extra.action} ${extra.collection}`, 'permission is not declared in directus/access/', (c) =>
        c.delete(`/permissions/${extra.id}`),
      );
    }
  }

  const wantedSettings = settings({ siteUrl });
  const settingsDiff = differingKeys(wantedSettings, liveSettings);
  if (settingsDiff.length > 0) {
    add('settings', `project settings differ (${settingsDiff.join('; ')})`, (c) => c.patch('/settings', wantedSettings));
  }
  return differences;
}

/**
 * Applies directus/access/ until nothing differs; returns what was changed.
 * @param {ReturnType<import('./client.mjs').createClient>} api
 * @param {{ siteUrl: string, log?: (line: string) => void }} options
 */
export async function applyAccess(api, { siteUrl, log = () => {} }) {
  const applied = [];
  // Two passes: links and permissions can only be fixed once their role or policy exists.
  for (let pass = 0; pass < 2; pass++) {
    const differences = (await diffAccess(api, { siteUrl })).filter((d) => d.fix);
    if (differences.length === 0) break;
    for (const difference of differences) {
      log(`access: ${difference.item}: ${difference.message}`);
      try {
        await difference.fix(api);
      } catch (error) {
        throw new Error(`access: could not fix ${difference.item} (${difference.message})`, { cause: error });
      }
      applied.push(`${difference.item}: ${difference.message}`);
    }
  }
  return applied;
}
