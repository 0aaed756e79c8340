import { D, ZERO, dec, type Dec } from './decimal';
import { escalatedSeries } from './escalation';
import type { AgreementTerms } from './model-input';
import { dollarsToCents, roundCents } from './rounding';
import type { YearlyEnergy } from './yearly-energy';

/** What a lease or PPA costs month by month, integer cents; index 0 is month 1. */
export interface AgreementSchedule {
  readonly payment: readonly number[];
  readonly totalPaymentsCents: number;
  /** The buyout price and the month it is paid (1-based, after that month's payment); 0 and `null` without one. */
  readonly buyoutCents: number;
  readonly buyoutMonth: number | null;
}

/**
 * The payments of a lease (a monthly amount, rising by the escalator once a year) or a PPA (the
 * year's price per kWh × the year's production, split evenly over its months; the price rises by
 * the escalator once a year), over `horizonMonths`. Payments run for the term; renewed, they run on
 * (still escalating) to the end of the horizon. A buyout is paid at the end of the term.
 */
export function agreementSchedule(
  kind: 'lease' | 'ppa',
  terms: AgreementTerms,
  yearlyProductionKwh: readonly Dec[],
  horizonMonths: number,
): AgreementSchedule {
  const paying = terms.endOfTerm === 'renew' ? horizonMonths : Math.min(terms.termMonths, horizonMonths);
  const years = Math.ceil(paying / 12);
  const payment = new Array<number>(horizonMonths).fill(0);
  let total = 0;
  if (kind === 'lease') {
    const monthly = escalatedSeries(dec(terms.monthlyPayment).times(100), terms.escalatorPercent, years).map(roundCents);
    for (let t = 0; t < paying; t += 1) {
      const amount = monthly[Math.floor(t / 12)] ?? 0;
      payment[t] = amount;
      total += amount;
    }
  } else {
    const rates = escalatedSeries(dec(terms.ratePerKwh).times(100), terms.escalatorPercent, years);
    for (let y = 0; y < years; y += 1) {
      const yearCents = roundCents((rates[y] ?? ZERO).times(yearlyProductionKwh[y] ?? 0));
      // Spread like savings: equal cents, the leftover ones on the first months (rounding.ts allocate).
      const base = Math.floor(yearCents / 12);
      const leftover = yearCents - base * 12;
      for (let m = 0; m < 12 && y * 12 + m < paying; m += 1) {
        const amount = base + (m < leftover ? 1 : 0);
        payment[y * 12 + m] = amount;
        total += amount;
      }
    }
  }
  const buys = terms.endOfTerm === 'buyout' && terms.termMonths <= horizonMonths;
  return {
    payment,
    totalPaymentsCents: total,
    buyoutCents: buys ? dollarsToCents(terms.buyoutPrice) : 0,
    buyoutMonth: buys ? terms.termMonths : null,
  };
}

/** The lease or PPA of a run. */
export interface AgreementRun {
  readonly schedule: AgreementSchedule;
  readonly prepaymentCents: number;
  readonly year1PaymentsCents: number;
  /** Prepayment + every payment + the buyout. */
  readonly totalPaidCents: number;
  /** O&M paid by the homeowner after a buyout. */
  readonly omAfterBuyoutCents: number;
  /** Everything paid for solar, per kWh produced over the analysis (dollars per kWh). */
  readonly effectiveRatePerKwh: Dec | null;
  /** The utility's rate over the same years, weighted by production (dollars per kWh). */
  readonly utilityRatePerKwh: Dec | null;
  readonly year1EffectiveRatePerKwh: Dec | null;
}

function sum(values: readonly number[], from: number, to: number): number {
  let total = 0;
  for (let i = from; i < to; i += 1) total += values[i] ?? 0;
  return total;
}

/** The lease or PPA figures of a run: what is paid, and the price per kWh against the utility's. */
export function agreementRun(
  schedule: AgreementSchedule,
  prepaymentCents: number,
  omCents: number,
  energy: YearlyEnergy,
  lifeMonths: number,
  electricityRate: number,
): AgreementRun {
  const totalPaidCents = prepaymentCents + schedule.totalPaymentsCents + schedule.buyoutCents;
  const year1PaymentsCents = sum(schedule.payment, 0, Math.min(12, lifeMonths));
  const production = energy.lifetimeProductionKwh;
  const year1 = energy.productionKwh[0] ?? ZERO;
  // The utility's rate weighted by production: what the same kWh would have cost from the grid.
  let gridCents: Dec = ZERO;
  energy.productionKwh.forEach((kwh, y) => {
    gridCents = gridCents.plus(kwh.times(energy.rateCents[y] ?? ZERO));
  });
  return {
    schedule,
    prepaymentCents,
    year1PaymentsCents,
    totalPaidCents,
    omAfterBuyoutCents: omCents,
    effectiveRatePerKwh: production.gt(0) ? new D(totalPaidCents + omCents).div(100).div(production) : null,
    utilityRatePerKwh: production.gt(0) ? gridCents.div(100).div(production) : new D(electricityRate),
    year1EffectiveRatePerKwh: year1.gt(0) ? new D(year1PaymentsCents).div(100).div(year1) : null,
  };
}
