import { D, ZERO, dec, type Dec } from './decimal';
import { escalatedSeries } from './escalation';
import type { BilledSavings, ModelInput } from './model-input';
import { yearlyProduction } from './production';
import { roundCents } from './rounding';
import { billSavings, costWithoutSolar, exportedKwh, netMeteringCredit, selfUsedKwh } from './savings';

/** A system's energy and money year by year (cents rounded once a year), for `years` years. */
export interface YearlyEnergy {
  readonly productionKwh: readonly Dec[];
  readonly lifetimeProductionKwh: Dec;
  /** Bill savings of the kWh used at home, cents a year. */
  readonly savingsCents: readonly number[];
  /** Net-metering credit of the exported kWh, cents a year. */
  readonly creditCents: readonly number[];
  /** O&M plus insurance, cents a year (escalated); zeros when there is none. */
  readonly omCents: readonly number[];
  /** The retail rate of each year, in cents per kWh. */
  readonly rateCents: readonly Dec[];
  /** What the electricity would cost without solar over the years, cents. */
  readonly noSolarCostCents: number;
  /** True when the monthly net excess was more than the system produces in some year and was capped. */
  readonly exportCapped: boolean;
}

/**
 * Production, savings, export credit and O&M for `years` years (spec §9): production falls yearly
 * by the degradation rate; a kWh is used at home (at most consumption × 12 a year, at the escalated
 * retail rate) or exported (the monthly net excess × 12, degraded like production, at the escalated
 * export rate), never both; O&M rises by its escalation. Each yearly amount is one decimal
 * multiplication rounded to the cent once.
 */
export function yearlyEnergy(m: ModelInput, years: number): YearlyEnergy {
  if (m.billed !== undefined && m.billed !== null) return billedEnergy(m, m.billed, years);
  const productionKwh = yearlyProduction(m.year1ProductionKwh, m.degradationPercent, years);
  const rateCents = escalatedSeries(dec(m.electricityRate).times(100), m.rateIncreasePercent, years);
  const hasExports = m.monthlyNetExcessKwh > 0;
  const exportCap = hasExports ? yearlyProduction(dec(m.monthlyNetExcessKwh).times(12), m.degradationPercent, years) : [];
  const exportRateCents = hasExports ? escalatedSeries(dec(m.netMeteringRate).times(100), m.netMeteringEscalationPercent, years) : [];
  const hasOM = m.annualOM > 0;
  const om = hasOM ? escalatedSeries(dec(m.annualOM).times(100), m.omEscalationPercent, years) : [];
  const annualConsumption = dec(m.monthlyConsumptionKwh).times(12);

  const savingsCents: number[] = [];
  const creditCents: number[] = [];
  const omCents: number[] = [];
  let lifetimeProductionKwh: Dec = ZERO;
  let rateCentsSum: Dec = ZERO;
  let exportCapped = false;
  for (let y = 0; y < years; y += 1) {
    const produced = productionKwh[y] ?? ZERO;
    const yearRateCents = rateCents[y] ?? ZERO;
    let credit = 0;
    let homeUse = produced;
    if (hasExports) {
      const cap = exportCap[y] ?? ZERO;
      if (cap.gt(produced)) exportCapped = true;
      const exported = exportedKwh(cap, produced);
      homeUse = produced.minus(exported);
      credit = roundCents(netMeteringCredit(exported, exportRateCents[y] ?? ZERO));
    }
    savingsCents.push(roundCents(billSavings(selfUsedKwh(homeUse, annualConsumption), yearRateCents)));
    creditCents.push(credit);
    omCents.push(hasOM ? roundCents(om[y] ?? ZERO) : 0);
    lifetimeProductionKwh = lifetimeProductionKwh.plus(produced);
    rateCentsSum = rateCentsSum.plus(yearRateCents);
  }
  // Σ consumption × 12 × rate_y = consumption × 12 × Σ rate_y: one rounding of the exact total.
  const noSolarCostCents = roundCents(costWithoutSolar(annualConsumption, rateCentsSum));
  return { productionKwh, lifetimeProductionKwh, savingsCents, creditCents, omCents, rateCents, noSolarCostCents, exportCapped };
}

/**
 * The hourly model's years: year 1's bill savings, the part from the kWh used at home escalating
 * with the retail rate and the export value with the export rate, both falling with production
 * (degradation): year y = year 1 × (1 + escalation)^(y−1) × (1 − d)^(y−1), rounded to the cent
 * once. The bill without solar escalates with the retail rate. With a flat rate and full retail
 * net metering this is the simple model's arithmetic exactly (the test that proves it).
 */
function billedEnergy(m: ModelInput, billed: BilledSavings, years: number): YearlyEnergy {
  const productionKwh = yearlyProduction(m.year1ProductionKwh, m.degradationPercent, years);
  const rateFactor = escalatedSeries(1, m.rateIncreasePercent, years);
  const exportFactor = escalatedSeries(1, m.netMeteringEscalationPercent, years);
  const homeUse = yearlyProduction(billed.importSavingsCents, m.degradationPercent, years);
  const exported = yearlyProduction(billed.exportValueCents, m.degradationPercent, years);
  const rateCents = escalatedSeries(dec(m.electricityRate).times(100), m.rateIncreasePercent, years);
  const hasOM = m.annualOM > 0;
  const om = hasOM ? escalatedSeries(dec(m.annualOM).times(100), m.omEscalationPercent, years) : [];
  const savingsCents: number[] = [];
  const creditCents: number[] = [];
  const omCents: number[] = [];
  let lifetimeProductionKwh: Dec = ZERO;
  let rateFactorSum: Dec = ZERO;
  for (let y = 0; y < years; y += 1) {
    savingsCents.push(roundCents((homeUse[y] ?? ZERO).times(rateFactor[y] ?? ZERO)));
    creditCents.push(roundCents((exported[y] ?? ZERO).times(exportFactor[y] ?? ZERO)));
    omCents.push(hasOM ? roundCents(om[y] ?? ZERO) : 0);
    lifetimeProductionKwh = lifetimeProductionKwh.plus(productionKwh[y] ?? ZERO);
    rateFactorSum = rateFactorSum.plus(rateFactor[y] ?? ZERO);
  }
  const noSolarCostCents = roundCents(new D(billed.noSolarBillCents).times(rateFactorSum));
  return { productionKwh, lifetimeProductionKwh, savingsCents, creditCents, omCents, rateCents, noSolarCostCents, exportCapped: false };
}
