import { describe, expect, it } from 'vitest';
import { configuredProvider, PAYMENTS_CLOSED, paymentsClosed } from './provider';

describe('which payment provider the site uses', () => {
  it('outside production, the local checkout unless another is chosen', () => {
    expect(configuredProvider({})).toMatchObject({ provider: { name: 'local' } });
    expect(paymentsClosed({})).toBeNull();
    expect(configuredProvider({ ATLAS_PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x' })).toMatchObject({
      provider: { name: 'stripe' },
    });
  });

  it('in production without a configured provider, none: payments are closed, with a sentence for the homeowner', () => {
    for (const env of [
      { NODE_ENV: 'production' },
      { NODE_ENV: 'production', ATLAS_PAYMENT_PROVIDER: 'local' },
      { NODE_ENV: 'production', ATLAS_PAYMENT_PROVIDER: 'stripe' },
      { NODE_ENV: 'production', ATLAS_PAYMENT_PROVIDER: 'paypal' },
    ]) {
      expect(configuredProvider(env), JSON.stringify(env)).toHaveProperty('error');
      expect(paymentsClosed(env)).toBe(PAYMENTS_CLOSED);
    }
    expect(paymentsClosed({ NODE_ENV: 'production', ATLAS_PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_x' })).toBeNull();
    expect(configuredProvider({ NODE_ENV: 'production', ATLAS_PAYMENT_PROVIDER: 'stripe' })).toEqual({
      error: 'STRIPE_SECRET_KEY is not set: the Stripe checkout cannot be created.',
    });
  });
});
