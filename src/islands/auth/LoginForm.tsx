import { useState, type FormEvent } from 'react';
import { login } from '../../stores/session';
import { GuestOnly } from '../app/Protected';
import { go, queryParam, safeRedirect } from '../app/navigation';
import { Button, Link } from '../ui/Button';
import { Form } from '../ui/Field';
import { TextField } from '../ui/TextField';
import { AuthCard, FormAlert } from './AuthCard';
import { authFailureText, validateLogin } from './validation';

function LoginScreen() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateLogin(email, password);
    if (invalid) return setError(invalid);
    setPending(true);
    setError(null);
    const result = await login(email.trim(), password);
    if (result.error !== undefined) {
      setPending(false);
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
      <Form onSubmit={(event) => void submit(event)} aria-label="Sign in">
        {error && <FormAlert>{error}</FormAlert>}
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(v) => (setEmail(v), setError(null))}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(v) => (setPassword(v), setError(null))}
        />
        <div className="-mt-1 text-right text-sm">
          <Link href="/forgot-password">Forgot password?</Link>
        </div>
        <Button type="submit" size="lg" isPending={pending} className="w-full">
          {pending ? 'Signing in...' : 'Sign In'}
        </Button>
      </Form>
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
