import { useMemo } from 'react';
import type { EngineResult } from '../../finance';
import { cashFlowTableYears, yearlyCashFlows } from '../../finance/cash-flow-table';
import { formatDollars, formatPayback, formatPercent } from '../../finance/format';
import { Button } from '../ui/Button';
import { Switch } from '../ui/Checkbox';
import { Badge, ProgressBar } from '../ui/Display';
import { cx } from '../ui/styles';
import { CashFlowChart, describeCashFlow } from './CashFlowChart';
import { CashFlowTable } from './CashFlowTable';
import { cashFlowCsvRows, downloadCsv, toCsv } from './csv';
import { cashFlowInsights } from './insights';

/** Spec §9: the savings bar is never drawn narrower than 2 %. */
const SAVINGS_BAR_MIN = 2;

export interface CashFlowCardProps {
  result: EngineResult;
  /** The quote's name, for the CSV file name. */
  name?: string;
  /** NPV switch (present value of the figures); the badge shows the discount rate when on. */
  npvEnabled: boolean;
  onNpvChange: (enabled: boolean) => void;
}

function Stat({ label, value, tone }: { label: string; value: string; tone?: 'bad' | undefined }) {
  return (
    <div className="rounded-lg bg-canvas px-4 py-3 ring-1 ring-line">
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className={cx('mt-0.5 text-xl font-semibold tabular-nums', tone === 'bad' ? 'text-red-700' : 'text-ink')}>{value}</dd>
    </div>
  );
}

const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'quote';

/**
 * Cash Flow Analysis (spec §2): year-1 monthly cash flow, payback (N/A above 30 years), lifetime net
 * benefit, the savings bar, insights, the annual table (years 1–5, every 5th and the last; the loan
 * column only when financing), the NPV badge, and a chart of the cumulative cash flow.
 */
export function CashFlowCard({ result, name = 'quote', npvEnabled, onNpvChange }: CashFlowCardProps) {
  const years = useMemo(() => yearlyCashFlows(result.cashFlow), [result.cashFlow]);
  const shown = useMemo(() => {
    const wanted = new Set(cashFlowTableYears(result.system.lifetimeYears));
    return years.filter((y) => wanted.has(y.year));
  }, [years, result.system.lifetimeYears]);
  const insights = useMemo(() => cashFlowInsights(result), [result]);
  const { metrics } = result;
  const financing = result.financing.method === 'financing';
  const payback = formatPayback(metrics.payback, 'panel') ?? 'N/A';
  const savings = metrics.savingsPercentage;
  return (
    <section
      aria-labelledby="cash-flow-title"
      className="rounded-xl border border-line bg-white p-5 shadow-sm sm:p-6 print:break-inside-avoid print:shadow-none"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <h2 id="cash-flow-title" className="text-lg font-semibold text-ink">
            Cash Flow Analysis
          </h2>
          {metrics.npv && <Badge tone="info">NPV at {formatPercent(metrics.discountRate, 1)} discount rate</Badge>}
        </div>
        <div className="flex flex-wrap items-center gap-3 print:hidden">
          <Switch isSelected={npvEnabled} onChange={onNpvChange}>
            Present value (NPV)
          </Switch>
          <Button
            variant="secondary"
            size="sm"
            onPress={() => downloadCsv(`atlas-cash-flow-${slug(name)}.csv`, toCsv(cashFlowCsvRows(years, { financing, npv: metrics.npv })))}
          >
            Download CSV
          </Button>
        </div>
      </div>

      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        <Stat
          label="Year 1 monthly cash flow"
          value={formatDollars(metrics.year1MonthlyCashFlow)}
          tone={metrics.year1MonthlyCashFlow < 0 ? 'bad' : undefined}
        />
        <Stat label="Payback" value={payback} />
        <Stat label="Lifetime net benefit" value={formatDollars(metrics.netSavings)} tone={metrics.netSavings < 0 ? 'bad' : undefined} />
      </dl>

      {savings !== null && (
        <ProgressBar
          className="mt-4"
          label="Lifetime savings compared with no solar"
          value={Math.min(100, Math.max(SAVINGS_BAR_MIN, savings))}
          valueText={formatPercent(savings, 1)}
          aria-label="Lifetime savings compared with no solar"
        />
      )}

      {insights.length > 0 && (
        <ul className="mt-4 space-y-1.5 text-sm text-slate-700">
          {insights.map((line) => (
            <li key={line} className="flex gap-2">
              <span aria-hidden="true" className="mt-1.5 h-1.5 w-1.5 shrink-0 rounded-full bg-brand-600" />
              {line}
            </li>
          ))}
        </ul>
      )}

      <div className="mt-5 flex flex-col gap-5">
        <CashFlowChart years={years} label={describeCashFlow(years, payback)} height={240} />
        <CashFlowTable
          years={shown}
          financing={financing}
          npv={metrics.npv}
          variant="summary"
          caption="Cash flow: years 1 to 5, every fifth year and the last year"
        />
      </div>
    </section>
  );
}
