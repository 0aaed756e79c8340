import { createDirectus, readItems, rest } from '@directus/sdk';

/**
 * One page of a collection's items as the public role (no session), through the same SDK as the app: the
 * build-time content loader (src/content/directus-source.ts) reads with it, so the site has one door to
 * Directus. `query` is an SDK query (`fields`, `filter`, `deep`, `limit`, `page`); the request gives up
 * after `timeoutMs`. Rejects with the SDK's error (`{ errors, response }`) when Directus refuses.
 */
export function readPublicItems(url: string, collection: string, query: Record<string, unknown>, timeoutMs: number): Promise<unknown> {
  const client = createDirectus<Record<string, Array<Record<string, unknown>>>>(url).with(
    rest({ onRequest: (options) => ({ ...options, signal: AbortSignal.timeout(timeoutMs) }) }),
  );
  return client.request(readItems(collection, query as never));
}
