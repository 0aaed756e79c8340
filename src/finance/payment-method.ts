/**
 * How a system is paid for. A homeowner owns it when paying cash or with a loan; with a lease or a
 * power purchase agreement (PPA) a third party owns it and the homeowner pays for it (or its
 * electricity) month by month.
 */
export type PaymentMethod = 'cash' | 'loan' | 'lease' | 'ppa';

/** What happens when a lease or PPA ends: the system is removed, bought at `buyout_price`, or the agreement renewed. */
export type EndOfTerm = 'return' | 'buyout' | 'renew';

export const END_OF_TERM_CHOICES: readonly EndOfTerm[] = ['return', 'buyout', 'renew'];

const ALIASES: Readonly<Record<string, PaymentMethod>> = {
  cash: 'cash',
  loan: 'loan',
  // A saved 'financing' reads as a loan (spec §4).
  financing: 'loan',
  lease: 'lease',
  ppa: 'ppa',
};

/**
 * A stored or typed payment method, or `null` when it is not one Atlas knows. Empty (undefined,
 * null, blank) is cash, the form's default (spec §3); any other unknown text is an error for the
 * caller to report, never silently cash.
 */
export function readPaymentMethod(value: unknown): PaymentMethod | null {
  if (value === undefined || value === null) return 'cash';
  if (typeof value !== 'string') return null;
  const key = value.trim().toLowerCase();
  if (key === '') return 'cash';
  return Object.hasOwn(ALIASES, key) ? (ALIASES[key] ?? null) : null;
}

/** True when the homeowner owns the system (cash or loan): only then do incentives, ROI, IRR and LCOE apply. */
export function isOwned(method: PaymentMethod): boolean {
  return method === 'cash' || method === 'loan';
}

/** An end-of-term choice, `undefined` when not given, `null` when not one of return, buyout, renew. */
export function readEndOfTerm(value: unknown): EndOfTerm | null | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') return null;
  const key = value.trim().toLowerCase();
  if (key === '') return undefined;
  return (END_OF_TERM_CHOICES as readonly string[]).includes(key) ? (key as EndOfTerm) : null;
}

/** A yes/no/unsaid flag: `true`, `false`, `undefined` when not said, `null` when unreadable. */
export function readFlag(value: unknown): boolean | null | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value !== 'string') return null;
  const key = value.trim().toLowerCase();
  if (key === '') return undefined;
  if (['true', 'yes', 'on', '1'].includes(key)) return true;
  if (['false', 'no', 'off', '0'].includes(key)) return false;
  return null;
}

/**
 * What pays a loan down when the incentives do (issue 22): 'federal' the federal tax credit (the default:
 * a lender's paydown counts it), 'all' every incentive, 'amount' an amount the homeowner types.
 */
export type PaydownSource = 'federal' | 'all' | 'amount';

export const PAYDOWN_SOURCES: readonly PaydownSource[] = ['federal', 'all', 'amount'];

/** A paydown source, `undefined` when not given, `null` when not one of federal, all, amount. */
export function readPaydownSource(value: unknown): PaydownSource | null | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') return null;
  const key = value.trim().toLowerCase();
  if (key === '') return undefined;
  return (PAYDOWN_SOURCES as readonly string[]).includes(key) ? (key as PaydownSource) : null;
}
