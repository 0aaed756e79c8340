import type { ModelRun } from './model';

/** One month of the cash-flow timeline; money in dollars (cent-precise), production in kWh. */
export interface TimelineRow {
  /** 1-based year of the system. */
  readonly year: number;
  /** 1-based month within the year. */
  readonly month: number;
  readonly production: number;
  /** Bill savings from self-used kWh. */
  readonly savings: number;
  readonly netMeteringCredit: number;
  readonly yearlyBenefits: number;
  /** Incentives received as cash this month (a lump sum; those at installation are in month 0's outlay). */
  readonly incentives: number;
  readonly omCost: number;
  readonly loanPayment: number;
  readonly principal: number;
  readonly interest: number;
  /** Loan balance after this month's payment (and any paydown). */
  readonly balance: number;
  /** A lump sum paid onto the loan this month (the incentive paydown); the payment after it is re-amortised. */
  readonly paydown: number;
  /** Lease or PPA payment. */
  readonly agreementPayment: number;
  /** The lease/PPA buyout price, in the month it is paid. */
  readonly buyout: number;
  /** An owned system's inverter replacement, in the month it is paid (issue 23). */
  readonly inverterReplacement: number;
  /**
   * savings + credit + benefits + incentives − O&M − loan payment − paydown − lease/PPA payment − buyout −
   * inverter replacement.
   */
  readonly netCashFlow: number;
  /** Running total from month 0 (the initial outlay) to the end of this month. */
  readonly cumulativeCashFlow: number;
  /** The net cash flow discounted to month 0 when NPV is on, else `null`. */
  readonly presentValue: number | null;
}

// Cents to dollars (the nearest double of the exact amount), inlined: it runs 12 times per month.
const toDollars = (cents: number): number => cents / 100;

/** The run's monthly columns as rows for tables and charts. */
export function timelineRows(run: ModelRun): TimelineRow[] {
  const columns = run.monthly;
  const rows: TimelineRow[] = new Array<TimelineRow>(columns.length);
  const showPresentValue = run.input.npvEnabled;
  for (let t = 0; t < columns.length; t += 1) {
    const year = Math.floor(t / 12) + 1;
    const pv = showPresentValue ? columns.presentValue[t] : undefined;
    rows[t] = {
      year,
      month: t - (year - 1) * 12 + 1,
      production: columns.production[t] ?? 0,
      savings: toDollars(columns.savings[t] ?? 0),
      netMeteringCredit: toDollars(columns.credit[t] ?? 0),
      yearlyBenefits: toDollars(columns.benefits[t] ?? 0),
      incentives: toDollars(columns.incentives[t] ?? 0),
      omCost: toDollars(columns.om[t] ?? 0),
      loanPayment: toDollars(columns.payment[t] ?? 0),
      principal: toDollars(columns.principal[t] ?? 0),
      interest: toDollars(columns.interest[t] ?? 0),
      balance: toDollars(columns.balance[t] ?? 0),
      paydown: toDollars(columns.paydown[t] ?? 0),
      agreementPayment: toDollars(columns.agreementPayment[t] ?? 0),
      buyout: toDollars(columns.buyout[t] ?? 0),
      inverterReplacement: toDollars(columns.replacement[t] ?? 0),
      netCashFlow: toDollars(columns.net[t] ?? 0),
      cumulativeCashFlow: toDollars(columns.cumulative[t] ?? 0),
      presentValue: pv === undefined ? null : toDollars(pv),
    };
  }
  return rows;
}

/**
 * True when every number in the rows is finite. Sums them: NaN and ±Infinity survive any sum,
 * so one finite total proves all finite (a sum overflowing past 1e308 also fails, rightly).
 */
export function timelineIsFinite(rows: readonly TimelineRow[]): boolean {
  let sum = 0;
  for (const r of rows) {
    sum +=
      r.production +
      r.savings +
      r.netMeteringCredit +
      r.yearlyBenefits +
      r.incentives +
      r.omCost +
      r.loanPayment +
      r.principal +
      r.interest +
      r.balance +
      r.paydown +
      r.agreementPayment +
      r.buyout +
      r.inverterReplacement +
      r.netCashFlow +
      r.cumulativeCashFlow +
      (r.presentValue ?? 0);
  }
  return Number.isFinite(sum);
}
