import { afterEach, describe, expect, it } from 'vitest';
import { today } from './quote-input';

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('today()', () => {
  it('is the local date: a Denver evening is still today, not tomorrow in UTC', () => {
    process.env.TZ = 'America/Denver';
    // 20:30 in Denver on 28 November is 03:30 UTC on the 29th.
    expect(today(new Date('2026-11-29T03:30:00Z'))).toBe('2026-11-28');
    process.env.TZ = 'Asia/Tokyo';
    // And a Tokyo morning is already the next day.
    expect(today(new Date('2026-11-28T22:30:00Z'))).toBe('2026-11-29');
  });
});
