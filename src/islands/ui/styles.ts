import { tv } from 'tailwind-variants/lite';

/**
 * Shared style pieces for the wrapped primitives. The lite build of tailwind-variants skips the class
 * merger (about 30 KB): variants here never set the same property twice, so there is nothing to merge.
 */
export const focusRing = tv({
  base: 'outline-none',
  variants: {
    isFocusVisible: { true: 'ring-2 ring-brand-600 ring-offset-2', false: '' },
  },
});

/** The border and background of every text-like input, keyed by react-aria's state props. */
export const fieldGroup = tv({
  base: 'flex w-full items-center rounded-lg border bg-white text-ink shadow-sm transition-colors',
  variants: {
    isFocusWithin: { true: 'border-brand-600 ring-2 ring-brand-600/25', false: '' },
    isInvalid: { true: 'border-red-600', false: '' },
    isDisabled: { true: 'cursor-not-allowed bg-slate-50 text-slate-400', false: '' },
  },
  compoundVariants: [{ isFocusWithin: false, isInvalid: false, class: 'border-slate-300 hover:border-slate-400' }],
});

export const inputClass =
  'min-w-0 flex-1 bg-transparent px-3 py-2 text-base text-ink outline-none placeholder:text-slate-400 disabled:cursor-not-allowed sm:text-sm';

export const labelClass = 'text-sm font-medium text-slate-800';
export const descriptionClass = 'text-xs text-muted';
export const errorClass = 'text-sm text-red-700';

/** Joins class names, ignoring empty values. */
export function cx(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}
