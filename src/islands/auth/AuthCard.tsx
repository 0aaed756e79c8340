import type { FormEvent, ReactNode } from 'react';
import { Button } from '../ui/Button';
import { Form } from '../ui/Field';
import { TextField, type TextFieldProps } from '../ui/TextField';
import { useHydrated } from '../app/hydration';

/**
 * The centred card the sign-in, sign-up and password screens share. Its form is in the server's HTML and
 * stays disabled until React runs it: typed values and a submit before then would be lost (or sent by the
 * browser as a query string).
 */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <div className="flex min-h-[calc(100vh-8rem)] items-start justify-center bg-slate-50 px-4 py-12 sm:items-center">
      <div className="w-full max-w-md">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
          {subtitle && <p className="mt-1.5 text-sm text-muted">{subtitle}</p>}
          <fieldset disabled={!hydrated} className="mt-6 min-w-0 border-0 p-0">
            {children}
          </fieldset>
        </div>
        {footer && <div className="mt-6 text-center text-sm text-muted">{footer}</div>}
      </div>
    </div>
  );
}

/** A form-level error (role alert, so it is announced when it appears). */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      {children}
    </div>
  );
}

/** A success or information panel. */
export function FormNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="status" className="rounded-lg border border-brand-100 bg-brand-50 px-4 py-4 text-sm text-brand-800">
      <p className="font-semibold">{title}</p>
      <div className="mt-1">{children}</div>
    </div>
  );
}

/** An auth screen's form: submitted by `onSubmit`, with its form-level error (if any) above the fields. */
export function AuthForm({
  label,
  error,
  onSubmit,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  error: string | null;
  onSubmit: (event: FormEvent) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <Form onSubmit={(event) => void onSubmit(event)} aria-label={label}>
      {error && <FormAlert>{error}</FormAlert>}
      {children}
    </Form>
  );
}

/** The email field of the auth forms (named `email`, filled in by the browser). */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type' | 'name' | 'autoComplete'>) {
  return <TextField label="Email" type="email" name="email" autoComplete="email" {...props} />;
}

/** A password field: the current password when signing in, a new one when choosing it. */
export function PasswordField({
  label = 'Password',
  name = 'password',
  autoComplete,
  ...props
}: Omit<TextFieldProps, 'type' | 'autoComplete' | 'label'> & { label?: string; autoComplete: 'current-password' | 'new-password' }) {
  return <TextField label={label} type="password" name={name} autoComplete={autoComplete} {...props} />;
}

/** The full-width submit button of an auth form; shows `busy` while the request runs. */
export function SubmitButton({
  pending,
  busy,
  children,
  className,
}: {
  pending: boolean;
  busy: string;
  children: string;
  className?: string;
}) {
  return (
    <Button type="submit" size="lg" isPending={pending} className={className ?? 'w-full'}>
      {pending ? busy : children}
    </Button>
  );
}
