import { useEffect, useRef, useState } from 'react';
import type { Chart, ChartData } from 'frappe-charts';
import type { YearlyCashFlow } from '../../finance';
import { formatDollars, formatThousands } from '../../finance/format';

/**
 * The cumulative cash-flow chart (frappe-charts, loaded only when a chart is shown, so the
 * calculator's first load does not carry it). Bars: each year's net cash flow; line: the running
 * total, crossing the break-even marker at payback. The chart is an image for assistive
 * technology: its label states what it shows, and the table beside it has every figure.
 */
export function CashFlowChart({ years, label, height = 260 }: { years: readonly YearlyCashFlow[]; label: string; height?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<Chart | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (element === null || years.length === 0) return undefined;
    const data = chartData(years);
    // Later results update the chart in place (no rebuild, no flicker).
    if (chart.current !== null) {
      chart.current.update(data);
      return undefined;
    }
    let cancelled = false;
    import('frappe-charts')
      .then((frappe) => {
        if (cancelled || chart.current !== null) return;
        element.replaceChildren();
        chart.current = new frappe.Chart(element, {
          type: 'axis-mixed',
          height,
          animate: 0,
          colors: ['#a7f3d0', '#047857'],
          data,
          barOptions: { spaceRatio: 0.4 },
          lineOptions: { hideDots: 1, regionFill: 0 },
          axisOptions: { xIsSeries: 1, xAxisMode: 'tick', shortenYAxisNumbers: 1 },
          tooltipOptions: { formatTooltipX: (year) => `Year ${year}`, formatTooltipY: (value) => formatDollars(value) },
        });
      })
      .catch((cause: unknown) => {
        // The table beside the chart carries the same figures; the chart is a convenience.
        console.error(new Error('cash-flow chart: frappe-charts could not be loaded', { cause }));
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [years, height]);

  useEffect(
    () => () => {
      chart.current?.destroy();
      chart.current = null;
    },
    [],
  );

  if (years.length === 0) return null;
  return (
    <figure className="m-0 print:hidden">
      <div ref={ref} role="img" aria-label={label} className="min-h-[200px] w-full [&_.chart-legend]:hidden" style={{ height }} />
      {failed && <p className="text-sm text-muted">The chart could not be loaded; the table has every figure.</p>}
      <figcaption className="mt-1 flex flex-wrap gap-4 text-xs text-muted">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-2.5 w-2.5 rounded-sm bg-brand-200" /> Net cash flow in the year
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-0.5 w-4 bg-brand-600" /> Cumulative cash flow
        </span>
      </figcaption>
    </figure>
  );
}

function chartData(years: readonly YearlyCashFlow[]): ChartData {
  return {
    labels: years.map((y) => String(y.year)),
    datasets: [
      { name: 'Net cash flow in the year', chartType: 'bar', values: years.map((y) => Math.round(y.netCashFlow)) },
      { name: 'Cumulative cash flow', chartType: 'line', values: years.map((y) => Math.round(y.cumulativeCashFlow)) },
    ],
    yMarkers: [{ label: 'Break even', value: 0, options: { labelPos: 'left' } }],
  };
}

/** A one-sentence summary of a cash flow for the chart's label. */
export function describeCashFlow(years: readonly YearlyCashFlow[], payback: string): string {
  const last = years.at(-1);
  if (last === undefined) return 'Cumulative cash flow chart';
  return `Cumulative cash flow by year. Payback: ${payback}. After ${last.year} years the running total is ${formatThousands(last.cumulativeCashFlow)}.`;
}
