import { readTariff, type StoredTariff, type TariffIssue } from '../../finance/bill/tariff';
import { cx } from '../ui/styles';

/** $/kWh as typed on a bill: up to 5 decimals. */
export const perKwh = (rate: number): string =>
  `${rate.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 5 })}/kWh`;
export const dollars = (amount: number): string =>
  amount.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** An ISO moment as a date a person reads ("Jan 15, 2026"). */
export const day = (iso: string): string => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleDateString('en-US', { dateStyle: 'medium' });
};

const EXPORT_TEXT = {
  net_metering: 'Net metering: exports offset the same month’s use at the full retail price; kWh left over are paid at the true-up',
  net_billing: 'Net billing: each exported kWh earns its export rate, credited against energy charges',
  none: 'No export credit',
} as const;

/** Where a stored rate came from, in one line ("Imported from e1.json on Jan 15, 2026"). */
export function sourceLine(rate: StoredTariff): string {
  const source = rate.atlas_source;
  if (source === undefined) return 'Saved earlier';
  if (source.kind === 'urdb') return `Imported from ${source.file ?? 'a Utility Rate Database file'} on ${day(source.saved_at)}`;
  return `Typed in on ${day(source.saved_at)}`;
}

/** The problems the engine finds with a rate: errors (it cannot bill it) red, notes amber, each naming the field. */
export function IssueList({ issues }: { issues: readonly TariffIssue[] }) {
  if (issues.length === 0) return null;
  return (
    <ul aria-label="What Atlas found in this rate" className="mt-3 space-y-1.5">
      {issues.map((issue, i) => (
        <li
          key={`${issue.field}-${i}`}
          className={cx(
            'rounded-md px-3 py-2 text-sm',
            issue.severity === 'error' ? 'bg-red-50 text-red-800 ring-1 ring-red-200' : 'bg-amber-50 text-amber-900 ring-1 ring-amber-200',
          )}
        >
          <span className="sr-only">{issue.severity === 'error' ? 'Error: ' : 'Note: '}</span>
          {issue.message}
        </li>
      ))}
    </ul>
  );
}

/**
 * A rate as Atlas reads it (URDB's fields through the engine's own reader): its prices by period and tier,
 * whether they change by the hour, the fixed charge, the minimum bill and how exports are paid.
 */
export function RateSummary({ rate }: { rate: StoredTariff }) {
  const { tariff } = readTariff(rate);
  const utility = typeof rate.utility === 'string' ? rate.utility : null;
  return (
    <div className="rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-line">
      <p className="font-semibold text-ink">
        {typeof rate.name === 'string' ? rate.name : 'Unnamed rate'}
        {utility && <span className="font-normal text-slate-600"> · {utility}</span>}
      </p>
      {tariff === null ? (
        <p className="mt-1 text-red-800">Atlas cannot bill this rate as it is (see below).</p>
      ) : (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="text-slate-600">Prices</dt>
          <dd>
            <ul>
              {tariff.periods.map((period, p) => (
                <li key={p}>
                  {tariff.periods.length > 1 && <span className="text-slate-600">Period {p + 1}: </span>}
                  {period.tiers
                    .map((tier, k) =>
                      period.tiers.length === 1
                        ? perKwh(tier.rate)
                        : k === period.tiers.length - 1
                          ? `then ${perKwh(tier.rate)}`
                          : `${perKwh(tier.rate)} up to ${tier.max.toLocaleString('en-US')} kWh a ${tier.daily ? 'day' : 'month'}`,
                    )
                    .join(', ')}
                </li>
              ))}
            </ul>
          </dd>
          <dt className="text-slate-600">By the hour</dt>
          <dd>{tariff.timeOfUse ? 'Time of use: the price depends on the hour, the day and the month' : 'The same price at every hour'}</dd>
          <dt className="text-slate-600">Fixed charge</dt>
          <dd>
            {dollars(tariff.fixedCharge)} a {tariff.fixedPer}
          </dd>
          <dt className="text-slate-600">Minimum bill</dt>
          <dd>{tariff.minCharge > 0 ? `${dollars(tariff.minCharge)} a ${tariff.minPer}` : 'None'}</dd>
          <dt className="text-slate-600">Exports</dt>
          <dd>{EXPORT_TEXT[tariff.exportCompensation]}</dd>
        </dl>
      )}
    </div>
  );
}
