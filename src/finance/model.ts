import { agreementRun, agreementSchedule, type AgreementRun } from './agreement';
import { D, ZERO, type Dec } from './decimal';
import { internalRateOfReturn } from './irr';
import { levelisedCost } from './lcoe';
import { runLoan, type LoanRun } from './loan-run';
import { hasAgreement, hasLoan, type ModelInput } from './model-input';
import { discountTable, presentValues, yearWeight } from './npv';
import { isOwned } from './payment-method';
import { paybackYears } from './payback';
import { returnOnInvestment } from './roi';
import { centsToDecimal, dollarsToCents, roundCents } from './rounding';
import { yearlyEnergy, type YearlyEnergy } from './yearly-energy';

export type { ModelInput } from './model-input';
export type { AgreementRun } from './agreement';
export type { LoanRun } from './loan-run';

/** Monthly columns of a run, integer cents except production (kWh); index 0 is month 1. */
export interface MonthlyColumns {
  readonly length: number;
  readonly production: readonly number[];
  readonly savings: readonly number[];
  readonly credit: readonly number[];
  readonly benefits: readonly number[];
  /** Incentives received as cash in their month (month 0's are in the initial outlay). */
  readonly incentives: readonly number[];
  readonly om: readonly number[];
  readonly payment: readonly number[];
  readonly principal: readonly number[];
  readonly interest: readonly number[];
  readonly balance: readonly number[];
  /** A lump sum paid onto the loan (the incentive paydown). */
  readonly paydown: readonly number[];
  /** Lease or PPA payments. */
  readonly agreementPayment: readonly number[];
  /** The lease/PPA buyout price, in the month it is paid. */
  readonly buyout: readonly number[];
  /** An owned system's inverter replacement, in the month it is paid (issue 23). */
  readonly replacement: readonly number[];
  readonly net: readonly number[];
  readonly cumulative: readonly number[];
  /** Each month's net flow discounted to month 0 (always computed; shown when NPV is on). */
  readonly presentValue: readonly number[];
}

/** Everything a run computes, money in integer cents. */
export interface ModelRun {
  readonly input: ModelInput;
  /** Cash or loan: the homeowner owns the system. */
  readonly owned: boolean;
  /** Years the analysis covers: the lifetime, or for a returned lease/PPA its term (at least the lifetime otherwise). */
  readonly analysisYears: number;
  readonly totalSystemCostCents: number;
  /** Incentives as entered (solar, plus battery when included). */
  readonly incentivesEnteredCents: number;
  /** Incentives counted: all of them for an owned system, none for a lease or PPA. */
  readonly incentivesCents: number;
  /** The month the incentives arrive (0 = at installation), within the analysis. */
  readonly incentiveMonth: number;
  /** True when the incentive month was beyond the analysis and was moved to its last month. */
  readonly incentiveMonthCapped: boolean;
  /** Owned: total cost − incentives. Lease/PPA: the prepayment. */
  readonly netInvestmentCents: number;
  /** The net amount paid at month 0 (negative when more is received than paid). */
  readonly initialOutlayCents: number;
  readonly loan: LoanRun | null;
  readonly agreement: AgreementRun | null;
  /** The loan's principal, or 0. */
  readonly principalCents: number;
  /** True when the down payment was above the total cost and was cut to it. */
  readonly downPaymentCapped: boolean;
  readonly loanMonths: number;
  /** Loan: the level payment on the whole loan. Lease/PPA: the year-1 monthly payment (PPA: average). */
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
  /** The inverter replacement paid within the analysis (0: none), nominal; counted like O&M. */
  readonly inverterReplacementCents: number;
  /** The 1-based month it is paid in, or `null`. */
  readonly inverterReplacementMonth: number | null;
  readonly noSolarCostCents: number;
  /** Savings plus yearly benefits; their present value when NPV is on. */
  readonly totalValueCents: number;
  /** Owned: net investment + loan interest + any financing fee. Lease/PPA: everything paid to the owner. */
  readonly investmentCents: number;
  /** Investment plus lifetime O&M and any inverter replacement, nominal. */
  readonly trueInvestmentCents: number;
  /** True investment as shown: its present value (net of incentives) when NPV is on, else nominal. */
  readonly shownTrueInvestmentCents: number;
  /** Total value − true investment; the net present value when NPV is on. */
  readonly netSavingsCents: number;
  /** Year 1's recurring flows (savings, credits, benefits, O&M, payments), one-time amounts excluded. */
  readonly year1NetCashFlowCents: number;
  readonly netPresentValueCents: number;
  /** Yearly IRR in percent (owned systems), or `null`. */
  readonly irrPercent: number | null;
  readonly lcoe: Dec | null;
  readonly lcoeIncludesFinancing: boolean;
  readonly roi: Dec | null;
  readonly paybackYears: number | null;
  readonly discountedPaybackYears: number | null;
  readonly exportCapped: boolean;
  readonly monthly: MonthlyColumns;
}

function sum(values: readonly number[], from = 0, to = values.length): number {
  let total = 0;
  for (let i = from; i < to; i += 1) total += values[i] ?? 0;
  return total;
}

/** Spreads each year's cents over its 12 months, the leftover cents on the earliest (rounding.ts allocate). */
function spreadYearly(yearly: readonly number[], months: number, activeMonths: number, into: number[]): void {
  for (let t = 0; t < months; t += 1) {
    if (t >= activeMonths) {
      into[t] = 0;
      continue;
    }
    const y = Math.floor(t / 12);
    const cents = yearly[y] ?? 0;
    const base = Math.floor(cents / 12);
    into[t] = base + (t - y * 12 < cents - base * 12 ? 1 : 0);
  }
}

/** Present value of a yearly series spread over months (savings-like), with the closed form of npv.ts. */
function yearlyPresentValue(table: ReturnType<typeof discountTable>, yearly: readonly number[], activeMonths: number): Dec {
  let total: Dec = ZERO;
  for (let y = 0; y * 12 < activeMonths; y += 1) {
    const cents = yearly[y] ?? 0;
    const base = Math.floor(cents / 12);
    const inYear = yearWeight(table, base, cents - base * 12, Math.min(12, activeMonths - y * 12));
    const yearStart = y === 0 ? null : table.factors[y * 12 - 1];
    total = total.plus(yearStart === undefined || yearStart === null ? inYear : inYear.times(yearStart));
  }
  return total;
}

/**
 * Runs the calculation model on a validated input: the spec's model (§9) with loans as the lender
 * bills them (principal = the amount financed; incentives as cash or a paydown when they arrive),
 * leases and PPAs, every cash flow month by month, its present value, NPV, IRR and both paybacks.
 * Yearly quantities are rounded to the cent once a year and split into 12 monthly cents that add
 * back to the year exactly, so every total equals the sum of its column.
 */
export function runModel(m: ModelInput): ModelRun {
  const owned = isOwned(m.paymentMethod);
  const agreementTerms = hasAgreement(m) ? m.agreement : null;
  const termYears = agreementTerms === null ? 0 : Math.ceil(agreementTerms.termMonths / 12);
  const analysisYears =
    agreementTerms === null ? m.lifetimeYears : agreementTerms.endOfTerm === 'return' ? termYears : Math.max(m.lifetimeYears, termYears);
  const lifeMonths = analysisYears * 12;

  const batteryCents = m.batteryIncluded ? dollarsToCents(m.batteryCost) : 0;
  const totalSystemCostCents = dollarsToCents(m.solarCost) + dollarsToCents(m.otherCosts) + batteryCents;
  const incentivesEnteredCents = dollarsToCents(m.solarIncentives) + (m.batteryIncluded ? dollarsToCents(m.batteryIncentives) : 0);
  const incentivesCents = owned ? incentivesEnteredCents : 0;

  const loanMonthsRequested = hasLoan(m) ? m.loan.termMonths : 0;
  // A loan that outlives the system keeps its payments after production stops.
  const months = Math.max(lifeMonths, loanMonthsRequested);
  const incentiveMonthCapped = incentivesCents > 0 && m.incentiveMonth > months;
  const incentiveMonth = Math.min(m.incentiveMonth, months);
  const loan = runLoan(m, totalSystemCostCents, incentivesCents, incentiveMonth);
  const statement = loan?.statement ?? null;
  const energy: YearlyEnergy = yearlyEnergy(m, analysisYears);
  const schedule =
    agreementTerms === null
      ? null
      : agreementSchedule(m.paymentMethod === 'ppa' ? 'ppa' : 'lease', agreementTerms, energy.productionKwh, lifeMonths);

  // Monthly columns.
  const production = new Array<number>(months);
  const savings = new Array<number>(months);
  const credit = new Array<number>(months);
  const benefits = new Array<number>(months).fill(0);
  const incentives = new Array<number>(months).fill(0);
  const om = new Array<number>(months);
  spreadYearly(energy.savingsCents, months, lifeMonths, savings);
  spreadYearly(energy.creditCents, months, lifeMonths, credit);
  // O&M is the owner's: always for an owned system; for a lease or PPA only after a buyout.
  const omFrom = owned ? 0 : (schedule?.buyoutMonth ?? months);
  spreadYearly(energy.omCents, months, lifeMonths, om);
  for (let t = 0; t < Math.min(omFrom, months); t += 1) om[t] = 0;
  // Production per month is a kWh figure for display, not money: a float division is fine.
  const monthlyKwh = energy.productionKwh.map((kwh) => kwh.toNumber() / 12);
  for (let t = 0; t < months; t += 1) production[t] = t < lifeMonths ? (monthlyKwh[Math.floor(t / 12)] ?? 0) : 0;
  // Yearly benefits (performance payments) go to the owner: counted for cash and loans only.
  const benefitMonths = owned ? Math.min(Math.round(m.yearlyBenefitYears * 12), lifeMonths) : 0;
  const yearlyBenefitCents = dollarsToCents(m.yearlyBenefits);
  if (benefitMonths > 0) spreadYearly(new Array<number>(analysisYears).fill(yearlyBenefitCents), months, benefitMonths, benefits);

  // Incentives: cash in their month unless paid onto the loan (then received and paid the same month).
  const keptCents = loan === null ? incentivesCents : loan.incentivesKeptCents;
  const paydownCents = incentivesCents - keptCents;
  const atStart = incentiveMonth === 0;
  if (!atStart && incentivesCents > 0) incentives[incentiveMonth - 1] = incentivesCents;

  const zeros = new Array<number>(months).fill(0);
  const payment = statement === null ? zeros : padded(statement.payment, months);
  const principal = statement === null ? zeros : padded(statement.principal, months);
  const interest = statement === null ? zeros : padded(statement.interest, months);
  const balance = statement === null ? zeros : padded(statement.balance, months);
  const paydown = statement === null ? zeros : padded(statement.paydown, months);
  const agreementPayment = schedule === null ? zeros : padded(schedule.payment, months);
  const buyout = new Array<number>(months).fill(0);
  if (schedule !== null && schedule.buyoutMonth !== null) buyout[schedule.buyoutMonth - 1] = schedule.buyoutCents;
  // The inverter replacement: the owner's, once, at today's price, within the system's life (quote-input.ts).
  const plan = owned ? (m.inverter ?? null) : null;
  const replacementMonth = plan !== null && plan.month !== null && plan.month <= lifeMonths ? plan.month : null;
  const inverterReplacementCents = plan === null || replacementMonth === null ? 0 : dollarsToCents(plan.cost);
  const replacement = inverterReplacementCents === 0 ? zeros : new Array<number>(months).fill(0);
  if (replacementMonth !== null && inverterReplacementCents !== 0) replacement[replacementMonth - 1] = inverterReplacementCents;

  // Month 0: the price (cash), the down payment and any gap (loan) or the prepayment (lease, PPA),
  // less incentives received at installation (plus what of them goes straight onto the loan).
  const prepaymentCents = agreementTerms === null ? 0 : dollarsToCents(agreementTerms.prepayment);
  const grossOutlay = loan !== null ? loan.downPaymentCents + loan.gapCents : owned ? totalSystemCostCents : prepaymentCents;
  const initialOutlayCents = grossOutlay - (atStart ? incentivesCents - (loan?.paydownMonth === 0 ? paydownCents : 0) : 0);

  const net = new Array<number>(months);
  const cumulative = new Array<number>(months);
  let running = -initialOutlayCents;
  let year1Recurring = 0;
  for (let t = 0; t < months; t += 1) {
    const recurring =
      (savings[t] ?? 0) + (credit[t] ?? 0) + (benefits[t] ?? 0) - (om[t] ?? 0) - (payment[t] ?? 0) - (agreementPayment[t] ?? 0);
    if (t < 12) year1Recurring += recurring;
    const flow = recurring + (incentives[t] ?? 0) - (paydown[t] ?? 0) - (buyout[t] ?? 0) - (replacement[t] ?? 0);
    running += flow;
    net[t] = flow;
    cumulative[t] = running;
  }

  const table = discountTable(m.discountRatePercent, months);
  const presentValue = presentValues(table, net);
  const netPresentValueCents = sum(presentValue) - initialOutlayCents;

  const billSavingsCents = sum(energy.savingsCents);
  const netMeteringCreditsCents = sum(energy.creditCents);
  const lifetimeSavingsCents = billSavingsCents + netMeteringCreditsCents;
  const yearlyBenefitsCents = sum(benefits);
  const lifetimeOMCents = sum(om);
  const totalInterestCents = statement?.totalInterestCents ?? 0;
  const netInvestmentCents = owned ? totalSystemCostCents - incentivesCents : prepaymentCents;
  const agreementPaidCents = schedule === null ? 0 : prepaymentCents + schedule.totalPaymentsCents + schedule.buyoutCents;
  const investmentCents = owned ? netInvestmentCents + totalInterestCents + (loan?.feeCents ?? 0) : agreementPaidCents;
  // The inverter replacement is upkeep, counted beside O&M (issue 23).
  const upkeepCents = lifetimeOMCents + inverterReplacementCents;
  const trueInvestmentCents = investmentCents + upkeepCents;

  // Present values of the value side and of O&M (closed form a year at a time, npv.ts).
  let totalValueCents = lifetimeSavingsCents + yearlyBenefitsCents;
  let shownTrueInvestmentCents = trueInvestmentCents;
  let netSavingsCents = totalValueCents - trueInvestmentCents;
  let roi = owned ? returnOnInvestment(new D(totalValueCents), new D(trueInvestmentCents), new D(investmentCents)) : null;
  if (m.npvEnabled) {
    const valuePV = yearlyPresentValue(table, energy.savingsCents, lifeMonths)
      .plus(yearlyPresentValue(table, energy.creditCents, lifeMonths))
      .plus(yearlyPresentValue(table, new Array<number>(analysisYears).fill(yearlyBenefitCents), benefitMonths));
    totalValueCents = roundCents(valuePV);
    netSavingsCents = netPresentValueCents;
    shownTrueInvestmentCents = totalValueCents - netPresentValueCents;
    const upkeepPV = sum(presentValues(table, om)) + (inverterReplacementCents === 0 ? 0 : sum(presentValues(table, replacement)));
    const omPV = roundCents(new D(upkeepPV));
    roi = owned
      ? returnOnInvestment(new D(totalValueCents), new D(shownTrueInvestmentCents), new D(shownTrueInvestmentCents - omPV))
      : null;
  }

  const lcoe = owned
    ? levelisedCost(centsToDecimal(investmentCents + upkeepCents), centsToDecimal(yearlyBenefitsCents), energy.lifetimeProductionKwh)
    : null;
  const financingCostCents = totalInterestCents + (loan?.feeCents ?? 0);

  return {
    input: m,
    owned,
    analysisYears,
    totalSystemCostCents,
    incentivesEnteredCents,
    incentivesCents,
    incentiveMonth,
    incentiveMonthCapped,
    netInvestmentCents,
    initialOutlayCents,
    loan,
    agreement: schedule === null ? null : agreementRun(schedule, prepaymentCents, sum(om), energy, lifeMonths, m.electricityRate),
    principalCents: loan?.principalCents ?? 0,
    downPaymentCapped: hasLoan(m) && dollarsToCents(m.loan.downPayment) > totalSystemCostCents,
    loanMonths: loan?.months ?? 0,
    monthlyPaymentCents: statement?.paymentCents ?? (schedule === null ? 0 : Math.round(sum(schedule.payment, 0, 12) / 12)),
    totalInterestCents,
    yearlyProductionKwh: energy.productionKwh,
    lifetimeProductionKwh: energy.lifetimeProductionKwh,
    billSavingsCents,
    netMeteringCreditsCents,
    lifetimeSavingsCents,
    yearlyBenefitsCents,
    lifetimeOMCents,
    year1MonthlyOMCents: Math.round(sum(om, 0, 12) / 12),
    inverterReplacementCents,
    inverterReplacementMonth: inverterReplacementCents === 0 ? null : replacementMonth,
    noSolarCostCents: energy.noSolarCostCents,
    totalValueCents,
    investmentCents,
    trueInvestmentCents,
    shownTrueInvestmentCents,
    netSavingsCents,
    year1NetCashFlowCents: year1Recurring,
    netPresentValueCents,
    irrPercent: owned ? internalRateOfReturn(-initialOutlayCents, net) : null,
    lcoe,
    lcoeIncludesFinancing: financingCostCents > 0,
    roi,
    paybackYears: paybackYears(initialOutlayCents, net),
    discountedPaybackYears: paybackYears(initialOutlayCents, presentValue),
    exportCapped: energy.exportCapped,
    monthly: {
      length: months,
      production,
      savings,
      credit,
      benefits,
      incentives,
      om,
      payment,
      principal,
      interest,
      balance,
      paydown,
      agreementPayment,
      buyout,
      replacement,
      net,
      cumulative,
      presentValue,
    },
  };
}

function padded(column: readonly number[], months: number): readonly number[] {
  // The statement's own columns when they already span the run (they are never written to).
  if (column.length === months) return column;
  const out = new Array<number>(months).fill(0);
  for (let t = 0; t < Math.min(months, column.length); t += 1) out[t] = column[t] ?? 0;
  return out;
}
