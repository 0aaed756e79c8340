import { useEffect, useState } from 'react';
import { SIGNED_IN_KEY, logout } from '../../stores/session';
import { Button, ButtonLink } from '../ui/Button';
import { PageSpinner } from '../ui/Spinner';
import { go } from './navigation';
import { Protected } from './Protected';

/** /signup/property: a protected page with no content yet (spec section 2: "Empty"). */
export function SignupProperty() {
  return (
    <Protected>
      <div className="mx-auto min-h-[40vh] max-w-3xl px-4 py-12 sm:px-6" />
    </Protected>
  );
}

/** Whether this browser holds a session (the flag the session store keeps; storage may be refused). */
function signedIn(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_KEY) === '1';
  } catch {
    // Storage refused (private mode settings): assume a session, so the visitor is asked rather than surprised.
    return true;
  }
}

/**
 * /logout: asks, then ends the session (a failure is only logged) and goes to the home page. Opening the
 * page never signs anyone out by itself: a link from another site can reach it through a page of this site
 * (the referral shell once did: review finding 6), so the referrer proves nothing. The sign-out is the
 * button's same-origin POST /api/auth/logout, which a cross-site page cannot send with the session cookie
 * (SameSite). With no session to lose, it goes home at once.
 */
export function Logout() {
  const [confirmed, setConfirmed] = useState(() => !signedIn());
  useEffect(() => {
    if (confirmed) void logout().then(() => go('/', { replace: true }));
  }, [confirmed]);
  if (confirmed) return <PageSpinner label="Signing out" />;
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center sm:px-6">
      <h1 className="text-2xl font-bold text-ink">Sign out of Atlas?</h1>
      <p className="mt-3 text-slate-700">You followed a link to sign out. Nothing happens unless you confirm.</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Button onPress={() => setConfirmed(true)}>Sign out</Button>
        <ButtonLink variant="secondary" href="/dashboard">
          Stay signed in
        </ButtonLink>
      </div>
    </div>
  );
}
