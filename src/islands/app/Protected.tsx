import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import { $session, hinted, initSession } from '../../stores/session';
import { PageSpinner } from '../ui/Spinner';
import { Toaster } from '../ui/Toaster';
import { useBrowserValue } from './hydration';
import { go, loginUrl } from './navigation';

/**
 * Renders its children for a signed-in homeowner only. While the session loads it shows a spinner; a
 * signed-out visitor goes to /login, which brings them back here afterwards (spec section 2).
 * `reuseTabUser`: the page only shows who is signed in, so the user this tab read moments ago will do
 * (src/stores/session.ts, one GET /users/me fewer per page).
 */
export function Protected({ children, reuseTabUser = false }: { children: ReactNode; reuseTabUser?: boolean }) {
  const session = useStore($session);
  useEffect(() => {
    void initSession({ reuseTabUser }).then((s) => {
      if (s.status === 'signed-out') go(loginUrl(`${window.location.pathname}${window.location.search}`), { replace: true });
    });
  }, [reuseTabUser]);
  // An expired session keeps the page as it is (nothing typed is lost); SessionExpiredNotice says so.
  if (session.status !== 'signed-in' && session.status !== 'expired') return <PageSpinner label="Loading your account" />;
  return (
    <>
      {children}
      <Toaster />
    </>
  );
}

/**
 * For /login and /signup: a signed-in visitor goes to the dashboard. The form shows at once unless the
 * header's hint says this browser was signed in, in which case a spinner waits for the check. The server
 * renders the form (it has no hint to read); the hint is read once hydrated, so the two renders agree.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const session = useStore($session);
  const hint = useBrowserValue(hinted, false);
  useEffect(() => {
    void initSession({ onlyIfHinted: true }).then((s) => {
      if (s.status === 'signed-in') go('/dashboard', { replace: true });
    });
  }, []);
  if (session.status === 'signed-in' || (hint && session.status === 'loading')) return <PageSpinner />;
  return <>{children}</>;
}
