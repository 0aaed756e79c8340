import { useState, type FormEvent } from 'react';
import { completeSignup, planFrom, planName } from '../../stores/signup';
import { GuestOnly } from '../app/Protected';
import { go } from '../app/navigation';
import { Link } from '../ui/Button';
import { Checkbox } from '../ui/Checkbox';
import { TextField } from '../ui/TextField';
import { AuthCard, AuthForm, EmailField, PasswordField, SubmitButton } from './AuthCard';
import { useQueryParam } from '../app/hydration';
import { authFailureText, validateSignup, type SignupErrors, type SignupValues } from './validation';

const INITIAL: SignupValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  agreeTerms: false,
  agreePrivacy: false,
  newsletter: true,
};

function SignupScreen() {
  const [values, setValues] = useState<SignupValues>(INITIAL);
  const [errors, setErrors] = useState<SignupErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const plan = planFrom(useQueryParam('plan'));

  // Spec: errors clear when the field changes.
  function set<K extends keyof SignupValues>(key: K, value: SignupValues[K]) {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => {
      if (!e[key]) return e;
      const next = { ...e };
      delete next[key];
      return next;
    });
    setFormError(null);
  }

  /** A text field's name, value, change and error, bound to `key`. */
  const text = (key: 'firstName' | 'lastName' | 'email' | 'password') => ({
    name: key,
    value: values[key],
    onChange: (v: string) => set(key, v),
    errorMessage: errors[key],
  });
  /** A checkbox's name, state, change and error, bound to `key`. */
  const check = (key: 'agreeTerms' | 'agreePrivacy' | 'newsletter') => ({
    name: key,
    isSelected: values[key],
    onChange: (v: boolean) => set(key, v),
    errorMessage: errors[key],
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateSignup(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = (Object.keys(found) as Array<keyof SignupValues>)[0];
      document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setPending(true);
    const result = await completeSignup({
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      password: values.password,
      terms: values.agreeTerms,
      privacy: values.agreePrivacy,
      newsletter: values.newsletter,
      plan,
    });
    if (result.error !== undefined) {
      setPending(false);
      return setFormError(authFailureText(result.error));
    }
    go(`/project/new?fromSignup=1&plan=${encodeURIComponent(plan)}`, { replace: true });
  }

  return (
    <AuthCard
      title="Create your free account"
      subtitle={
        <>
          Organise, compare and analyse your solar quotes independently. No sales pressure.
          {/* A plan picked elsewhere (?plan=) is not the plan the account gets: every account starts on Free, and
              only the Atlas team changes a plan (the user's `plan`, set on the server). Saying so here, rather
              than a "Plan: Smart" badge that read as if the account started on it (see src/islands/README.md). */}
          {plan !== 'free' && (
            <span className="mt-2 block text-slate-700" data-testid="plan-note">
              You picked <strong>{planName(plan)}</strong>. Accounts start on Free;{' '}
              <a href="/contact" target="_blank" rel="noopener" className="font-medium text-brand-700 underline">
                contact us
              </a>{' '}
              after signing up to upgrade.
            </span>
          )}
        </>
      }
      footer={
        <>
          Already have an account? <Link href="/login">Sign in</Link>
        </>
      }
    >
      <AuthForm label="Create account" error={formError} onSubmit={submit}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First name" autoComplete="given-name" isRequired {...text('firstName')} />
          <TextField label="Last name" autoComplete="family-name" isRequired {...text('lastName')} />
        </div>
        <EmailField isRequired {...text('email')} />
        <PasswordField autoComplete="new-password" isRequired description="At least 6 characters." {...text('password')} />
        <div className="flex flex-col gap-3 pt-1">
          <Checkbox {...check('agreeTerms')}>
            I agree to the{' '}
            <a href="/terms" target="_blank" rel="noopener" className="font-medium text-brand-700 underline">
              Terms of Service
            </a>
          </Checkbox>
          <Checkbox {...check('agreePrivacy')}>
            I agree to the{' '}
            <a href="/privacy" target="_blank" rel="noopener" className="font-medium text-brand-700 underline">
              Privacy Policy
            </a>
          </Checkbox>
          <Checkbox {...check('newsletter')}>Send me product updates and solar tips (optional)</Checkbox>
        </div>
        <SubmitButton pending={pending} busy="Creating account..." className="mt-1 w-full">
          Create Account
        </SubmitButton>
        <p className="text-center text-xs text-muted">Free to start. No hidden fees. Cancel anytime.</p>
      </AuthForm>
    </AuthCard>
  );
}

/** The /signup island (`?plan=` picks the plan, default free). */
export default function SignupForm() {
  return (
    <GuestOnly>
      <SignupScreen />
    </GuestOnly>
  );
}
