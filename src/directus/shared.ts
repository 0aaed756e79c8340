import { customEndpoint } from '@directus/sdk';
import { SHORT_ID_PATTERN } from '../../directus/access/shared-view.mjs';
import { toApiError } from './api-error';
import { callWithoutSession, type Result } from './call';
import { serverClient } from './client';
import { FALLBACK } from './errors';
import type { SharedBillInputs, SharedProject, SharedQuote } from './schema';

/** What the public shared view may show: the whitelisted project fields and its non-private quote fields. */
export interface SharedView {
  project: SharedProject;
  quotes: SharedQuote[];
  /**
   * The project's bill inputs (tariff, use by month and by hour, the place cut to its ZIP prefix), when the
   * site server asked with its key (ATLAS_SITE_KEY): the page bills each quote with them, as the owner's page
   * does, and renders none of them. Absent without the key: the simple savings model runs.
   */
  bill?: SharedBillInputs;
  /** Each quote's inverter (type, warranty) by quote id, with the key like `bill`: the engine's replacement input. */
  inverters?: Record<string, { type: unknown; warranty: unknown }>;
}

/** The endpoint answers 404 (and a closed route 403) for unknown, unshared and archived projects alike. */
function isMissing(error: unknown): boolean {
  const { status } = toApiError(error, '');
  return status === 404 || status === 403;
}

/**
 * Server side only: GET {DIRECTUS_URL}/atlas/shared/{shortId} (the backend's atlas-shared endpoint, which
 * reads exactly the whitelisted fields of a project whose shared flag is on). `data: null` for an unknown or
 * unshared id; any other failure is an error, so the page answers 500 rather than claiming the project does
 * not exist.
 */
export async function fetchSharedView(directusUrl: string, shortId: string, siteKey?: string): Promise<Result<SharedView | null>> {
  // An id that does not have the shape of a share id cannot exist, so it is not asked for.
  if (!SHORT_ID_PATTERN.test(shortId)) return { data: null };
  return callWithoutSession(`read the shared view of ${shortId}`, FALLBACK.getSharedView, async () => {
    // The SDK unwraps the `data` envelope of a JSON answer. A missing project is an answer, not a failure.
    const view = await serverClient(directusUrl)
      .request(
        customEndpoint<SharedView | null>({
          path: `/atlas/shared/${encodeURIComponent(shortId)}`,
          method: 'GET',
          ...(siteKey ? { headers: { 'x-atlas-site-key': siteKey } } : {}),
        }),
      )
      .catch((error: unknown) => (isMissing(error) ? null : Promise.reject(error as Error)));
    if (!view?.project) return null;
    const quotes = Array.isArray(view.quotes) ? view.quotes : [];
    return {
      project: view.project,
      quotes,
      ...(view.bill && typeof view.bill === 'object' ? { bill: view.bill } : {}),
      ...(view.inverters && typeof view.inverters === 'object' ? { inverters: view.inverters } : {}),
    };
  });
}

/**
 * For the shared pages: the shared view of `shortId` from the backend at DIRECTUS_URL (set in the site server's
 * environment), or null for an unknown or unshared id. Any other failure throws with the ApiError as its
 * cause, so the page answers 500 rather than claiming the project does not exist.
 */
export async function loadSharedView(shortId: string): Promise<SharedView | null> {
  const directusUrl = process.env.DIRECTUS_URL;
  if (!directusUrl)
    throw new Error('DIRECTUS_URL is not set: the shared view cannot read projects. Set it in the site server environment.');
  const read = await fetchSharedView(directusUrl, shortId, process.env.ATLAS_SITE_KEY || undefined);
  if (read.error) throw new Error(`The shared view of ${shortId} could not be read from Directus.`, { cause: read.error });
  return read.data;
}
