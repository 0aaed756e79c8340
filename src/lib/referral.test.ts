import { describe, expect, it } from 'vitest';
import {
  buildReferralCookie,
  detectReferral,
  isSignOutPath,
  localPath,
  referralCookieCode,
  referralLookupPath,
  REFERRAL_COOKIE,
  serializeReferralCookie,
} from './referral';

const at = (path: string) => new URL(path, 'https://atlas.example.com');

describe('detectReferral', () => {
  it.each([
    ['/r/SUNNY', { code: 'SUNNY', pattern: 'vanity', redirectTo: '/' }],
    ['/r/SUNNY/', { code: 'SUNNY', pattern: 'vanity', redirectTo: '/' }],
    ['/r/SUNNY?utm_source=mail', { code: 'SUNNY', pattern: 'vanity', redirectTo: '/?utm_source=mail' }],
    ['/installers/r/SUNNY', { code: 'SUNNY', pattern: 'inline', redirectTo: '/installers' }],
    [
      '/solar-installers/us/colorado/denver/best/r/abc_12',
      { code: 'abc_12', pattern: 'inline', redirectTo: '/solar-installers/us/colorado/denver/best' },
    ],
    ['/about?via=SUNNY', { code: 'SUNNY', pattern: 'via', redirectTo: null }],
    ['/?ref=SUNNY', { code: 'SUNNY', pattern: 'ref', redirectTo: null }],
  ])('%s', (path, expected) => expect(detectReferral(at(path))).toEqual(expected));

  it('reads a first path segment as a code only on the not-found page', () => {
    expect(detectReferral(at('/SUNNY'))).toBeNull();
    expect(detectReferral(at('/SUNNY'), true)).toEqual({ code: 'SUNNY', pattern: 'path', redirectTo: '/' });
    expect(detectReferral(at('/SUNNY/pricing'), true)).toEqual({ code: 'SUNNY', pattern: 'path', redirectTo: '/pricing' });
  });

  it('reads each part of the address once: trailing slashes, a later /r/, a parameter already decoded', () => {
    expect(detectReferral(at('/SUNNY/pricing//'), true)?.redirectTo).toBe('/pricing');
    expect(detectReferral(at('/SUNNY/'), true)?.redirectTo).toBe('/');
    expect(detectReferral(at('/a/r/b/r/SUNNY'))).toEqual({ code: 'SUNNY', pattern: 'inline', redirectTo: '/a/r/b' });
    expect(detectReferral(at('/a.b/r/SUNNY?via=OTHER'))).toEqual({ code: 'OTHER', pattern: 'via', redirectTo: null });
    // ?via=%2541B is the text "%41B" (not a code), never decoded a second time into "AB".
    expect(detectReferral(at('/?via=%2541B'))).toBeNull();
    expect(detectReferral(at('/%20SUNNY'), true)).toBeNull();
  });

  it('only ever redirects within the site', () => {
    const raw = (path: string) => new URL(`https://atlas.example.com${path}`);
    expect(raw('//evil/r/SUNNY').pathname).toBe('//evil/r/SUNNY');
    expect(detectReferral(raw('//evil/r/SUNNY'))?.redirectTo).toBe('/evil');
    expect(detectReferral(raw('/SUNNY//evil'), true)?.redirectTo).toBe('/evil');
    expect(detectReferral(at('/%5C%5Cevil/r/SUNNY'))?.redirectTo).toMatch(/^\/[^/\\]/);
    expect(localPath('\\\\evil')).toBe('/evil');
  });

  it('never takes /, paths with a dot, /api or odd codes as codes', () => {
    for (const path of [
      '/',
      '/favicon.ico',
      '/robots.txt',
      '/api',
      '/api/items/x',
      '/api/r/SUNNY',
      '/r/a.b',
      '/file.html/r/SUNNY',
      '/r/x',
      '/r/%E0%A4%A',
    ]) {
      expect(detectReferral(at(path), true)).toBeNull();
    }
    expect(detectReferral(at('/?via=<script>'))).toBeNull();
  });
});

describe('the referral cookie', () => {
  const url = at('/r/SUNNY?utm_source=news&utm_medium=email&utm_campaign=spring');
  const candidate = detectReferral(url)!;
  const cookie = buildReferralCookie({ id: 7, code: 'SUNNY' }, candidate, url, new Date('2025-05-01T12:00:00Z'));

  it('carries the fields of the spec', () => {
    expect(cookie).toEqual({
      code: 'SUNNY',
      referral_code_id: 7,
      firstVisit: '2025-05-01T12:00:00.000Z',
      utm_source: 'news',
      utm_medium: 'email',
      utm_campaign: 'spring',
      utm_content: null,
      utm_term: null,
      landingPage: '/',
      pattern: 'vanity',
      rawUrl: url.href,
    });
    // A code that keeps the visitor where they are lands them on this page.
    const via = at('/about?via=SUNNY');
    expect(buildReferralCookie({ id: 7, code: 'SUNNY' }, detectReferral(via)!, via, new Date()).landingPage).toBe('/about');
  });

  it('is set for 365 days on /, SameSite=Lax, Secure on https, and reads back', () => {
    const secure = serializeReferralCookie(cookie, true);
    expect(secure).toMatch(new RegExp(`^${REFERRAL_COOKIE}=`));
    expect(secure).toContain('; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
    expect(serializeReferralCookie(cookie, false)).not.toContain('Secure');
    const header = `other=1; ${secure.split(';')[0]}; x=2`;
    expect(JSON.parse(decodeURIComponent(header.split('; ')[1]!.slice(REFERRAL_COOKIE.length + 1)))).toEqual(cookie);
    expect(referralCookieCode(header)).toBe('SUNNY');
    expect(referralCookieCode('x_atlas_referral=1')).toBeNull();
    expect(referralCookieCode('atlas_referral=%7Bbroken')).toBeNull();
    expect(referralCookieCode('')).toBeNull();
    expect(referralCookieCode('atlas_referral=')).toBeNull();
    expect(referralCookieCode('atlas_referral=null')).toBeNull();
  });

  it('looks codes up among published codes only, one item', () => {
    const query = new URL(referralLookupPath('SUNNY'), 'https://x').searchParams;
    expect(query.get('filter[code][_eq]')).toBe('SUNNY');
    expect(query.get('filter[status][_eq]')).toBe('published');
    expect(query.get('limit')).toBe('1');
    expect(query.get('fields')).toBe('id,code');
  });
});

describe('the capture never lands on the sign-out page (review finding 6)', () => {
  it('sends /logout/r/CODE and /logout?via=CODE home instead, however /logout is spelled', () => {
    expect(detectReferral(at('/logout/r/ZZ'))?.redirectTo).toBe('/');
    expect(detectReferral(at('/LOGOUT/r/ZZ?utm_source=x'))?.redirectTo).toBe('/?utm_source=x');
    expect(detectReferral(at('/%6Cogout/r/ZZ'))?.redirectTo).toBe('/');
    for (const path of ['/logout', '//logout', '/logout/', '/Logout.html', '/%6cogout', '\\logout?x=1']) {
      expect(isSignOutPath(path), path).toBe(true);
      expect(localPath(path), path).toBe('/');
    }
  });

  it('leaves other pages alone', () => {
    for (const path of ['/logouts', '/dashboard', '/blog/logout', '/']) expect(isSignOutPath(path), path).toBe(false);
    expect(detectReferral(at('/quotes/r/ZZ'))?.redirectTo).toBe('/quotes');
  });
});
