/**
 * Checkout for installer introductions: the one place a payment provider plugs in (server side only; the
 * /checkout/{requestId} route in src/pages/checkout/ calls it).
 *
 * How a payment flows, whatever the provider:
 *   1. The homeowner's request becomes `pending_payment` (the browser PATCHes it; the guard allows only that)
 *      and the browser stores `pending_payment { requestId }` in session storage.
 *   2. GET /checkout/{requestId} checks that the signed-in homeowner owns that request, then asks the
 *      provider where to pay (`checkoutUrl`) and redirects there.
 *   3. The provider tells the backend the payment completed: POST {DIRECTUS_URL}/atlas/payments/webhook with
 *      `{ request_id, provider_reference, amount, currency, status: 'paid' }`, signed with HMAC-SHA256 of the
 *      raw body under ATLAS_PAYMENTS_WEBHOOK_SECRET (header x-atlas-signature: sha256=<hex>;
 *      directus/extensions/atlas-payments/webhook.js).
 *   4. The provider sends the homeowner back to /payment-success?utm_content={requestId}; that page asks the
 *      backend to confirm (POST /atlas/payments/confirm), which makes the request `active` only when step 3
 *      has happened.
 *
 * Providers:
 *   - `local` (the default outside production): a checkout page served by this site (local.ts) where a
 *     developer pays, fails or cancels; "Pay" delivers the signed webhook exactly as a provider would. No
 *     money moves. Refused with NODE_ENV=production.
 *   - A real provider: add a file next to local.ts implementing `PaymentProvider` with its SDK (create a
 *     hosted checkout session whose success URL is `returnUrl` below, carrying `utm_content` = request id,
 *     and whose metadata carries the request id), add it to `PROVIDERS`, and run a small adapter that
 *     receives the provider's own webhook, verifies it with the provider's signature scheme, and forwards
 *     the payment to /atlas/payments/webhook signed as above. Select it with ATLAS_PAYMENT_PROVIDER.
 */
import { localProvider } from './local';
import { stripeProvider } from './stripe';

/** What one introduction costs (shown on the checkout page and reported with the payment). */
export const INTRODUCTION_PRICE = { amount: 49, currency: 'USD' } as const;

export interface CheckoutContext {
  requestId: string;
  /** The site's own origin, e.g. http://localhost:4321. */
  siteOrigin: string;
}

export interface PaymentProvider {
  name: string;
  /** Where the homeowner pays for the request. */
  checkoutUrl(context: CheckoutContext): Promise<string>;
}

/** Where every provider sends the homeowner back after paying (spec section 2: the request is utm_content). */
export function returnUrl({ requestId, siteOrigin }: CheckoutContext): string {
  return `${siteOrigin}/payment-success?utm_content=${encodeURIComponent(requestId)}`;
}

const PROVIDERS: Record<string, PaymentProvider> = { local: localProvider, stripe: stripeProvider };

/**
 * The provider configured by ATLAS_PAYMENT_PROVIDER (default `local` outside production), or an error
 * sentence saying why there is none.
 */
export function configuredProvider(
  env: Record<string, string | undefined> = process.env,
): { provider: PaymentProvider } | { error: string } {
  const production = env['NODE_ENV'] === 'production';
  const name = env['ATLAS_PAYMENT_PROVIDER'] || (production ? '' : 'local');
  if (!name) return { error: 'Payments are not configured on this site (ATLAS_PAYMENT_PROVIDER is not set).' };
  if (name === 'local' && production) return { error: 'The local test checkout is not available in production.' };
  const provider = PROVIDERS[name];
  if (!provider) return { error: `Unknown payment provider "${name}" (ATLAS_PAYMENT_PROVIDER).` };
  if (name === 'stripe' && !env['STRIPE_SECRET_KEY'])
    return { error: 'STRIPE_SECRET_KEY is not set: the Stripe checkout cannot be created.' };
  return { provider };
}

/** What a homeowner reads in place of "Continue to payment" when the site has no payment provider. */
export const PAYMENTS_CLOSED =
  'Payments are not open on this site yet, so introductions cannot be paid for right now. Nothing has been charged, and your request stays here for when they open.';

/**
 * Null when a checkout can go ahead; else the sentence the introduction screens show instead of offering a
 * payment (production without a provider). The reason, for whoever runs the site, is in configuredProvider().
 */
export function paymentsClosed(env: Record<string, string | undefined> = process.env): string | null {
  return 'error' in configuredProvider(env) ? PAYMENTS_CLOSED : null;
}
