import { customEndpoint } from '@directus/sdk';
import { client } from './client';
import { fail } from './errors';
import type { PropertyRequest, Result } from './schema';

/**
 * The server-side payment confirmation the payment-success page relies on:
 * `POST /atlas/payments/confirm { request_id }` (through the /api proxy, with the homeowner's session).
 *
 * The request becomes `active` (with `payment_completed_at` now) only when the backend has verified
 * with the payment provider that the payment completed; opening the success page can never do it on its
 * own, which is why the browser does not PATCH the status itself as the original app did. Until the
 * backend serves this endpoint the call fails and the page shows its error state.
 */
export const PAYMENT_CONFIRM_PATH = '/atlas/payments/confirm';

export async function confirmPayment(requestId: string): Promise<Result<Pick<PropertyRequest, 'id' | 'status' | 'payment_completed_at'>>> {
  try {
    const data = await client().request(
      customEndpoint<Pick<PropertyRequest, 'id' | 'status' | 'payment_completed_at'>>({ path: PAYMENT_CONFIRM_PATH, method: 'POST', body: JSON.stringify({ request_id: requestId }) }),
    );
    if (data?.status !== 'active') return { error: 'Payment not confirmed' };
    return { data };
  } catch (error) {
    return fail('confirm payment', error, 'Failed to update property request');
  }
}
