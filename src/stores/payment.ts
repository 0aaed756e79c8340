import { atom } from 'nanostores';
import * as api from '../directus';
import type { PaymentConfirmation, Result } from '../directus';
import { SIGNUP_CONTEXT_KEY, type SignupContext } from './signup';

export type PaymentState =
  | { status: 'processing'; requestId: string | null }
  | { status: 'success'; requestId: string }
  | { status: 'error'; requestId: string | null; message: string };

/** Browser session storage key of a checkout in progress (spec section 3: pending_payment { requestId }). */
export const PENDING_PAYMENT_KEY = 'pending_payment';

/** Spec section 8, payment. */
export const PAYMENT_MESSAGES = {
  noInfo: 'No payment information found',
  notConfirmed: "We couldn't confirm your payment. Your payment may still have been processed.",
} as const;

/** Spec section 9: the success state redirects after 2 seconds. */
export const PAYMENT_REDIRECT_MS = 2000;

/** How often, and how far apart, the confirmation is asked before the error state (about 6 s in all). */
export const CONFIRM_ATTEMPTS = 5;
export const CONFIRM_RETRY_MS = 1500;

export interface ConfirmOptions {
  attempts?: number;
  delayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const $payment = atom<PaymentState>({ status: 'processing', requestId: null });

/** The request being paid: `utm_content` of the return URL, else the stored pending payment. */
export function paymentRequestId(search: string, storage: Pick<Storage, 'getItem'> | null): string | null {
  const fromQuery = new URLSearchParams(search).get('utm_content')?.trim();
  if (fromQuery) return fromQuery;
  try {
    const raw = storage?.getItem(PENDING_PAYMENT_KEY);
    const stored = raw ? (JSON.parse(raw) as { requestId?: unknown }) : null;
    return typeof stored?.requestId === 'string' && stored.requestId ? stored.requestId : null;
  } catch {
    return null;
  }
}

/** Where the success state sends the homeowner. */
export function selectInstallersPath(requestId: string): string {
  return `/select-installers/${encodeURIComponent(requestId)}`;
}

/** The backend confirms a payment by answering the request as `active`; anything else is "not yet". */
function isConfirmed(result: Result<PaymentConfirmation>): boolean {
  return result.data?.status === 'active';
}

/** A 4xx answer: the server refused with a reason (a missing request, no session); asking again cannot help. */
function isRefusal(result: Result<PaymentConfirmation>): boolean {
  const status = result.error?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * Asks the backend to confirm the payment (it checks with the payment provider; the page never marks a
 * request paid itself). On success the signup context gains the `payment` step and the pending payment
 * is cleared.
 */
export async function confirmPendingPayment(
  search: string,
  { attempts = CONFIRM_ATTEMPTS, delayMs = CONFIRM_RETRY_MS, sleep = wait }: ConfirmOptions = {},
): Promise<PaymentState> {
  const storage = typeof sessionStorage === 'undefined' ? null : sessionStorage;
  const requestId = paymentRequestId(search, storage);
  if (!requestId) {
    const state: PaymentState = { status: 'error', requestId: null, message: PAYMENT_MESSAGES.noInfo };
    $payment.set(state);
    return state;
  }
  $payment.set({ status: 'processing', requestId });
  let result = await api.confirmPayment(requestId);
  // Payment providers often deliver their webhook a moment after the customer is sent back here, so an
  // unconfirmed answer is asked again a few times before the page gives up (the state stays processing).
  // A refusal from the server (an unknown request, not signed in) is final and not asked again.
  for (let attempt = 1; attempt < attempts && !isConfirmed(result) && !isRefusal(result); attempt += 1) {
    await sleep(delayMs);
    result = await api.confirmPayment(requestId);
  }
  if (!isConfirmed(result)) {
    // The server's own words when it knows no such request of this homeowner (spec section 8: "or the
    // specific message"); otherwise (not signed in, not yet paid, unreachable) the general text.
    const message = result.error?.status === 404 ? result.error.message : PAYMENT_MESSAGES.notConfirmed;
    const state: PaymentState = { status: 'error', requestId, message };
    $payment.set(state);
    return state;
  }
  try {
    storage?.removeItem(PENDING_PAYMENT_KEY);
    const raw = storage?.getItem(SIGNUP_CONTEXT_KEY);
    const context: SignupContext = raw
      ? (JSON.parse(raw) as SignupContext)
      : { timestamp: new Date().toISOString(), completed_steps: [], plan: 'free', requestId };
    if (!context.completed_steps.includes('payment')) context.completed_steps.push('payment');
    context.requestId = requestId;
    storage?.setItem(SIGNUP_CONTEXT_KEY, JSON.stringify(context));
  } catch (error) {
    console.error('atlas: could not update the signup context', error);
  }
  const state: PaymentState = { status: 'success', requestId };
  $payment.set(state);
  return state;
}
