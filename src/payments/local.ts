/**
 * The local payment provider: a checkout page served by this site (/checkout/local/{requestId}) for
 * development and the browser tests. "Pay" does what a real provider does once a card is charged: it POSTs
 * the signed payment webhook to the backend, then the page sends the homeowner to /payment-success. It
 * uses the backend's own signing function, so the backend cannot tell it from a provider's adapter.
 * No money moves; configuredProvider() refuses it in production.
 */
import { randomBytes } from 'node:crypto';
import { sign, SIGNATURE_HEADER } from '../../directus/extensions/atlas-payments/webhook.js';
import type { PaymentProvider } from './provider';

export const localProvider: PaymentProvider = {
  name: 'local',
  // A real provider's adapter calls its API here; the local page needs no call, so it answers at once.
  checkoutUrl: ({ requestId, siteOrigin }) => Promise.resolve(`${siteOrigin}/checkout/local/${encodeURIComponent(requestId)}`),
};

/** The webhook body a provider sends for a completed payment. */
export function paidWebhookBody(requestId: string, amount: number, currency: string): string {
  return JSON.stringify({
    request_id: requestId,
    provider_reference: `local_${randomBytes(12).toString('hex')}`,
    amount,
    currency,
    status: 'paid',
  });
}

/**
 * Delivers the signed "paid" webhook for `requestId` to the backend. Answers the backend's status and its
 * first error message, if any.
 */
export function deliverLocalPayment(options: {
  directusUrl: string;
  secret: string;
  requestId: string;
  amount: number;
  currency: string;
}): Promise<{ ok: boolean; status: number; message: string | null }> {
  return deliverPayment({ ...options, body: paidWebhookBody(options.requestId, options.amount, options.currency) });
}

/**
 * POSTs a payment webhook body to the backend, signed with its secret as every provider's adapter does (the
 * local checkout, the Stripe webhook). Answers the backend's status and its first error message, if any.
 */
export async function deliverPayment(options: {
  directusUrl: string;
  secret: string;
  body: string;
}): Promise<{ ok: boolean; status: number; message: string | null }> {
  const { body } = options;
  const response = await fetch(`${options.directusUrl.replace(/\/$/, '')}/atlas/payments/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(body, options.secret) },
    body,
  });
  let message: string | null = null;
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { errors?: Array<{ message?: string }> } | null;
    message = answer?.errors?.[0]?.message ?? null;
  }
  return { ok: response.ok, status: response.status, message };
}

/** The request as the signed-in homeowner reads it (their session cookie, forwarded), or null when it is not theirs. */
export async function ownRequest(
  directusUrl: string,
  cookie: string | null,
  requestId: string,
): Promise<{ id: string; status: string } | null> {
  if (!cookie) return null;
  const url = new URL(`${directusUrl.replace(/\/$/, '')}/items/property_requests`);
  url.searchParams.set('fields', 'id,status');
  url.searchParams.set('filter', JSON.stringify({ id: { _eq: requestId } }));
  url.searchParams.set('limit', '1');
  const response = await fetch(url, { headers: { cookie } });
  if (!response.ok) return null;
  const answer = (await response.json().catch(() => null)) as { data?: Array<{ id: string; status: string }> } | null;
  return answer?.data?.[0] ?? null;
}
