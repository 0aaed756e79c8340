import { describe, expect, it } from 'vitest';
import { conditionalWrite, sameMoment } from './conditional-write.mjs';

describe('conditional quote saves', () => {
  it('finds the precondition of a single-quote PATCH only', () => {
    expect(conditionalWrite('PATCH', '/items/installer/q1', { cost: 1, date_updated: '2026-01-01T00:00:00.000Z' })).toEqual({
      collection: 'installer',
      id: 'q1',
      expected: '2026-01-01T00:00:00.000Z',
    });
    expect(conditionalWrite('PATCH', '/items/installer/q1', { cost: 1 })).toBeNull();
    expect(conditionalWrite('PATCH', '/items/installer', { date_updated: null })).toBeNull();
    expect(conditionalWrite('POST', '/items/installer/q1', { date_updated: null })).toBeNull();
    expect(conditionalWrite('PATCH', '/items/project/p1', { date_updated: null })).toBeNull();
    expect(conditionalWrite('PATCH', '/items/installer/q1', { date_updated: null })?.expected).toBeNull();
  });

  it('compares moments, not spellings', () => {
    expect(sameMoment('2026-01-01T00:00:00.000Z', '2026-01-01 00:00:00.000+00:00')).toBe(true);
    expect(sameMoment('2026-01-01T00:00:00.000Z', new Date('2026-01-01T00:00:00.000Z'))).toBe(true);
    expect(sameMoment('2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.001Z')).toBe(false);
    expect(sameMoment(null, null)).toBe(true);
    expect(sameMoment(null, '2026-01-01T00:00:00.000Z')).toBe(false);
    expect(sameMoment('2026-01-01T00:00:00.000Z', null)).toBe(false);
    expect(sameMoment('not a date', 'not a date')).toBe(false);
  });
});

describe('conditional quote saves: addresses', () => {
  it('matches the collection in any letter case and keeps the id as sent, escapes undone', () => {
    expect(conditionalWrite('PATCH', '/ITEMS/Installer/AbC%2D1/', { date_updated: null })).toEqual({
      collection: 'installer',
      id: 'AbC-1',
      expected: null,
    });
    expect(conditionalWrite('PATCH', '/items/installer/%ff', { date_updated: null })).toBeNull();
  });
});
