import { useId } from 'react';
import { cx, descriptionClass, labelClass } from './styles';

export interface StarRatingProps {
  label: string;
  /** 0 (not rated) to `max`. */
  value: number;
  onChange: (value: number) => void;
  max?: number;
  description?: string;
  className?: string;
}

const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z';

/**
 * A 1-to-5 star rating (spec: trust ratings, 0 until rated). A group of native radio buttons: arrow keys
 * move the rating, each star is announced as "n stars", and the stars up to the choice are filled.
 */
export function StarRating({ label, value, onChange, max = 5, description, className }: StarRatingProps) {
  const id = useId();
  const stars = Array.from({ length: max }, (_, i) => i + 1);
  return (
    <div
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-describedby={description ? `${id}-description` : undefined}
      aria-orientation="horizontal"
      className={cx('flex flex-col gap-1.5', className)}
    >
      <span id={`${id}-label`} className={labelClass}>
        {label}
      </span>
      <div className="flex items-center gap-1">
        {stars.map((n) => (
          <label
            key={n}
            className="relative flex cursor-pointer rounded-md p-0.5 has-focus-visible:ring-2 has-focus-visible:ring-brand-600"
          >
            <input
              type="radio"
              name={id}
              value={n}
              checked={n === value}
              onChange={() => onChange(n)}
              aria-label={`${n} ${n === 1 ? 'star' : 'stars'}`}
              className="absolute inset-0 h-full w-full cursor-pointer appearance-none outline-none"
            />
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className={cx(
                'pointer-events-none relative h-7 w-7 transition-colors',
                n <= value ? 'fill-amber-400 text-amber-500' : 'fill-slate-200 text-slate-300',
              )}
              stroke="currentColor"
              strokeWidth="1"
            >
              <path d={STAR} />
            </svg>
          </label>
        ))}
        <span className="ml-2 text-sm tabular-nums text-muted">{value > 0 ? `${value} of ${max}` : 'Not rated'}</span>
      </div>
      {description && (
        <span id={`${id}-description`} className={descriptionClass}>
          {description}
        </span>
      )}
    </div>
  );
}
