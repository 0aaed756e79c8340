import type { Financing } from './financing';
import { CALCULATOR_CRASH } from './messages';
import { CALCULATOR_V2_RULES } from './validation';
import type { Outcome, Warning } from './warnings';

/** An outcome with no result; `error` is the first error, prefixed by its field's label. */
export function failed<Result>(warnings: readonly Warning[]): Outcome<Result> {
  const first = warnings.find((warning) => warning.severity === 'error');
  const rules: Readonly<Record<string, { readonly label: string }>> = CALCULATOR_V2_RULES;
  const label = first?.field !== undefined && Object.hasOwn(rules, first.field) ? rules[first.field]?.label : undefined;
  const error = first === undefined ? CALCULATOR_CRASH : label === undefined ? first.message : `${label}: ${first.message}`;
  return { result: null, warnings, error };
}

/**
 * The outcome of an unexpected failure: never a throw. `error` is the screen's crash message
 * (the calculator's by default); the warning keeps the cause for the expandable details.
 */
export function crashed<Result>(cause: unknown, message: string = CALCULATOR_CRASH): Outcome<Result> {
  const detail = cause instanceof Error ? cause.message : String(cause);
  return {
    result: null,
    warnings: [{ severity: 'error', code: 'ENGINE_FAILURE', message: `${message} (${detail})` }],
    error: message,
  };
}

/**
 * Cash needed at signing: what leaves the homeowner's account before any incentive or tax credit arrives.
 * Cash: the whole price (the credit comes later, at tax time, whatever the model assumes for the cash
 * flows). Loan: the down payment plus any part of the cost the loan does not cover. Lease or PPA: the
 * prepayment. Never less than zero.
 */
export function cashAtSigning(financing: Financing, totalSystemCost: number): number {
  switch (financing.kind) {
    case 'cash':
      return Math.max(0, totalSystemCost);
    case 'loan':
      return Math.max(0, financing.downPayment + financing.shortfallPaidAtInstallation);
    default:
      return Math.max(0, financing.prepayment);
  }
}
