import type { EndOfTerm, PaydownSource, PaymentMethod } from './payment-method';

/** Inputs that took a default because they were not given; each is listed as an assumption. */
export type DefaultedInput =
  | 'lifetime'
  | 'degradation'
  | 'rateIncrease'
  | 'exportRate'
  | 'exportEscalation'
  | 'omEscalation'
  | 'discountRate'
  | 'incentiveMonth'
  | 'escalator'
  | 'endOfTerm'
  | 'installDate'
  | 'paydownSource'
  | 'inverterWarranty'
  | 'inverterReplacementCost';

/** A loan as the lender writes it. */
export interface LoanTerms {
  readonly downPayment: number;
  /** The amount financed as the lender states it; `null`: total system cost − down payment. */
  readonly loanAmount: number | null;
  readonly interestRatePercent: number;
  /** Whole months, at least 1. */
  readonly termMonths: number;
  /** true: incentives pay down the loan when they arrive; false: kept as cash; `null`: not said (kept as cash). */
  readonly incentivePaydown: boolean | null;
  /**
   * With a paydown, what pays it (issue 22): 'federal' the federal credit, 'all' every incentive (the
   * calculators, which take one incentive figure), 'amount' a typed amount.
   */
  readonly paydownSource: PaydownSource;
  /**
   * The paydown's dollars for 'federal' (the credit: stated, else the incentives not stated as another kind)
   * and 'amount' (as typed), at most the incentives when run; `null` with 'all'.
   */
  readonly paydownAmount: number | null;
  /**
   * With 'federal': where the credit's amount came from: 'stated' (`federal_credit_amount`), 'unstated' (the
   * incentives the quote does not state as another kind: all of them when it breaks nothing down), or
   * 'left-out' (the view without the federal credit: nothing pays the loan down). `null` otherwise.
   */
  readonly paydownCredit: 'stated' | 'unstated' | 'left-out' | null;
  /** The same system's cash price, when the quote gives one (dealer-fee check). */
  readonly cashPrice: number | null;
  /** What the quote states, checked against the amortisation. */
  readonly quotedMonthlyPayment: number | null;
  readonly quotedPaymentAfterPaydown: number | null;
  readonly quotedTotalPaid: number | null;
  readonly lenderName: string | null;
}

/** A lease or power purchase agreement: a third party owns the system. */
export interface AgreementTerms {
  /** Paid at signing. */
  readonly prepayment: number;
  /** Lease: the year-1 monthly payment. */
  readonly monthlyPayment: number;
  /** PPA: the year-1 price per kWh produced. */
  readonly ratePerKwh: number;
  /** Yearly increase of the payment or the rate, percent. */
  readonly escalatorPercent: number;
  /** Whole months (whole years × 12), at least 12. */
  readonly termMonths: number;
  readonly endOfTerm: EndOfTerm;
  readonly buyoutPrice: number;
}

/**
 * Year 1's savings as the utility bills them (the hourly model, issue 23), when the project has a
 * tariff: they replace the simple model's savings and escalate from year 1 (see yearly-energy.ts).
 */
export interface BilledSavings {
  /** Year 1's bill without solar − with the system, less the export value: what the kWh used at home save. */
  readonly importSavingsCents: number;
  /** Year 1's export value (net-billing credit applied, true-up). */
  readonly exportValueCents: number;
  /** Year 1's bill without solar. */
  readonly noSolarBillCents: number;
  readonly tariffName: string;
  /** What the hourly model rests on, one line each (shown with the assumptions). */
  readonly basis: readonly {
    readonly code: BillAssumptionCode;
    readonly label: string;
    readonly value: string;
    readonly source: 'default' | 'entered' | 'rule';
  }[];
}

/** The inverter kinds of the quote registry (`INVERTER_TYPE_CHOICES`). */
export type InverterType = 'microinverters' | 'string' | 'power-optimizers';

/**
 * An owned system's inverter replacement (issue 23): charged once, at today's price, in the first month of
 * the year after the warranty ends, when that year is within the analysis. Read from the quote by
 * quote-input.ts, which also says why there is none.
 */
export interface InverterReplacement {
  /** As the quote states it; `null` when it does not. */
  readonly type: InverterType | null;
  /** The warranty in years: as stated, else the type's usual one (`warrantyAssumed`); `null` when neither is stated. */
  readonly warrantyYears: number | null;
  readonly warrantyAssumed: boolean;
  /** The replacement's cost in dollars (cent-precise), today's price: as typed, else the default $/W × the size. */
  readonly cost: number;
  /** True when the cost is Atlas's default (0.20 $/W): the quote's field was left empty. */
  readonly costAssumed: boolean;
  /** The 1-based month of the run it is charged in (121 after a 10-year warranty); `null`: none. */
  readonly month: number | null;
}

/** The assumption lines only the hourly model has. */
export type BillAssumptionCode = 'USAGE_SHAPE' | 'ARRAY_ORIENTATION' | 'LOCATION' | 'BATTERY_DISPATCH';

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
  /** Months after installation when the incentives arrive (0 = at installation). */
  readonly incentiveMonth: number;
  /** The part of the incentives that is the federal §25D credit, when the quote prints it. */
  readonly federalCreditAmount: number | null;
  /**
   * The parts of the incentives the quote states are not the federal credit (a state credit, a utility
   * rebate, other rebates: issue 25), added up; 0 when it states none. The rest may be the credit.
   */
  readonly nonFederalIncentives: number;
  readonly yearlyBenefits: number;
  /** Years the yearly benefits last; capped by the lifetime. */
  readonly yearlyBenefitYears: number;
  readonly paymentMethod: PaymentMethod;
  /** The loan, when `paymentMethod` is 'loan'. */
  readonly loan: LoanTerms | null;
  /** The lease or PPA, when `paymentMethod` is 'lease' or 'ppa'. */
  readonly agreement: AgreementTerms | null;
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
  /** Show figures in present value (the spec's NPV switch); NPV, IRR and discounted payback are computed either way. */
  readonly npvEnabled: boolean;
  readonly discountRatePercent: number;
  /** The installation date, 'YYYY-MM-DD' (for the federal credit caution). */
  readonly installDate: string;
  readonly defaulted: ReadonlySet<DefaultedInput>;
  /** Savings from the hourly bill model; absent or null: the simple model (spec §9). */
  readonly billed?: BilledSavings | null;
  /** An owned quote's inverter replacement; absent or null (the calculators, a lease or PPA): none. */
  readonly inverter?: InverterReplacement | null;
}

/** True when the model pays with a loan. */
export function hasLoan(model: ModelInput): model is ModelInput & { readonly loan: LoanTerms } {
  return model.paymentMethod === 'loan' && model.loan !== null;
}

/** True when the model is a lease or PPA. */
export function hasAgreement(model: ModelInput): model is ModelInput & { readonly agreement: AgreementTerms } {
  return (model.paymentMethod === 'lease' || model.paymentMethod === 'ppa') && model.agreement !== null;
}
