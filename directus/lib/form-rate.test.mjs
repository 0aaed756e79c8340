import { describe, expect, it } from 'vitest';
import { createFormRate, HONEYPOT_MESSAGE, rateMessage, withoutHoneypot } from './form-rate.mjs';

const memory = { redisUrl: null, namespace: `test-${Math.random()}` };

describe('form rate', () => {
  it('lets each address store its share, then refuses it with the wait', async () => {
    const rate = createFormRate({ perAddress: 2, global: 100, windowSeconds: 600 }, memory);
    expect(await rate.take('a')).toBeNull();
    expect(await rate.take('a')).toBeNull();
    const wait = await rate.take('a');
    expect(wait).toBeGreaterThan(590);
    expect(wait).toBeLessThanOrEqual(600);
    expect(await rate.take('b')).toBeNull();
  });

  it('refuses everyone once the global share is used, however many addresses send', async () => {
    const rate = createFormRate({ perAddress: 5, global: 3, windowSeconds: 600 }, { ...memory, namespace: `g-${Math.random()}` });
    const answers = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((address) => rate.take(address)));
    expect(answers.filter((answer) => answer === null)).toHaveLength(3);
  });

  it('says when to try again in whole minutes', () => {
    expect(rateMessage(600)).toBe('Too many messages were sent just now. Please try again in 10 minutes.');
    expect(rateMessage(5)).toBe('Too many messages were sent just now. Please try again in 1 minute.');
  });

  it('drops an empty honeypot and refuses a filled one', () => {
    expect(withoutHoneypot({ message: 'hi', website_url: '' })).toEqual({ payload: { message: 'hi' }, problem: null });
    expect(withoutHoneypot({ message: 'hi', website_url: 'http://spam.example' }).problem).toBe(HONEYPOT_MESSAGE);
    expect(withoutHoneypot({ message: 'hi' })).toEqual({ payload: { message: 'hi' }, problem: null });
  });
});
