// Payments (accounts spec sections 2 and 4): a property request becomes `active` only when the payment
// provider's signed webhook has recorded the payment and the homeowner's payment-success page confirms it
// (directus/extensions/atlas-payments). Opening the page, or writing the fields directly, never does.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, get, patch, post, writeUrl } from './helpers/http.mjs';
import { admin, newHomeowner, removeHomeowners } from './helpers/fixtures.mjs';
import { sign } from '../../directus/extensions/atlas-payments/webhook.js';

// The secret the runner generated for this stack and started Directus with (scripts/lib/secrets.mjs).
const secret = process.env.ATLAS_PAYMENTS_WEBHOOK_SECRET;
if (!secret) throw new Error('ATLAS_PAYMENTS_WEBHOOK_SECRET is not set: run the suite through node tests/api/run.mjs or npm test');
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const FIELDS = 'id,status,payment_completed_at,payment_reference,payment_received_at,payment_amount,payment_currency';

/** POSTs `raw` (the exact bytes) to the webhook with the given signature header, if any. */
async function webhook(raw, signature) {
  const response = await fetch(`${writeUrl}/atlas/payments/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature === undefined ? {} : { 'x-atlas-signature': signature }) },
    body: raw,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** A correctly signed webhook for `body`. */
const signedWebhook = (body) => {
  const raw = JSON.stringify(body);
  return webhook(raw, sign(raw, secret));
};

const paid = (requestId, reference) => ({
  request_id: requestId,
  provider_reference: reference,
  amount: 49,
  currency: 'usd',
  status: 'paid',
});
const confirm = (requestId, token) => post('/atlas/payments/confirm', { request_id: requestId }, token ? { token } : {});
const stored = async (id) =>
  (await get(`/items/property_requests/${id}?fields=${FIELDS}`, { token: await admin(), url: writeUrl })).body.data;
const newRequest = async (owner, status = 'pending_payment') => {
  const response = await post('/items/property_requests', { status, postal_code: '80205' }, { token: owner.token });
  expect(response.status).toBe(200);
  return response.body.data.id;
};
const unpaid = (id, status = 'pending_payment') => ({
  id,
  status,
  payment_completed_at: null,
  payment_reference: null,
  payment_received_at: null,
  payment_amount: null,
  payment_currency: null,
});

let alice;
let bob;
beforeAll(async () => {
  alice = await newHomeowner('payer');
  bob = await newHomeowner('payment-thief');
});
afterAll(removeHomeowners);

describe('POST /atlas/payments/webhook', () => {
  let requestId;
  beforeAll(async () => {
    requestId = await newRequest(alice);
  });

  it('refuses a missing or wrong signature with 401 and stores nothing', async () => {
    const raw = JSON.stringify(paid(requestId, 'pi_forged'));
    const attempts = [
      await webhook(raw, undefined),
      await webhook(raw, ''),
      await webhook(raw, 'sha256=' + '0'.repeat(64)),
      await webhook(raw, sign(raw, 'not-the-secret')),
      await webhook(raw, sign(raw, secret).replace('sha256=', '')),
      // Signed, but not these bytes.
      await webhook(raw, sign(JSON.stringify(paid(requestId, 'pi_other')), secret)),
    ];
    for (const response of attempts) {
      expect(response.status).toBe(401);
      expect(response.body.errors[0].message).toBe('Invalid or missing signature.');
    }
    expect(await stored(requestId)).toEqual(unpaid(requestId));
  });

  it('checks the body of a signed call: malformed 400, unknown request 404', async () => {
    expect((await signedWebhook({ ...paid(requestId, 'pi_1'), status: 'failed' })).status).toBe(400);
    expect((await signedWebhook({ ...paid(requestId, 'pi_1'), amount: '49' })).status).toBe(400);
    expect((await signedWebhook({ ...paid('42', 'pi_1') })).status).toBe(400);
    expect((await signedWebhook(paid(UNKNOWN_ID, 'pi_1'))).status).toBe(404);
    expect(await stored(requestId)).toEqual(unpaid(requestId));
  });

  it('records a signed payment once; the same delivery again changes nothing, another payment is a conflict', async () => {
    // The signature covers the exact bytes, whatever their formatting.
    const raw = `{ "request_id": "${requestId}",\n  "provider_reference": "pi_first", "amount": 49.5, "currency": "usd", "status": "paid" }`;
    const first = await webhook(raw, sign(raw, secret));
    expect(first).toEqual({ status: 200, body: { data: { request_id: requestId, recorded: true, duplicate: false } } });
    const after = await stored(requestId);
    expect(after).toMatchObject({
      status: 'pending_payment',
      payment_completed_at: null,
      payment_reference: 'pi_first',
      payment_amount: 49.5,
      payment_currency: 'USD',
    });
    expect(Date.now() - new Date(after.payment_received_at).getTime()).toBeLessThan(60_000);

    const again = await webhook(raw, sign(raw, secret));
    expect(again).toEqual({ status: 200, body: { data: { request_id: requestId, recorded: true, duplicate: true } } });
    const other = await signedWebhook(paid(requestId, 'pi_second'));
    expect(other.status).toBe(409);
    expect(await stored(requestId)).toEqual(after);
  });
});

describe('POST /atlas/payments/confirm', () => {
  let requestId;
  beforeAll(async () => {
    requestId = await newRequest(alice);
  });

  it('before the payment is recorded: answers the unchanged request, which the page shows as not confirmed', async () => {
    const response = await confirm(requestId, alice.token);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ id: requestId, status: 'pending_payment', payment_completed_at: null });
    expect(await stored(requestId)).toEqual(unpaid(requestId));
  });

  it('visitors cannot confirm (403); other homeowners get the same 404 as for an unknown request', async () => {
    expect((await signedWebhook(paid(requestId, `pi_${requestId}`))).status).toBe(200);
    const before = await stored(requestId);

    const anonymous = await confirm(requestId);
    expect(anonymous.status).toBe(403);
    const stolen = await confirm(requestId, bob.token);
    const unknown = await confirm(UNKNOWN_ID, bob.token);
    const malformed = await confirm('not-an-id', bob.token);
    for (const response of [stolen, unknown, malformed]) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual(unknown.body);
    }
    expect(unknown.body.errors[0].message).toBe('Property request not found');
    expect((await confirm(undefined, alice.token)).status).toBe(400);
    expect(await stored(requestId)).toEqual(before);
  });

  it('after the signed webhook: activates once, with payment_completed_at set by the server', async () => {
    const started = Date.now();
    // The browser can send nothing but the id: extra fields are ignored.
    const response = await post(
      '/atlas/payments/confirm',
      { request_id: requestId, status: 'active', payment_completed_at: '2000-01-01T00:00:00.000Z' },
      { token: alice.token },
    );
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ id: requestId, status: 'active', payment_completed_at: expect.any(String) });
    const completedAt = new Date(response.body.data.payment_completed_at).getTime();
    expect(Math.abs(completedAt - started)).toBeLessThan(60_000);
    expect(await stored(requestId)).toMatchObject({ status: 'active', payment_reference: `pi_${requestId}` });

    // Idempotent: confirming again (a reload, two tabs at once) keeps the first time.
    const again = await Promise.all([confirm(requestId, alice.token), confirm(requestId, alice.token)]);
    for (const repeat of again) expect(repeat.body).toEqual(response.body);
    // The homeowner reads the same through the items API.
    const own = await get(`/items/property_requests/${requestId}?fields=id,status,payment_completed_at`, { token: alice.token });
    expect(own.body.data).toEqual(response.body.data);
  });

  it('two confirmations racing right after the webhook set payment_completed_at once', async () => {
    const racing = await newRequest(alice);
    expect((await signedWebhook(paid(racing, `pi_${racing}`))).status).toBe(200);
    const answers = await Promise.all([confirm(racing, alice.token), confirm(racing, alice.token), confirm(racing, alice.token)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.data.payment_completed_at)).size).toBe(1);
    expect(answers[0].body.data.status).toBe('active');
  });
});

describe('homeowners cannot write the payment themselves', () => {
  let requestId;
  let paidId;
  beforeAll(async () => {
    requestId = await newRequest(alice, 'pending');
    paidId = await newRequest(alice);
    await signedWebhook(paid(paidId, `pi_${paidId}`));
    await confirm(paidId, alice.token);
  });

  it.each([
    ['status active', { status: 'active' }],
    ['status published', { status: 'published' }],
    ['status active with payment_completed_at', { status: 'active', payment_completed_at: new Date().toISOString() }],
    ['payment_completed_at', { payment_completed_at: new Date().toISOString() }],
    ['payment_reference', { payment_reference: 'pi_self_made' }],
    ['payment_received_at', { payment_received_at: new Date().toISOString() }],
    ['payment_amount', { payment_amount: 0 }],
    ['payment_currency', { payment_currency: 'USD' }],
  ])('PATCH %s: refused, nothing stored', async (_what, body) => {
    const response = await patch(`/items/property_requests/${requestId}`, body, { token: alice.token });
    expect(response.status).toBe(403);
    const batch = await patch('/items/property_requests', { keys: [requestId], data: body }, { token: alice.token });
    expect(batch.status).toBe(403);
    expect(await stored(requestId)).toEqual(unpaid(requestId, 'pending'));
  });

  it('cannot create a request that is already active or paid', async () => {
    for (const body of [
      { status: 'active' },
      { status: 'pending', payment_reference: 'pi_x' },
      { payment_completed_at: new Date().toISOString() },
    ]) {
      expect((await post('/items/property_requests', body, { token: alice.token })).status).toBe(403);
    }
  });

  it('may start a payment (pending → pending_payment) but not move a paid request back', async () => {
    const start = await patch(`/items/property_requests/${requestId}`, { status: 'pending_payment' }, { token: alice.token });
    expect(start.status).toBe(200);
    expect(start.body.data.status).toBe('pending_payment');

    const before = await stored(paidId);
    expect(before.status).toBe('active');
    for (const status of ['pending', 'pending_payment']) {
      expect((await patch(`/items/property_requests/${paidId}`, { status }, { token: alice.token })).status).toBe(403);
    }
    // Other fields of a paid request stay editable.
    expect((await patch(`/items/property_requests/${paidId}`, { postal_code: '80206' }, { token: alice.token })).status).toBe(200);
    expect(await stored(paidId)).toEqual(before);
  });

  it('an administrator still can (support fixes)', async () => {
    const response = await call('PATCH', `/items/property_requests/${requestId}`, { token: await admin(), body: { status: 'pending' } });
    expect(response.status).toBe(200);
  });
});
