import {
  Button as AriaButton,
  Link as AriaLink,
  composeRenderProps,
  type ButtonProps as AriaButtonProps,
  type LinkProps as AriaLinkProps,
} from 'react-aria-components';
import { tv, type VariantProps } from 'tailwind-variants/lite';
import { Spinner } from './Spinner';

// react-aria's Button and Link: presses by pointer, touch, Enter and Space alike, with the states exposed as
// data-* attributes (data-hovered, data-pressed, data-focus-visible, data-disabled, data-pending) that the
// classes below style. Inside a DialogTrigger the button opens its Popover or Modal and reports
// aria-expanded; focus comes back to it when the panel closes.

export const buttonStyles = tv({
  base: 'relative inline-flex cursor-pointer select-none items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-600 data-[focus-visible]:ring-offset-2 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[pending]:cursor-wait',
  variants: {
    variant: {
      primary: 'bg-brand-600 text-white shadow-sm data-[hovered]:bg-brand-700 data-[pressed]:bg-brand-800',
      secondary: 'border border-slate-300 bg-white text-ink shadow-sm data-[hovered]:bg-slate-50 data-[pressed]:bg-slate-100',
      ghost: 'text-slate-700 data-[hovered]:bg-slate-100 data-[pressed]:bg-slate-200',
      danger: 'bg-red-700 text-white shadow-sm data-[hovered]:bg-red-800 data-[pressed]:bg-red-900',
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

/**
 * A button. `isPending` keeps it focusable, ignores presses (a pending submit button does not submit
 * again), announces the pending state and shows a spinner beside the label (the label stays, so
 * "Creating..." style texts remain readable). `autoFocus` inside a dialog is where the dialog puts focus.
 */
export function Button({ variant, size, className, children, ...props }: ButtonProps) {
  return (
    <AriaButton {...props} className={composeRenderProps(className, (extra) => buttonStyles({ variant, size, class: extra }))}>
      {composeRenderProps(children, (kids, { isPending }) => (
        <>
          {isPending && <Spinner size="sm" label={null} />}
          {kids}
        </>
      ))}
    </AriaButton>
  );
}

export interface ButtonLinkProps extends AriaLinkProps, ButtonVariants {}

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <AriaLink {...props} className={composeRenderProps(className, (extra) => buttonStyles({ variant, size, class: extra }))} />;
}

const linkStyles = tv({
  base: 'cursor-pointer rounded-sm font-medium text-brand-700 underline-offset-2 outline-none data-[hovered]:underline data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-600',
  variants: { quiet: { true: 'text-slate-700 data-[hovered]:text-ink', false: '' } },
});

export interface LinkProps extends AriaLinkProps {
  quiet?: boolean;
}

/** An inline text link. */
export function Link({ quiet, className, ...props }: LinkProps) {
  return <AriaLink {...props} className={composeRenderProps(className, (extra) => linkStyles({ quiet, class: extra }))} />;
}
