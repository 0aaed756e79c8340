import type { Warning } from '../../finance/warnings';
import { cx } from '../ui/styles';

/**
 * The engine's errors (red) and warnings (amber) above the figures, each named for screen readers.
 * `text` words a warning (the calculator prefixes the field's label); by default its message.
 */
export function WarningList({ warnings, text = (w) => w.message }: { warnings: readonly Warning[]; text?: (w: Warning) => string }) {
  if (warnings.length === 0) return null;
  return (
    <ul aria-label="Warnings" className="mt-4 space-y-1.5">
      {warnings.map((w, index) => (
        <li
          key={`${w.code}-${index}`}
          className={cx(
            'rounded-md px-3 py-2 text-sm',
            w.severity === 'error' ? 'bg-red-50 text-red-800 ring-1 ring-red-200' : 'bg-amber-50 text-amber-900 ring-1 ring-amber-200',
          )}
        >
          <span className="sr-only">{w.severity === 'error' ? 'Error: ' : 'Warning: '}</span>
          {text(w)}
        </li>
      ))}
    </ul>
  );
}
