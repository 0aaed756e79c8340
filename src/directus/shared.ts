import { customEndpoint } from '@directus/sdk';
import { serverClient } from './client';
import type { SharedProject, SharedQuote } from './schema';

/** What the public shared view may show: the whitelisted project fields and its non-private quote fields. */
export interface SharedView {
  project: SharedProject;
  quotes: SharedQuote[];
}

/**
 * Server side only: GET {DIRECTUS_URL}/atlas/shared/{shortId} (the backend's atlas-shared endpoint, which
 * reads exactly the whitelisted fields of a project whose shared flag is on). `null` for an unknown or
 * unshared id (both answer 404 there); other failures throw, so the page answers 500 rather than
 * claiming the project does not exist.
 */
export async function fetchSharedView(directusUrl: string, shortId: string): Promise<SharedView | null> {
  // Share ids are 22 base64url characters (128 bits); anything else cannot exist, so it is not asked for.
  if (!/^[A-Za-z0-9_-]{22}$/.test(shortId)) return null;
  try {
    const body = await serverClient(directusUrl).request(
      // The SDK unwraps the `data` envelope of a JSON answer.
      customEndpoint<SharedView | null>({ path: `/atlas/shared/${encodeURIComponent(shortId)}`, method: 'GET' }),
    );
    const view = body;
    if (!view?.project) return null;
    return { project: view.project, quotes: Array.isArray(view.quotes) ? view.quotes : [] };
  } catch (error) {
    // The SDK's request error carries the HTTP response, also when the body was not a Directus errors list.
    const status = (error as { response?: Response } | null)?.response?.status;
    if (status === 404 || status === 403) return null;
    throw new Error(`The shared view of ${shortId} could not be read from Directus.`, { cause: error });
  }
}

/** The shared view for a request, read from the backend at DIRECTUS_URL (set in the site server's environment). */
export function loadSharedView(shortId: string): Promise<SharedView | null> {
  const directusUrl = process.env.DIRECTUS_URL;
  if (!directusUrl) throw new Error('DIRECTUS_URL is not set: the shared view cannot read projects. Set it in the site server environment.');
  return fetchSharedView(directusUrl, shortId);
}
