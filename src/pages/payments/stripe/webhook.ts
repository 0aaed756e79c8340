/**
 * POST /payments/stripe/webhook: Stripe's event endpoint (register it in the Stripe dashboard for
 * checkout.session.completed). The SDK verifies the signature with STRIPE_WEBHOOK_SECRET
 * (src/payments/stripe.ts); a paid session is forwarded to the backend as the signed payment webhook. Answers
 * 400 to an event that does not verify, 200 to one that needs nothing, and the backend's failure as 502 so
 * Stripe retries it.
 */
import type { APIRoute } from 'astro';
import { deliverPayment } from '../../../payments/local';
import { paymentFromStripeEvent } from '../../../payments/stripe';

export const prerender = false;

const text = (status: number, message: string) =>
  new Response(`${message}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

export const POST: APIRoute = async ({ request }) => {
  const raw = await request.text();
  let payment;
  try {
    payment = paymentFromStripeEvent(raw, request.headers.get('stripe-signature'));
  } catch (error) {
    return text(400, `The event could not be verified: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!payment) return text(200, 'Nothing to record.');
  const directusUrl = process.env['DIRECTUS_URL'] ?? '';
  const secret = process.env['ATLAS_PAYMENTS_WEBHOOK_SECRET'] ?? '';
  if (!directusUrl || !secret) return text(503, 'DIRECTUS_URL and ATLAS_PAYMENTS_WEBHOOK_SECRET must be set to record payments.');
  const delivered = await deliverPayment({ directusUrl, secret, body: JSON.stringify(payment) });
  return delivered.ok ? text(200, 'Recorded.') : text(502, `The backend refused the payment (${delivered.status}).`);
};
