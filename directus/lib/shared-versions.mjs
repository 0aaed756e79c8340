// The version of each shared view, kept in Redis so every site server knows when its rendered copy of a
// shared page is out of date (scripts/lib/serve/shared-cache.mjs reads it; the atlas-shared-cache hook
// writes it). One Redis hash, `{namespace}:shared-versions`, field = share id (short_UUID), value = a random
// token replaced whenever the project or one of its quotes changes. A token, not a counter: a field that
// disappears (Redis flushed) reads as "none", which differs from every token a page was rendered under.

import { randomBytes } from 'node:crypto';

/** The Redis hash of share-id versions for a namespace (ATLAS_REDIS_NAMESPACE, `atlas` by default). */
export const sharedVersionsKey = (namespace) => `${namespace}:shared-versions`;

/** The Redis channel a bump is also published on (for listeners that keep no per-request check). */
export const sharedVersionsChannel = (namespace) => `${namespace}:shared-versions:bumped`;

/** What a share id with no recorded change reads as. */
export const NO_VERSION = 'none';

/** A fresh version token. */
export const newVersion = () => randomBytes(9).toString('base64url');

/**
 * Replaces the version of each share id in one round trip and announces them.
 * @param {import('ioredis').Redis} redis
 * @param {string} namespace
 * @param {Iterable<string>} shortIds
 */
export async function bumpSharedVersions(redis, namespace, shortIds) {
  const ids = [...new Set(shortIds)].filter(Boolean);
  if (ids.length === 0) return 0;
  const fields = ids.flatMap((id) => [id, newVersion()]);
  await redis
    .multi()
    .hset(sharedVersionsKey(namespace), ...fields)
    .publish(sharedVersionsChannel(namespace), ids.join(','))
    .exec();
  return ids.length;
}
