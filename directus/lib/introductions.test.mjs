import { describe, expect, it } from 'vitest';
import { creationRefusal, largestLimit, UNPAID_MESSAGE } from './introductions.mjs';

describe('introductions: which links a homeowner may create', () => {
  it('uses the largest of the user’s limits, 3 by default', () => {
    expect(largestLimit(null)).toBe(3);
    expect(largestLimit({ free_limit: 2, smart_limit: 5, pro_limit: 3 })).toBe(5);
    expect(largestLimit({ free_limit: -1, smart_limit: null, pro_limit: 'x' })).toBe(3);
  });

  it('refuses another user’s request, a missing business, a duplicate and one too many', () => {
    const paid = { status: 'active' };
    expect(creationRefusal(undefined, [], [{ businesses_cid: 'a' }], 3)).toMatch(/your own/);
    expect(creationRefusal(paid, [], [{}], 3)).toBe('businesses_cid is required.');
    expect(creationRefusal(paid, ['a'], [{ businesses_cid: 'a' }], 3)).toBe('This installer is already selected for this request.');
    expect(creationRefusal(paid, ['a', 'b', 'c'], [{ businesses_cid: 'd' }], 3)).toBe('This request can go to at most 3 installers.');
    expect(creationRefusal(paid, ['a', 'b'], [{ businesses_cid: 'c', business_status: 'contacting' }], 3)).toBeNull();
  });

  it('lets a link be selected before payment, but contacting only on a paid request', () => {
    expect(creationRefusal({ status: 'pending' }, [], [{ businesses_cid: 'a', business_status: 'pending' }], 3)).toBeNull();
    expect(creationRefusal({ status: 'pending_payment' }, [], [{ businesses_cid: 'a', business_status: 'contacting' }], 3)).toBe(
      UNPAID_MESSAGE,
    );
  });
});
