import type { Assumption } from '../../finance/assumptions';
import { DEFINITIONS } from '../../finance/definitions';
import { InfoButton } from '../ui/InfoButton';

/**
 * What the figures rest on (the engine's assumptions list): each value with its source, the assumed
 * ones (not given, so Atlas used a default) marked, so a reader sees what to check or change.
 */
export function Assumptions({ assumptions }: { assumptions: readonly Assumption[] }) {
  if (assumptions.length === 0) return null;
  return (
    <section aria-labelledby="assumptions-title">
      <h3 id="assumptions-title" className="flex items-center gap-1 text-sm font-semibold text-ink">
        Assumptions
        <InfoButton label="Assumptions">{DEFINITIONS.assumptions}</InfoButton>
      </h3>
      <dl className="mt-2 divide-y divide-line rounded-lg text-sm ring-1 ring-line">
        {assumptions.map((assumption) => (
          <div key={assumption.code} className="px-3 py-1.5">
            <dt className="flex items-center gap-2 text-muted">
              {assumption.label}
              {assumption.source === 'default' && (
                <span className="rounded-full bg-amber-50 px-1.5 py-px text-[11px] font-semibold text-amber-800 ring-1 ring-amber-200">
                  assumed
                </span>
              )}
            </dt>
            <dd className="text-slate-800">{assumption.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
