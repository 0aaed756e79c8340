import { describe, expect, it, vi } from 'vitest';
import { currentPlan, planLimit, planOf, readSignupContext, recordStep, REQUEST_STEP } from './introductions';
import { businessStatusLabel, zipOf } from './introduction-selection';

function memory() {
  const values = new Map<string, string>();
  return { values, getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v) };
}

describe('installer introductions: plan, limits, signup context', () => {
  it('takes the limit of the plan from the user, else 2 / 2 / 3 (spec sections 3 and 9)', () => {
    expect(planLimit(null, 'free')).toBe(2);
    expect(planLimit(null, 'smart')).toBe(2);
    expect(planLimit(null, 'pro')).toBe(3);
    expect(planLimit(null, 'unknown')).toBe(2);
    expect(planLimit({ free_limit: 4, smart_limit: 5, pro_limit: 6 }, 'pro')).toBe(6);
    expect(planLimit({ free_limit: null as unknown as number, smart_limit: 2, pro_limit: 3 }, 'free')).toBe(2);
  });

  it('the plan shown is the server’s, read as the server reads it, whatever the signup context says', () => {
    const limits = { free_limit: null, smart_limit: null, pro_limit: null };
    expect(planOf({ plan: 'pro', ...limits })).toEqual({ plan: 'pro', limit: 3 });
    expect(planOf({ plan: null, ...limits })).toEqual({ plan: 'free', limit: 2 });
    // The server knows the plans by their exact names (directus/lib/introductions.mjs): anything else is free.
    expect(planOf({ plan: 'Pro', ...limits })).toEqual({ plan: 'free', limit: 2 });
    expect(planOf({ plan: 'smart', free_limit: 1, smart_limit: 4, pro_limit: 5 })).toEqual({ plan: 'smart', limit: 4 });
  });

  it('records the request step once in signup_context, keeping the plan of the signup', () => {
    const storage = memory();
    storage.setItem('signup_context', JSON.stringify({ timestamp: 't0', completed_steps: ['signup'], plan: 'pro', requestId: null }));
    recordStep(REQUEST_STEP, 'r1', storage);
    recordStep(REQUEST_STEP, 'r1', storage);
    expect(readSignupContext(storage)).toEqual({
      timestamp: 't0',
      completed_steps: ['signup', 'property_request'],
      plan: 'pro',
      requestId: 'r1',
    });
    expect(currentPlan(storage)).toBe('pro');
  });

  it('starts a context when there is none, and reads a broken one as none', () => {
    const storage = memory();
    const now = new Date('2026-01-01T00:00:00Z');
    expect(recordStep(REQUEST_STEP, 'r2', storage, now)).toEqual({
      timestamp: now.toISOString(),
      completed_steps: ['property_request'],
      plan: 'free',
      requestId: 'r2',
    });
    storage.setItem('signup_context', '{nope');
    expect(readSignupContext(storage)).toBeNull();
    expect(currentPlan(storage)).toBe('free');
  });

  it('reads a 5-digit ZIP from a postal code', () => {
    expect(zipOf('80205')).toBe('80205');
    expect(zipOf(' 80205-1234 ')).toBe('80205');
    expect(zipOf('K1A 0B1')).toBeNull();
    expect(zipOf(null)).toBeNull();
  });

  it('words the link statuses for the homeowner', () => {
    expect(businessStatusLabel('pending')).toBe('Selected');
    expect(businessStatusLabel('contacting')).toBe('Introduction requested');
    expect(businessStatusLabel('site_visit_booked')).toBe('site visit booked');
  });
});

vi.mock('../directus/requests', () => ({ createPropertyRequest: vi.fn() }));
