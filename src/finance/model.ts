import { amortizationSchedule, type AmortizationSchedule } from './amortize';
import { D, ZERO, dec, type Dec } from './decimal';
import { escalatedSeries } from './escalation';
import { levelisedCost } from './lcoe';
import { discountTable, yearWeight } from './npv';
import { paybackYears } from './payback';
import { yearlyProduction } from './production';
import { returnOnInvestment } from './roi';
import { centsToDecimal, dollarsToCents, roundCents } from './rounding';
import { billSavings, costWithoutSolar, exportedKwh, netMeteringCredit, selfUsedKwh } from './savings';

/**
 * The normalised model both calculators and the quote engine run: validated finite numbers,
 * money in dollars (already cent-precise), percentages as percent, defaults resolved.
 */
export interface ModelInput {
  readonly systemSizeKw: number;
  readonly solarCost: number;
  readonly otherCosts: number;
  readonly batteryIncluded: boolean;
  readonly batteryCost: number;
  readonly batteryCapacityKwh: number;
  readonly year1ProductionKwh: number;
  readonly degradationPercent: number;
  /** Whole years, at least 1. */
  readonly lifetimeYears: number;
  readonly solarIncentives: number;
  readonly batteryIncentives: number;
  readonly yearlyBenefits: number;
  /** Years the yearly benefits last; capped by the lifetime. */
  readonly yearlyBenefitYears: number;
  readonly financing: boolean;
  readonly downPayment: number;
  readonly interestRatePercent: number;
  /** Whole months, at least 1 when financing. */
  readonly loanTermMonths: number;
  readonly monthlyConsumptionKwh: number;
  readonly monthlyNetExcessKwh: number;
  readonly electricityRate: number;
  /** The export credit rate, already defaulted to the electricity rate when absent. */
  readonly netMeteringRate: number;
  readonly rateIncreasePercent: number;
  readonly netMeteringEscalationPercent: number;
  /** Year-1 O&M plus insurance for the whole year, in dollars; 0 when excluded. */
  readonly annualOM: number;
  readonly omEscalationPercent: number;
  readonly npvEnabled: boolean;
  readonly discountRatePercent: number;
}

/** Monthly columns of a run, integer cents except production (kWh) and the calendar indices. */
export interface MonthlyColumns {
  readonly length: number;
  readonly production: readonly number[];
  readonly savings: readonly number[];
  readonly credit: readonly number[];
  readonly benefits: readonly number[];
  readonly om: readonly number[];
  readonly payment: readonly number[];
  readonly principal: readonly number[];
  readonly interest: readonly number[];
  readonly balance: readonly number[];
  readonly net: readonly number[];
  readonly cumulative: readonly number[];
  readonly presentValue: readonly number[] | null;
}

/** Everything a run computes, money in integer cents. */
export interface ModelRun {
  readonly input: ModelInput;
  readonly totalSystemCostCents: number;
  readonly incentivesCents: number;
  readonly netInvestmentCents: number;
  /** Paid at month 0: the net investment (cash) or the down payment (financing). */
  readonly initialOutlayCents: number;
  readonly principalCents: number;
  /** True when the down payment was above the net investment and was cut to it. */
  readonly downPaymentCapped: boolean;
  readonly loanMonths: number;
  readonly monthlyPaymentCents: number;
  readonly totalInterestCents: number;
  readonly yearlyProductionKwh: readonly Dec[];
  readonly lifetimeProductionKwh: Dec;
  readonly billSavingsCents: number;
  readonly netMeteringCreditsCents: number;
  /** Bill savings plus net-metering credits, nominal. */
  readonly lifetimeSavingsCents: number;
  readonly yearlyBenefitsCents: number;
  readonly lifetimeOMCents: number;
  readonly year1MonthlyOMCents: number;
  readonly noSolarCostCents: number;
  /** Savings plus yearly benefits; their present value when NPV is on. */
  readonly totalValueCents: number;
  /** Net investment plus loan interest: what is paid for the system itself. */
  readonly investmentCents: number;
  /** Investment plus lifetime O&M. */
  readonly trueInvestmentCents: number;
  readonly netSavingsCents: number;
  readonly year1NetCashFlowCents: number;
  readonly lcoe: Dec | null;
  readonly roi: Dec | null;
  readonly paybackYears: number | null;
  /** True when the monthly net excess was more than the system produces in some year and was capped. */
  readonly exportCapped: boolean;
  readonly monthly: MonthlyColumns;
}

function sum(values: readonly number[]): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

/**
 * Runs the calculation model (spec §9) on a validated input. Yearly quantities are computed in
 * decimals and rounded to the cent once per year; each year is then split into 12 monthly cents
 * that add back to it exactly, so every total equals the sum of its column in the timeline.
 */
export function runModel(m: ModelInput): ModelRun {
  const lifeYears = m.lifetimeYears;
  const lifeMonths = lifeYears * 12;
  const batteryCents = m.batteryIncluded ? dollarsToCents(m.batteryCost) : 0;
  const totalSystemCostCents = dollarsToCents(m.solarCost) + dollarsToCents(m.otherCosts) + batteryCents;
  const incentivesCents = dollarsToCents(m.solarIncentives) + (m.batteryIncluded ? dollarsToCents(m.batteryIncentives) : 0);
  const netInvestmentCents = totalSystemCostCents - incentivesCents;

  const requestedDown = m.financing ? dollarsToCents(m.downPayment) : netInvestmentCents;
  const initialOutlayCents = Math.max(0, Math.min(requestedDown, netInvestmentCents));
  const principalCents = netInvestmentCents - initialOutlayCents;
  const loanMonths = m.financing && principalCents > 0 ? m.loanTermMonths : 0;
  const schedule: AmortizationSchedule | null =
    loanMonths > 0 ? amortizationSchedule(principalCents, m.interestRatePercent, loanMonths) : null;
  // A loan that outlives the system keeps its payments after production stops.
  const months = Math.max(lifeMonths, loanMonths);

  // Yearly series, each one decimal multiplication a year. Money series are in cents per unit so
  // that a year's amount is one multiplication and one rounding.
  const production = yearlyProduction(m.year1ProductionKwh, m.degradationPercent, lifeYears);
  const rateCents = escalatedSeries(dec(m.electricityRate).times(100), m.rateIncreasePercent, lifeYears);
  const hasExports = m.monthlyNetExcessKwh > 0;
  const exportCap = hasExports ? yearlyProduction(dec(m.monthlyNetExcessKwh).times(12), m.degradationPercent, lifeYears) : [];
  const exportRateCents = hasExports ? escalatedSeries(dec(m.netMeteringRate).times(100), m.netMeteringEscalationPercent, lifeYears) : [];
  const hasOM = m.annualOM > 0;
  const omCents = hasOM ? escalatedSeries(dec(m.annualOM).times(100), m.omEscalationPercent, lifeYears) : [];
  const annualConsumption = dec(m.monthlyConsumptionKwh).times(12);

  const monthlyProduction: number[] = [];
  const yearSavings: number[] = [];
  const yearCredit: number[] = [];
  const yearOMCents: number[] = [];
  let lifetimeProductionKwh: Dec = ZERO;
  let rateCentsSum: Dec = ZERO;
  let exportCapped = false;
  for (let y = 0; y < lifeYears; y += 1) {
    const produced = production[y] ?? ZERO;
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
    yearSavings.push(roundCents(billSavings(selfUsedKwh(homeUse, annualConsumption), yearRateCents)));
    yearCredit.push(credit);
    yearOMCents.push(hasOM ? roundCents(omCents[y] ?? ZERO) : 0);
    lifetimeProductionKwh = lifetimeProductionKwh.plus(produced);
    rateCentsSum = rateCentsSum.plus(yearRateCents);
    // Production per month is a kWh figure for display, not money: a float division is fine.
    monthlyProduction.push(produced.toNumber() / 12);
  }
  // Σ consumption × 12 × rate_y = consumption × 12 × Σ rate_y: one rounding of the exact total.
  const noSolarCostCents = roundCents(costWithoutSolar(annualConsumption, rateCentsSum));

  const benefitMonths = Math.min(Math.round(m.yearlyBenefitYears * 12), lifeMonths);
  const yearlyBenefitCents = dollarsToCents(m.yearlyBenefits);
  const benefitBase = Math.floor(yearlyBenefitCents / 12);
  const benefitLeftover = yearlyBenefitCents - benefitBase * 12;

  const monthlyProductionColumn: number[] = new Array<number>(months);
  const savings: number[] = new Array<number>(months);
  const credit: number[] = new Array<number>(months);
  const benefits: number[] = new Array<number>(months);
  const om: number[] = new Array<number>(months);
  const payment: number[] = new Array<number>(months);
  const principal: number[] = new Array<number>(months);
  const interest: number[] = new Array<number>(months);
  const balance: number[] = new Array<number>(months);
  const net: number[] = new Array<number>(months);
  const cumulative: number[] = new Array<number>(months);
  const presentValue: number[] | null = m.npvEnabled ? new Array<number>(months) : null;
  const discount = m.npvEnabled ? discountTable(m.discountRatePercent, months) : null;

  // Each year's cents are split over its 12 months, the leftover cents on the earliest months
  // (the allocation of rounding.ts, inlined: this loop runs once per month of every quote).
  let running = -initialOutlayCents;
  let savingsBase = 0;
  let savingsLeft = 0;
  let creditBase = 0;
  let creditLeft = 0;
  let omBase = 0;
  let omLeft = 0;
  for (let t = 0; t < months; t += 1) {
    const y = Math.floor(t / 12);
    const monthOfYear = t - y * 12;
    const inLife = t < lifeMonths;
    if (monthOfYear === 0 && inLife) {
      const ys = yearSavings[y] ?? 0;
      const yc = yearCredit[y] ?? 0;
      const yo = yearOMCents[y] ?? 0;
      savingsBase = Math.floor(ys / 12);
      savingsLeft = ys - savingsBase * 12;
      creditBase = Math.floor(yc / 12);
      creditLeft = yc - creditBase * 12;
      omBase = Math.floor(yo / 12);
      omLeft = yo - omBase * 12;
    }
    const s = inLife ? savingsBase + (monthOfYear < savingsLeft ? 1 : 0) : 0;
    const c = inLife ? creditBase + (monthOfYear < creditLeft ? 1 : 0) : 0;
    const b = t < benefitMonths ? benefitBase + (monthOfYear < benefitLeftover ? 1 : 0) : 0;
    const o = inLife ? omBase + (monthOfYear < omLeft ? 1 : 0) : 0;
    const onLoan = schedule !== null && t < loanMonths;
    const p = onLoan ? (schedule.payment[t] ?? 0) : 0;
    const flow = s + c + b - o - p;
    running += flow;
    monthlyProductionColumn[t] = inLife ? (monthlyProduction[y] ?? 0) : 0;
    savings[t] = s;
    credit[t] = c;
    benefits[t] = b;
    om[t] = o;
    payment[t] = p;
    principal[t] = onLoan ? (schedule.principal[t] ?? 0) : 0;
    interest[t] = onLoan ? (schedule.interest[t] ?? 0) : 0;
    balance[t] = onLoan ? (schedule.balance[t] ?? 0) : 0;
    net[t] = flow;
    cumulative[t] = running;
    if (presentValue !== null && discount !== null) {
      presentValue[t] = flow === 0 ? 0 : roundCents((discount.factors[t] ?? ZERO).times(flow));
    }
  }

  // The present value of savings, credits and benefits, a year at a time: each year's monthly
  // amounts are an even split, so their discounted sum has a closed form (npv.ts, yearWeight).
  let grossPresentValue: Dec = ZERO;
  if (discount !== null) {
    for (let y = 0; y < lifeYears; y += 1) {
      const ys = yearSavings[y] ?? 0;
      const yc = yearCredit[y] ?? 0;
      const activeBenefitMonths = Math.max(0, Math.min(12, benefitMonths - y * 12));
      const inYear = yearWeight(discount, Math.floor(ys / 12), ys - Math.floor(ys / 12) * 12, 12)
        .plus(yearWeight(discount, Math.floor(yc / 12), yc - Math.floor(yc / 12) * 12, 12))
        .plus(yearWeight(discount, benefitBase, benefitLeftover, activeBenefitMonths));
      // Month 12·y discounts the start of year y + 1.
      const yearStart = y === 0 ? null : discount.factors[y * 12 - 1];
      grossPresentValue = grossPresentValue.plus(yearStart === undefined || yearStart === null ? inYear : inYear.times(yearStart));
    }
  }

  const billSavingsCents = sum(yearSavings);
  const netMeteringCreditsCents = sum(yearCredit);
  const lifetimeSavingsCents = billSavingsCents + netMeteringCreditsCents;
  const yearlyBenefitsCents = sum(benefits);
  const lifetimeOMCents = sum(yearOMCents);
  const totalInterestCents = schedule?.totalInterestCents ?? 0;
  const investmentCents = netInvestmentCents + totalInterestCents;
  const trueInvestmentCents = investmentCents + lifetimeOMCents;
  const totalValueCents = m.npvEnabled
    ? roundCents(grossPresentValue)
    : lifetimeSavingsCents + yearlyBenefitsCents;
  const netSavingsCents = totalValueCents - trueInvestmentCents;
  const lcoe = levelisedCost(centsToDecimal(investmentCents), centsToDecimal(yearlyBenefitsCents), lifetimeProductionKwh);
  const roi = returnOnInvestment(new D(totalValueCents), new D(trueInvestmentCents), new D(investmentCents));

  return {
    input: m,
    totalSystemCostCents,
    incentivesCents,
    netInvestmentCents,
    initialOutlayCents,
    principalCents,
    downPaymentCapped: m.financing && requestedDown > netInvestmentCents,
    loanMonths,
    monthlyPaymentCents: schedule?.paymentCents ?? 0,
    totalInterestCents,
    yearlyProductionKwh: production,
    lifetimeProductionKwh,
    billSavingsCents,
    netMeteringCreditsCents,
    lifetimeSavingsCents,
    yearlyBenefitsCents,
    lifetimeOMCents,
    year1MonthlyOMCents: Math.round((yearOMCents[0] ?? 0) / 12),
    noSolarCostCents,
    totalValueCents,
    investmentCents,
    trueInvestmentCents,
    netSavingsCents,
    year1NetCashFlowCents: sum(net.slice(0, 12)),
    lcoe,
    roi,
    paybackYears: paybackYears(initialOutlayCents, net),
    exportCapped,
    monthly: {
      length: months,
      production: monthlyProductionColumn,
      savings,
      credit,
      benefits,
      om,
      payment,
      principal,
      interest,
      balance,
      net,
      cumulative,
      presentValue,
    },
  };
}
