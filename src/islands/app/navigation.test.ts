import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isSamePath, loginUrl, safeRedirect } from './navigation';

const SITE = 'https://atlas.example';

/** Where the browser ends up when the login page at `page` navigates to `target` (location.assign). */
const landing = (target: string, page = `${SITE}/login?redirect=x`) => new URL(target, page);

/** The redirect as the login page reads it: one round of URL decoding (URLSearchParams). */
const fromQuery = (encoded: string) => new URLSearchParams(`redirect=${encoded}`).get('redirect');

describe('safeRedirect', () => {
  it.each([
    [null, '/dashboard'],
    ['', '/dashboard'],
    ['/quotes/abc', '/quotes/abc'],
    ['/quotes/abc?tab=system#x', '/quotes/abc?tab=system#x'],
    ['/project/new?fromSignup=1', '/project/new?fromSignup=1'],
    ['/a/../quotes/abc', '/quotes/abc'],
    ['//evil.example/x', '/dashboard'],
    ['/\\evil.example', '/dashboard'],
    ['https://evil.example/', '/dashboard'],
    ['javascript:alert(1)', '/dashboard'],
    ['/login', '/dashboard'],
    ['/LOGIN/', '/dashboard'],
    ['/signup?x=1', '/dashboard'],
  ])('%s → %s', (raw, expected) => {
    expect(safeRedirect(raw)).toBe(expected);
  });

  // Each of these was, or could be, read as a path but lands on another host once normalised or stripped.
  it.each([
    ['%2F.%2F%2Fevil.example%2Fphish'],
    ['%2F.%2F%2Fevil.example'],
    ['/.//evil.example/phish'],
    ['/a/..//evil.example'],
    ['/a/b/../..//evil.example'],
    ['/./\\evil.example'],
    ['/.\\\\evil.example'],
    ['%2F%5Cevil.example'],
    ['%2F%2Fevil.example'],
    ['%2F%09%2Fevil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/\r\n/evil.example'],
    ['/%0A/evil.example'],
    ['\t//evil.example'],
    [' //evil.example'],
    ['/.%2F%2Fevil.example'],
    ['%2F%2E%2F%2Fevil.example'],
    ['%2F..%2F%2Fevil.example'],
    ['/..//evil.example'],
    ['/../../evil.example/..//evil.example'],
    ['/%2E%2E//evil.example'],
    ['///evil.example'],
    ['/\u0000/evil.example'],
    ['/\\/evil.example'],
    ['http:/evil.example'],
    ['https:evil.example'],
    ['/x/../\u007f/evil.example'],
  ])('%j never leaves the site', (encoded) => {
    const raw = fromQuery(encoded);
    const target = safeRedirect(raw);
    expect(landing(target).origin).toBe(SITE);
    expect(landing(target).host).not.toContain('evil');
  });

  it('keeps escaped slashes as part of a path on this site', () => {
    expect(safeRedirect('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    expect(landing('/%2F%2Fevil.example').origin).toBe(SITE);
  });

  it('round-trips with loginUrl', () => {
    const url = new URL(loginUrl('/quotes/p1?tab=trust'), 'http://x');
    expect(safeRedirect(url.searchParams.get('redirect'))).toBe('/quotes/p1?tab=trust');
  });

  // Strings built from the pieces open redirects are made of, raw and through one round of query decoding.
  const piece = fc.constantFrom(
    '/',
    '//',
    '\\',
    '.',
    '..',
    '%2F',
    '%2f',
    '%5C',
    '%5c',
    '%2E',
    '%2e',
    '%09',
    '%0A',
    '%00',
    '\t',
    '\n',
    '\r',
    ' ',
    '\u0000',
    '\u007f',
    '@',
    ':',
    '?',
    '#',
    'evil.example',
    'http:',
    'https:',
    'javascript:',
    'a',
    'quotes',
    '／',
    '．',
    '\u3002',
    '%E3%80%82',
  );
  const hostile = fc.array(piece, { minLength: 1, maxLength: 12 }).map((parts) => parts.join(''));

  it('whatever it is given, the result lands on this site, as a path that stays itself', () => {
    fc.assert(
      fc.property(hostile, fc.boolean(), fc.constantFrom(`${SITE}/login?redirect=x`, `${SITE}/a/b/c`, `${SITE}/`), (text, decode, page) => {
        const raw = decode ? fromQuery(text) : text;
        const target = safeRedirect(raw);
        expect(landing(target, page).origin).toBe(SITE);
        expect(target.startsWith('/')).toBe(true);
        expect(target.startsWith('//')).toBe(false);
        expect(isSamePath(target)).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it('any string at all gives a path on this site', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        expect(landing(safeRedirect(text)).origin).toBe(SITE);
      }),
      { numRuns: 1000 },
    );
  });

  it('a plain path on this site comes back unchanged', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), (segments) => {
        const path = `/${segments.join('/')}`;
        fc.pre(!['/login', '/signup'].includes(path));
        expect(safeRedirect(path)).toBe(path);
      }),
    );
  });
});
