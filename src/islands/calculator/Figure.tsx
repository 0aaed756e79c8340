import type { ReactNode } from 'react';
import { DEFINITIONS, type DefinedFigure } from '../../finance/definitions';
import { formatCents, formatDollars } from '../../finance/format';
import { FEDERAL_CREDIT_EXPIRED } from '../../finance/messages';
import { InfoButton } from '../ui/InfoButton';
import { cx } from '../ui/styles';

/** A monthly amount to the cent: '$259.92/mo'. */
export const perMonth = (value: number): string => `${formatCents(value)}/mo`;

/** When and how much the incentives paid down the loan: '$9,948 paid down after payment 15'. */
export const paydownDetail = (paydown: { readonly amount: number; readonly month: number }): string =>
  `${formatDollars(paydown.amount)} paid down ${paydown.month === 0 ? 'at installation' : `after payment ${paydown.month}`}`;

/** Spec §9: the smallest width a comparison bar is drawn at, so a small amount stays visible. */
const BAR_MIN_PERCENT = 2;

/** The definition popover of a figure; with the federal credit caution when the figure counts the credit. */
export function Definition({ figure, label, credit }: { figure: DefinedFigure; label: string; credit: boolean }) {
  return (
    <InfoButton label={label}>
      <p>{DEFINITIONS[figure]}</p>
      {credit && <p className="mt-2 rounded-md bg-amber-50 px-2 py-1.5 text-amber-900 ring-1 ring-amber-200">{FEDERAL_CREDIT_EXPIRED}</p>}
    </InfoButton>
  );
}

/**
 * The dagger beside a figure that counts the federal credit. Drawn by CSS so the label's text stays
 * the label; its name says what it means, and the legend below the figures explains it.
 */
export function CreditMark() {
  return (
    <span
      role="img"
      aria-label="counts the federal tax credit"
      className="ml-0.5 align-super text-xs font-bold text-amber-700 after:content-['†']"
    />
  );
}

export interface FigureProps {
  label: string;
  value: string;
  figure: DefinedFigure;
  tone?: 'good' | 'bad' | undefined;
  detail?: ReactNode;
  testId?: string;
  credit?: boolean;
}

/** One figure: its label with the definition one tap away, its value, and a line of detail. */
export function Figure({ label, value, figure, tone, detail, testId, credit = false }: FigureProps) {
  return (
    <div className="rounded-lg bg-canvas px-3 py-2.5 ring-1 ring-line" data-figure={testId}>
      <dt className="text-xs font-medium text-muted">
        {label}
        {credit && <CreditMark />}
        <Definition figure={figure} label={label} credit={credit} />
      </dt>
      <dd
        className={cx(
          'mt-0.5 text-lg font-semibold tabular-nums',
          tone === 'bad' ? 'text-red-700' : tone === 'good' ? 'text-brand-700' : 'text-ink',
        )}
      >
        {value}
      </dd>
      {detail && <dd className="text-xs text-muted">{detail}</dd>}
    </div>
  );
}

export function Bar({
  label,
  value,
  max,
  tone,
  figure,
}: {
  label: string;
  value: number;
  max: number;
  tone: string;
  figure: DefinedFigure;
}) {
  const width = max > 0 ? Math.max(BAR_MIN_PERCENT, Math.min(100, (Math.max(0, value) / max) * 100)) : BAR_MIN_PERCENT;
  return (
    <div>
      <div className="flex items-center gap-1 text-sm">
        <span className="text-slate-700">{label}</span>
        <Definition figure={figure} label={label} credit={false} />
        <span className="ml-auto font-semibold tabular-nums text-ink">{formatDollars(value)}</span>
      </div>
      <div className="mt-1 h-2.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
        <div className={cx('h-full rounded-full', tone)} style={{ width: `${width}%` }} />
      </div>
    </div>
  );
}
