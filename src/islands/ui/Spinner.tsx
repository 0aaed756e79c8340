import { tv } from 'tailwind-variants/lite';

const spinner = tv({
  base: 'inline-block shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent',
  variants: { size: { sm: 'h-4 w-4', md: 'h-6 w-6', lg: 'h-10 w-10 border-[3px]' } },
  defaultVariants: { size: 'md' },
});

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Announced text; `null` renders a decorative spinner (inside a button that already says it is pending). */
  label?: string | null;
  className?: string;
}

/** A loading indicator. With a label it is a polite status region. */
export function Spinner({ size, label = 'Loading', className }: SpinnerProps) {
  if (label === null) return <span aria-hidden="true" className={spinner({ size, class: className })} />;
  return (
    <span role="status" className="inline-flex items-center">
      <span aria-hidden="true" className={spinner({ size, class: className })} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** The full-area spinner protected routes show while the session loads. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-brand-600">
      <Spinner size="lg" label={label} />
    </div>
  );
}
