import { useStore } from '@nanostores/react';
import { createPortal } from 'react-dom';
import { $session } from '../../stores/session';
import { ButtonLink } from '../ui/Button';
import { loginUrl } from './navigation';

/** CONTRACTS.md §1: what a homeowner reads when a call failed because their session ran out. */
export const SESSION_EXPIRED_TEXT = 'Your session has expired. Sign in again — nothing you typed is lost.';

/**
 * Shown while `$session` is `expired`, by any signed-in island that renders it: a bar over the site header,
 * above any open dialog (a top layer for react-aria's modals, so it stays readable and clickable while, say,
 * the settings dialog is open with what was typed in it). The page stays as it is. "Sign in again" opens the
 * sign-in page in a new tab that comes back to this page; this tab notices the sign-in by itself (the
 * session store watches the other tabs), the bar goes away, and whatever was typed here can simply be saved
 * again. A new tab rather than this one, because not every form keeps a draft across a page load.
 */
export function SessionExpiredNotice() {
  const { status } = useStore($session);
  if (status !== 'expired') return null;
  const here = `${window.location.pathname}${window.location.search}`;
  return createPortal(
    <div
      role="alert"
      data-react-aria-top-layer="true"
      className="fixed inset-x-0 top-0 z-[60] flex min-h-16 items-center border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 shadow-md sm:px-6"
    >
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p className="min-w-0 flex-1 basis-64 font-semibold">{SESSION_EXPIRED_TEXT}</p>
        <ButtonLink href={loginUrl(here)} target="_blank" rel="noopener" size="sm" className="shrink-0">
          Sign in again
          <span aria-hidden="true">↗</span>
          <span className="sr-only">(opens in a new tab)</span>
        </ButtonLink>
      </div>
    </div>,
    document.body,
  );
}
