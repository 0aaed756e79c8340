import * as api from '../directus';
import type { AtlasUserFields, Result, User } from '../directus';
import { signup } from './session';

/** The referral cookie the public site writes on a visit with a valid code (spec section 3). */
export const REFERRAL_COOKIE = 'atlas_referral';

export interface ReferralCookie {
  code: string;
  referral_code_id?: string | number | null;
  firstVisit?: string | null;
  utm_source?: string | null;
  utm_medium?: string | null;
  utm_campaign?: string | null;
  utm_content?: string | null;
  utm_term?: string | null;
  landingPage?: string | null;
  pattern?: string | null;
  rawUrl?: string | null;
}

/** Reads the referral cookie from a `document.cookie` string; null when absent or unreadable. */
export function readReferralCookie(cookieHeader: string): ReferralCookie | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== REFERRAL_COOKIE) continue;
    try {
      const value = JSON.parse(decodeURIComponent(rest.join('='))) as Partial<ReferralCookie> | null;
      return value && typeof value.code === 'string' && value.code ? (value as ReferralCookie) : null;
    } catch {
      return null;
    }
  }
  return null;
}

/** The attribution fields written to the user (spec section 3, "Attribution data"). */
export function attributionFields(cookie: ReferralCookie, codeId: number): Partial<AtlasUserFields> {
  return {
    id_of_code_used_in_referral: codeId,
    first_known_visit: cookie.firstVisit ?? null,
    referral_source: {
      utm_source: cookie.utm_source ?? null,
      utm_medium: cookie.utm_medium ?? null,
      utm_campaign: cookie.utm_campaign ?? null,
      utm_content: cookie.utm_content ?? null,
      utm_term: cookie.utm_term ?? null,
      referred_by_code: cookie.code,
      pattern: cookie.pattern ?? null,
      landing_page: cookie.landingPage ?? null,
      raw_url: cookie.rawUrl ?? null,
    },
  };
}

/** Consent timestamps; each flag is sent only when given (spec section 5). */
export function consentFields(consent: { terms: boolean; privacy: boolean; newsletter: boolean }, now: Date): Partial<AtlasUserFields> {
  const at = now.toISOString();
  const fields: Partial<AtlasUserFields> = {};
  if (consent.terms) fields.terms_accepted = at;
  if (consent.privacy) fields.privacy_accepted = at;
  if (consent.newsletter) fields.newsletter_accepted = at;
  return fields;
}

/** The session-storage record of where the homeowner is in onboarding (spec section 3). */
export interface SignupContext {
  timestamp: string;
  completed_steps: string[];
  plan: string;
  requestId: string | null;
}

export const SIGNUP_CONTEXT_KEY = 'signup_context';
export const PLANS = ['free', 'smart', 'pro'] as const;

/** The plan from `?plan=`: a known plan name, else the default `free`. */
export function planFrom(raw: string | null | undefined): string {
  const plan = (raw ?? '').toLowerCase();
  return (PLANS as readonly string[]).includes(plan) ? plan : 'free';
}

/** A plan as people read it: 'smart' is Smart. */
export function planName(plan: string): string {
  return plan.charAt(0).toUpperCase() + plan.slice(1);
}

declare global {
  interface Window {
    atlasTrack?: (event: string, properties?: Record<string, unknown>) => void;
  }
}

export interface SignupRequest {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  terms: boolean;
  privacy: boolean;
  newsletter: boolean;
  plan: string;
}

/**
 * The whole signup: register and sign in, then record consent and (for a referred visitor whose code is
 * still published) the attribution, track `referral_signup`, and store the signup context. Consent and
 * attribution failures are logged and do not undo the account.
 */
export async function completeSignup(request: SignupRequest): Promise<Result<User>> {
  const result = await signup({
    email: request.email.trim(),
    password: request.password,
    firstName: request.firstName.trim(),
    lastName: request.lastName.trim(),
  });
  if (result.error !== undefined) return result;
  const user = result.data;
  let fields = consentFields(request, new Date());
  const cookie = readReferralCookie(document.cookie);
  let codeId: number | null = null;
  if (cookie) {
    const code = await api.findPublishedReferralCode(cookie.code);
    if (code.data) {
      codeId = code.data.id;
      fields = { ...fields, ...attributionFields(cookie, codeId) };
    }
  }
  const saved = await api.updateUserFields(user.id, fields);
  if (saved.error !== undefined) console.error('atlas: consent and attribution were not saved', saved.error);
  if (cookie && codeId !== null) {
    window.atlasTrack?.('referral_signup', {
      user_id: user.id,
      code: cookie.code,
      referral_code_id: codeId,
      utm_source: cookie.utm_source ?? null,
      utm_campaign: cookie.utm_campaign ?? null,
    });
  }
  const context: SignupContext = { timestamp: new Date().toISOString(), completed_steps: ['signup'], plan: request.plan, requestId: null };
  try {
    sessionStorage.setItem(SIGNUP_CONTEXT_KEY, JSON.stringify(context));
  } catch (error) {
    console.error('atlas: could not store the signup context', error);
  }
  return result;
}
