import { coerceBoolean, coerceNumber, numberOr } from './coerce';
import { costPerWatt } from './cost';
import { D } from './decimal';
import { isOwned, readPaymentMethod } from './payment-method';
import type { ProjectEnergySettings, ProposalData } from './quote-input';
import { centsToDollars, dollarsToCents } from './rounding';

/** One line of the side panel's 'Almost there!' checklist. */
export interface ChecklistItem {
  readonly key:
    | 'system_size_kw'
    | 'solar_system_cost'
    | 'lease_monthly_payment'
    | 'ppa_rate_per_kwh'
    | 'year1_production_kwh'
    | 'monthly_consumption_kwh'
    | 'current_rate_per_kwh';
  readonly label: string;
  readonly ok: boolean;
}

const positive = (value: unknown): boolean => {
  const coerced = coerceNumber(value);
  return coerced.kind === 'number' && coerced.value > 0;
};

const present = (value: unknown): boolean => {
  const coerced = coerceNumber(value);
  return coerced.kind === 'number' && coerced.value >= 0;
};

/**
 * The 'Almost there!' checklist (spec §2 "Side panel"): System Size, System Cost, Year 1
 * Production, Monthly Consumption and Current Rate, each ticked when greater than 0. A lease or PPA
 * need not state the system's price; its payment (or rate per kWh) takes the System Cost line,
 * ticked when given (a prepaid lease may have no monthly payment).
 */
export function missingRequiredInputs(
  project: ProjectEnergySettings | null | undefined,
  proposal: ProposalData | null | undefined,
): ChecklistItem[] {
  const p = proposal ?? {};
  const s = project ?? {};
  const method = readPaymentMethod(p.payment_method);
  return [
    { key: 'system_size_kw', label: 'System Size', ok: positive(p.system_size_kw) },
    method === 'lease'
      ? { key: 'lease_monthly_payment', label: 'Lease Payment', ok: present(p.lease_monthly_payment) }
      : method === 'ppa'
        ? { key: 'ppa_rate_per_kwh', label: 'PPA Rate', ok: present(p.ppa_rate_per_kwh) }
        : { key: 'solar_system_cost', label: 'System Cost', ok: positive(p.solar_system_cost) },
    { key: 'year1_production_kwh', label: 'Year 1 Production', ok: positive(p.year1_production_kwh) },
    { key: 'monthly_consumption_kwh', label: 'Monthly Consumption', ok: positive(s.monthly_consumption_kwh) },
    { key: 'current_rate_per_kwh', label: 'Current Rate', ok: positive(s.current_rate_per_kwh) },
  ];
}

/** True when the Financial Analysis panel can be shown instead of the checklist. */
export function isReadyForAnalysis(project: ProjectEnergySettings | null | undefined, proposal: ProposalData | null | undefined): boolean {
  return missingRequiredInputs(project, proposal).every((item) => item.ok);
}

/** The panel's fallback when the engine cannot run: costs only (spec §2 "Side panel"). */
export interface CostOnlySummary {
  readonly totalSystemCost: number;
  readonly netInvestment: number;
  readonly costPerWattBeforeIncentives: number | null;
  readonly costPerWattAfterIncentives: number | null;
}

const money = (value: unknown): number => Math.max(0, dollarsToCents(numberOr(value, 0)));

/**
 * Cost-only figures from whatever the quote holds; missing or bad numbers count as 0. Never
 * negative (a draft never stores a negative net cost or $/W: incentives above the cost leave 0).
 * On a lease or PPA incentives are the owner's and are not subtracted. Never throws.
 */
export function costOnlySummary(proposal: ProposalData | null | undefined): CostOnlySummary {
  const p = proposal ?? {};
  const battery = coerceBoolean(p.battery_included);
  const method = readPaymentMethod(p.payment_method);
  const owned = method === null || isOwned(method);
  const solarAndOther = money(p.solar_system_cost) + money(p.other_costs);
  const total = solarAndOther + (battery ? money(p.battery_cost) : 0);
  const solarIncentives = owned ? money(p.solar_incentives) : 0;
  const incentives = solarIncentives + (owned && battery ? money(p.battery_incentives) : 0);
  const size = numberOr(p.system_size_kw, 0);
  return {
    totalSystemCost: centsToDollars(total),
    netInvestment: centsToDollars(Math.max(0, total - incentives)),
    costPerWattBeforeIncentives: costPerWatt(new D(solarAndOther).div(100), size),
    costPerWattAfterIncentives: costPerWatt(new D(Math.max(0, solarAndOther - solarIncentives)).div(100), size),
  };
}
