import { useState, type FormEvent } from 'react';
import { needsOtp } from '../../directus';
import { login } from '../../stores/session';
import { GuestOnly } from '../app/Protected';
import { go, queryParam, safeRedirect } from '../app/navigation';
import { Link } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { AuthCard, AuthForm, EmailField, PasswordField, SubmitButton } from './AuthCard';
import { authFailureText, validateLogin } from './validation';

function LoginScreen() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // The one-time code field appears when the server asks for it (an account with two-factor authentication).
  const [otp, setOtp] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateLogin(email, password);
    if (invalid) return setError(invalid);
    setPending(true);
    setError(null);
    const result = await login(email.trim(), password, otp?.trim() || undefined);
    if (result.error !== undefined) {
      setPending(false);
      if (needsOtp(result.error)) {
        setError(
          otp ? 'That one-time code is not valid. Please enter the current code.' : 'Enter the one-time code from your authenticator app.',
        );
        return setOtp(otp ?? '');
      }
      return setError(authFailureText(result.error));
    }
    go(safeRedirect(queryParam('redirect')), { replace: true });
  }

  const signupHref = '/signup';
  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to see your projects and compare your quotes."
      footer={
        <>
          Don't have an account? <Link href={signupHref}>Sign up free</Link>
        </>
      }
    >
      <AuthForm label="Sign in" error={error} onSubmit={submit}>
        <EmailField value={email} onChange={(v) => (setEmail(v), setError(null))} />
        <PasswordField autoComplete="current-password" value={password} onChange={(v) => (setPassword(v), setError(null))} />
        {otp !== null && (
          <TextField
            label="One-time code"
            name="otp"
            autoComplete="one-time-code"
            inputMode="numeric"
            autoFocus
            value={otp}
            onChange={(v) => (setOtp(v), setError(null))}
          />
        )}
        <div className="-mt-1 text-right text-sm">
          <Link href="/forgot-password">Forgot password?</Link>
        </div>
        <SubmitButton pending={pending} busy="Signing in...">
          Sign In
        </SubmitButton>
      </AuthForm>
    </AuthCard>
  );
}

/** The /login island. */
export default function LoginForm() {
  return (
    <GuestOnly>
      <LoginScreen />
    </GuestOnly>
  );
}
