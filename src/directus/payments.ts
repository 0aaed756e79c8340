import { customEndpoint } from '@directus/sdk';
import { call, type Result } from './call';
import { FALLBACK } from './errors';
import type { PropertyRequest } from './schema';

/**
 * The server-side payment confirmation the payment-success page relies on:
 * `POST /atlas/payments/confirm { request_id }` (through the /api proxy, with the homeowner's session).
 *
 * The request becomes `active` (with `payment_completed_at` now) only when the backend has verified
 * with the payment provider that the payment completed; opening the success page can never do it on its
 * own, which is why the browser does not PATCH the status itself as the original app did.
 */
export const PAYMENT_CONFIRM_PATH = '/atlas/payments/confirm';

/** What the confirmation answers: the request as it now stands (`active` once the payment is confirmed). */
export type PaymentConfirmation = Pick<PropertyRequest, 'id' | 'status' | 'payment_completed_at'>;

/**
 * Asks the backend to confirm the payment of a request. A request whose payment has not been recorded yet
 * comes back unchanged (`pending_payment`): the caller decides whether to ask again.
 */
export function confirmPayment(requestId: string): Promise<Result<PaymentConfirmation>> {
  return call('confirm payment', FALLBACK.updateRequest, (directus) =>
    directus.request(
      customEndpoint<PaymentConfirmation>({ path: PAYMENT_CONFIRM_PATH, method: 'POST', body: JSON.stringify({ request_id: requestId }) }),
    ),
  );
}
