import { useMemo } from 'react';
import { yearlyCashFlows } from '../../finance/cash-flow-table';
import { formatPayback } from '../../finance/format';
import type { PanelState } from '../../stores/calculator';
import { CashFlowChart, describeCashFlow } from '../cashflow/CashFlowChart';
import { CashFlowTable } from '../cashflow/CashFlowTable';
import { cashFlowCsvRows, downloadCsv, toCsv } from '../cashflow/csv';
import { Button } from '../ui/Button';

/** The timeline below the results (spec §2): a chart of the cumulative cash flow and the year-by-year table. */
export function Timeline({ panel }: { panel: PanelState }) {
  const result = panel.status === 'error' ? null : panel.result;
  const timeline = result?.timeline;
  const years = useMemo(() => (timeline ? yearlyCashFlows(timeline) : []), [timeline]);
  if (result === null || years.length === 0) return null;
  const financing = result.financing.kind === 'loan';
  const npv = panel.input?.npvEnabled === true;
  const payback = formatPayback(result.simplePayback, 'calculator') ?? '';
  return (
    <section aria-labelledby="timeline-title" className="mt-10 rounded-xl border border-line bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="timeline-title" className="text-xl font-semibold text-ink">
          Cash flow timeline
        </h2>
        <Button
          variant="secondary"
          size="sm"
          className="print:hidden"
          onPress={() => downloadCsv('atlas-solar-cash-flow.csv', toCsv(cashFlowCsvRows(years, { financing, npv })))}
        >
          Download CSV
        </Button>
      </div>
      <p className="mt-1 text-sm text-muted">Year by year: what solar saves and costs, and the running total from the day you pay.</p>
      <div className="mt-4">
        <CashFlowChart years={years} label={describeCashFlow(years, payback)} />
      </div>
      <CashFlowTable
        className="mt-4 max-h-[28rem] overflow-y-auto print:max-h-none"
        years={years}
        financing={financing}
        npv={npv}
        caption="Cash flow by year"
      />
    </section>
  );
}
