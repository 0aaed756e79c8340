import { useState, type ReactNode } from 'react';
import type { ComparisonRow } from '../../finance/comparison';
import { Button } from '../ui/Button';
import { SegmentedControl } from '../ui/RadioGroup';
import { HoverCard } from '../ui/Tooltip';
import { cellText, highlights, linesFor, type ComparisonMode } from './metrics';

export interface ComparisonTableProps {
  rows: readonly ComparisonRow[];
  /** The column header of a quote; default: its company name. */
  renderHeader?: (row: ComparisonRow) => ReactNode;
  /** Names the table for assistive technology. */
  caption?: string;
}

const MODES = [
  { id: 'basic', label: 'Basic' },
  { id: 'advanced', label: 'Advanced' },
] as const;

/**
 * Quotes side by side under the same project assumptions, built on the finance engine's
 * `compareQuotes` rows. Basic (default) shows the core figures; Advanced adds financing, production and
 * lifetime figures. A quote whose figures could not be calculated shows dashes. Each figure's name
 * opens its definition on hover or focus.
 */
export function ComparisonTable({ rows, renderHeader, caption = 'Quote comparison' }: ComparisonTableProps) {
  const [mode, setMode] = useState<ComparisonMode>('basic');
  if (rows.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-sm text-muted">
        No quotes available for comparison. Add some quotes to see the comparison table.
      </div>
    );
  }
  const lines = linesFor(mode);
  const facts = highlights(rows);
  const failed = rows.filter((r) => r.metrics === null).length;
  return (
    <div className="flex flex-col gap-4">
      {facts.length > 0 && (
        <ul className="grid grid-cols-3 gap-2 sm:gap-3" aria-label="At a glance">
          {facts.map((f) => (
            <li key={f.label} className="min-w-0 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
              <p className="text-[0.6875rem] leading-tight font-medium uppercase tracking-wide text-muted sm:text-xs">{f.label}</p>
              <p className="mt-1 text-lg font-bold tabular-nums text-ink sm:text-2xl">{f.value}</p>
              <p className="mt-0.5 truncate text-xs text-slate-600 sm:text-sm">{f.quote}</p>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SegmentedControl aria-label="Comparison detail" options={MODES} value={mode} onChange={setMode} size="sm" />
        {failed > 0 && <p className="text-xs text-muted">— means a figure could not be calculated yet (missing quote details).</p>}
      </div>
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">
            {caption} ({mode === 'basic' ? 'Basic' : 'Advanced'} view)
          </caption>
          <thead>
            <tr className="border-b border-slate-200 bg-slate-50 align-bottom">
              <th
                scope="col"
                className="sticky left-0 z-10 w-32 bg-slate-50 px-3 py-3 sm:w-52 sm:px-4 text-left text-xs font-semibold uppercase tracking-wide text-muted"
              >
                Figure
              </th>
              {rows.map((row, i) => (
                <th
                  key={row.id ?? i}
                  scope="col"
                  className="min-w-40 max-w-72 px-4 py-3 text-left align-bottom font-semibold break-words text-ink"
                >
                  {renderHeader ? renderHeader(row) : row.companyName}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.id} className="border-b border-slate-100 last:border-0 hover:bg-slate-50/60">
                <th
                  scope="row"
                  className="sticky left-0 z-10 bg-white px-3 py-2.5 text-left font-medium text-slate-700 shadow-[1px_0_0_0_var(--color-slate-100)] sm:px-4"
                >
                  <HoverCard aria-label={`${line.label}: definition`} content={<Definition label={line.label} text={line.definition} />}>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="-ml-2 h-auto px-2 py-0.5 text-left font-medium whitespace-normal text-slate-700 underline decoration-slate-300 decoration-dotted underline-offset-4"
                    >
                      {line.label}
                    </Button>
                  </HoverCard>
                </th>
                {rows.map((row, i) => (
                  <td key={row.id ?? i} className="px-4 py-2.5 whitespace-nowrap tabular-nums text-ink">
                    {cellText(line, row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function Definition({ label, text }: { label: string; text: string }) {
  return (
    <>
      <p className="font-semibold text-ink">{label}</p>
      <p className="mt-1 leading-relaxed">{text}</p>
    </>
  );
}
