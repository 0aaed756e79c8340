/**
 * Shared style pieces for the wrapped primitives, and `variants`: a class map per variant (what
 * tailwind-variants' lite build did, in a few lines). Variants here never set the same property twice, so
 * classes are joined, not merged.
 */

type VariantMap = Record<string, Record<string, string>>;
/** A variant keyed `true`/`false` takes a boolean. */
type Choice<K> = K extends 'true' | 'false' ? boolean | K : K;
type Chosen<V extends VariantMap> = { [N in keyof V]?: Choice<keyof V[N] & string> | undefined };

export interface VariantConfig<V extends VariantMap> {
  base: string;
  variants: V;
  defaultVariants?: Chosen<V>;
  /** Classes added when every named variant has the given value. */
  compoundVariants?: Array<Chosen<V> & { class: string }>;
}

export type VariantFn<V extends VariantMap> = (
  props?: Chosen<V> & { class?: string | undefined; className?: string | undefined },
) => string;

/** The variant props of a `variants(...)` function. */
export type VariantProps<F> = F extends VariantFn<infer V> ? Chosen<V> : never;

/** A function from variant choices (plus `class`) to the class names. */
export function variants<V extends VariantMap>(config: VariantConfig<V>): VariantFn<V> {
  return (props = {}) => {
    const chosen = (name: keyof V) => String((props as Record<keyof V, unknown>)[name] ?? config.defaultVariants?.[name] ?? 'false');
    const parts = [config.base];
    for (const name of Object.keys(config.variants) as Array<keyof V>) parts.push(config.variants[name]?.[chosen(name)] ?? '');
    for (const { class: extra, ...when } of config.compoundVariants ?? []) {
      if (Object.entries(when).every(([name, value]) => chosen(name) === String(value))) parts.push(extra);
    }
    parts.push(props.class ?? '', props.className ?? '');
    return cx(...parts);
  };
}

/** The border and background of every text-like input. */
export const fieldGroup = variants({
  base: 'flex w-full items-center rounded-lg border bg-white text-ink shadow-sm transition-colors',
  variants: {
    isFocusWithin: { true: 'border-brand-600 ring-2 ring-brand-600/25', false: '' },
    isInvalid: { true: 'border-red-600', false: '' },
    isDisabled: { true: 'cursor-not-allowed bg-slate-50 text-slate-400', false: '' },
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
