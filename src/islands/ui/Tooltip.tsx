import type { ReactElement, ReactNode } from 'react';
import { Tooltip as AriaTooltip, TooltipTrigger, type TooltipProps as AriaTooltipProps } from 'react-aria-components';
import { cx } from './styles';

export interface TooltipProps extends Omit<AriaTooltipProps, 'children'> {
  /** The focusable react-aria element the tooltip describes (a ui Button). */
  children: ReactElement;
  content: ReactNode;
  /** Milliseconds of hovering before it opens (keyboard focus opens it at once). */
  delay?: number;
}

/**
 * A short text label (react-aria TooltipTrigger): shown on hover after `delay` or at once on keyboard
 * focus, linked by aria-describedby, hidden by Escape. It never opens on touch: a figure's definition
 * belongs in an InfoButton popover, which a tap opens.
 */
export function Tooltip({ children, content, delay = 500, placement = 'top', className, ...props }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay}>
      {children}
      <AriaTooltip
        {...props}
        placement={placement}
        offset={6}
        className={cx(
          'z-50 max-w-xs rounded-md bg-slate-900 px-2.5 py-1.5 text-xs text-white shadow-md',
          typeof className === 'string' ? className : undefined,
        )}
      >
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
