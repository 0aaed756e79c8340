import type { ApiError } from '../../directus';
import { toast } from '../ui/Toaster';

/** Spec (toasts): what the screen says when an optimistic change had to be rolled back. */
export const TOASTS = {
  enableSharing: 'Failed to enable sharing',
  updateSharing: 'Failed to update sharing',
  archiveProject: 'Failed to archive project',
  restoreProject: 'Failed to restore project',
  archiveQuote: 'Failed to archive quote',
  restoreQuote: 'Failed to restore quote',
  copyLink: 'Could not copy the link. Please copy it from the address shown.',
} as const;

/** What the homeowner reads about a failed call: a headline, and what it means or what to do. */
export interface FailureWords {
  title: string;
  description?: string;
}

/** What each kind of failure adds to the headline (CONTRACTS.md §1). */
const ADVICE: Partial<Record<ApiError['code'], string>> = {
  network: 'Please check your connection and try again.',
  'rate-limited': 'Too many requests just now. Wait a moment and try again.',
  conflict: 'It was changed somewhere else since this page loaded. Reload the page to see the latest version.',
  'not-found': 'It may have been removed. Reload the page to see what is there now.',
};

/**
 * The words for a failed call, chosen by its code. `title` is the screen's own headline (a spec toast such
 * as "Failed to archive quote"); without one, the error's text is the headline. A refused value keeps the
 * server's reason, which names the field. `null` for an expired session: `SessionExpiredNotice` says that
 * once for the whole page, so no toast repeats it.
 */
export function failureWords(error: ApiError, title: string = error.message): FailureWords | null {
  if (error.code === 'session-expired') return null;
  const reason = error.message !== title ? error.message : null;
  const field = error.field && !(reason ?? title).includes(error.field) ? ` (${error.field})` : '';
  const description = ADVICE[error.code] ?? (reason ? `${reason}${field}` : field ? `Refused: ${error.field}.` : undefined);
  return description ? { title, description } : { title };
}

/** Shows a failed call as an error toast in the words `failureWords` chooses (nothing for an expired session). */
export function toastFailure(error: ApiError, title?: string): void {
  const words = failureWords(error, title);
  if (!words) return;
  if (words.description) toast.error(words.title, { description: words.description });
  else toast.error(words.title);
}

/** One line for an inline alert: the headline and its advice together. */
export function failureText(error: ApiError, title?: string): string | null {
  const words = failureWords(error, title);
  if (!words?.description) return words?.title ?? null;
  return `${words.title}${/[.!?]$/.test(words.title) ? '' : '.'} ${words.description}`;
}
