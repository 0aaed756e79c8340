import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../directus/api-error';

/** A failed call as src/directus/ answers it. */
const refused = (message: string) => new ApiError(message, { code: 'refused' });

const api = vi.hoisted(() => ({ confirmPayment: vi.fn() }));
vi.mock('../directus', async (original) => ({ ...(await original<typeof import('../directus')>()), ...api }));
const payment = await import('./payment');

const store = new Map<string, string>();
vi.stubGlobal('sessionStorage', {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, v),
  removeItem: (k: string) => void store.delete(k),
});

beforeEach(() => {
  store.clear();
  vi.clearAllMocks();
});

describe('payment success', () => {
  it('finds the request in utm_content first, then in the stored pending payment', () => {
    store.set('pending_payment', JSON.stringify({ requestId: 'stored' }));
    expect(payment.paymentRequestId('?utm_content=r1', sessionStorage)).toBe('r1');
    expect(payment.paymentRequestId('', sessionStorage)).toBe('stored');
    store.set('pending_payment', '{broken');
    expect(payment.paymentRequestId('', sessionStorage)).toBeNull();
  });

  it('without any payment information: the error state, no call', async () => {
    const state = await payment.confirmPendingPayment('');
    expect(state).toEqual({ status: 'error', requestId: null, message: 'No payment information found' });
    expect(api.confirmPayment).not.toHaveBeenCalled();
  });

  it('is a success only when the server confirms, and records the payment step', async () => {
    store.set('pending_payment', JSON.stringify({ requestId: 'r9' }));
    store.set('signup_context', JSON.stringify({ timestamp: 't', completed_steps: ['signup'], plan: 'smart', requestId: null }));
    api.confirmPayment.mockResolvedValue({ data: { id: 'r9', status: 'active', payment_completed_at: 'now' } });
    expect(await payment.confirmPendingPayment('')).toEqual({ status: 'success', requestId: 'r9' });
    expect(store.has('pending_payment')).toBe(false);
    expect(JSON.parse(store.get('signup_context')!)).toMatchObject({ completed_steps: ['signup', 'payment'], requestId: 'r9' });
    expect(payment.selectInstallersPath('r9')).toBe('/select-installers/r9');
  });

  it('shows the error state when the server does not confirm', async () => {
    api.confirmPayment.mockResolvedValue({ error: refused("Route doesn't exist") });
    const sleep = vi.fn(() => Promise.resolve());
    const state = await payment.confirmPendingPayment('?utm_content=r2', { sleep });
    expect(state).toEqual({
      status: 'error',
      requestId: 'r2',
      message: "We couldn't confirm your payment. Your payment may still have been processed.",
    });
    expect(api.confirmPayment).toHaveBeenCalledTimes(payment.CONFIRM_ATTEMPTS);
    expect(sleep).toHaveBeenCalledWith(payment.CONFIRM_RETRY_MS);
  });

  it('asks again while the provider has not yet reported the payment, then succeeds', async () => {
    api.confirmPayment
      .mockResolvedValueOnce({ data: { id: 'r3', status: 'pending_payment', payment_completed_at: null } })
      .mockResolvedValueOnce({ data: { id: 'r3', status: 'pending_payment', payment_completed_at: null } })
      .mockResolvedValue({ data: { id: 'r3', status: 'active', payment_completed_at: 'now' } });
    const state = await payment.confirmPendingPayment('?utm_content=r3', { sleep: () => Promise.resolve() });
    expect(state).toEqual({ status: 'success', requestId: 'r3' });
    expect(api.confirmPayment).toHaveBeenCalledTimes(3);
  });
});

describe('payment success: the server’s own message', () => {
  it('shows a refusal with a status (an unknown request) at once, in the server’s words', async () => {
    api.confirmPayment.mockResolvedValue({ error: new ApiError('Property request not found', { code: 'not-found', status: 404 }) });
    const sleep = vi.fn(() => Promise.resolve());
    const state = await payment.confirmPendingPayment('?utm_content=r3', { sleep });
    expect(state).toEqual({ status: 'error', requestId: 'r3', message: 'Property request not found' });
    expect(api.confirmPayment).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('a visitor’s refusal (403) stops asking but keeps the general text', async () => {
    api.confirmPayment.mockResolvedValue({
      error: new ApiError("You don't have permission to access this.", { code: 'forbidden', status: 403 }),
    });
    const state = await payment.confirmPendingPayment('?utm_content=r5', { sleep: () => Promise.resolve() });
    expect(state).toMatchObject({
      status: 'error',
      message: "We couldn't confirm your payment. Your payment may still have been processed.",
    });
    expect(api.confirmPayment).toHaveBeenCalledTimes(1);
  });

  it('asks again after a server error and then gives the general text', async () => {
    api.confirmPayment.mockResolvedValue({ error: new ApiError('The payment could not be confirmed.', { code: 'unknown', status: 500 }) });
    const state = await payment.confirmPendingPayment('?utm_content=r4', { sleep: () => Promise.resolve() });
    expect(state).toMatchObject({
      status: 'error',
      message: "We couldn't confirm your payment. Your payment may still have been processed.",
    });
    expect(api.confirmPayment).toHaveBeenCalledTimes(payment.CONFIRM_ATTEMPTS);
  });
});
