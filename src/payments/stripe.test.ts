// The Stripe adapter driving the real `stripe` SDK against a local HTTP server that answers as Stripe's API
// reference documents (POST /v1/checkout/sessions returns a Checkout Session object); no network. Webhooks
// are signed with the SDK's own test-header helper, the scheme Stripe documents, and verified by the SDK.
import http from 'node:http';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeProvider, paymentFromStripeEvent } from './stripe';

let server: http.Server;
let base = '';
const received: Array<{ method: string; url: string; auth: string; form: URLSearchParams }> = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      received.push({ method: req.method ?? '', url: req.url ?? '', auth: req.headers.authorization ?? '', form });
      res.writeHead(200, { 'content-type': 'application/json', 'request-id': 'req_test' });
      res.end(
        JSON.stringify({
          id: 'cs_test_a1',
          object: 'checkout.session',
          mode: 'payment',
          status: 'open',
          payment_status: 'unpaid',
          url: 'https://checkout.stripe.com/c/pay/cs_test_a1',
          client_reference_id: form.get('client_reference_id'),
          metadata: { request_id: form.get('metadata[request_id]') },
          success_url: form.get('success_url'),
          amount_total: 4900,
          currency: 'usd',
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the Stripe provider', () => {
  it('creates a Checkout Session for the request and answers its hosted URL', async () => {
    const provider = createStripeProvider({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_API_BASE: base });
    const url = await provider.checkoutUrl({ requestId: 'req-1', siteOrigin: 'https://atlas.example' });
    expect(url).toBe('https://checkout.stripe.com/c/pay/cs_test_a1');
    const [call] = received;
    expect(call?.method).toBe('POST');
    expect(call?.url).toBe('/v1/checkout/sessions');
    expect(call?.auth).toBe('Bearer sk_test_123');
    expect(Object.fromEntries(call!.form)).toMatchObject({
      mode: 'payment',
      client_reference_id: 'req-1',
      'metadata[request_id]': 'req-1',
      success_url: 'https://atlas.example/payment-success?utm_content=req-1',
      cancel_url: 'https://atlas.example/select-installers/req-1',
      'line_items[0][price_data][unit_amount]': '4900',
      'line_items[0][price_data][currency]': 'usd',
    });
  });

  it('says what is missing without a key', async () => {
    await expect(createStripeProvider({}).checkoutUrl({ requestId: 'r', siteOrigin: 'https://a.example' })).rejects.toThrow(
      'STRIPE_SECRET_KEY is not set',
    );
  });
});

describe('Stripe webhooks', () => {
  const secret = 'whsec_test_secret';
  const event = (object: Record<string, unknown>, type = 'checkout.session.completed') =>
    JSON.stringify({ id: 'evt_1', object: 'event', type, data: { object: { object: 'checkout.session', id: 'cs_1', ...object } } });
  const signed = (payload: string, key = secret) => Stripe.webhooks.generateTestHeaderString({ payload, secret: key });

  it('a verified, paid session becomes the payment the backend records', () => {
    const payload = event({
      metadata: { request_id: 'req-1' },
      payment_status: 'paid',
      amount_total: 4900,
      currency: 'usd',
      payment_intent: 'pi_1',
    });
    expect(paymentFromStripeEvent(payload, signed(payload), { STRIPE_WEBHOOK_SECRET: secret })).toEqual({
      request_id: 'req-1',
      provider_reference: 'pi_1',
      amount: 49,
      currency: 'USD',
      status: 'paid',
    });
  });

  it('refuses a forged or missing signature, and ignores other events and unpaid sessions', () => {
    const payload = event({ metadata: { request_id: 'req-1' }, payment_status: 'paid', amount_total: 4900, currency: 'usd' });
    expect(() => paymentFromStripeEvent(payload, signed(payload, 'whsec_other'), { STRIPE_WEBHOOK_SECRET: secret })).toThrow();
    expect(() => paymentFromStripeEvent(payload, null, { STRIPE_WEBHOOK_SECRET: secret })).toThrow();
    const unpaid = event({ metadata: { request_id: 'req-1' }, payment_status: 'unpaid', amount_total: 4900, currency: 'usd' });
    expect(paymentFromStripeEvent(unpaid, signed(unpaid), { STRIPE_WEBHOOK_SECRET: secret })).toBeNull();
    const other = event({}, 'payment_intent.created');
    expect(paymentFromStripeEvent(other, signed(other), { STRIPE_WEBHOOK_SECRET: secret })).toBeNull();
  });
});
