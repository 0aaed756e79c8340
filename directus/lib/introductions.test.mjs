import { describe, expect, it } from 'vitest';
import { CONTACTED_MESSAGE, creationRefusal, deletionRefusal, planLimit, UNPAID_MESSAGE, updateRefusal } from './introductions.mjs';

describe('introductions: which links a homeowner may create', () => {
  it('uses the limit of the user’s own plan, free (2) by default', () => {
    expect(planLimit(null)).toBe(2);
    expect(planLimit({ free_limit: 2, smart_limit: 5, pro_limit: 3 })).toBe(2);
    expect(planLimit({ plan: 'smart', free_limit: 2, smart_limit: 5, pro_limit: 3 })).toBe(5);
    expect(planLimit({ plan: 'pro', pro_limit: null })).toBe(3);
    expect(planLimit({ plan: '__proto__', free_limit: -1 })).toBe(2);
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

describe('introductions: which changes a homeowner may make to a link', () => {
  const link = (overrides = {}) => ({
    property_requests_id: 'r1',
    businesses_cid: 'a',
    business_status: 'pending',
    request_status: 'active',
    ...overrides,
  });

  it('keeps a link’s request and business fixed, but accepts their current values', () => {
    expect(updateRefusal({ property_requests_id: 'r2' }, [link()])).toMatch(/^property_requests_id cannot be changed/);
    expect(updateRefusal({ businesses_cid: 'b' }, [link()])).toMatch(/^businesses_cid cannot be changed/);
    expect(updateRefusal({ businesses_cid: 'a' }, [link(), link({ businesses_cid: 'b' })])).toMatch(/^businesses_cid/);
    expect(updateRefusal({ property_requests_id: 'r1', business_status: 'pending' }, [link()])).toBeNull();
  });

  it('moves to contacting once, on a paid request; afterwards the status is free but never contacting again', () => {
    expect(updateRefusal({ business_status: 'contacting' }, [link()])).toBeNull();
    expect(updateRefusal({ business_status: 'contacting' }, [link({ request_status: 'pending_payment' })])).toBe(UNPAID_MESSAGE);
    expect(updateRefusal({ business_status: 'contacting' }, [link({ business_status: 'contacting' })])).toBe(CONTACTED_MESSAGE);
    expect(updateRefusal({ business_status: 'contacting' }, [link({ business_status: 'replied', contacted_at: '2026-01-01' })])).toBe(
      CONTACTED_MESSAGE,
    );
    expect(updateRefusal({ business_status: 'replied' }, [link({ business_status: 'contacting' })])).toBeNull();
    expect(updateRefusal({ business_status: 'shortlisted' }, [link({ request_status: 'pending' })])).toBeNull();
  });

  it('deletes a selected link, never a contacted one', () => {
    expect(deletionRefusal([link()])).toBeNull();
    expect(deletionRefusal([link(), link({ business_status: 'contacting' })])).toBe(CONTACTED_MESSAGE);
    expect(deletionRefusal([link({ business_status: 'replied', contacted_at: '2026-01-01' })])).toBe(CONTACTED_MESSAGE);
  });
});
