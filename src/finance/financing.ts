import { D, ONE } from './decimal';
import { dealerFeeOf, financingMarkup, type DealerFeeFinding, type FinancingMarkup } from './markup';
import type { ModelRun } from './model';
import type { EndOfTerm } from './payment-method';
import { centsToDollars, dollarsToCents, roundTo } from './rounding';

/** Fields every payment method carries, so a screen can read any of them without asking which it is. */
interface FinancingCommon {
  /** The legacy name of the kind: a loan is 'financing' (the spec's saved value), the rest as `kind`. */
  readonly method: 'cash' | 'financing' | 'lease' | 'ppa';
  /**
   * Paid at month 0. Cash: the price less incentives received at installation; loan: the down
   * payment; lease/PPA: the prepayment.
   */
  readonly downPayment: number;
  /** The amount financed (loan), else 0. */
  readonly principal: number;
  /** Loan interest over the term, else 0. */
  readonly interest: number;
  /** What is paid for the system: net investment + interest + any financing fee (owned); everything paid to the owner (lease/PPA). */
  readonly totalInvestment: number;
  /** Loan: the level payment sized on the whole loan. Lease: the year-1 payment. PPA: the year-1 average. Cash: 0. */
  readonly monthlyPayment: number;
  readonly termMonths: number;
  /** The loan's APR, else 0. */
  readonly interestRatePercent: number;
  /** Cash: the price. Loan: down payment + every payment + any paydown. Lease/PPA: prepayment + payments + buyout. */
  readonly totalPaid: number;
}

export interface CashFinancing extends FinancingCommon {
  readonly kind: 'cash';
}

/** The implied dealer fee of a financed price against the quote's cash price. */
export type DealerFee = FinancingMarkup & { readonly cashPrice: number };

export interface LoanFinancing extends FinancingCommon {
  readonly kind: 'loan';
  readonly lenderName: string | null;
  /** True when the lender's amount financed was given (else total cost − down payment). */
  readonly loanAmountStated: boolean;
  /** Paid in cash at installation because the stated loan is short of the cost (beside the down payment). */
  readonly shortfallPaidAtInstallation: number;
  /** A stated loan above cost − down payment: a financing fee, counted with the interest. */
  readonly financingFee: number;
  /** The quote's incentive_paydown: true, false, or `null` when it does not say. */
  readonly incentivePaydown: boolean | null;
  /** With a paydown, what pays it (issue 22): the federal credit (the default), every incentive, or a typed amount. */
  readonly paydownSource: 'federal' | 'all' | 'amount';
  /** The incentive paydown: the month it is paid (0 = at installation), the amount applied and the balance then. */
  readonly paydown: { readonly month: number; readonly amount: number; readonly balanceBefore: number } | null;
  /** The payment re-amortised over the remaining months after the paydown; `null` without one. */
  readonly paymentAfterPaydown: number | null;
  /** Incentives kept as the homeowner's cash (all of them without a paydown). */
  readonly incentivesKept: number;
  /** Financed price above the quote's cash price (R1: $3,648, 11.0 %); `null` without a cash price. */
  readonly dealerFee: DealerFee | null;
  /**
   * The one dealer-fee rule every screen uses (markup.ts dealerFeeOf): the financed price above the cash
   * price plus any loan above the cost, in dollars and percent of the cash price, flagged from 2 %.
   */
  readonly fee: DealerFeeFinding | null;
  /** The APR as a yearly effective rate, (1 + APR/12)^12 − 1: the discount rate at which the loan costs what cash does. */
  readonly effectiveAnnualRatePercent: number;
  /** What the quote states, to set beside the figures above. */
  readonly quoted: {
    readonly monthlyPayment: number | null;
    readonly paymentAfterPaydown: number | null;
    readonly totalPaid: number | null;
  };
}

export interface AgreementFinancing extends FinancingCommon {
  readonly kind: 'lease' | 'ppa';
  readonly prepayment: number;
  /** PPA: the year-1 price per kWh. */
  readonly ratePerKwh: number | null;
  readonly escalatorPercent: number;
  readonly endOfTerm: EndOfTerm;
  readonly buyoutPrice: number | null;
  /** Every monthly payment over the analysis (without prepayment or buyout). */
  readonly lifetimePayments: number;
  /** Year 1's payments / 12. */
  readonly year1MonthlyPayment: number;
  /** Everything paid for solar per kWh it produces over the analysis. */
  readonly effectiveRatePerKwh: number | null;
  /** The utility's rate over the same years, weighted by production. */
  readonly utilityRatePerKwh: number | null;
  readonly year1EffectiveRatePerKwh: number | null;
  readonly utilityYear1RatePerKwh: number;
}

/** How the system is paid for; `kind` tells which. */
export type Financing = CashFinancing | LoanFinancing | AgreementFinancing;

const money = centsToDollars;
const rate = (value: { toNumber(): number } | null): number | null => (value === null ? null : value.toNumber());

/** The financing figures of a run. */
export function financingOf(run: ModelRun): Financing {
  const m = run.input;
  const loan = run.loan;
  if (loan !== null && m.loan !== null) {
    const terms = m.loan;
    const statement = loan.statement;
    const cashPrice = terms.cashPrice;
    const markup = cashPrice === null ? null : financingMarkup(cashPrice, money(run.totalSystemCostCents));
    const effective = ONE.plus(new D(terms.interestRatePercent).div(1200)).pow(12).minus(ONE).times(100);
    return {
      kind: 'loan',
      method: 'financing',
      downPayment: money(loan.downPaymentCents),
      principal: money(loan.principalCents),
      interest: money(run.totalInterestCents),
      totalInvestment: money(run.investmentCents),
      monthlyPayment: money(statement.paymentCents),
      termMonths: loan.months,
      interestRatePercent: terms.interestRatePercent,
      totalPaid: money(loan.totalPaidCents),
      lenderName: terms.lenderName,
      loanAmountStated: terms.loanAmount !== null,
      shortfallPaidAtInstallation: money(loan.gapCents),
      financingFee: money(loan.feeCents),
      incentivePaydown: terms.incentivePaydown,
      paydownSource: terms.paydownSource,
      paydown:
        loan.paydownMonth === null
          ? null
          : {
              month: loan.paydownMonth,
              amount: money(statement.paydownAppliedCents),
              balanceBefore: money(statement.balanceBeforePaydownCents ?? 0),
            },
      paymentAfterPaydown: statement.paymentAfterPaydownCents === null ? null : money(statement.paymentAfterPaydownCents),
      incentivesKept: money(loan.incentivesKeptCents),
      dealerFee: markup === null || cashPrice === null ? null : { ...markup, cashPrice },
      fee: dealerFeeOf({ cashPrice, financedPrice: money(run.totalSystemCostCents), feeAboveCost: money(loan.feeCents) }),
      effectiveAnnualRatePercent: roundTo(effective, 10),
      quoted: {
        monthlyPayment: terms.quotedMonthlyPayment,
        paymentAfterPaydown: terms.quotedPaymentAfterPaydown,
        totalPaid: terms.quotedTotalPaid,
      },
    };
  }
  const agreement = run.agreement;
  if (agreement !== null && m.agreement !== null && (m.paymentMethod === 'lease' || m.paymentMethod === 'ppa')) {
    const terms = m.agreement;
    return {
      kind: m.paymentMethod,
      method: m.paymentMethod,
      downPayment: money(agreement.prepaymentCents),
      principal: 0,
      interest: 0,
      totalInvestment: money(run.investmentCents),
      monthlyPayment: money(run.monthlyPaymentCents),
      termMonths: terms.termMonths,
      interestRatePercent: 0,
      totalPaid: money(agreement.totalPaidCents),
      prepayment: money(agreement.prepaymentCents),
      ratePerKwh: m.paymentMethod === 'ppa' ? terms.ratePerKwh : null,
      escalatorPercent: terms.escalatorPercent,
      endOfTerm: terms.endOfTerm,
      buyoutPrice: terms.endOfTerm === 'buyout' ? money(dollarsToCents(terms.buyoutPrice)) : null,
      lifetimePayments: money(agreement.schedule.totalPaymentsCents),
      year1MonthlyPayment: money(Math.round(agreement.year1PaymentsCents / 12)),
      effectiveRatePerKwh: rate(agreement.effectiveRatePerKwh),
      utilityRatePerKwh: rate(agreement.utilityRatePerKwh),
      year1EffectiveRatePerKwh: rate(agreement.year1EffectiveRatePerKwh),
      utilityYear1RatePerKwh: m.electricityRate,
    };
  }
  return {
    kind: 'cash',
    method: 'cash',
    downPayment: money(run.initialOutlayCents),
    principal: 0,
    interest: 0,
    totalInvestment: money(run.investmentCents),
    monthlyPayment: 0,
    termMonths: 0,
    interestRatePercent: 0,
    totalPaid: money(run.totalSystemCostCents),
  };
}
