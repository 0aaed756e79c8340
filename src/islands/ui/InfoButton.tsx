import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { DialogTrigger, Popover } from './Dialog';
import { InfoIcon } from './icons';
import { cx } from './styles';

export interface InfoButtonProps {
  /** What the button explains ("Net present value"): its accessible name is "What is {label}?". */
  label: string;
  /** The explanation, shown in a popover titled with the label. */
  children: ReactNode;
  className?: string;
}

/**
 * A small "i" button beside a figure that opens its definition in a popover: by pointer, touch or
 * keyboard alike (Enter or Space opens it, Escape closes it, focus returns to the button). A
 * tooltip would open on hover and focus only, out of reach on a phone.
 */
export function InfoButton({ label, children, className }: InfoButtonProps) {
  return (
    <DialogTrigger>
      {/* Its own small round button: the Button variants carry sizes this would fight. */}
      <AriaButton
        aria-label={`What is ${label}?`}
        className={cx(
          '-my-1 ml-0.5 inline-flex h-6 w-6 shrink-0 cursor-pointer align-middle items-center justify-center rounded-full text-slate-500 outline-none transition-colors data-[hovered]:bg-slate-100 data-[hovered]:text-ink data-[pressed]:bg-slate-200 data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-600',
          className,
        )}
      >
        <InfoIcon />
      </AriaButton>
      <Popover placement="bottom" title={label} className="max-w-xs text-sm text-slate-700 sm:max-w-sm">
        {children}
      </Popover>
    </DialogTrigger>
  );
}
