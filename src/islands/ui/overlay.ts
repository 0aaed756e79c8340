// The small machinery behind the overlays (Modal, Popover, Tooltip, HoverCard), on the platform's own
// features instead of react-aria's overlay stack (about 25 KB gzip on the project page): the HTML `popover`
// attribute puts panels in the top layer with light dismiss and Escape, the `inert` attribute makes the page
// behind a modal unreachable, and focus is moved and given back by hand.
import { createContext, useContext, type RefObject } from 'react';

/** What a DialogTrigger shares with its trigger button and its panel. */
export interface TriggerState {
  isOpen: boolean;
  setOpen: (open: boolean) => void;
  /** The trigger button: the panel is anchored to it and focus returns to it. */
  triggerRef: RefObject<HTMLElement | null>;
  /** The id of the panel (a `popover` element, or the modal). */
  panelId: string;
}

export const TriggerContext = createContext<TriggerState | null>(null);

/** The enclosing DialogTrigger, if any (panels reset it to null for what they contain). */
export function useTrigger(): TriggerState | null {
  return useContext(TriggerContext);
}

export type Placement =
  'top' | 'bottom' | 'left' | 'right' | 'top start' | 'top end' | 'bottom start' | 'bottom end' | 'left top' | 'right top' | (string & {});

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/**
 * Where a panel of `size` goes beside `anchor` (both in viewport pixels): on the placement's side, flipped
 * to the other side when it does not fit there and fits better there, aligned (`start`/`end`/centred), then
 * kept `margin` inside the viewport.
 */
export function place(
  anchor: Box,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
  placement: Placement = 'bottom',
  offset = 8,
  margin = 8,
): { top: number; left: number; side: 'top' | 'bottom' | 'left' | 'right' } {
  const [first = 'bottom', align = 'center'] = placement.split(' ');
  let side = (['top', 'bottom', 'left', 'right'].includes(first) ? first : 'bottom') as 'top' | 'bottom' | 'left' | 'right';
  const room = {
    top: anchor.top - offset - margin,
    bottom: viewport.height - (anchor.top + anchor.height) - offset - margin,
    left: anchor.left - offset - margin,
    right: viewport.width - (anchor.left + anchor.width) - offset - margin,
  };
  const opposite = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' } as const;
  const need = side === 'top' || side === 'bottom' ? size.height : size.width;
  if (room[side] < need && room[opposite[side]] > room[side]) side = opposite[side];

  let top: number;
  let left: number;
  if (side === 'top' || side === 'bottom') {
    top = side === 'bottom' ? anchor.top + anchor.height + offset : anchor.top - offset - size.height;
    left =
      align === 'start'
        ? anchor.left
        : align === 'end'
          ? anchor.left + anchor.width - size.width
          : anchor.left + anchor.width / 2 - size.width / 2;
  } else {
    left = side === 'right' ? anchor.left + anchor.width + offset : anchor.left - offset - size.width;
    top = align === 'top' ? anchor.top : anchor.top + anchor.height / 2 - size.height / 2;
  }
  const clamp = (value: number, extent: number, total: number) => Math.max(margin, Math.min(value, total - margin - extent));
  return { top: Math.round(clamp(top, size.height, viewport.height)), left: Math.round(clamp(left, size.width, viewport.width)), side };
}

/** Moves a shown `popover` element next to its anchor (it is `position: fixed` in the top layer). */
export function positionPanel(panel: HTMLElement, anchor: Element, placement: Placement, offset = 8) {
  const a = anchor.getBoundingClientRect();
  const { top, left, side } = place(
    { top: a.top, left: a.left, width: a.width, height: a.height },
    { width: panel.offsetWidth, height: panel.offsetHeight },
    { width: document.documentElement.clientWidth, height: window.innerHeight },
    placement,
    offset,
  );
  panel.style.top = `${top}px`;
  panel.style.left = `${left}px`;
  panel.dataset.placement = side;
}

/** Keeps a panel beside its anchor while the page scrolls or resizes; returns the cleanup. */
export function followAnchor(panel: HTMLElement, anchor: Element, placement: Placement, offset = 8): () => void {
  const update = () => positionPanel(panel, anchor, placement, offset);
  update();
  window.addEventListener('scroll', update, { capture: true, passive: true });
  window.addEventListener('resize', update, { passive: true });
  return () => {
    window.removeEventListener('scroll', update, { capture: true });
    window.removeEventListener('resize', update);
  };
}

const popoverSupported = () => typeof HTMLElement !== 'undefined' && 'showPopover' in HTMLElement.prototype;

/** Whether a `popover` element is shown. */
export function isShown(el: HTMLElement): boolean {
  return popoverSupported() ? el.matches(':popover-open') : el.dataset.shown === 'true';
}

/**
 * Shows or hides a `popover` element. Browsers without the attribute (before 2024) get the same panel shown
 * with an inline display instead (no light dismiss there; the trigger and Escape still close it).
 */
export function showPanel(el: HTMLElement, show: boolean) {
  if (isShown(el) === show) return;
  if (popoverSupported()) {
    if (show) el.showPopover();
    else el.hidePopover();
  } else {
    el.dataset.shown = String(show);
    el.style.display = show ? 'block' : 'none';
  }
}

/** Whether a popover inside `root` is open (it closes on Escape before the modal around it). */
export function hasOpenPopover(root: Element): boolean {
  return root.querySelector(popoverSupported() ? ':popover-open' : '[data-shown="true"]') !== null;
}

/** The `popover` panels' shared reset: the top layer's UA styles centre them; they are placed by hand. */
export const panelReset = 'fixed inset-auto m-0 overflow-visible p-0';

/**
 * Makes everything outside `keep` unreachable while a modal is open (the `inert` attribute on the body's
 * other children; elements marked `data-react-aria-top-layer`, such as the session-expired bar, stay
 * usable above it) and stops the page behind from scrolling. Returns the undo.
 */
export function inertOutside(keep: Element): () => void {
  const changed: Element[] = [];
  for (const child of Array.from(document.body.children)) {
    if (child === keep || child.contains(keep) || child.hasAttribute('inert')) continue;
    if (child.hasAttribute('data-react-aria-top-layer') || child.tagName === 'SCRIPT') continue;
    child.setAttribute('inert', '');
    changed.push(child);
  }
  const root = document.documentElement;
  const overflow = root.style.overflow;
  root.style.overflow = 'hidden';
  return () => {
    for (const el of changed) el.removeAttribute('inert');
    root.style.overflow = overflow;
  };
}

/** The first element in `root` that asked for focus (`autoFocus` on our fields and buttons). */
export function autofocusTarget(root: Element): HTMLElement | null {
  return root.querySelector<HTMLElement>('[data-autofocus], [autofocus]');
}

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab stops at inside `root`, in order: shown, enabled, and one radio per group (the checked one). */
export function tabStops(root: Element): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter((el) => {
    if (el.getClientRects().length === 0 || el.closest('[inert]')) return false;
    if (el instanceof HTMLInputElement && el.type === 'radio' && !el.checked) {
      const group = el.name ? root.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(el.name)}"]`) : [];
      return !Array.from(group).some((r) => r.checked) && group[0] === el;
    }
    return true;
  });
}
