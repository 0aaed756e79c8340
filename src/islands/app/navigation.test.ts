import { describe, expect, it } from 'vitest';
import { loginUrl, safeRedirect } from './navigation';

describe('safeRedirect', () => {
  it.each([
    [null, '/dashboard'],
    ['', '/dashboard'],
    ['/quotes/abc', '/quotes/abc'],
    ['/quotes/abc?tab=system#x', '/quotes/abc?tab=system#x'],
    ['//evil.example/x', '/dashboard'],
    ['/\\evil.example', '/dashboard'],
    ['https://evil.example/', '/dashboard'],
    ['javascript:alert(1)', '/dashboard'],
    ['/login', '/dashboard'],
  ])('%s → %s', (raw, expected) => {
    expect(safeRedirect(raw)).toBe(expected);
  });

  it('round-trips with loginUrl', () => {
    const url = new URL(loginUrl('/quotes/p1?tab=trust'), 'http://x');
    expect(safeRedirect(url.searchParams.get('redirect'))).toBe('/quotes/p1?tab=trust');
  });
});
