/**
 * Progressive enhancement of the public forms (`<form data-atlas-form="contact|installer_application">`,
 * rendered by src/components/forms/ from src/lib/forms.ts): validation from the fields' own attributes
 * (required + data-required-message, type=email), messages that clear on edit, prefill from the signed-in
 * user, the Submitting... state, success (the form clears) and failure (what the visitor typed stays).
 */
import { fieldError, payloadFrom, prefillValues, submission, SUBMITTING_LABEL, type FormKind, type Values } from '../forms';
import { USER_KEY } from '../site';

const FORMS_URL = import.meta.env.PUBLIC_FORMS_URL;

type Control = HTMLInputElement | HTMLTextAreaElement;

function enhance(form: HTMLFormElement): void {
  const kind = form.dataset['atlasForm'] as FormKind;
  const controls = [...form.querySelectorAll<Control>('[data-field]')];
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const idleLabel = button.textContent;
  const success = form.querySelector<HTMLElement>('[data-form-success]')!;
  const failure = form.querySelector<HTMLElement>('[data-form-failure]')!;
  const showError = (control: Control, message = '') => {
    const slot = document.getElementById(`${control.id}-error`);
    control.toggleAttribute('aria-invalid', Boolean(message));
    if (slot) {
      slot.textContent = message;
      slot.hidden = !message;
    }
  };

  form.noValidate = true;
  try {
    const prefill = prefillValues(kind, JSON.parse(localStorage.getItem(USER_KEY) ?? 'null'));
    for (const control of controls) control.value ||= prefill[control.name] ?? '';
  } catch {
    // No stored user, or not JSON: nothing to prefill.
  }
  // Errors clear as soon as the field changes (spec section 5).
  form.addEventListener('input', (event) => showError(event.target as Control));

  // The DOM does not await a listener: the submit handler shows its own outcome in the form.
  // eslint-disable-next-line @typescript-eslint/no-misused-promises
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    success.hidden = failure.hidden = true;
    const values: Values = {};
    let first: Control | null = null;
    for (const control of controls) {
      values[control.name] = control.value;
      const message = fieldError(control.value, {
        required: control.required,
        email: control.type === 'email',
        requiredMessage: control.dataset['requiredMessage'] ?? '',
      });
      showError(control, message);
      if (message) first ??= control;
    }
    if (first) return first.focus();
    const { url, body } = submission(kind, payloadFrom(kind, values), { formsUrl: FORMS_URL, formId: form.dataset['formId']! });
    button.disabled = true;
    button.textContent = SUBMITTING_LABEL;
    try {
      // A filled honeypot is a bot: it sees success, nothing is sent.
      if (!form.querySelector<HTMLInputElement>('[name="website_url"]')?.value) {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body,
        });
        if (!response.ok) throw new Error(`the form service answered ${response.status}`);
      }
      form.reset();
      success.hidden = false;
      window.atlasTrack?.('form_submitted', { form: kind });
    } catch (error) {
      console.error(`form ${kind}: not sent`, error);
      failure.hidden = false;
    } finally {
      button.disabled = false;
      button.textContent = idleLabel;
    }
  });
}

document.querySelectorAll<HTMLFormElement>('form[data-atlas-form]').forEach(enhance);
