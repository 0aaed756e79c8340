import { atom } from 'nanostores';
import type { ApiError, Project, Result } from '../directus';
import { setQuoteNpv } from './quote-analysis';
import { fetchQuote } from '../directus';
import { createQuote, deleteQuote, loadProject, markWizardDone, updateProject, updateQuote } from './projects';
import { quoteDraft, type EditorTab, type QuoteApi, type QuoteDraftState, type QuoteDraftStore } from './quoteDraft';

/**
 * The quote page's path (spec §2): island → action here → `projects` store → `src/directus/` → stores →
 * island. The draft store saves through a `QuoteApi`; this file binds it to the projects store, so the
 * page itself never talks to a call. A failed call comes back as the ApiError of `src/directus/`
 * (`{ message, code, cause }`, plus `field` for a refused value) and is kept in `$quoteSaveFailure` for the
 * page to say: an expired session is the page-wide `SessionExpiredNotice` (the draft keeps what was typed),
 * a refused value names the field and the server's reason. Stores never show a toast.
 */

/** The last failed save's error (null once a save succeeds or the page opens). */
export const $quoteSaveFailure = atom<ApiError | null>(null);

/** A call's answer as the draft store expects it: the data, or the ApiError thrown (and remembered). */
async function settle<T>(pending: Promise<{ data: T; error?: undefined } | { error: ApiError; data?: undefined }>): Promise<T> {
  const result = await pending;
  if (result.error !== undefined) {
    $quoteSaveFailure.set(result.error);
    throw result.error;
  }
  $quoteSaveFailure.set(null);
  return result.data;
}

/** The draft store's calls, answered by the projects store (optimistic, rolled back on failure). */
export const quoteApi: QuoteApi = {
  async createQuote(projectId, payload) {
    const quote = await settle(createQuote(projectId, payload));
    return { id: String(quote.id) };
  },
  // The date_updated this save's merge read goes with it: the server refuses the save (409) if it changed.
  updateQuote: (projectId, quoteId, payload, readVersion) =>
    settle(updateQuote(projectId, quoteId, readVersion === undefined ? payload : { ...payload, date_updated: readVersion })),
  updateProject: (projectId, payload) => settle(updateProject(projectId, payload)),
  markWizardDone: (projectId) => settle(markWizardDone(projectId)),
  // Read fresh before each update, so another tab's or device's changes are merged, not overwritten.
  fetchQuote: (quoteId) => settle(fetchQuote(quoteId)),
};

/** Opens the page on a project: binds the draft's calls, sets the save log, loads the project. */
export function openQuotePage(projectId: string, options: { debug?: boolean } = {}, draft: QuoteDraftStore = quoteDraft) {
  draft.setApi(quoteApi);
  draft.setDebug(options.debug === true);
  $quoteSaveFailure.set(null);
  return loadProject(projectId);
}

/** Leaves the page: the form is emptied (what was typed stays in the browser's draft until saved). */
export function closeQuotePage(draft: QuoteDraftStore = quoteDraft): void {
  $quoteSaveFailure.set(null);
  setQuoteNpv(false);
  draft.reset();
}

/**
 * Deletes the quote the form has open (issue 22): on the server, from the project, and this browser's
 * draft of it, so nothing of it comes back. The form is emptied on success (the page then leaves).
 */
export async function deleteOpenQuote(draft: QuoteDraftStore = quoteDraft): Promise<Result<null>> {
  const { projectId, quoteId } = draft.$quoteDraft.get();
  if (projectId === null || quoteId === null) return { data: null };
  const result = await deleteQuote(projectId, quoteId);
  if (result.error !== undefined) return result;
  draft.forgetQuote();
  return result;
}

/** What the page's address asked for. `routeQuoteId`: /edit/{id} (null on /new). */
export interface QuoteRoute {
  readonly routeQuoteId: string | null;
  readonly tab: EditorTab;
}

/**
 * Sets up the form once, from the project as first loaded. `missing` when /edit/{id} names a quote the
 * project does not have. /new is always a new quote: the wizard no longer needs a quote id to carry on
 * (issue 22: its draft is in this browser until Save Quote), so /new?quote={id} is gone.
 */
export function startQuoteForm(project: Project, route: QuoteRoute, draft: QuoteDraftStore = quoteDraft): 'ready' | 'missing' {
  const id = route.routeQuoteId;
  const quote = id === null ? null : (project.installer.find((q) => String(q.id) === id) ?? null);
  if (id !== null && quote === null) return 'missing';
  draft.init({ project, quote, tab: route.tab });
  return 'ready';
}

/**
 * The address that reopens what the page shows: the editor's quote as /edit/{id}?tab=…, and the wizard and
 * a quote not saved yet (a new one, also after "Add New Quote") as plain /new, so a reload never opens the
 * quote shown before. `tester=testing` (the save log) is kept.
 */
export function quotePageUrl(projectId: string, draft: Pick<QuoteDraftState, 'quoteId' | 'mode' | 'tab'>, search: string = ''): string {
  const base = `/quotes/${encodeURIComponent(projectId)}`;
  const params = new URLSearchParams();
  let path = `${base}/new`;
  if (draft.quoteId !== null && draft.mode === 'editor') {
    path = `${base}/edit/${encodeURIComponent(draft.quoteId)}`;
    params.set('tab', draft.tab);
  }
  const tester = new URLSearchParams(search).get('tester');
  if (tester !== null) params.set('tester', tester);
  const query = params.toString();
  return query === '' ? path : `${path}?${query}`;
}
