import { useState } from 'react';
import { readUsageFile, usageToSettings, type UsageSettings } from '../../import/usage/read-usage';
import type { UsageSummary } from '../../import/usage/usage';
import { Modal } from '../ui/Dialog';
import { ColumnHeads } from '../ui/Display';
import { FileDrop } from './FileDrop';
import { ReviewFooter } from './ReviewFooter';

export interface ImportUsageCsvProps {
  /** Receives `monthly_consumption`, `current_rate` when the export has costs, `monthly_usage` with 12 calendar months. */
  readonly onApply: (values: UsageSettings) => void;
}

const kwh = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const rate = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 4 });
/** "2025-03" → "Mar 2025". */
const monthName = (key: string): string => {
  const [year, month] = key.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, 1)).toLocaleString('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
};

/**
 * "Import usage from a bill export": a utility's CSV gives the monthly average and the average price per
 * kWh, shown with the months they come from before anything is filled.
 */
export function ImportUsageCsv({ onApply }: ImportUsageCsvProps) {
  const [error, setError] = useState<string | null>(null);
  const [summary, setSummary] = useState<UsageSummary | null>(null);

  const onFile = async (file: File) => {
    setError(null);
    const outcome = await readUsageFile(file);
    if (outcome.ok) setSummary(outcome.value);
    else setError(outcome.message);
  };

  return (
    <div className="space-y-2">
      <FileDrop
        label="Import usage from a bill export"
        accept=".csv,text/csv"
        onFile={(file) => void onFile(file)}
        hint="Your utility’s “Download My Data” or monthly usage CSV. It is read on this device."
      />
      <p role="alert" className="text-sm text-red-700">
        {error}
      </p>
      {summary && (
        <Modal
          title="Review imported usage"
          isOpen
          onOpenChange={(open) => {
            if (!open) setSummary(null);
          }}
          description={summary.note}
          footer={(close) => <ReviewFooter close={close} apply={() => onApply(usageToSettings(summary))} />}
        >
          <dl className="mb-3 grid grid-cols-2 gap-2 text-sm">
            <dt className="text-slate-600">Monthly consumption (average)</dt>
            <dd className="font-medium tabular-nums">{kwh.format(summary.monthlyAverageKwh)} kWh</dd>
            <dt className="text-slate-600">Current rate (cost ÷ usage)</dt>
            <dd className="font-medium tabular-nums">
              {summary.averageRate === null ? 'No costs in this file' : `${rate.format(summary.averageRate)} per kWh`}
            </dd>
            <dt className="text-slate-600">Use by month</dt>
            <dd data-testid="usage-by-month">{summary.byMonthNote}</dd>
          </dl>
          <table className="w-full text-sm">
            <caption className="sr-only">Months used</caption>
            <thead>
              <ColumnHeads labels={['Month', 'kWh', 'Cost']} className="text-left text-slate-600" numbersFrom={1} />
            </thead>
            <tbody>
              {summary.months.map((m) => (
                <tr key={m.month}>
                  <td>{monthName(m.month)}</td>
                  <td className="text-right tabular-nums">{kwh.format(m.kwh)}</td>
                  <td className="text-right tabular-nums">{m.cost === null ? '—' : usd.format(m.cost)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Modal>
      )}
    </div>
  );
}
