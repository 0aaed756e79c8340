import { cx } from './styles';

export interface StepperStep {
  id: number;
  label: string;
}

export interface StepperProps {
  /** Names the navigation landmark (e.g. "Quote steps"). */
  'aria-label': string;
  steps: readonly StepperStep[];
  current: number;
  /** Steps after this one cannot be chosen yet. */
  furthest: number;
  onSelect: (id: number) => void;
  className?: string;
}

/**
 * Step chips of a wizard: one button per step, numbered; the current step has aria-current="step",
 * steps up to the furthest reached are clickable, later ones are disabled (spec: quote wizard).
 */
export function Stepper({ steps, current, furthest, onSelect, className, ...aria }: StepperProps) {
  return (
    <nav aria-label={aria['aria-label']} className={className}>
      <ol className="flex flex-wrap gap-2">
        {steps.map((step) => {
          const isCurrent = step.id === current;
          const done = step.id < current || (step.id <= furthest && !isCurrent);
          return (
            <li key={step.id}>
              <button
                type="button"
                onClick={() => onSelect(step.id)}
                disabled={step.id > furthest}
                {...(isCurrent ? { 'aria-current': 'step' as const } : {})}
                className={cx(
                  'inline-flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium outline-none transition-colors focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 disabled:cursor-not-allowed',
                  isCurrent
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : done
                      ? 'border-brand-200 bg-brand-50 text-brand-800 hover:bg-brand-100'
                      : 'border-slate-200 bg-white text-slate-500',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cx(
                    'flex h-5 w-5 items-center justify-center rounded-full text-xs font-semibold',
                    isCurrent ? 'bg-white text-brand-700' : done ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-500',
                  )}
                >
                  {done ? '✓' : step.id}
                </span>
                {step.label}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
