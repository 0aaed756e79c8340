import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { plausibilityByField } from '../../finance/plausibility';
import type { CalculatorField, CalculatorStore } from '../../stores/calculator';
import { Switch } from '../ui/Checkbox';
import { withCaution } from '../ui/Field';
import { SegmentedControl } from '../ui/RadioGroup';
import { TextField } from '../ui/TextField';
import { cx } from '../ui/styles';
import { CALCULATOR_PLAUSIBLE, FIELD_META, isPlausibilityField, PLAUSIBLE_NAMES } from './fields';

/**
 * One calculator input bound to its store: typed text in, validated on blur. A text input with a
 * decimal keypad, not a number input, so what was typed stays as typed and 'Must be a valid number'
 * can be shown.
 */
export function CalcField({
  store,
  name,
  hint,
  label,
  className,
}: {
  store: CalculatorStore;
  name: CalculatorField;
  hint?: ReactNode;
  /** Overrides the field's label where its meaning shifts (the down payment of a lease is its prepayment). */
  label?: string;
  className?: string;
}) {
  const checked = isPlausibilityField(name);
  const values = useStore(store.$values, { keys: checked ? PLAUSIBLE_NAMES : [name] });
  const value = values[name];
  const error = useStore(store.$errors, { keys: [name] })[name];
  const meta = FIELD_META[name];
  // The bounds table's soft checks, as the quote forms show them.
  const caution = checked ? (plausibilityByField(values, CALCULATOR_PLAUSIBLE) as Partial<Record<string, string>>)[name] : undefined;
  const description = withCaution(hint ?? meta.hint, caution);
  return (
    <TextField
      name={name}
      label={label ?? meta.label}
      value={value}
      onChange={(text) => store.setValue(name, text)}
      onBlur={() => store.blur(name)}
      inputMode="decimal"
      autoComplete="off"
      {...(meta.placeholder ? { placeholder: meta.placeholder } : {})}
      {...(meta.prefix ? { prefix: meta.prefix } : {})}
      {...(meta.suffix ? { suffix: meta.suffix } : {})}
      {...(description ? { description } : {})}
      errorMessage={error ?? null}
      {...(className ? { className } : {})}
    />
  );
}

const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Dollars and cents for the form's own hints (the results use the engine's formatting). */
export function usd(amount: number): string {
  return cents.format(amount);
}

/** A titled group of inputs (a card with an h2), optionally with a switch that reveals its inputs. */
export function Section({
  id,
  title,
  children,
  toggle,
  intro,
}: {
  id: string;
  title: string;
  children?: ReactNode;
  toggle?: ReactNode;
  intro?: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-line bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-base font-semibold text-ink">
          {title}
        </h2>
        {toggle}
      </div>
      {intro && <p className="mt-1 text-sm text-muted">{intro}</p>}
      {children && <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>}
    </section>
  );
}

/** A switch whose state reads Included/Excluded or Enabled/Disabled beside its label (spec §2). */
export function StateSwitch({
  label,
  isSelected,
  onChange,
  on,
  off,
}: {
  label: string;
  isSelected: boolean;
  onChange: (value: boolean) => void;
  on: string;
  off: string;
}) {
  return (
    <Switch isSelected={isSelected} onChange={onChange}>
      <span>{label}</span>
      <span
        aria-hidden="true"
        className={cx(
          'ml-2 rounded-full px-2 py-0.5 text-xs font-semibold',
          isSelected ? 'bg-brand-50 text-brand-700' : 'bg-slate-100 text-slate-600',
        )}
      >
        {isSelected ? on : off}
      </span>
    </Switch>
  );
}

/** A read-only figure laid out like an input (the monthly O&M sum). */
export function ReadOnlyFigure({ label, value, hint }: { label: string; value: string; hint?: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium text-slate-800">{label}</span>
      <output
        aria-label={label}
        className="flex h-10 items-center rounded-lg border border-dashed border-slate-300 bg-slate-50 px-3 text-sm tabular-nums text-ink"
      >
        {value}
      </output>
      {hint && <span className="text-xs text-muted">{hint}</span>}
    </div>
  );
}

/** A note in the form: amber for cautions, slate for facts. */
export function Note({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'caution' }) {
  return (
    <p
      className={cx(
        'rounded-lg px-3 py-2 text-sm sm:col-span-2',
        tone === 'caution' ? 'bg-amber-50 text-amber-900 ring-1 ring-amber-200' : 'bg-slate-50 text-slate-700 ring-1 ring-slate-200',
      )}
    >
      {children}
    </p>
  );
}

/** A choice among a few labelled options (not a number): a visible label, the options, a hint. */
export function ChoiceField<K extends string>({
  label,
  options,
  value,
  onChange,
  hint,
}: {
  label: string;
  options: ReadonlyArray<{ id: K; label: string }>;
  value: K;
  onChange: (value: K) => void;
  hint?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5 sm:col-span-2">
      <span className="text-sm font-medium text-slate-800" aria-hidden="true">
        {label}
      </span>
      <SegmentedControl aria-label={label} size="sm" options={options} value={value} onChange={onChange} className="self-start" />
      {hint && <span className="text-xs text-muted">{hint}</span>}
    </div>
  );
}
