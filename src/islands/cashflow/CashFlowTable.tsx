import type { YearlyCashFlow } from '../../finance';
import type { ReactNode } from 'react';
import { cashFlowExtraColumns, type CashFlowExtraColumns } from '../../finance/cash-flow-table';
import { formatDollars, formatKwh } from '../../finance/format';
import { cx } from '../ui/styles';

export interface CashFlowTableProps {
  years: readonly YearlyCashFlow[];
  caption: string;
  /** The loan columns appear only when financing (spec §2). */
  financing: boolean;
  /** Present value column when NPV is on. */
  npv?: boolean;
  /** 'full': every column (calculator timeline); 'summary': the Cash Flow Analysis card's columns. */
  variant?: 'full' | 'summary';
  className?: string;
}

const money = (value: number) => <span className={cx('tabular-nums', value < 0 && 'text-red-700')}>{formatDollars(value)}</span>;

/** One column after the year: its heading, when it shows, its cell, and any class of its own for the cell. */
interface Column {
  readonly head: string;
  readonly show: boolean;
  readonly cell: (y: YearlyCashFlow) => ReactNode;
  readonly cellClass?: string;
}

/** The columns in order; each column's condition is stated once, for its heading and its cells. */
function columns(full: boolean, financing: boolean, npv: boolean, extra: CashFlowExtraColumns): Column[] {
  const all: Column[] = [
    { head: 'Production', show: full, cell: (y) => formatKwh(y.production), cellClass: 'tabular-nums' },
    {
      head: full ? 'Bill savings' : 'Savings & credits',
      show: true,
      cell: (y) => money(full ? y.savings : y.savings + y.netMeteringCredit + y.yearlyBenefits),
    },
    { head: 'Net metering', show: full, cell: (y) => money(y.netMeteringCredit) },
    { head: 'Benefits', show: full, cell: (y) => money(y.yearlyBenefits) },
    { head: 'Incentives', show: extra.incentives, cell: (y) => money(y.incentives) },
    { head: 'O&M', show: true, cell: (y) => money(-y.omCost) },
    { head: 'Inverter replacement', show: extra.replacement, cell: (y) => money(-y.inverterReplacement) },
    { head: 'Loan payments', show: financing, cell: (y) => money(-y.loanPayment) },
    { head: 'Paid down', show: extra.paydown, cell: (y) => money(-y.paydown) },
    { head: 'Loan balance', show: financing && full, cell: (y) => money(y.endBalance) },
    { head: 'Lease / PPA payments', show: extra.agreement, cell: (y) => money(-y.agreementPayment) },
    { head: 'Buyout', show: extra.buyout, cell: (y) => money(-y.buyout) },
    { head: 'Net cash flow', show: true, cell: (y) => money(y.netCashFlow), cellClass: 'font-medium' },
    { head: 'Cumulative', show: true, cell: (y) => money(y.cumulativeCashFlow), cellClass: 'font-semibold' },
    { head: 'Present value', show: npv, cell: (y) => (y.presentValue === null ? '—' : money(y.presentValue)) },
  ];
  return all.filter((column) => column.show);
}

/** A year-by-year cash-flow table; negative amounts are red with a minus sign. */
export function CashFlowTable({ years, caption, financing, npv = false, variant = 'full', className }: CashFlowTableProps) {
  const full = variant === 'full';
  const extra = full
    ? cashFlowExtraColumns(years)
    : { incentives: false, paydown: false, agreement: false, buyout: false, replacement: false };
  const shown = columns(full, financing, npv, extra);
  return (
    // Focusable, so keyboard users can scroll it when it overflows (narrow screens, the long timeline).
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className={cx('overflow-x-auto rounded-lg border border-line focus-visible:ring-2 focus-visible:ring-brand-600', className)}
    >
      <table className="w-full min-w-max border-collapse text-right text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 z-10 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-muted shadow-[0_1px_0_var(--color-line)]">
          <tr>
            <th scope="col" className="px-3 py-2 text-left">
              Year
            </th>
            {shown.map((column) => (
              <th key={column.head} scope="col" className="px-3 py-2">
                {column.head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {years.map((y) => (
            <tr key={y.year} className="border-t border-line">
              <th scope="row" className="px-3 py-1.5 text-left font-medium text-ink">
                {y.year}
              </th>
              {shown.map((column) => (
                <td key={column.head} className={cx('px-3 py-1.5', column.cellClass)}>
                  {column.cell(y)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
