import { useEffect } from 'react';
import { logout } from '../../stores/session';
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

/** /logout: ends the session (a failure is only logged) and goes to the home page. */
export function Logout() {
  useEffect(() => {
    void logout().then(() => go('/', { replace: true }));
  }, []);
  return <PageSpinner label="Signing out" />;
}
