import { useEffect, useState, type FormEvent } from 'react';
import { resetPassword } from '../../directus';
import { go } from '../app/navigation';
import { ButtonLink } from '../ui/Button';
import { PageSpinner } from '../ui/Spinner';
import { AuthCard, AuthForm, PasswordField, SubmitButton } from './AuthCard';
import { useHydrated, useQueryParam } from '../app/hydration';
import { authFailureText, MESSAGES, validateReset } from './validation';

/** The /reset-password island (`?token=` from the email; without one it goes to /forgot-password). */
export default function ResetPasswordForm() {
  const token = useQueryParam('token');
  const hydrated = useHydrated();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string | undefined; confirm?: string | undefined }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  // The server renders the form (it cannot see the address's query); without a token the browser leaves.
  useEffect(() => {
    if (hydrated && !token) go('/forgot-password', { replace: true });
  }, [hydrated, token]);
  if (hydrated && !token) return <PageSpinner />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateReset(password, confirm);
    setErrors(found);
    if (found.password || found.confirm) return;
    setPending(true);
    const result = await resetPassword(token as string, password);
    setPending(false);
    if (result.error !== undefined) return setFormError(authFailureText(result.error, MESSAGES.resetFailed));
    setDone(true);
  }

  if (done) {
    return (
      <AuthCard title="Password Reset Successful" subtitle="Your password has been changed. You can now sign in with your new password.">
        <ButtonLink href="/login" size="lg" className="w-full">
          Sign In
        </ButtonLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Set a new password" subtitle="Choose a password of at least 8 characters.">
      <AuthForm label="Set new password" error={formError} onSubmit={submit}>
        <PasswordField
          label="New password"
          autoComplete="new-password"
          value={password}
          onChange={(v) => (setPassword(v), setErrors((e) => ({ ...e, password: undefined })), setFormError(null))}
          errorMessage={errors.password}
        />
        <PasswordField
          label="Confirm new password"
          name="confirm"
          autoComplete="new-password"
          value={confirm}
          onChange={(v) => (setConfirm(v), setErrors((e) => ({ ...e, confirm: undefined })), setFormError(null))}
          errorMessage={errors.confirm}
        />
        <SubmitButton pending={pending} busy="Resetting...">
          Reset Password
        </SubmitButton>
      </AuthForm>
    </AuthCard>
  );
}
