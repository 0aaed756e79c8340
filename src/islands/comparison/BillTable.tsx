import type { BillResult } from '../../finance/billed-quote';
import { formatDollars, MONTH_ABBREVIATIONS as MONTHS } from '../../finance/format';

/** One column of the monthly bill table: a bill's 12 monthly totals and the year's. */
export interface BillColumn {
  readonly id: string;
  readonly label: string;
  readonly months: readonly number[];
  readonly year: number;
}

/** The bill without solar and with the system, as columns (the side panel adds what is saved). */
export function billColumns(bill: BillResult, withLabel: string): BillColumn[] {
  return [
    { id: 'before', label: 'Without solar', months: bill.months.map((m) => m.before.total), year: bill.before },
    { id: 'after', label: withLabel, months: bill.months.map((m) => m.after.total), year: bill.after },
  ];
}

/**
 * Year 1's bills month by month: one column per bill (without solar, with each system), the year's total
 * last. Plain markup with no state, so the shared page could render it on the server as well.
 */
export function BillTable({ caption, columns, className }: { caption: string; columns: readonly BillColumn[]; className?: string }) {
  return (
    <table className={`w-full text-sm tabular-nums ${className ?? ''}`}>
      <caption className="sr-only">{caption}</caption>
      <thead className="text-xs text-muted">
        <tr>
          <th scope="col" className="py-1 pr-2 text-left font-medium">
            Month
          </th>
          {columns.map((c) => (
            <th key={c.id} scope="col" className="px-1 py-1 text-right font-medium [overflow-wrap:anywhere]">
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {MONTHS.map((name, m) => (
          <tr key={name} className="border-t border-line">
            <th scope="row" className="py-1 pr-2 text-left font-normal">
              {name}
            </th>
            {columns.map((c) => (
              <td key={c.id} className="px-1 py-1 text-right">
                {formatDollars(c.months[m])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="border-t-2 border-line font-semibold text-ink">
          <th scope="row" className="py-1 pr-2 text-left">
            Year 1
          </th>
          {columns.map((c) => (
            <td key={c.id} className="px-1 py-1 text-right">
              {formatDollars(c.year)}
            </td>
          ))}
        </tr>
      </tfoot>
    </table>
  );
}
