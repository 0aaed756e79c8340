/**
 * The Stripe adapter (ATLAS_PAYMENT_PROVIDER=stripe), with Stripe's official `stripe` package:
 *  - checkout: a hosted Checkout Session for the introduction price, carrying the request id as
 *    client_reference_id and metadata.request_id, returning to /payment-success?utm_content={id};
 *  - webhook: POST /payments/stripe/webhook (src/pages/payments/stripe/webhook.ts) receives Stripe's event,
 *    verified by the SDK against STRIPE_WEBHOOK_SECRET; a completed, paid session is forwarded to the
 *    backend as the signed payment webhook (/atlas/payments/webhook), exactly as the local checkout does.
 *
 * Settings: STRIPE_SECRET_KEY (sk_live_… / sk_test_…) and STRIPE_WEBHOOK_SECRET (whsec_…, from the
 * endpoint registered in the Stripe dashboard for the event checkout.session.completed). STRIPE_API_BASE
 * points the SDK at another server (the tests' stand-in); unset, it talks to api.stripe.com.
 */
import Stripe from 'stripe';
import { INTRODUCTION_PRICE, returnUrl, type PaymentProvider } from './provider';

type Env = Record<string, string | undefined>;

/** An SDK client for the configured key (and API address, for tests). */
export function stripeClient(env: Env = process.env): Stripe {
  const key = env['STRIPE_SECRET_KEY'];
  if (!key) throw new Error('STRIPE_SECRET_KEY is not set: the Stripe checkout cannot be created.');
  const base = env['STRIPE_API_BASE'] ? new URL(env['STRIPE_API_BASE']) : null;
  return new Stripe(key, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(base ? { host: base.hostname, port: base.port, protocol: base.protocol.replace(':', '') as 'http' | 'https' } : {}),
  });
}

/** The Stripe provider; `env` is read on each checkout, so a key change needs no restart of the code. */
export function createStripeProvider(env: Env = process.env): PaymentProvider {
  return {
    name: 'stripe',
    async checkoutUrl(context) {
      const session = await stripeClient(env).checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: INTRODUCTION_PRICE.currency.toLowerCase(),
              unit_amount: Math.round(INTRODUCTION_PRICE.amount * 100),
              product_data: { name: 'Atlas installer introductions' },
            },
          },
        ],
        client_reference_id: context.requestId,
        metadata: { request_id: context.requestId },
        success_url: returnUrl(context),
        cancel_url: `${context.siteOrigin}/select-installers/${encodeURIComponent(context.requestId)}`,
      });
      if (!session.url) throw new Error(`Stripe created checkout session ${session.id} without a URL.`);
      return session.url;
    },
  };
}

export const stripeProvider: PaymentProvider = createStripeProvider();

/** A payment as the backend's webhook takes it (directus/extensions/atlas-payments/webhook.js). */
export interface ProviderPayment {
  request_id: string;
  provider_reference: string;
  amount: number;
  currency: string;
  status: 'paid';
}

/**
 * The payment a Stripe webhook reports, after the SDK verified its signature (throws when it does not
 * verify); null for any event that is not a completed, paid Checkout Session of ours.
 */
export function paymentFromStripeEvent(rawBody: string, signature: string | null, env: Env = process.env): ProviderPayment | null {
  const secret = env['STRIPE_WEBHOOK_SECRET'];
  if (!secret) throw new Error('STRIPE_WEBHOOK_SECRET is not set: Stripe webhooks cannot be verified.');
  const event = Stripe.webhooks.constructEvent(rawBody, signature ?? '', secret);
  if (event.type !== 'checkout.session.completed') return null;
  const session = event.data.object;
  const requestId = session.metadata?.['request_id'] ?? session.client_reference_id;
  if (!requestId || session.payment_status !== 'paid' || session.amount_total === null || !session.currency) return null;
  const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
  return {
    request_id: requestId,
    provider_reference: intent ?? session.id,
    amount: session.amount_total / 100,
    currency: session.currency.toUpperCase(),
    status: 'paid',
  };
}
