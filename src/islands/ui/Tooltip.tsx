import type { ReactElement, ReactNode } from 'react';
import {
  OverlayArrow,
  Popover as AriaPopover,
  PreviewTrigger,
  Tooltip as AriaTooltip,
  TooltipTrigger,
  Dialog as AriaDialog,
  type TooltipProps as AriaTooltipProps,
} from 'react-aria-components';
import { cx } from './styles';

export interface TooltipProps extends Omit<AriaTooltipProps, 'children'> {
  /** The focusable element the tooltip describes (a Button). */
  children: ReactElement;
  content: ReactNode;
  delay?: number;
}

/** A short text label shown on hover or keyboard focus of its trigger (role tooltip). */
export function Tooltip({ children, content, delay = 500, placement = 'top', ...props }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay}>
      {children}
      <AriaTooltip
        {...props}
        placement={placement}
        offset={8}
        className="z-50 max-w-xs rounded-md bg-slate-900 px-2.5 py-1.5 text-xs text-white shadow-md"
      >
        <OverlayArrow>
          <svg width={8} height={8} viewBox="0 0 8 8" className="fill-slate-900 group-data-[placement=bottom]:rotate-180">
            <path d="M0 0 L4 4 L8 0" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}

/** Spec: a hover card opens after 700 ms and closes 300 ms after the pointer leaves. */
export const HOVER_CARD_OPEN_DELAY_MS = 700;
export const HOVER_CARD_CLOSE_DELAY_MS = 300;

export interface HoverCardProps {
  /** The focusable trigger (a Link or Button). */
  children: ReactElement;
  /** Rich content; it may hold links, unlike a tooltip. */
  content: ReactNode;
  'aria-label': string;
  placement?: 'top' | 'bottom' | 'left' | 'right' | 'top start' | 'bottom start';
  className?: string;
}

/**
 * A preview card on hover, keyboard focus or long press, with the spec's delays. Its content is a
 * non-modal dialog, so it can hold links.
 */
export function HoverCard({ children, content, placement = 'bottom start', className, ...aria }: HoverCardProps) {
  return (
    <PreviewTrigger delay={HOVER_CARD_OPEN_DELAY_MS} closeDelay={HOVER_CARD_CLOSE_DELAY_MS}>
      {children}
      <AriaPopover
        placement={placement}
        offset={8}
        className={cx('z-50 w-72 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700 shadow-lg outline-none', className)}
      >
        <AriaDialog aria-label={aria['aria-label']} className="outline-none">
          {content}
        </AriaDialog>
      </AriaPopover>
    </PreviewTrigger>
  );
}
