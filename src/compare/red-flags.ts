import { formatCents, formatDollars, formatPercent, formatPerWatt } from '../finance/format';
import { productionSanity } from '../finance/production-sanity';
import { calculated, positive, type ComparedQuote } from './quotes';
import { savingsClaimFlag } from './savings-claim';
import { warrantyYears } from './rows';
import { NATIONAL_RANGE, type PriceRange } from './local-range';
import { INTEREST_SHARE_OF_PRINCIPAL, PAYMENT_MISMATCH_DOLLARS, PAYMENT_MISMATCH_SHARE, PRODUCTION_ABOVE_PEERS_SHARE } from './thresholds';

export type RedFlagCode =
  | 'PRODUCTION_ABOVE_NORM'
  | 'DEALER_FEE'
  | 'EXPIRED_TAX_CREDIT'
  | 'PRICE_PER_WATT_OUTSIDE_RANGE'
  | 'NO_WORKMANSHIP_WARRANTY'
  | 'LOAN_PAYMENT_MISMATCH'
  | 'INTEREST_ABOVE_PRINCIPAL_SHARE'
  | 'SAVINGS_CLAIM_HIGH';

/** Something in a quote worth asking the installer about, with the question to send. */
export interface RedFlag {
  readonly code: RedFlagCode;
  readonly title: string;
  /** What the figures show, in one sentence. */
  readonly detail: string;
  /** A question the homeowner can send the installer as it is. */
  readonly question: string;
  /** The comparison row that shows the figure. */
  readonly rowId: string;
}

export interface RedFlagContext {
  /** The project's two-letter state, for the production norm; absent on the shared view. */
  readonly state?: string | null;
  /** The $/W range a price is checked against (local-range.ts); absent: the national range. */
  readonly priceRange?: PriceRange | undefined;
}

const kwhPerKw = (q: ComparedQuote): number | null => {
  const size = positive(q.proposal['system_size_kw']);
  const production = positive(q.proposal['year1_production_kwh']);
  return size !== null && production !== null ? production / size : null;
};

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

function productionFlag(q: ComparedQuote, all: readonly ComparedQuote[], context: RedFlagContext): RedFlag | null {
  const yieldOf = kwhPerKw(q);
  if (yieldOf === null) return null;
  const shown = Math.round(yieldOf).toLocaleString('en-US');
  const question = `Your estimate works out to ${shown} kWh a year per kW installed. Which tool and inputs (shading, tilt, orientation, losses) produced it, and will you guarantee that production in writing?`;
  const sanity = productionSanity(
    context.state ?? null,
    positive(q.proposal['year1_production_kwh'])!,
    positive(q.proposal['system_size_kw'])!,
  );
  if (sanity?.status === 'high' && sanity.band) {
    return {
      code: 'PRODUCTION_ABOVE_NORM',
      title: 'Production above the local norm',
      detail: `${shown} kWh per kW in year 1, above the ${sanity.band.high.toLocaleString('en-US')} an ideal, unshaded roof makes in ${(context.state ?? '').toUpperCase()}: the savings may be overstated.`,
      question,
      rowId: 'production',
    };
  }
  if (sanity?.status === 'ok' || sanity?.status === 'low') return null;
  // No known state: the other quotes for the same roof are the norm.
  const peers = median(
    all
      .filter((o) => o !== q)
      .map(kwhPerKw)
      .filter((v): v is number => v !== null),
  );
  if (peers === null || yieldOf <= peers * (1 + PRODUCTION_ABOVE_PEERS_SHARE)) return null;
  return {
    code: 'PRODUCTION_ABOVE_NORM',
    title: 'Production above the other quotes',
    detail: `${shown} kWh per kW in year 1, ${formatPercent(((yieldOf - peers) / peers) * 100, 0)} above the other quotes for the same roof (${Math.round(peers).toLocaleString('en-US')}): the savings may be overstated.`,
    question,
    rowId: 'production',
  };
}

function dealerFeeFlag(q: ComparedQuote): RedFlag | null {
  const fin = q.result?.financing;
  // The one dealer-fee rule (finance/markup.ts): flagged from 2 % of the cash price, as the editor warns.
  if (fin?.kind !== 'loan' || fin.fee === null || !fin.fee.flagged) return null;
  const fee = fin.fee;
  return {
    code: 'DEALER_FEE',
    title: 'Financing adds a dealer fee',
    detail: `Financing adds ${formatDollars(fee.amount)} (${formatPercent(fee.percent)} of the ${formatDollars(fee.cashPrice)} cash price): a dealer fee folded into the loan.`,
    question: `Financing adds ${formatDollars(fee.amount)} to your cash price. What is that fee for, can it be removed, and what would the loan cost at the cash price?`,
    rowId: 'dealer-fee',
  };
}

function taxCreditFlag(q: ComparedQuote): RedFlag | null {
  if (!q.row.metrics?.federalCreditCaution) return null;
  return {
    code: 'EXPIRED_TAX_CREDIT',
    title: 'Counts a tax credit that no longer applies',
    detail:
      'The incentives include the 30 % federal credit (§25D), which does not apply to systems installed after December 31, 2025: the net cost and savings are better than you will see.',
    question:
      'Your quote counts the 30 % federal tax credit, which ended for home systems installed after 2025. Please send the price, payment and savings without it.',
    rowId: 'net',
  };
}

function pricePerWattFlag(q: ComparedQuote, context: RedFlagContext): RedFlag | null {
  const range = context.priceRange ?? NATIONAL_RANGE;
  const cpw = q.row.metrics?.costPerWattBeforeIncentives ?? null;
  if (cpw === null || (cpw >= range.low && cpw <= range.high)) return null;
  const high = cpw > range.high;
  const where = range.source === 'local' ? 'home systems near you' : 'home systems';
  return {
    code: 'PRICE_PER_WATT_OUTSIDE_RANGE',
    title: high ? 'Price per watt well above the usual range' : 'Price per watt well below the usual range',
    detail: `${formatPerWatt(cpw)} before incentives, outside the usual range: ${range.basis}.`,
    question: high
      ? `Your price works out to ${formatPerWatt(cpw)} before incentives, well above what most ${where} cost. What makes up the price, and is anything in it optional?`
      : `Your price works out to only ${formatPerWatt(cpw)} before incentives. Does it include permits, interconnection, the electrical work and every fee, and is it the final price?`,
    rowId: 'cpw',
  };
}

function workmanshipFlag(q: ComparedQuote): RedFlag | null {
  if (warrantyYears(q, 'workmanship_warranty') !== null) return null;
  return {
    code: 'NO_WORKMANSHIP_WARRANTY',
    title: 'No workmanship warranty stated',
    detail: 'The quote does not say how long the installer stands behind the installation itself (leaks, wiring, mounting).',
    question: 'How many years is your workmanship warranty, what does it cover (roof leaks included?), and can you put it in the contract?',
    rowId: 'workmanship-warranty',
  };
}

function paymentMismatchFlag(q: ComparedQuote): RedFlag | null {
  const fin = q.result?.financing;
  if (fin?.kind !== 'loan' || fin.quoted.monthlyPayment === null) return null;
  const quoted = fin.quoted.monthlyPayment;
  const computed = fin.monthlyPayment;
  const gap = Math.abs(quoted - computed);
  if (gap <= PAYMENT_MISMATCH_DOLLARS || gap <= PAYMENT_MISMATCH_SHARE * computed) return null;
  const terms = `${formatPercent(fin.interestRatePercent, 2)} over ${fin.termMonths / 12} years`;
  return {
    code: 'LOAN_PAYMENT_MISMATCH',
    title: 'Loan payment does not match the rate and term',
    detail: `The quote says ${formatCents(quoted)} a month; ${formatDollars(fin.principal)} at ${terms} is ${formatCents(computed)}.`,
    question: `Your quote shows a ${formatCents(quoted)} monthly payment, but ${formatDollars(fin.principal)} at ${terms} comes to ${formatCents(computed)}. Which is right, and does the lower one assume the tax credit is paid onto the loan?`,
    rowId: 'loan',
  };
}

function interestFlag(q: ComparedQuote): RedFlag | null {
  const fin = q.result?.financing;
  if (fin?.kind !== 'loan' || fin.principal <= 0 || fin.interest <= INTEREST_SHARE_OF_PRINCIPAL * fin.principal) return null;
  const share = (fin.interest / fin.principal) * 100;
  return {
    code: 'INTEREST_ABOVE_PRINCIPAL_SHARE',
    title: 'Interest above 80 % of the loan',
    detail: `${formatDollars(fin.interest)} of interest on ${formatDollars(fin.principal)} financed (${formatPercent(share, 0)}).`,
    question: `Over the full term this loan costs ${formatDollars(fin.interest)} in interest. What would a shorter term or a lower-rate loan cost, and is there a penalty for paying it off early?`,
    rowId: 'interest',
  };
}

/**
 * The red flags of one quote among the project's quotes, in the order a homeowner should ask about
 * them (money first). A quote that cannot be calculated can still lack a workmanship warranty.
 */
export function redFlags(q: ComparedQuote, all: readonly ComparedQuote[], context: RedFlagContext = {}): RedFlag[] {
  const money = calculated(q)
    ? [
        taxCreditFlag(q),
        dealerFeeFlag(q),
        paymentMismatchFlag(q),
        interestFlag(q),
        pricePerWattFlag(q, context),
        productionFlag(q, all, context),
        savingsClaimFlag(q.proposal, q.result.bill),
      ]
    : [];
  return [...money, workmanshipFlag(q)].filter((f): f is RedFlag => f !== null);
}
