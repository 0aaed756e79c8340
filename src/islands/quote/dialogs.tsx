import type { FormErrors } from '../../finance';
import { isQuoteField, labelOf, SETTING_FIELDS, type SettingFieldName } from '../../quote-fields';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Dialog';

/** The label of a field in the Required Information list: the registry's (for the form's payment method). */
export function fieldLabel(name: string, paymentMethod?: string): string {
  if (isQuoteField(name)) return labelOf(name, paymentMethod);
  return Object.hasOwn(SETTING_FIELDS, name) ? SETTING_FIELDS[name as SettingFieldName].label : name;
}

/** A dialog button's action: close the dialog, then act (the action may open another screen). */
const closeThen = (close: () => void, action: () => void) => () => {
  close();
  action();
};

/** The spec's text for an error that is not a message (§5 "Wizard"). */
const NON_TEXT_ERROR = 'This field is required';

/**
 * Moves to a field after a failed validation (spec §2): scrolled into view and focused. Runs after
 * the dialog has closed and handed focus back, so the field keeps it.
 */
export function focusField(name: string | undefined): void {
  if (name === undefined) return;
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const named = document.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
      // A number field keeps its name on a hidden input for forms; the visible input beside it takes focus.
      const element =
        named instanceof HTMLInputElement && named.type === 'hidden'
          ? (named.closest('[data-rac]')?.querySelector<HTMLElement>('input:not([type="hidden"])') ?? null)
          : named;
      if (element === null) return;
      element.scrollIntoView({ block: 'center' });
      element.focus({ preventScroll: true });
    }),
  );
}

/**
 * One field of the Required Information list. A message that names its field reads as it is ('Company name
 * is required'); any other gets the label first ('Interest rate: Must not exceed 50'). `where` names the step
 * or tab of a field that is not on the screen, so the homeowner knows where they are taken.
 */
function requiredLine(label: string, message: string, where: string | null): string {
  const text = message.startsWith(label.replace(/\s*\(.*\)$/, '')) ? message : `${label}: ${message}`;
  return where === null ? text : `${text} (${where})`;
}

/** 'Required Information' (spec §2): the fields to complete, and 'Understood, I'll fill it out'. */
export function RequiredInformationDialog({
  errors,
  paymentMethod,
  where = () => null,
  onClose,
}: {
  errors: FormErrors | null;
  paymentMethod?: string;
  /** Where a field is when it is not on the screen ('on the Installer step'); null when it is. */
  where?: (name: string) => string | null;
  onClose: () => void;
}) {
  const entries = Object.entries(errors ?? {});
  return (
    <Modal
      title="Required Information"
      isOpen={errors !== null}
      onOpenChange={(open) => !open && onClose()}
      size="sm"
      footer={(close) => (
        <Button onPress={close} autoFocus>
          Understood, I&apos;ll fill it out
        </Button>
      )}
    >
      <p className="text-sm text-slate-700">Please complete the following fields to continue:</p>
      <ul className="mt-3 space-y-1.5 text-sm">
        {entries.map(([name, message]) => (
          <li key={name} className="rounded-md bg-red-50 px-3 py-2 text-red-800 ring-1 ring-red-200">
            {requiredLine(
              fieldLabel(name, paymentMethod),
              typeof message === 'string' && message !== '' ? message : NON_TEXT_ERROR,
              where(name),
            )}
          </li>
        ))}
      </ul>
    </Modal>
  );
}

/**
 * 'Net Metering Rate' (spec §2): a monthly net excess is filled but the project has no net metering
 * rate, so exports would be credited at the purchase rate.
 */
export function NetMeteringDialog({
  isOpen,
  onSetRate,
  onAssume,
  onClose,
}: {
  isOpen: boolean;
  onSetRate: () => void;
  onAssume: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      title="Net Metering Rate"
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      size="sm"
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={closeThen(close, onSetRate)}>
            Set Rate Now
          </Button>
          <Button onPress={closeThen(close, onAssume)}>Continue with Assumption</Button>
        </>
      )}
    >
      <p className="text-sm text-slate-700">
        This quote sends electricity back to the grid, but your project has no net metering rate yet. Without one, Atlas assumes your
        utility credits exported electricity at the same rate you pay for it, which may overstate the savings.
      </p>
    </Modal>
  );
}

/** The wizard's completion dialog (spec §2) with its three actions. */
export function CompletionDialog({
  state,
  onAddDetails,
  onViewProject,
  onAddQuote,
}: {
  state: { firstQuote: boolean } | null;
  onAddDetails: () => void;
  onViewProject: () => void;
  onAddQuote: () => void;
}) {
  return (
    <Modal
      title="Your quote has been saved!"
      isOpen={state !== null}
      isDismissable={false}
      size="lg"
      footer={(close) => (
        <>
          <Button variant="ghost" onPress={closeThen(close, onAddDetails)}>
            Add More Details
          </Button>
          <Button variant="secondary" onPress={closeThen(close, onAddQuote)}>
            Add New Quote
          </Button>
          <Button onPress={onViewProject} autoFocus>
            View Project
          </Button>
        </>
      )}
    >
      {state?.firstQuote && <p className="text-base font-medium text-brand-800">Great job! Your first quote is ready.</p>}
      <p className="mt-2 text-sm text-slate-700">
        Add equipment and trust details for a fuller comparison, or add your next quote to compare them side by side. Questions about a
        figure? The Methodology page explains how each one is calculated.
      </p>
    </Modal>
  );
}
