import { tv } from 'tailwind-variants/lite';

/**
 * Shared style pieces for the wrapped primitives. Variants are tailwind-variants' `tv` (its lite build:
 * the variants here never set the same property twice, so classes are joined, not merged).
 */

/** The border and background of every text-like input. */
export const fieldGroup = tv({
  base: 'flex w-full items-center rounded-lg border shadow-sm transition-colors',
  variants: {
    isFocusWithin: { true: 'border-brand-600 ring-2 ring-brand-600/25', false: '' },
    isInvalid: { true: 'border-red-600', false: '' },
    // One background and one text colour at a time: a disabled field is slate, never white and slate at once.
    isDisabled: { true: 'cursor-not-allowed bg-slate-50 text-slate-400', false: 'bg-white text-ink' },
  },
  compoundVariants: [{ isFocusWithin: false, isInvalid: false, class: 'border-slate-300 hover:border-slate-400' }],
});

/** The same look, with focus shown by CSS (:focus-within) for native inputs. */
export const fieldBox = (isInvalid: boolean, isDisabled = false, extra?: string) =>
  fieldGroup({
    isInvalid,
    isDisabled,
    class: cx('focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/25', extra),
  });

export const inputClass =
  'min-w-0 flex-1 bg-transparent px-3 py-2 text-base text-ink outline-none placeholder:text-slate-500 placeholder:italic disabled:cursor-not-allowed sm:text-sm';

export const labelClass = 'text-sm font-medium text-slate-800';
export const descriptionClass = 'text-xs text-muted';
export const errorClass = 'text-sm text-red-700';

/** Joins class names, ignoring empty values. */
export function cx(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}
