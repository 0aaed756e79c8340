// Atlas's extensions must be loaded and enabled: the access guard, its tripwire and the share-id generator
// are part of the security model, so a disabled atlas-hardening is drift, and provisioning turns it back on.

/** Extension folders in directus/extensions/ that must be enabled. */
export const ATLAS_EXTENSIONS = [
  'atlas-hardening',
  'atlas-tripwire',
  'atlas-forms',
  'atlas-shared',
  'atlas-shared-cache',
  'atlas-payments',
  'atlas-referral-click',
];

/**
 * Differences between the loaded extensions and directus/extensions/.
 * @param {ReturnType<import('./client.mjs').createClient>} api an admin client
 */
export async function diffExtensions(api) {
  const live = await api.get('/extensions');
  const differences = [];
  for (const name of ATLAS_EXTENSIONS) {
    const found = live.find((e) => e.meta?.folder === name && e.meta?.source === 'local');
    if (!found) {
      differences.push({
        area: 'extensions',
        item: name,
        message: 'extension is not loaded: check EXTENSIONS_PATH points at directus/extensions and the server log',
      });
    } else if (found.meta.enabled !== true) {
      differences.push({
        area: 'extensions',
        item: name,
        message: 'extension is disabled',
        // Directus reloads its extensions after answering; listing them waits for that reload (a second
        // change during a reload deadlocks Directus on SQLite's single connection).
        fix: async (c) => {
          await c.patch(`/extensions/${found.id}`, { meta: { enabled: true } });
          await c.get('/extensions');
        },
      });
    }
  }
  return differences;
}

/**
 * Enables Atlas's extensions when they are disabled; fails when one is not loaded at all, because the API
 * would then run without its access guard.
 */
export async function checkExtensions(api, { log = () => {} } = {}) {
  const applied = [];
  for (const difference of await diffExtensions(api)) {
    if (!difference.fix) throw new Error(`extensions: ${difference.item}: ${difference.message}`);
    log(`extensions: ${difference.item}: ${difference.message}`);
    await difference.fix(api);
    applied.push(`${difference.item}: ${difference.message}`);
  }
  return applied;
}
