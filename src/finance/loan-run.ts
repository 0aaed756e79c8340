import { loanStatement, type LoanStatement } from './loan-statement';
import { hasLoan, type ModelInput } from './model-input';
import { dollarsToCents } from './rounding';

/** The loan of a run. */
export interface LoanRun {
  readonly statement: LoanStatement;
  /** The amount financed: the stated loan amount, else total cost − down payment. */
  readonly principalCents: number;
  readonly months: number;
  readonly downPaymentCents: number;
  /** Total cost − down payment − loan amount, paid at installation, when the stated loan is short of the cost. */
  readonly gapCents: number;
  /** Down payment + loan amount − total cost: a stated loan above the cost (a financing fee). */
  readonly feeCents: number;
  /** The month of the incentive paydown (0 = at installation), or `null` without one. */
  readonly paydownMonth: number | null;
  /** Incentives kept as cash (all of them without a paydown; the rest of them, and what the balance could not take, with one). */
  readonly incentivesKeptCents: number;
  /** What the paydown source asks to pay onto the loan (issue 22), at most the incentives; 0 without a paydown. */
  readonly paydownRequestedCents: number;
  /** True when a typed paydown amount was more than the incentives and was cut to them. */
  readonly paydownCapped: boolean;
  /** Down payment + any gap + every payment + the paydown. */
  readonly totalPaidCents: number;
  /** True when the paydown was asked for but the loan is repaid before the incentives arrive. */
  readonly paydownAfterLoan: boolean;
}

/**
 * The loan of a loan model: the principal (the lender's amount, else total cost − down payment),
 * any gap or fee against the cost, the incentive paydown when asked for and possible (the part of the
 * incentives its source names), and the statement. `null` for a model without a loan.
 */
export function runLoan(m: ModelInput, totalCostCents: number, incentivesCents: number, incentiveMonth: number): LoanRun | null {
  if (!hasLoan(m)) return null;
  const terms = m.loan;
  const requestedDown = dollarsToCents(terms.downPayment);
  const downPaymentCents = Math.min(requestedDown, totalCostCents);
  const stated = terms.loanAmount === null ? null : dollarsToCents(terms.loanAmount);
  const principalCents = stated ?? totalCostCents - downPaymentCents;
  const gapCents = stated === null ? 0 : Math.max(0, totalCostCents - downPaymentCents - stated);
  const feeCents = stated === null ? 0 : Math.max(0, downPaymentCents + stated - totalCostCents);
  const months = principalCents > 0 ? terms.termMonths : 0;
  // What pays it down (issue 22): every incentive, or the federal credit or a typed amount, never more than
  // the incentives that arrive; the rest of them stays the homeowner's cash.
  const asked = terms.incentivePaydown !== true ? 0 : terms.paydownAmount === null ? incentivesCents : dollarsToCents(terms.paydownAmount);
  const requested = Math.max(0, Math.min(asked, incentivesCents));
  const wantsPaydown = requested > 0 && months > 0;
  const paydownMonth = wantsPaydown && incentiveMonth < months ? incentiveMonth : null;
  const statement = loanStatement({
    principalCents,
    annualRatePercent: terms.interestRatePercent,
    months,
    paydownCents: paydownMonth === null ? 0 : requested,
    paydownAfter: paydownMonth ?? 0,
  });
  return {
    statement,
    principalCents,
    months,
    downPaymentCents,
    gapCents,
    feeCents,
    paydownMonth,
    incentivesKeptCents: incentivesCents - statement.paydownAppliedCents,
    paydownRequestedCents: wantsPaydown ? requested : 0,
    paydownCapped: terms.incentivePaydown === true && terms.paydownSource === 'amount' && asked > incentivesCents,
    totalPaidCents: downPaymentCents + gapCents + statement.totalPaymentsCents + statement.paydownAppliedCents,
    paydownAfterLoan: wantsPaydown && paydownMonth === null,
  };
}
