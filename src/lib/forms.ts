/**
 * The two public forms (contact, installer application): fields, validation, payload and where the
 * payload goes. Pure, so the browser script stays small and the rules are unit-tested.
 */

export type FormKind = 'contact' | 'installer_application';

export interface FieldRule {
  name: string;
  /** Label shown beside the field. */
  label: string;
  required: boolean;
  email?: boolean;
  /** Message when a required field is empty. */
  requiredMessage?: string;
}

export interface FormDefinition {
  formType: FormKind;
  fields: readonly FieldRule[];
  success: string;
  /** Failure text; `{email}` is replaced by the support address. */
  failure: string;
}

/** Spec section 3: firstName, lastName, email, phone, message, formType contact. */
const CONTACT: FormDefinition = {
  formType: 'contact',
  fields: [
    { name: 'firstName', label: 'First name', required: true, requiredMessage: 'First name is required' },
    { name: 'lastName', label: 'Last name', required: true, requiredMessage: 'Last name is required' },
    { name: 'email', label: 'Email', required: true, email: true, requiredMessage: 'Email is required' },
    { name: 'phone', label: 'Phone (optional)', required: false },
    { name: 'message', label: 'Message', required: true, requiredMessage: 'Message is required' },
  ],
  success: "Thank you! We'll get back to you within 24 hours.",
  failure: 'Oops! Something went wrong. Please try again or email us directly.',
};

/** Spec section 3: companyName, website, contactName, role, email, phone, formType installer_application. */
const INSTALLER: FormDefinition = {
  formType: 'installer_application',
  fields: [
    { name: 'companyName', label: 'Company Name', required: true, requiredMessage: 'Company Name is required' },
    { name: 'website', label: 'Website', required: true, requiredMessage: 'Website is required' },
    { name: 'contactName', label: 'Your Name', required: true, requiredMessage: 'Your Name is required' },
    { name: 'role', label: 'Your Role', required: true, requiredMessage: 'Your Role is required' },
    { name: 'email', label: 'Email', required: true, email: true, requiredMessage: 'Email is required' },
    { name: 'phone', label: 'Phone (optional)', required: false },
  ],
  success: "Thank you! We'll review your application and get back to you within 48 hours.",
  failure: 'Oops! Something went wrong. Please try again or email us at {email}.',
};

export const FORMS: Readonly<Record<FormKind, FormDefinition>> = { contact: CONTACT, installer_application: INSTALLER };

/** The button text while a form is sent (spec section 4). */
export const SUBMITTING_LABEL = 'Submitting...';
export const INVALID_EMAIL = 'Please enter a valid email';

/** The basic address pattern the spec asks for: something@something.tld, no spaces. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

export type Values = Record<string, string>;

/** The message for one field's value, or '' when it is fine. */
export function fieldError(value: string, rule: { required: boolean; email?: boolean | undefined; requiredMessage: string }): string {
  const v = value.trim();
  if (rule.required && v === '') return rule.requiredMessage;
  if (rule.email && v !== '' && !isEmail(v)) return INVALID_EMAIL;
  return '';
}

/** Field errors by field name; empty when the form may be sent. */
export function validate(kind: FormKind, values: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of FORMS[kind].fields) {
    const message = fieldError(values[field.name] ?? '', {
      required: field.required,
      email: field.email,
      requiredMessage: field.requiredMessage ?? `${field.label} is required`,
    });
    if (message) errors[field.name] = message;
  }
  return errors;
}

/** The JSON a form sends (spec section 3): its fields, trimmed, plus formType. */
export function payloadFrom(kind: FormKind, values: Values): Record<string, string> {
  const payload: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) payload[name] = value.trim();
  payload['formType'] = kind;
  return payload;
}

export interface SubmitTarget {
  /** Hosted form service base URL (PUBLIC_FORMS_URL); empty or undefined to store in Directus. */
  formsUrl?: string | undefined;
  /** The service's identifier of this form. */
  formId: string;
}

/**
 * Where and what to POST: `{formsUrl}/{formId}` with the payload itself when a hosted form service is
 * configured, otherwise Directus `form_submissions` through the site's /api proxy.
 */
export function submission(kind: FormKind, payload: Record<string, string>, target: SubmitTarget): { url: string; body: string } {
  if (target.formsUrl) {
    return { url: `${target.formsUrl.replace(/\/+$/, '')}/${encodeURIComponent(target.formId)}`, body: JSON.stringify(payload) };
  }
  return { url: '/api/items/form_submissions', body: JSON.stringify({ form_type: kind, payload }) };
}

/** Prefill values from the signed-in user (localStorage `atlas:user`), for empty fields only. */
export function prefillValues(kind: FormKind, user: unknown): Values {
  if (!user || typeof user !== 'object') return {};
  const u = user as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const first = str(u['first_name']);
  const last = str(u['last_name']);
  const email = str(u['email']);
  const values: Values =
    kind === 'contact' ? { firstName: first, lastName: last, email } : { contactName: [first, last].filter(Boolean).join(' '), email };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));
}
