import type { YearlyCashFlow } from '../../finance';
import { cashFlowExtraColumns } from '../../finance/cash-flow-table';
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

/** A year-by-year cash-flow table; negative amounts are red with a minus sign. */
export function CashFlowTable({ years, caption, financing, npv = false, variant = 'full', className }: CashFlowTableProps) {
  const full = variant === 'full';
  const extra = full ? cashFlowExtraColumns(years) : { incentives: false, paydown: false, agreement: false, buyout: false };
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
            {full && (
              <th scope="col" className="px-3 py-2">
                Production
              </th>
            )}
            <th scope="col" className="px-3 py-2">
              {full ? 'Bill savings' : 'Savings & credits'}
            </th>
            {full && (
              <th scope="col" className="px-3 py-2">
                Net metering
              </th>
            )}
            {full && (
              <th scope="col" className="px-3 py-2">
                Benefits
              </th>
            )}
            {extra.incentives && (
              <th scope="col" className="px-3 py-2">
                Incentives
              </th>
            )}
            <th scope="col" className="px-3 py-2">
              O&amp;M
            </th>
            {financing && (
              <th scope="col" className="px-3 py-2">
                Loan payments
              </th>
            )}
            {extra.paydown && (
              <th scope="col" className="px-3 py-2">
                Paid down
              </th>
            )}
            {financing && full && (
              <th scope="col" className="px-3 py-2">
                Loan balance
              </th>
            )}
            {extra.agreement && (
              <th scope="col" className="px-3 py-2">
                Lease / PPA payments
              </th>
            )}
            {extra.buyout && (
              <th scope="col" className="px-3 py-2">
                Buyout
              </th>
            )}
            <th scope="col" className="px-3 py-2">
              Net cash flow
            </th>
            <th scope="col" className="px-3 py-2">
              Cumulative
            </th>
            {npv && (
              <th scope="col" className="px-3 py-2">
                Present value
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {years.map((y) => (
            <tr key={y.year} className="border-t border-line">
              <th scope="row" className="px-3 py-1.5 text-left font-medium text-ink">
                {y.year}
              </th>
              {full && <td className="px-3 py-1.5 tabular-nums">{formatKwh(y.production)}</td>}
              <td className="px-3 py-1.5">{money(full ? y.savings : y.savings + y.netMeteringCredit + y.yearlyBenefits)}</td>
              {full && <td className="px-3 py-1.5">{money(y.netMeteringCredit)}</td>}
              {full && <td className="px-3 py-1.5">{money(y.yearlyBenefits)}</td>}
              {extra.incentives && <td className="px-3 py-1.5">{money(y.incentives)}</td>}
              <td className="px-3 py-1.5">{money(-y.omCost)}</td>
              {financing && <td className="px-3 py-1.5">{money(-y.loanPayment)}</td>}
              {extra.paydown && <td className="px-3 py-1.5">{money(-y.paydown)}</td>}
              {financing && full && <td className="px-3 py-1.5">{money(y.endBalance)}</td>}
              {extra.agreement && <td className="px-3 py-1.5">{money(-y.agreementPayment)}</td>}
              {extra.buyout && <td className="px-3 py-1.5">{money(-y.buyout)}</td>}
              <td className="px-3 py-1.5 font-medium">{money(y.netCashFlow)}</td>
              <td className="px-3 py-1.5 font-semibold">{money(y.cumulativeCashFlow)}</td>
              {npv && <td className="px-3 py-1.5">{y.presentValue === null ? '—' : money(y.presentValue)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
