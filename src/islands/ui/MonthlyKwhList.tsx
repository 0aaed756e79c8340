import { MONTH_ABBREVIATIONS as MONTHS } from '../../finance/format';

/** "12 months, 13,150 kWh in all": a monthly production table in one line. */
export function monthlyKwhSummary(kwh: readonly number[]): string {
  const total = kwh.reduce((sum, month) => sum + month, 0);
  return `12 months, ${Math.round(total).toLocaleString('en-US')} kWh in all`;
}

/**
 * 12 monthly kWh figures, January first, as a compact grid: three months a row on a phone, six on a wider
 * screen (a description list, so a screen reader says each month with its figure).
 */
export function MonthlyKwhList({ kwh, label }: { kwh: readonly number[]; label: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-3 gap-x-3 gap-y-1 text-xs sm:grid-cols-6">
      {kwh.map((month, m) => (
        <div key={MONTHS[m]} className="flex justify-between gap-1">
          <dt className="text-slate-600">{MONTHS[m]}</dt>
          <dd className="tabular-nums">{Math.round(month).toLocaleString('en-US')}</dd>
        </div>
      ))}
    </dl>
  );
}
