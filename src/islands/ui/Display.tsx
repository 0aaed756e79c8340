import type { HTMLAttributes, ReactNode } from 'react';
import { Label, ProgressBar as AriaProgressBar, type ProgressBarProps as AriaProgressBarProps } from 'react-aria-components';
import { tv, type VariantProps } from 'tailwind-variants/lite';
import { cx } from './styles';

const badge = tv({
  base: 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
  variants: {
    tone: {
      neutral: 'bg-slate-100 text-slate-700 ring-slate-200',
      brand: 'bg-brand-50 text-brand-700 ring-brand-100',
      info: 'bg-sky-50 text-sky-800 ring-sky-200',
      warning: 'bg-amber-50 text-amber-800 ring-amber-200',
      danger: 'bg-red-50 text-red-800 ring-red-200',
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type BadgeProps = VariantProps<typeof badge> & { children: ReactNode; className?: string };

/** A small status label (Archived, Quote Received...). Text, not colour alone, carries the meaning. */
export function Badge({ tone, children, className }: BadgeProps) {
  return <span className={badge({ tone, class: className })}>{children}</span>;
}

const card = tv({
  base: 'rounded-xl border border-slate-200 bg-white shadow-sm',
  variants: { padding: { none: '', md: 'p-5', lg: 'p-6 sm:p-8' } },
  defaultVariants: { padding: 'md' },
});

export type CardProps = HTMLAttributes<HTMLDivElement> & VariantProps<typeof card>;

/** A bordered surface for grouped content. */
export function Card({ padding, className, ...props }: CardProps) {
  return <div {...props} className={card({ padding, class: className })} />;
}

/** A grey placeholder block while content loads (hidden from assistive technology). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cx('animate-pulse rounded-md bg-slate-200', className)} />;
}

export interface ProgressBarProps extends Omit<AriaProgressBarProps, 'children' | 'className'> {
  label?: ReactNode;
  /** Shows "value/max" style text on the right (e.g. "Step 2 of 4"). */
  valueText?: ReactNode;
  className?: string;
}

/** A determinate progress bar (react-aria: role progressbar, named by its label); default range 0-100. */
export function ProgressBar({ label, valueText, className, ...props }: ProgressBarProps) {
  return (
    <AriaProgressBar
      {...props}
      {...(typeof valueText === 'string' ? { valueLabel: valueText } : {})}
      className={cx('flex flex-col gap-1.5', className)}
    >
      {({ percentage = 0, valueText: text }) => (
        <>
          {(label || valueText) && (
            <div className="flex justify-between text-sm">
              {label && <Label className="font-medium text-slate-800">{label}</Label>}
              <span className="text-muted">{valueText ?? text}</span>
            </div>
          )}
          <div className="h-2 overflow-hidden rounded-full bg-slate-200">
            <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percentage}%` }} />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}

export interface ColumnHeadsProps {
  labels: readonly string[];
  /** The row's class. */
  className?: string;
  /** Every cell's class. */
  cell?: string;
  /** Space between the columns: every cell but the last is padded on the right. */
  spaced?: boolean;
  /** The columns from this index on hold numbers: right-aligned. */
  numbersFrom?: number;
}

/** A table's header row: one `th scope="col"` per label. */
export function ColumnHeads({ labels, className, cell, spaced = false, numbersFrom }: ColumnHeadsProps) {
  return (
    <tr className={className}>
      {labels.map((label, index) => (
        <th
          key={label}
          scope="col"
          className={
            cx(cell, spaced && index < labels.length - 1 && 'pr-3', numbersFrom !== undefined && index >= numbersFrom && 'text-right') ||
            undefined
          }
        >
          {label}
        </th>
      ))}
    </tr>
  );
}
