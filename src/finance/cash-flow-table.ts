import type { TimelineRow } from './timeline';

/**
 * The years the Cash Flow Analysis table lists (spec §2, §9): years 1–5, every 5th year, and the
 * last year. 25 → [1, 2, 3, 4, 5, 10, 15, 20, 25]; 27 → [..., 25, 27]; 3 → [1, 2, 3].
 */
export function cashFlowTableYears(lifetimeYears: number): number[] {
  if (!Number.isFinite(lifetimeYears) || lifetimeYears < 1) return [];
  const last = Math.floor(lifetimeYears);
  const years: number[] = [];
  for (let year = 1; year <= last; year += 1) {
    if (year <= 5 || year % 5 === 0 || year === last) years.push(year);
  }
  return years;
}

/**
 * One year of the timeline: the monthly columns summed (production, money, present value), with the
 * end-of-year balance and cumulative cash flow.
 */
export interface YearlyCashFlow extends Omit<TimelineRow, 'month' | 'balance'> {
  /** Loan balance at the end of the year. */
  readonly endBalance: number;
}

// Row money is cent-precise; summing in integer cents keeps the yearly totals exact.
const cents = (dollars: number): number => Math.round(dollars * 100);

/** Yearly aggregates of monthly rows, one entry per year present in the rows. */
export function yearlyCashFlows(rows: readonly TimelineRow[]): YearlyCashFlow[] {
  const years: YearlyCashFlow[] = [];
  for (let start = 0; start < rows.length; start += 12) {
    const months = rows.slice(start, start + 12);
    const last = months[months.length - 1];
    if (last === undefined) break;
    const total = (pick: (row: TimelineRow) => number): number => months.reduce((sum, row) => sum + cents(pick(row)), 0) / 100;
    const pvKnown = months.every((row) => row.presentValue !== null);
    years.push({
      year: last.year,
      production: months.reduce((sum, row) => sum + row.production, 0),
      savings: total((row) => row.savings),
      netMeteringCredit: total((row) => row.netMeteringCredit),
      yearlyBenefits: total((row) => row.yearlyBenefits),
      incentives: total((row) => row.incentives),
      omCost: total((row) => row.omCost),
      loanPayment: total((row) => row.loanPayment),
      principal: total((row) => row.principal),
      interest: total((row) => row.interest),
      endBalance: last.balance,
      paydown: total((row) => row.paydown),
      agreementPayment: total((row) => row.agreementPayment),
      buyout: total((row) => row.buyout),
      inverterReplacement: total((row) => row.inverterReplacement),
      netCashFlow: total((row) => row.netCashFlow),
      cumulativeCashFlow: last.cumulativeCashFlow,
      presentValue: pvKnown ? total((row) => row.presentValue ?? 0) : null,
    });
  }
  return years;
}

/** Which of the one-time and agreement columns have an amount in some year (tables show only those). */
export interface CashFlowExtraColumns {
  readonly incentives: boolean;
  readonly paydown: boolean;
  readonly agreement: boolean;
  readonly buyout: boolean;
  /** An owned system's inverter replacement (issue 23). */
  readonly replacement: boolean;
}

/** The incentive, paydown, lease/PPA, buyout and inverter replacement columns worth showing for these years. */
export function cashFlowExtraColumns(years: readonly YearlyCashFlow[]): CashFlowExtraColumns {
  const any = (pick: (y: YearlyCashFlow) => number): boolean => years.some((y) => pick(y) !== 0);
  return {
    incentives: any((y) => y.incentives),
    paydown: any((y) => y.paydown),
    agreement: any((y) => y.agreementPayment),
    buyout: any((y) => y.buyout),
    replacement: any((y) => y.inverterReplacement),
  };
}
