// Unit tests of the payment webhook's signature check and body rules (no server). The API suite
// (tests/api/payments.test.mjs) proves the endpoints end to end.

import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isRequestId, parseWebhookPayload, sign, verifySignature } from './webhook.js';

const SECRET = 'unit-test-secret';
const BODY = Buffer.from('{"request_id":"6f1c0e0a-3b9e-4c55-9a55-0c8f1e2d3a4b","status":"paid"}');
const hex = createHmac('sha256', SECRET).update(BODY).digest('hex');

describe('verifySignature', () => {
  it('accepts the HMAC-SHA256 of the exact body, as sha256=<hex> (either case, surrounding spaces)', () => {
    expect(sign(BODY, SECRET)).toBe(`sha256=${hex}`);
    expect(verifySignature(BODY, `sha256=${hex}`, SECRET)).toBe(true);
    expect(verifySignature(BODY.toString('utf8'), `sha256=${hex}`, SECRET)).toBe(true);
    expect(verifySignature(BODY, `SHA256=${hex.toUpperCase()}`, SECRET)).toBe(true);
    expect(verifySignature(BODY, ` sha256=${hex} `, SECRET)).toBe(true);
  });

  it('refuses a missing or malformed header', () => {
    for (const header of [
      undefined,
      null,
      '',
      'sha256=',
      hex,
      `sha1=${hex}`,
      `sha256=${hex}00`,
      `sha256=${hex.slice(2)}`,
      `sha256=${'z'.repeat(64)}`,
      [`sha256=${hex}`],
    ]) {
      expect(verifySignature(BODY, header, SECRET)).toBe(false);
    }
  });

  it('refuses another secret, a changed body, a re-serialised body and an empty secret', () => {
    expect(verifySignature(BODY, sign(BODY, 'another-secret'), SECRET)).toBe(false);
    const changed = Buffer.from(BODY.toString('utf8').replace('paid', 'PAID'));
    expect(verifySignature(changed, `sha256=${hex}`, SECRET)).toBe(false);
    // The same JSON with other spacing is other bytes: the signature covers the raw body.
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(BODY.toString('utf8')), null, 1));
    expect(verifySignature(reserialised, `sha256=${hex}`, SECRET)).toBe(false);
    expect(verifySignature(BODY, sign(BODY, ''), '')).toBe(false);
    expect(verifySignature(BODY, `sha256=${hex}`, undefined)).toBe(false);
  });

  it('treats a missing body as empty', () => {
    expect(verifySignature(undefined, sign('', SECRET), SECRET)).toBe(true);
    expect(verifySignature(undefined, `sha256=${hex}`, SECRET)).toBe(false);
  });
});

describe('parseWebhookPayload', () => {
  const valid = {
    request_id: '6F1C0E0A-3B9E-4C55-9A55-0C8F1E2D3A4B',
    provider_reference: ' pi_123 ',
    amount: 49,
    currency: 'usd',
    status: 'paid',
  };

  it('returns the payment, with the id in lower case, the reference trimmed and the currency in capitals', () => {
    expect(parseWebhookPayload(valid)).toEqual({
      payment: { requestId: '6f1c0e0a-3b9e-4c55-9a55-0c8f1e2d3a4b', reference: 'pi_123', amount: 49, currency: 'USD' },
    });
    expect(parseWebhookPayload({ ...valid, amount: 0 }).payment.amount).toBe(0);
  });

  it.each([
    ['no body', undefined, /JSON object/],
    ['a list', [valid], /JSON object/],
    ['a malformed request id', { ...valid, request_id: '42' }, /request_id/],
    ['no reference', { ...valid, provider_reference: '  ' }, /provider_reference/],
    ['a reference that is not text', { ...valid, provider_reference: 7 }, /provider_reference/],
    ['a negative amount', { ...valid, amount: -1 }, /amount/],
    ['an amount as text', { ...valid, amount: '49' }, /amount/],
    ['an infinite amount', { ...valid, amount: Infinity }, /amount/],
    ['a bad currency', { ...valid, currency: 'dollars' }, /currency/],
    ['another status', { ...valid, status: 'failed' }, /status/],
    ['no status', { ...valid, status: undefined }, /status/],
  ])('refuses %s', (_what, body, message) => {
    const result = parseWebhookPayload(body);
    expect(result.payment).toBeUndefined();
    expect(result.error).toMatch(message);
  });

  it('knows request ids', () => {
    expect(isRequestId(valid.request_id)).toBe(true);
    expect(isRequestId('not-a-uuid')).toBe(false);
    expect(isRequestId(42)).toBe(false);
  });
});
