import { cloneElement, useEffect, useId, useLayoutEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import type { TooltipProps as AriaTooltipProps } from 'react-aria-components';
import { followAnchor, panelReset, showPanel, type Placement } from './overlay';
import { cx } from './styles';

// Tooltip and HoverCard on the HTML `popover` attribute (manual: they open and close on hover and focus,
// not on clicks), placed beside their trigger by overlay.ts. The trigger is wrapped in a `display: contents`
// span that listens for its hover and focus, so any focusable child works as the trigger.

/** Opens after `openDelay`, closes after `closeDelay`; `now` skips the wait. */
function useDelayedOpen(openDelay: number, closeDelay: number) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const to = (next: boolean, now = false) => {
    clearTimeout(timer.current);
    const wait = next ? openDelay : closeDelay;
    if (now || wait <= 0) setOpen(next);
    else timer.current = setTimeout(() => setOpen(next), wait);
  };
  return { open, to };
}

/** Shows the manual popover while `open`, beside the wrapper's first element. */
function usePanel(open: boolean, placement: Placement) {
  const wrapper = useRef<HTMLSpanElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = panel.current;
    const anchor = wrapper.current?.firstElementChild;
    if (!el) return undefined;
    showPanel(el, open);
    if (!open) return undefined;
    return anchor ? followAnchor(el, anchor, placement) : undefined;
  }, [open, placement]);
  return { wrapper, panel };
}

export interface TooltipProps extends Omit<AriaTooltipProps, 'children' | 'placement'> {
  /** The focusable element the tooltip describes (a Button). */
  children: ReactElement;
  content: ReactNode;
  delay?: number;
  placement?: Placement;
}

/**
 * A short text label shown on hover (after `delay`) or at once on keyboard focus of its trigger (role
 * tooltip, linked by aria-describedby); Escape hides it.
 */
export function Tooltip({ children, content, delay = 500, placement = 'top' }: TooltipProps) {
  const id = useId();
  const { open, to } = useDelayedOpen(delay, 0);
  const { wrapper, panel } = usePanel(open, placement);
  return (
    // A listener around the trigger (itself a button or link): pointer and focus events bubble up from it.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <span
      ref={wrapper}
      className="contents"
      onPointerEnter={() => to(true)}
      onPointerLeave={() => to(false)}
      onFocus={(e) => {
        if (e.target.matches(':focus-visible')) to(true, true);
      }}
      onBlur={() => to(false)}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          to(false);
        }
      }}
    >
      {cloneElement(children as ReactElement<Record<string, unknown>>, { 'aria-describedby': id })}
      <div
        ref={panel}
        id={id}
        role="tooltip"
        popover="manual"
        className={cx(panelReset, 'z-50 max-w-xs rounded-md bg-slate-900 px-2.5 py-1.5 text-xs text-white shadow-md')}
      >
        {content}
      </div>
    </span>
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
 * A preview card on hover or keyboard focus, with the spec's delays. Its content is a non-modal dialog
 * that follows the trigger in the tab order, so its links are reachable; it stays open while the pointer
 * or focus is on the trigger or the card, and Escape closes it.
 */
export function HoverCard({ children, content, placement = 'bottom start', className, ...aria }: HoverCardProps) {
  const { open, to } = useDelayedOpen(HOVER_CARD_OPEN_DELAY_MS, HOVER_CARD_CLOSE_DELAY_MS);
  const { wrapper, panel } = usePanel(open, placement);
  const enter = () => to(true);
  const leave = () => to(false);
  return (
    // A listener around the trigger (itself a button or link): pointer and focus events bubble up from it.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <span
      ref={wrapper}
      className="contents"
      onPointerEnter={enter}
      onPointerLeave={leave}
      onFocus={enter}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) leave();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          to(false, true);
          (wrapper.current?.firstElementChild as HTMLElement | null)?.focus();
        }
      }}
    >
      {children}
      <div
        ref={panel}
        popover="manual"
        className={cx(
          panelReset,
          'z-50 w-72 max-w-[calc(100vw-1rem)] rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700 shadow-lg outline-none',
          className,
        )}
      >
        {open && (
          <div role="dialog" aria-label={aria['aria-label']} className="outline-none">
            {content}
          </div>
        )}
      </div>
    </span>
  );
}
