import { useRef, useState, type MouseEvent, type ReactNode, type Ref } from 'react';
import type {
  ButtonProps as AriaButtonProps,
  ButtonRenderProps,
  LinkProps as AriaLinkProps,
  LinkRenderProps,
  PressEvent,
} from 'react-aria-components';
import { Spinner } from './Spinner';
import { useTrigger } from './overlay';
import { variants, type VariantProps } from './styles';

// The browser's own <button> and <a>: a click is what react-aria calls a press (pointer, Enter, Space), and
// :hover, :active, :focus-visible and :disabled style the states. react-aria's press and focus machinery
// was the 20 KB gzip chunk every signed-in page loaded at start. The props stay react-aria's, so callers
// keep `onPress`, `isDisabled`, `isPending` and render-function class names.

export const buttonStyles = variants({
  base: 'relative inline-flex cursor-pointer select-none items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 data-[pending]:cursor-wait',
  variants: {
    variant: {
      primary: 'bg-brand-600 text-white shadow-sm hover:not-disabled:bg-brand-700 active:not-disabled:bg-brand-800',
      secondary: 'border border-slate-300 bg-white text-ink shadow-sm hover:not-disabled:bg-slate-50 active:not-disabled:bg-slate-100',
      ghost: 'text-slate-700 hover:not-disabled:bg-slate-100 active:not-disabled:bg-slate-200',
      danger: 'bg-red-700 text-white shadow-sm hover:not-disabled:bg-red-800 active:not-disabled:bg-red-900',
    },
    size: {
      sm: 'h-8 px-3 text-sm',
      md: 'h-10 px-4 text-sm',
      lg: 'h-12 px-6 text-base',
      icon: 'h-9 w-9 p-0',
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = VariantProps<typeof buttonStyles>;

export interface ButtonProps extends AriaButtonProps, ButtonVariants {}

/** What a render-function className or children receives (react-aria's render props, from the DOM state). */
function renderState(isDisabled: boolean, isPending: boolean, isFocused: boolean) {
  return {
    isHovered: false,
    isPressed: false,
    isFocused,
    isFocusVisible: false,
    isDisabled,
    isPending,
    defaultChildren: undefined,
  } as unknown as ButtonRenderProps & { defaultClassName: string | undefined; defaultChildren: ReactNode };
}

/** A press event for callers that read one (the target and the modifier keys are real). */
function pressEvent(e: MouseEvent<HTMLElement>): PressEvent {
  return {
    type: 'press',
    pointerType: e.detail === 0 ? 'keyboard' : 'mouse',
    target: e.currentTarget,
    shiftKey: e.shiftKey,
    ctrlKey: e.ctrlKey,
    metaKey: e.metaKey,
    altKey: e.altKey,
    x: e.clientX,
    y: e.clientY,
    continuePropagation: () => {},
  } as unknown as PressEvent;
}

/** Props react-aria takes that have no DOM attribute of the same name: read here, never put on the element. */
const ARIA_ONLY = [
  'onPressStart',
  'onPressEnd',
  'onPressChange',
  'onPressUp',
  'onHoverStart',
  'onHoverEnd',
  'onHoverChange',
  'onFocusChange',
  'excludeFromTabOrder',
  'preventFocusOnPress',
  'slot',
  'isDisabled',
  'isPending',
  'onPress',
  'routerOptions',
] as const;

function domProps<T extends object>(props: T): Record<string, unknown> {
  const out: Record<string, unknown> = { ...(props as Record<string, unknown>) };
  for (const key of ARIA_ONLY) delete out[key];
  return out;
}

function setRef<T>(ref: Ref<T> | undefined, value: T) {
  if (typeof ref === 'function') ref(value);
  else if (ref && typeof ref === 'object') (ref as { current: T }).current = value;
}

/**
 * A button. `isPending` keeps it focusable, ignores presses and shows a spinner beside the label (the label
 * stays, so "Creating..." style texts remain readable). Inside a DialogTrigger it opens the panel and reports
 * aria-expanded. `autoFocus` inside a dialog is where the dialog puts focus when it opens.
 */
export function Button({
  variant,
  size,
  className,
  children,
  type = 'button',
  autoFocus,
  ...props
}: ButtonProps & { ref?: Ref<HTMLButtonElement> }) {
  const trigger = useTrigger();
  const [isFocused, setFocused] = useState(false);
  const isDisabled = Boolean(props.isDisabled);
  const isPending = Boolean(props.isPending);
  const state = renderState(isDisabled, isPending, isFocused);
  const extra = typeof className === 'function' ? className(state) : className;
  const kids = typeof children === 'function' ? children(state) : children;
  const rest = domProps(props);
  const own = useRef<HTMLButtonElement | null>(null);
  const { ref, onFocus, onBlur } = rest as {
    ref?: Ref<HTMLButtonElement>;
    onFocus?: (e: unknown) => void;
    onBlur?: (e: unknown) => void;
  };
  delete rest.ref;
  return (
    <button
      {...rest}
      ref={(el) => {
        own.current = el;
        setRef(ref, el);
        if (trigger) trigger.triggerRef.current = el;
      }}
      type={type}
      disabled={isDisabled || undefined}
      {...(autoFocus ? { autoFocus: true, 'data-autofocus': '' } : {})}
      {...(isPending ? { 'data-pending': '' } : {})}
      {...(trigger
        ? { 'aria-haspopup': 'dialog', 'aria-expanded': trigger.isOpen, 'aria-controls': trigger.isOpen ? trigger.panelId : undefined }
        : {})}
      className={buttonStyles({ variant, size, class: extra })}
      onFocus={(e) => {
        setFocused(true);
        onFocus?.(e);
        props.onFocusChange?.(true);
      }}
      onBlur={(e) => {
        setFocused(false);
        onBlur?.(e);
        props.onFocusChange?.(false);
      }}
      onClick={(e) => {
        // A pending button stays focusable but does nothing, and a pending submit button does not submit again.
        if (isPending || isDisabled) return e.preventDefault();
        props.onPress?.(pressEvent(e));
        if (trigger) trigger.setOpen(!trigger.isOpen);
      }}
    >
      {isPending && <Spinner size="sm" label={null} />}
      {kids}
    </button>
  );
}

export interface ButtonLinkProps extends AriaLinkProps, ButtonVariants {}

function linkClass(className: AriaLinkProps['className'], isDisabled: boolean): string | undefined {
  if (typeof className !== 'function') return className;
  return className({
    isHovered: false,
    isPressed: false,
    isFocused: false,
    isFocusVisible: false,
    isDisabled,
    isCurrent: false,
  } as unknown as LinkRenderProps & {
    defaultClassName: string | undefined;
  });
}

/** An <a>; a disabled link keeps its text but loses its href (aria-disabled). */
function Anchor({ className, children, isDisabled, ...props }: AriaLinkProps & { className?: string | undefined }) {
  const rest = domProps(props);
  const kids =
    typeof children === 'function'
      ? children({
          isHovered: false,
          isPressed: false,
          isFocused: false,
          isFocusVisible: false,
          isDisabled: Boolean(isDisabled),
          isCurrent: false,
        } as unknown as LinkRenderProps & {
          defaultChildren: ReactNode;
        })
      : children;
  if (isDisabled) {
    delete rest.href;
    rest['aria-disabled'] = true;
    rest.role = 'link';
  }
  const onPress = props.onPress;
  return (
    <a {...rest} className={className} {...(onPress ? { onClick: (e: MouseEvent<HTMLAnchorElement>) => onPress(pressEvent(e)) } : {})}>
      {kids}
    </a>
  );
}

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <Anchor {...props} className={buttonStyles({ variant, size, class: linkClass(className, Boolean(props.isDisabled)) })} />;
}

const linkStyles = variants({
  base: 'cursor-pointer rounded-sm font-medium text-brand-700 underline-offset-2 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-brand-600',
  variants: { quiet: { true: 'text-slate-700 hover:text-ink', false: '' } },
});

export interface LinkProps extends AriaLinkProps {
  quiet?: boolean;
}

/** An inline text link. */
export function Link({ quiet, className, ...props }: LinkProps) {
  return <Anchor {...props} className={linkStyles({ quiet, class: linkClass(className, Boolean(props.isDisabled)) })} />;
}
