import { describe, expect, it } from 'vitest';
import { attributionFields, consentFields, planFrom, planName, readReferralCookie } from './signup';

const cookie = {
  code: 'SUNNY',
  referral_code_id: 7,
  firstVisit: '2025-07-01T10:00:00.000Z',
  utm_source: 'news',
  utm_medium: 'email',
  utm_campaign: 'july',
  landingPage: '/guides',
  pattern: 'path',
  rawUrl: 'https://atlas.example/SUNNY?utm_source=news',
};

describe('referral cookie', () => {
  it('reads the URL-encoded JSON', () => {
    const header = `other=1; atlas_referral=${encodeURIComponent(JSON.stringify(cookie))}; x=y`;
    expect(readReferralCookie(header)).toEqual(cookie);
  });

  it('ignores a missing or broken cookie', () => {
    expect(readReferralCookie('a=b')).toBeNull();
    expect(readReferralCookie('atlas_referral=%7Bnot json')).toBeNull();
    expect(readReferralCookie(`atlas_referral=${encodeURIComponent('{"code":""}')}`)).toBeNull();
  });

  it('maps to the user attribution fields', () => {
    expect(attributionFields(cookie, 7)).toEqual({
      id_of_code_used_in_referral: 7,
      first_known_visit: '2025-07-01T10:00:00.000Z',
      referral_source: {
        utm_source: 'news',
        utm_medium: 'email',
        utm_campaign: 'july',
        utm_content: null,
        utm_term: null,
        referred_by_code: 'SUNNY',
        pattern: 'path',
        landing_page: '/guides',
        raw_url: 'https://atlas.example/SUNNY?utm_source=news',
      },
    });
  });
});

describe('consent', () => {
  it('sends only the flags given, as timestamps', () => {
    const now = new Date('2025-08-01T00:00:00Z');
    expect(consentFields({ terms: true, privacy: true, newsletter: false }, now)).toEqual({
      terms_accepted: now.toISOString(),
      privacy_accepted: now.toISOString(),
    });
  });
});

describe('plan', () => {
  it.each([
    [null, 'free'],
    ['smart', 'smart'],
    ['PRO', 'pro'],
    ['enterprise', 'free'],
  ])('%s → %s', (raw, plan) => expect(planFrom(raw)).toBe(plan));

  it('is named as people read it', () => {
    expect(planName('smart')).toBe('Smart');
    expect(planName('pro')).toBe('Pro');
  });
});
