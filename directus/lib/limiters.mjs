// Counters with expiry for the extensions (sign-in throttling, referral clicks): in Redis when Directus
// runs with one (REDIS), so every instance sees the same counts, else in this process's memory (one
// instance on SQLite). rate-limiter-flexible is the library Directus's own rate limiter uses.

import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import Redis from 'ioredis';

let redis = null;

/** One Redis connection per process, opened on first use. */
function redisClient(url) {
  redis ??= new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
  return redis;
}

/**
 * A limiter: `points` per `duration` seconds; past them the key is refused for `blockDuration` seconds.
 * With Redis, a memory limiter of the same shape stands in while Redis does not answer, so an outage slows
 * nothing down and still throttles per instance.
 * @param {{ points: number, duration: number, blockDuration?: number, keyPrefix: string }} options
 * @param {{ redisUrl?: string | null, namespace?: string }} [store]
 */
export function createLimiter(
  options,
  { redisUrl = process.env.REDIS ?? null, namespace = process.env.ATLAS_REDIS_NAMESPACE ?? 'atlas' } = {},
) {
  const keyPrefix = `${namespace}:${options.keyPrefix}`;
  const memory = new RateLimiterMemory({ ...options, keyPrefix });
  if (!redisUrl) return memory;
  return new RateLimiterRedis({ ...options, keyPrefix, storeClient: redisClient(redisUrl), insuranceLimiter: memory });
}

/** Closes the shared Redis connection (tests). */
export async function closeLimiters() {
  if (redis) await redis.quit();
  redis = null;
}
