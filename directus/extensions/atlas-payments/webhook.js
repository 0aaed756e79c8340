// The payment webhook's contract, as pure functions (unit-tested in webhook.test.mjs without a server).
//
// The provider (or the small adapter in front of it: none is wired in this repository) POSTs JSON
//   { request_id, provider_reference, amount, currency, status: 'paid' }
// with the header `x-atlas-signature: sha256=<hex>`, the HMAC-SHA256 of the exact request body bytes under
// the shared secret ATLAS_PAYMENTS_WEBHOOK_SECRET. Only the signature makes a webhook trustworthy.

import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-atlas-signature';

const SIGNATURE = /^sha256=([0-9a-f]{64})$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CURRENCY = /^[A-Za-z]{3}$/;

/** Whether `value` has the shape of a property request id (a UUID). */
export function isRequestId(value) {
  return typeof value === 'string' && UUID.test(value);
}

/** The header value for `body` under `secret`: `sha256=<hex>`. */
export function sign(body, secret) {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/**
 * Whether `header` is the signature of the raw `body` under `secret`. The digests are compared in constant
 * time; a missing, malformed or wrong header is simply false.
 * @param {Buffer | string | undefined | null} body the request body exactly as received
 * @param {string | string[] | undefined | null} header the x-atlas-signature header
 * @param {string} secret
 */
export function verifySignature(body, header, secret) {
  if (!secret || typeof header !== 'string') return false;
  const match = SIGNATURE.exec(header.trim());
  if (!match) return false;
  const expected = createHmac('sha256', secret)
    .update(body ?? Buffer.alloc(0))
    .digest();
  return timingSafeEqual(expected, Buffer.from(match[1], 'hex'));
}

/**
 * Checks a verified webhook body. Returns `{ payment }` (currency in capitals) or `{ error }` naming the
 * first problem.
 * @param {unknown} body the parsed JSON body
 */
export function parseWebhookPayload(body) {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { error: 'The body must be a JSON object.' };
  const { request_id: requestId, provider_reference: reference, amount, currency, status } = body;
  if (!isRequestId(requestId)) return { error: 'request_id must be the id of a property request.' };
  if (typeof reference !== 'string' || reference.trim() === '' || reference.length > 255) {
    return { error: 'provider_reference must be a non-empty string of at most 255 characters.' };
  }
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) return { error: 'amount must be a number of at least 0.' };
  if (typeof currency !== 'string' || !CURRENCY.test(currency)) return { error: 'currency must be a 3-letter currency code.' };
  if (status !== 'paid') return { error: "status must be 'paid': only completed payments are recorded." };
  return { payment: { requestId: requestId.toLowerCase(), reference: reference.trim(), amount, currency: currency.toUpperCase() } };
}
