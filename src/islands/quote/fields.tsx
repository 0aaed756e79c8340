import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { plausibilityByField } from '../../finance/plausibility';
import {
  keypadOf,
  labelOf,
  monthlyKwh,
  QUOTE_PLAUSIBLE,
  quoteField,
  TEXT_MAX_LENGTH,
  type QuoteFieldDef,
  type QuoteFieldName,
} from '../../quote-fields';
import { quoteDraft, type QuoteFormValues } from '../../stores/quoteDraft';
import { Button } from '../ui/Button';
import { withCaution } from '../ui/Field';
import { MonthlyKwhList, monthlyKwhSummary } from '../ui/MonthlyKwhList';
import { Switch } from '../ui/Checkbox';
import { SegmentedControl } from '../ui/RadioGroup';
import { Select } from '../ui/Select';
import { TextArea, TextField } from '../ui/TextField';

/** The form fields that hold text (numbers included, as typed). */
type TextKey = { [K in keyof QuoteFormValues]: QuoteFormValues[K] extends string ? K : never }[keyof QuoteFormValues];
type BoolKey = { [K in keyof QuoteFormValues]: QuoteFormValues[K] extends boolean ? K : never }[keyof QuoteFormValues];

function useField<K extends keyof QuoteFormValues>(
  name: K,
): { value: QuoteFormValues[K]; error: string | undefined; method: string; caution: string | undefined } {
  const state = useStore(quoteDraft.$quoteDraft, { keys: ['form', 'errors'] });
  // The bounds table's soft checks (production per kW, interest, degradation), as the calculators show them.
  const caution = (plausibilityByField(state.form, QUOTE_PLAUSIBLE) as Partial<Record<string, string>>)[name];
  return { value: state.form[name], error: state.errors[name], method: state.form.payment_method, caution };
}

/** What shows after a number: the registry's unit, or the kind's (kWh, %). */
function suffixOf(def: QuoteFieldDef): string | undefined {
  if (def.unit !== undefined) return def.unit;
  if (def.kind === 'kwh') return 'kWh';
  if (def.kind === 'percent') return '%';
  return undefined;
}

export interface RegistryFieldProps {
  name: QuoteFieldName;
  /** Replaces the registry's hint (e.g. with a figure worked out from other values). */
  hint?: ReactNode;
  isRequired?: boolean;
  className?: string;
}

/**
 * One quote field as the registry describes it (src/quote-fields/fields.ts): its label (for the form's
 * payment method), hint, placeholder, unit and input, bound to the quote form store by its name.
 */
export function RegistryField({ name, hint, isRequired, className }: RegistryFieldProps) {
  const { value, error, method, caution } = useField(name);
  const def = quoteField(name);
  const label = labelOf(name, method);
  const description = withCaution(hint ?? def.hint, caution);
  const common = {
    name,
    label,
    errorMessage: error ?? null,
    ...(description ? { description } : {}),
    ...(def.placeholder ? { placeholder: def.placeholder } : {}),
    ...(isRequired ? { isRequired } : {}),
    ...(className ? { className } : {}),
  };
  switch (def.kind) {
    case 'flag':
      return (
        <div className={className ?? 'flex flex-col gap-1'}>
          <Switch name={name} isSelected={value === true} onChange={(on) => quoteDraft.setField(name as BoolKey, on)}>
            {label}
          </Switch>
          {description && <p className="text-sm text-muted">{description}</p>}
        </div>
      );
    case 'choice':
      if (name === 'payment_method') {
        return (
          <div className="flex flex-col gap-2">
            <span aria-hidden="true" className="text-sm font-medium text-slate-800">
              {label}
            </span>
            <SegmentedControl
              aria-label={label}
              options={def.choices ?? []}
              value={String(value)}
              onChange={(id) => quoteDraft.setField('payment_method', id as QuoteFormValues['payment_method'])}
              className="self-start"
            />
          </div>
        );
      }
      return (
        <Select
          {...common}
          options={def.choices ?? []}
          value={value === '' ? null : String(value)}
          onChange={(id) => quoteDraft.setField(name as TextKey, id)}
        />
      );
    case 'text':
      if (def.input === 'multiline') {
        return <TextArea {...common} rows={3} value={String(value)} onChange={(text) => quoteDraft.setField(name as TextKey, text)} />;
      }
      return (
        <TextField
          {...common}
          type={def.input ?? 'text'}
          maxLength={def.maxLength ?? TEXT_MAX_LENGTH}
          value={String(value)}
          onChange={(text) => quoteDraft.setField(name as TextKey, text)}
          {...(def.autoComplete ? { autoComplete: def.autoComplete } : {})}
        />
      );
    case 'rating':
    case 'list':
      // Drawn by their own widgets (stars, the trust point list).
      return null;
    case 'months': {
      // Read-only: filled by the PDF import; the homeowner may only clear it (the year-1 figure then rules).
      const kwh = monthlyKwh(value);
      if (!kwh) return null;
      return (
        <div className={`flex flex-col gap-1 ${className ?? ''}`} data-testid={`field-${name}`}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-sm font-medium text-slate-800">
              {label}: <span className="font-normal">{monthlyKwhSummary(kwh)}</span>
            </span>
            <Button variant="ghost" size="sm" onPress={() => quoteDraft.setField(name as TextKey, '')}>
              Clear
            </Button>
          </div>
          <MonthlyKwhList kwh={kwh} label={label} />
          {description && <p className="text-sm text-muted">{description}</p>}
        </div>
      );
    }
    default: {
      const suffix = suffixOf(def);
      return (
        <TextField
          {...common}
          type="number"
          inputMode={keypadOf(def) ?? 'decimal'}
          value={String(value)}
          onChange={(text) => quoteDraft.setField(name as TextKey, text)}
          {...(def.kind === 'money' ? { prefix: '$' } : {})}
          {...(suffix ? { suffix } : {})}
        />
      );
    }
  }
}
