import { useId, type ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  DialogTrigger,
  Heading,
  Modal as AriaModal,
  ModalOverlay,
  Popover as AriaPopover,
  type DialogProps as AriaDialogProps,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components';
import { tv } from 'tailwind-variants/lite';
import { CloseIcon } from './icons';
import { cx } from './styles';

// react-aria's overlays: a modal traps focus and gives it back to what opened it, makes the page behind
// inert, locks its scroll (iOS too) and closes on Escape; a popover is placed beside its trigger and
// re-placed when the page scrolls or resizes or the viewport edge is near, and closes on Escape or a press
// outside. Both are portalled to the body; toasts stay usable above a modal (sonner's region is marked as a
// top layer).

export { DialogTrigger };

const overlay = 'fixed inset-0 z-50 flex min-h-full items-start justify-center overflow-y-auto bg-slate-900/50 p-4 sm:items-center';

const modal = tv({
  base: 'w-full rounded-xl bg-white shadow-xl outline-none',
  variants: { size: { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' } },
  defaultVariants: { size: 'md' },
});

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
  role?: AriaDialogProps['role'];
  description?: ReactNode;
}

/** The open-state props to pass on: only those given, so an enclosing DialogTrigger keeps control otherwise. */
function openProps(isOpen: boolean | undefined, onOpenChange: ((open: boolean) => void) | undefined) {
  const open: { isOpen?: boolean; onOpenChange?: (o: boolean) => void } = {};
  if (isOpen !== undefined) open.isOpen = isOpen;
  if (onOpenChange) open.onOpenChange = onOpenChange;
  return open;
}

const closeButton =
  '-mr-2 cursor-pointer rounded-md p-1.5 text-slate-500 outline-none hover:bg-slate-100 hover:text-ink focus-visible:ring-2 focus-visible:ring-brand-600';

/**
 * A modal dialog: focus moves in (to a field or button marked autoFocus, else the dialog so its title is
 * read) and is given back on close, Escape closes, the page behind is inert and does not scroll. The body
 * scrolls when taller than the viewport; the header and footer stay visible.
 */
export function Modal({ title, children, footer, size, isOpen, onOpenChange, isDismissable = true, role, description }: ModalProps) {
  const descriptionId = useId();
  return (
    <ModalOverlay {...openProps(isOpen, onOpenChange)} isDismissable={isDismissable} className={overlay}>
      <AriaModal className={modal({ size })}>
        <AriaDialog
          role={role ?? 'dialog'}
          {...(description ? { 'aria-describedby': descriptionId } : {})}
          className="flex max-h-[calc(100dvh-2rem)] flex-col outline-none"
        >
          {({ close }) => (
            <>
              <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-6 pt-5 pb-4">
                <div>
                  <Heading slot="title" className="text-lg font-semibold text-ink">
                    {title}
                  </Heading>
                  {description && (
                    <p id={descriptionId} className="mt-1 text-sm text-muted">
                      {description}
                    </p>
                  )}
                </div>
                {/* A plain button: an icon-only control outside the Button variants; it closes like Escape. */}
                <button type="button" onClick={close} aria-label="Close" className={closeButton}>
                  <CloseIcon className="h-5 w-5" />
                </button>
              </div>
              <div className="flex-1 overflow-y-auto px-6 py-5">{typeof children === 'function' ? children(close) : children}</div>
              {footer && <div className="flex flex-wrap justify-end gap-3 border-t border-slate-100 px-6 py-4">{footer(close)}</div>}
            </>
          )}
        </AriaDialog>
      </AriaModal>
    </ModalOverlay>
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
  return (
    <ModalOverlay {...openProps(isOpen, onOpenChange)} isDismissable={false} className={overlay}>
      <AriaModal className={modal({ size: 'sm' })}>
        <AriaDialog role="alertdialog" className="p-6 outline-none">
          {({ close }) => (
            <>
              <Heading slot="title" className="text-lg font-semibold text-ink">
                {title}
              </Heading>
              <div className="mt-2 text-sm text-slate-700">{children}</div>
              <div className="mt-6 flex flex-wrap justify-end gap-3">{actions(close)}</div>
            </>
          )}
        </AriaDialog>
      </AriaModal>
    </ModalOverlay>
  );
}

export interface PopoverProps extends Omit<AriaPopoverProps, 'children' | 'className'> {
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Accessible name of the popover's dialog. */
  'aria-label'?: string;
  title?: ReactNode;
  className?: string;
}

/**
 * A non-modal panel anchored to its trigger (put both inside a DialogTrigger), role dialog named by its
 * title or aria-label. Opening moves focus into it; Escape or a press outside closes it and focus goes back
 * to the trigger. It flips and shifts to stay in the viewport.
 */
export function Popover({ children, title, className, placement = 'bottom end', ...props }: PopoverProps) {
  const label = props['aria-label'];
  return (
    <AriaPopover
      {...props}
      placement={placement}
      offset={8}
      className={cx('z-50 max-w-[calc(100vw-1rem)] rounded-xl border border-slate-200 bg-white text-ink shadow-lg outline-none', className)}
    >
      <AriaDialog {...(label ? { 'aria-label': label } : {})} className="p-4 outline-none">
        {({ close }) => (
          <>
            {title && (
              <Heading slot="title" className="mb-3 text-base font-semibold text-ink">
                {title}
              </Heading>
            )}
            {typeof children === 'function' ? children(close) : children}
          </>
        )}
      </AriaDialog>
    </AriaPopover>
  );
}
