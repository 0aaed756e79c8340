import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { PopoverProps as AriaPopoverProps } from 'react-aria-components';
import {
  autofocusTarget,
  followAnchor,
  inertOutside,
  hasOpenPopover,
  showPanel,
  panelReset,
  tabStops,
  TriggerContext,
  useTrigger,
  type Placement,
} from './overlay';
import { CloseIcon } from './icons';
import { cx } from './styles';

// Dialogs and popovers on the platform (see overlay.ts): a modal is a `role="dialog"` panel in a layer of
// its own with the rest of the page inert; a popover is an element with the HTML `popover` attribute (top
// layer, light dismiss, Escape). react-aria's overlays cost about 25 KB gzip on the project page.

export interface DialogTriggerProps {
  /** The trigger (a Button) and the panel (a Popover or Modal). */
  children: ReactNode;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * Ties a Button to the Popover or Modal beside it: the button opens and closes the panel (and reports
 * aria-expanded), the panel is anchored to it, and focus returns to it when the panel closes.
 */
export function DialogTrigger({ children, isOpen, defaultOpen = false, onOpenChange }: DialogTriggerProps) {
  const [own, setOwn] = useState(defaultOpen);
  const open = isOpen ?? own;
  const triggerRef = useRef<HTMLElement | null>(null);
  const panelId = useId();
  const setOpen = useCallback(
    (next: boolean) => {
      setOwn(next);
      onOpenChange?.(next);
    },
    [onOpenChange],
  );
  const value = useMemo(() => ({ isOpen: open, setOpen, triggerRef, panelId }), [open, setOpen, panelId]);
  return <TriggerContext.Provider value={value}>{children}</TriggerContext.Provider>;
}

/** Open state from the props when given, else from the enclosing DialogTrigger. */
function useOpenState(isOpen: boolean | undefined, onOpenChange: ((open: boolean) => void) | undefined) {
  const trigger = useTrigger();
  const open = isOpen ?? trigger?.isOpen ?? false;
  const setOpen = (next: boolean) => {
    onOpenChange?.(next);
    if (isOpen === undefined) trigger?.setOpen(next);
  };
  return { trigger, open, setOpen };
}

const overlay = 'fixed inset-0 z-50 flex min-h-full items-start justify-center overflow-y-auto bg-slate-900/50 p-4 sm:items-center';
const sizes = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

interface LayerProps {
  role: 'dialog' | 'alertdialog';
  titleId: string;
  descriptionId?: string | undefined;
  className: string;
  isDismissable: boolean;
  close: () => void;
  restoreTo: HTMLElement | null;
  children: ReactNode;
}

/**
 * The open modal: a full-screen layer appended to the body, everything else inert, focus moved into the
 * panel (to a field or button marked autoFocus, else the panel itself so its title is read) and given back
 * on close. Escape closes; a click on the backdrop closes when dismissable.
 */
function ModalLayer({ role, titleId, descriptionId, className, isDismissable, close, restoreTo, children }: LayerProps) {
  const layerRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const pressedOutside = useRef(false);
  const closeRef = useRef(close);
  closeRef.current = close;
  // Where focus goes back to: the trigger, else what had focus when the dialog opened.
  const restoreRef = useRef(restoreTo);

  useLayoutEffect(() => {
    const layer = layerRef.current;
    const panel = panelRef.current;
    if (!layer || !panel) return undefined;
    const before = restoreRef.current ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    const undo = inertOutside(layer);
    (autofocusTarget(panel) ?? panel).focus();
    // Escape closes the topmost modal wherever focus is (even on the body after a click on plain text),
    // unless a popover or tooltip inside it is open: that closes first.
    // Tab and Shift+Tab wrap around inside the panel instead of leaving for the browser's toolbar.
    const onKeyDown = (e: globalThis.KeyboardEvent) => {
      if (e.defaultPrevented) return;
      const layers = document.querySelectorAll('[data-modal-layer]');
      if (layers[layers.length - 1] !== layer) return;
      if (e.key === 'Tab') {
        const stops = tabStops(panel);
        const first = stops[0];
        const last = stops[stops.length - 1];
        const active = document.activeElement;
        if (!first || !last) return;
        if (e.shiftKey && (active === first || active === panel || !panel.contains(active))) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && (active === last || !panel.contains(active))) {
          e.preventDefault();
          first.focus();
        }
        return;
      }
      if (e.key !== 'Escape' || hasOpenPopover(layer)) return;
      closeRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      undo();
      // Give focus back unless it has already moved somewhere that is still on the page.
      if (
        before?.isConnected &&
        (!document.activeElement || document.activeElement === document.body || layer.contains(document.activeElement))
      ) {
        before.focus();
      }
    };
    // Runs once per opening: the layer is mounted while the dialog is open.
  }, []);

  return (
    // The backdrop's click is the pointer's way out; the keyboard's is Escape (handled above), so the
    // backdrop itself needs no key handler or role.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      ref={layerRef}
      data-modal-layer=""
      className={overlay}
      onPointerDown={(e) => (pressedOutside.current = e.target === e.currentTarget)}
      onClick={(e) => {
        if (isDismissable && pressedOutside.current && e.target === e.currentTarget) closeRef.current();
        pressedOutside.current = false;
      }}
    >
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        className={cx('w-full rounded-xl bg-white shadow-xl outline-none', className)}
      >
        {/* What is inside a panel is not part of an outer trigger. */}
        <TriggerContext.Provider value={null}>{children}</TriggerContext.Provider>
      </div>
    </div>
  );
}

function Layer(props: LayerProps) {
  if (typeof document === 'undefined') return null;
  return createPortal(<ModalLayer {...props} />, document.body);
}

export interface ModalProps {
  /** The dialog's title (its accessible name). */
  title: ReactNode;
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Buttons at the bottom right; receives `close`. */
  footer?: (close: () => void) => ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Controlled open state (otherwise use inside a DialogTrigger). */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Close on a click outside (default true; false for forms with unsaved input). */
  isDismissable?: boolean;
  /** `alertdialog` for confirmations that interrupt. */
  role?: 'dialog' | 'alertdialog';
  description?: ReactNode;
}

/**
 * A modal dialog: focus moves in and is given back, Escape closes, the page behind is inert. The body
 * scrolls when taller than the viewport; the header and footer stay visible.
 */
export function Modal({ title, children, footer, size = 'md', isOpen, onOpenChange, isDismissable = true, role, description }: ModalProps) {
  const { trigger, open, setOpen } = useOpenState(isOpen, onOpenChange);
  const titleId = useId();
  const descriptionId = useId();
  if (!open) return null;
  const close = () => setOpen(false);
  return (
    <Layer
      role={role ?? 'dialog'}
      titleId={titleId}
      descriptionId={description ? descriptionId : undefined}
      className={cx(sizes[size], 'flex max-h-[calc(100dvh-2rem)] flex-col')}
      isDismissable={isDismissable}
      close={close}
      restoreTo={trigger?.triggerRef.current ?? null}
    >
      <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-6 pt-5 pb-4">
        <div>
          <h2 id={titleId} className="text-lg font-semibold text-ink">
            {title}
          </h2>
          {description && (
            <p id={descriptionId} className="mt-1 text-sm text-muted">
              {description}
            </p>
          )}
        </div>
        <button
          type="button"
          onClick={close}
          aria-label="Close"
          className="-mr-2 cursor-pointer rounded-md p-1.5 text-slate-500 outline-none hover:bg-slate-100 hover:text-ink focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          <CloseIcon className="h-5 w-5" />
        </button>
      </div>
      <div className="flex-1 overflow-y-auto px-6 py-5">{typeof children === 'function' ? children(close) : children}</div>
      {footer && <div className="flex flex-wrap justify-end gap-3 border-t border-slate-100 px-6 py-4">{footer(close)}</div>}
    </Layer>
  );
}

export interface AlertDialogProps {
  title: ReactNode;
  children: ReactNode;
  /** The confirming action; receives `close`. */
  actions: (close: () => void) => ReactNode;
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/** A confirmation that interrupts (role alertdialog); a click outside does not dismiss it. */
export function AlertDialog({ title, children, actions, isOpen, onOpenChange }: AlertDialogProps) {
  const { trigger, open, setOpen } = useOpenState(isOpen, onOpenChange);
  const titleId = useId();
  if (!open) return null;
  const close = () => setOpen(false);
  return (
    <Layer
      role="alertdialog"
      titleId={titleId}
      className={cx(sizes.sm, 'p-6')}
      isDismissable={false}
      close={close}
      restoreTo={trigger?.triggerRef.current ?? null}
    >
      <h2 id={titleId} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <div className="mt-2 text-sm text-slate-700">{children}</div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">{actions(close)}</div>
    </Layer>
  );
}

export interface PopoverProps extends Omit<AriaPopoverProps, 'children' | 'className' | 'placement'> {
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Accessible name of the popover's dialog. */
  'aria-label'?: string;
  title?: ReactNode;
  className?: string;
  /** Side of the trigger, then alignment: `bottom end` (default), `bottom`, `top start`, … */
  placement?: Placement;
}

/**
 * A non-modal panel anchored to its trigger (put both inside a DialogTrigger): an HTML `popover` (top layer;
 * a click elsewhere or Escape closes it), role dialog named by its title or aria-label. Opening moves focus
 * into it; closing gives focus back to the trigger. Its content renders only while it is open.
 */
export function Popover({ children, title, className, placement = 'bottom end', isOpen, onOpenChange, ...props }: PopoverProps) {
  const { trigger, open, setOpen } = useOpenState(isOpen, onOpenChange);
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const ownId = useId();
  const id = trigger?.panelId ?? ownId;
  const label = props['aria-label'];
  const setOpenRef = useRef(setOpen);
  setOpenRef.current = setOpen;
  const openRef = useRef(open);
  openRef.current = open;

  // The browser closes the popover itself (a click elsewhere, Escape); its toggle event keeps React's state
  // in step and gives focus back to the trigger.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const onToggle = (e: Event) => {
      const next = (e as ToggleEvent).newState === 'open';
      if (next !== openRef.current) setOpenRef.current(next);
      if (!next) {
        const back = trigger?.triggerRef.current;
        const active = document.activeElement;
        if (back?.isConnected && (!active || active === document.body || el.contains(active))) back.focus();
      }
    };
    el.addEventListener('toggle', onToggle);
    return () => el.removeEventListener('toggle', onToggle);
  }, [trigger]);

  // Opened (by the trigger, or a controlled isOpen): show it, place it beside the trigger before the first
  // paint, move focus in.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    showPanel(el, open);
    if (!open) return undefined;
    const anchor = trigger?.triggerRef.current;
    const stop = anchor ? followAnchor(el, anchor, placement) : undefined;
    el.querySelector<HTMLElement>('[role="dialog"]')?.focus();
    return stop;
  }, [open, trigger, placement]);

  const close = () => setOpen(false);
  return (
    <div
      ref={ref}
      id={id}
      popover="auto"
      className={cx(
        panelReset,
        'z-50 max-w-[calc(100vw-1rem)] rounded-xl border border-slate-200 bg-white text-ink shadow-lg outline-none',
        className,
      )}
    >
      {open && (
        <div
          role="dialog"
          tabIndex={-1}
          {...(label ? { 'aria-label': label } : title ? { 'aria-labelledby': titleId } : {})}
          className="p-4 outline-none"
        >
          <TriggerContext.Provider value={null}>
            {title && (
              <h3 id={titleId} className="mb-3 text-base font-semibold text-ink">
                {title}
              </h3>
            )}
            {typeof children === 'function' ? children(close) : children}
          </TriggerContext.Provider>
        </div>
      )}
    </div>
  );
}
