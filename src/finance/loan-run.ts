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
  /** Incentives kept as cash (all of them without a paydown; what the balance could not take with one). */
  readonly incentivesKeptCents: number;
  /** Down payment + any gap + every payment + the paydown. */
  readonly totalPaidCents: number;
  /** True when the paydown was asked for but the loan is repaid before the incentives arrive. */
  readonly paydownAfterLoan: boolean;
}

/**
 * The loan of a loan model: the principal (the lender's amount, else total cost − down payment),
 * any gap or fee against the cost, the incentive paydown when asked for and possible, and the
 * statement. `null` for a model without a loan.
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
  const wantsPaydown = terms.incentivePaydown === true && incentivesCents > 0 && months > 0;
  const paydownMonth = wantsPaydown && incentiveMonth < months ? incentiveMonth : null;
  const statement = loanStatement({
    principalCents,
    annualRatePercent: terms.interestRatePercent,
    months,
    paydownCents: paydownMonth === null ? 0 : incentivesCents,
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
    totalPaidCents: downPaymentCents + gapCents + statement.totalPaymentsCents + statement.paydownAppliedCents,
    paydownAfterLoan: wantsPaydown && paydownMonth === null,
  };
}
