import { useState, type FormEvent } from 'react';
import { completeSignup, planFrom } from '../../stores/signup';
import { GuestOnly } from '../app/Protected';
import { go } from '../app/navigation';
import { Button, Link } from '../ui/Button';
import { Checkbox } from '../ui/Checkbox';
import { Badge } from '../ui/Display';
import { Form } from '../ui/Field';
import { TextField } from '../ui/TextField';
import { AuthCard, FormAlert } from './AuthCard';
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
          {plan !== 'free' && (
            <span className="mt-2 block">
              <Badge tone="brand">Plan: {plan.charAt(0).toUpperCase() + plan.slice(1)}</Badge>
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
      <Form onSubmit={(event) => void submit(event)} aria-label="Create account">
        {formError && <FormAlert>{formError}</FormAlert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="First name"
            name="firstName"
            autoComplete="given-name"
            isRequired
            value={values.firstName}
            onChange={(v) => set('firstName', v)}
            errorMessage={errors.firstName}
          />
          <TextField
            label="Last name"
            name="lastName"
            autoComplete="family-name"
            isRequired
            value={values.lastName}
            onChange={(v) => set('lastName', v)}
            errorMessage={errors.lastName}
          />
        </div>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          isRequired
          value={values.email}
          onChange={(v) => set('email', v)}
          errorMessage={errors.email}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          isRequired
          description="At least 6 characters."
          value={values.password}
          onChange={(v) => set('password', v)}
          errorMessage={errors.password}
        />
        <div className="flex flex-col gap-3 pt-1">
          <Checkbox
            name="agreeTerms"
            isSelected={values.agreeTerms}
            onChange={(v) => set('agreeTerms', v)}
            errorMessage={errors.agreeTerms}
          >
            I agree to the{' '}
            <a href="/terms" target="_blank" rel="noopener" className="font-medium text-brand-700 underline">
              Terms of Service
            </a>
          </Checkbox>
          <Checkbox
            name="agreePrivacy"
            isSelected={values.agreePrivacy}
            onChange={(v) => set('agreePrivacy', v)}
            errorMessage={errors.agreePrivacy}
          >
            I agree to the{' '}
            <a href="/privacy" target="_blank" rel="noopener" className="font-medium text-brand-700 underline">
              Privacy Policy
            </a>
          </Checkbox>
          <Checkbox name="newsletter" isSelected={values.newsletter} onChange={(v) => set('newsletter', v)}>
            Send me product updates and solar tips (optional)
          </Checkbox>
        </div>
        <Button type="submit" size="lg" isPending={pending} className="mt-1 w-full">
          {pending ? 'Creating account...' : 'Create Account'}
        </Button>
        <p className="text-center text-xs text-muted">Free to start. No hidden fees. Cancel anytime.</p>
      </Form>
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
