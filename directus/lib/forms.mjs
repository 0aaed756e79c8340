// Public form submissions (contact, installer application): what a submission may hold, and the e-mail
// that tells the support address about it. Pure; used by the atlas-forms extension.

import { FORM_FIELDS } from '../schema/content.mjs';

const LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  message: 'Message',
  companyName: 'Company name',
  website: 'Website',
  contactName: 'Name',
  role: 'Role',
  formType: 'Form',
};

const TITLES = { contact: 'Contact form', installer_application: 'Installer application' };

/**
 * Why a submission is refused, or null when it may be stored: the payload must be an object of text
 * values, only the fields of its form, each within its length.
 */
export function submissionProblem(formType, payload) {
  const fields = typeof formType === 'string' && Object.hasOwn(FORM_FIELDS, formType) ? FORM_FIELDS[formType] : null;
  if (!fields) return `form_type must be one of ${Object.keys(FORM_FIELDS).join(', ')}.`;
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return 'payload must be an object of the form’s fields.';
  for (const [name, value] of Object.entries(payload)) {
    if (!Object.hasOwn(fields, name)) return `payload field "${name}" is not part of the ${TITLES[formType].toLowerCase()}.`;
    if (value !== null && typeof value !== 'string') return `payload field "${name}" must be text.`;
    if (value && value.length > fields[name]) return `payload field "${name}" is longer than ${fields[name]} characters.`;
  }
  return null;
}

const oneLine = (text) =>
  String(text ?? '')
    .replace(/[\r\n\t]+/g, ' ')
    .trim();
const EMAIL = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;

/**
 * The notification for a stored submission: plain text (nothing the sender wrote is rendered as HTML),
 * one line per field, with Reply-To set to the sender when they gave a well-formed address.
 * @param {{ id: string, form_type: string, payload: Record<string, string | null> }} submission
 * @param {{ to: string, siteUrl?: string }} options
 */
export function notificationFor(submission, { to, siteUrl }) {
  const payload = submission.payload ?? {};
  const title = TITLES[submission.form_type] ?? 'Form';
  const who =
    submission.form_type === 'contact'
      ? [payload.firstName, payload.lastName].filter(Boolean).join(' ')
      : [payload.companyName, payload.contactName].filter(Boolean).join(', ');
  const lines = Object.keys(FORM_FIELDS[submission.form_type] ?? payload)
    .filter((name) => name !== 'formType' && payload[name])
    .map((name) => (name === 'message' ? `${LABELS[name]}:\n${payload[name]}` : `${LABELS[name] ?? name}: ${oneLine(payload[name])}`));
  const replyTo = typeof payload.email === 'string' && EMAIL.test(payload.email.trim()) ? payload.email.trim() : undefined;
  return {
    to,
    subject: oneLine(`${title}${who ? ` from ${who}` : ''}`).slice(0, 150),
    text: [
      `A new ${title.toLowerCase()} submission arrived on Atlas${siteUrl ? ` (${siteUrl})` : ''}.`,
      '',
      ...lines,
      '',
      `Submission ${submission.id} is kept in Directus, collection form_submissions.`,
    ].join('\n'),
    ...(replyTo ? { replyTo } : {}),
  };
}
