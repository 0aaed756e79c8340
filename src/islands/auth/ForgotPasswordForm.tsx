import { useState, type FormEvent } from 'react';
import { requestPasswordReset } from '../../directus';
import { Link } from '../ui/Button';
import { AuthCard, AuthForm, EmailField, SubmitButton } from './AuthCard';
import { authFailureText, MESSAGES, validateForgot } from './validation';

/** The /forgot-password island: request a reset email, then "Check Your Email". */
export default function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateForgot(email);
    if (invalid) return setError(invalid);
    setPending(true);
    const result = await requestPasswordReset(email.trim(), new URL('/reset-password', window.location.origin).href);
    setPending(false);
    if (result.error !== undefined) return setError(authFailureText(result.error, MESSAGES.forgotFailed));
    setSent(true);
  }

  if (sent) {
    return (
      <AuthCard
        title="Check Your Email"
        subtitle={
          <>
            If an account exists for <strong className="text-ink">{email.trim()}</strong>, we've sent a link to reset your password.
          </>
        }
      >
        <p className="text-sm text-slate-700">
          The link expires after a while. Check your spam folder if it doesn't arrive within a few minutes.
        </p>
        <p className="mt-6 text-sm text-muted">
          Didn't get it?{' '}
          <button type="button" className="font-medium text-brand-700 underline-offset-2 hover:underline" onClick={() => setSent(false)}>
            Try again
          </button>
        </p>
        <p className="mt-2 text-sm">
          <Link href="/login">Back to sign in</Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter the email you signed up with and we'll send you a link to set a new password."
      footer={<Link href="/login">Back to sign in</Link>}
    >
      <AuthForm label="Request password reset" error={error} onSubmit={submit}>
        <EmailField value={email} onChange={(v) => (setEmail(v), setError(null))} />
        <SubmitButton pending={pending} busy="Sending...">
          Send Reset Link
        </SubmitButton>
      </AuthForm>
    </AuthCard>
  );
}
