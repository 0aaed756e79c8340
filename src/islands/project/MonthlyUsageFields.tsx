import { useId } from 'react';
import { MONTH_NAMES } from '../../finance/month-names';
import { BILL_SETTING_FIELDS } from '../../quote-fields/settings';
import { MONTHLY_USAGE_MAX, monthlyUsageTotal, type MonthlyUsageForm } from '../../stores/quote-draft/monthly-usage';
import { Button } from '../ui/Button';
import { FieldError } from '../ui/Field';
import { NumberField } from '../ui/NumberField';

const WHOLE = { maximumFractionDigits: 0 } as const;
const kwh = (n: number): string => Math.round(n).toLocaleString('en-US');

/**
 * "Use by month": the project's 12 monthly kWh, typed or corrected by hand (the bill CSV import fills them
 * too). Closed, the hourly bill uses the monthly average × 12; "Clear" goes back to that. The months' sum
 * is shown; an empty month among typed ones is the form's error (monthlyUsageProblem), never filled in.
 */
export function MonthlyUsageFields({
  value,
  onChange,
  error,
  superseded = false,
  isDisabled = false,
}: {
  value: MonthlyUsageForm | undefined;
  onChange: (next: MonthlyUsageForm) => void;
  error?: string | undefined;
  /** The project has the meter's interval data, which the hourly bill uses instead. */
  superseded?: boolean;
  isDisabled?: boolean;
}) {
  const id = useId();
  const def = BILL_SETTING_FIELDS.monthly_usage;
  const months = value ?? null;
  // The first empty month carries the field's name, so a refusal focuses it (the form finds the field by name
  // as it sets the error); once refused it is marked too.
  const firstBlank = months === null ? -1 : months.findIndex((month) => month === null);
  const named = firstBlank >= 0 ? firstBlank : 0;
  const blank = error ? firstBlank : -1;
  return (
    <fieldset className="min-w-0 border-0 p-0" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className="text-sm font-medium text-slate-800">{def.label}</legend>
      <p id={`${id}-hint`} className="mt-0.5 text-sm text-muted">
        {superseded
          ? 'Your meter’s interval data is saved on this project, so the hourly bill uses its hours, not these months or your monthly consumption. They are kept for when you remove it (Tariff and Meter Data).'
          : months === null
            ? 'Optional. Without them, the hourly bill uses your monthly consumption for every month.'
            : `${def.hint} Leave them all empty, or clear them, to use your monthly consumption for every month.`}
      </p>
      {months === null ? (
        <Button
          variant="secondary"
          size="sm"
          className="mt-2"
          isDisabled={isDisabled}
          onPress={() => onChange(new Array<number | null>(12).fill(null))}
        >
          Enter each month
        </Button>
      ) : (
        <>
          <div className="mt-2 grid grid-cols-3 gap-3 sm:grid-cols-4">
            {months.map((month, m) => (
              <NumberField
                key={MONTH_NAMES[m]}
                label={MONTH_NAMES[m]}
                name={m === named ? 'monthly_usage' : `monthly_usage_${m}`}
                isInvalid={blank >= 0 && month === null}
                minValue={0}
                maxValue={MONTHLY_USAGE_MAX}
                step={1}
                formatOptions={WHOLE}
                value={month}
                onChange={(v) => onChange(months.map((old, i) => (i === m ? v : old)))}
                isDisabled={isDisabled}
              />
            ))}
          </div>
          <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-slate-700 tabular-nums" aria-live="polite">
              Sum: {kwh(monthlyUsageTotal(months))} kWh a year
            </p>
            <Button variant="ghost" size="sm" isDisabled={isDisabled} onPress={() => onChange(null)}>
              Clear
            </Button>
          </div>
        </>
      )}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  );
}
