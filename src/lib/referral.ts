/**
 * Referral attribution, the pure part (the browser side is src/lib/browser/referral-capture.ts).
 *
 * Contract with the app team: the cookie `atlas_referral` (365 days, path /, SameSite=Lax, Secure on https)
 * holds the URL-encoded JSON of `ReferralCookie`, the fields of spec section 3. The signup screen
 * (src/stores/signup.ts) reads it, checks the code is still published, and sends the attribution.
 */

/** Product-prefixed cookie name (spec section 9). */
export const REFERRAL_COOKIE = 'atlas_referral';
/** 365 days, in seconds. */
export const REFERRAL_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * How the code reached us: `vanity` /r/{code}; `inline` {path}/r/{code}; `via` and `ref` the query
 * parameters; `path` a first path segment that is a code.
 */
export type ReferralPattern = 'vanity' | 'inline' | 'via' | 'ref' | 'path';

export interface ReferralCandidate {
  code: string;
  pattern: ReferralPattern;
  /** Where to send the visitor after capture; null to stay on the page. */
  redirectTo: string | null;
}

/** The referral cookie (spec section 3: code, referral_code_id, firstVisit, utm_*, landingPage, pattern, rawUrl). */
export interface ReferralCookie {
  code: string;
  referral_code_id: string | number;
  firstVisit: string;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_content: string | null;
  utm_term: string | null;
  landingPage: string;
  pattern: ReferralPattern;
  rawUrl: string;
}

const UTM = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;

/** The query parameters that carry a code (?via=, ?ref=). */
const CODE_PARAMS = ['via', 'ref'] as const;

/** Removes the code parameters from a URL, once a code has been read from them or from its path. */
export function dropCodeParams(url: URL): void {
  for (const name of CODE_PARAMS) url.searchParams.delete(name);
}

/** `value` if it is a plausible code (letters, digits, hyphen, underscore; never a dot or a slash), else null. */
export function codeShaped(value: string | null | undefined): string | null {
  return value && /^[A-Za-z0-9_-]{2,64}$/.test(value) ? value : null;
}

/** A percent-encoded piece decoded, or undefined when it is malformed. */
function decode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined; // malformed
  }
}

/**
 * A path on this site: leading slashes and backslashes become one slash, so "//evil.example" can never
 * turn a redirect into a jump to another host.
 */
export function localPath(path: string): string {
  const local = `/${path.replace(/^[/\\]+/, '')}`;
  return isSignOutPath(local) ? '/' : local;
}

/**
 * Whether a path is the sign-out page, however it is spelled (letter case, percent-encoding, a trailing
 * slash, the built file). The capture never sends a visitor there: a link from another site through the
 * /r/ shell (/logout/r/CODE, /r/?from=/logout?via=CODE) must not sign anyone out (review finding 6).
 */
export function isSignOutPath(path: string): boolean {
  // `\b`: /logout, /logout/, /logout.html, /logout?… but not /logouts. Kept short: it ships on the 404 page.
  return /^[/\\]*logout\b/i.test(decode(path) ?? path);
}

/** Where to send a visitor on this site: `path` made local (localPath), with the query and hash of `url`. */
export function localHref(path: string, url: URL): string {
  return `${localPath(path)}${url.search}${url.hash}`;
}

/**
 * The referral code a URL carries, if any. `notFound` says the path matched no page: only then may its
 * first segment be a code. Paths that are '/', contain a dot or start with /api are never codes.
 */
export function detectReferral(url: URL, notFound = false): ReferralCandidate | null {
  const path = url.pathname;
  if (/^\/api(\/|$)/.test(path)) return null;
  // {prefix}/r/{code}, the prefix without a dot.
  const vanity = /^([^.]*?)\/r\/([^/]+)\/?$/.exec(path);
  let code = codeShaped(vanity && decode(vanity[2]!));
  if (code) {
    // Query parameters (utm_*) are kept; via/ref would be a second code for the same visit.
    const rest = new URL(url);
    dropCodeParams(rest);
    return { code, pattern: vanity![1] ? 'inline' : 'vanity', redirectTo: localHref(vanity![1]!, rest) };
  }
  for (const pattern of CODE_PARAMS) {
    code = codeShaped(url.searchParams.get(pattern)?.trim());
    if (code) return { code, pattern, redirectTo: null };
  }
  // {code}/{rest}, no dot anywhere: the visitor goes on to /{rest}, without trailing slashes.
  const first = notFound ? /^\/+([^/.]+)([^.]*?)\/*$/.exec(path) : null;
  code = codeShaped(first && decode(first[1]!));
  return code ? { code, pattern: 'path', redirectTo: localHref(first![2]!, url) } : null;
}

/** Public API path that finds a published code (spec section 7); answers { data: [{ id, code }] }. */
export function referralLookupPath(code: string): string {
  // A template rather than URLSearchParams: the same query in fewer bytes of the 404 page's 4 KB of script.
  return `/api/items/referral_codes?filter[code][_eq]=${encodeURIComponent(code)}&filter[status][_eq]=published&fields=id,code&limit=1`;
}

/** The cookie for a verified visit. The raw URL is capped so the cookie stays well under 4 KB. */
export function buildReferralCookie(
  verified: { id: string | number; code: string },
  candidate: ReferralCandidate,
  url: URL,
  now: Date,
): ReferralCookie {
  return {
    code: verified.code,
    referral_code_id: verified.id,
    firstVisit: now.toISOString(),
    ...(Object.fromEntries(UTM.map((key) => [key, url.searchParams.get(key)?.slice(0, 200) ?? null])) as Record<
      (typeof UTM)[number],
      string | null
    >),
    // Where the visitor lands: the page the capture sends them to, or this one ('' resolves to `url`).
    landingPage: new URL(candidate.redirectTo || '', url).pathname,
    pattern: candidate.pattern,
    rawUrl: url.href.slice(0, 1000),
  };
}

/** The Set-Cookie-style string for document.cookie: 365 days, path /, SameSite=Lax, Secure on https. */
export function serializeReferralCookie(value: ReferralCookie, secure: boolean): string {
  return `${REFERRAL_COOKIE}=${encodeURIComponent(JSON.stringify(value))}; Max-Age=${REFERRAL_MAX_AGE}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Just the code of the referral cookie, or null: what capture needs to tell a new referral visit. */
export function referralCookieCode(cookies: string): string | null {
  try {
    // No cookie (exec gives null), an empty one or one that is not JSON all throw: no code.
    const raw = new RegExp(`(?:^|;\\s*)${REFERRAL_COOKIE}=([^;]*)`).exec(cookies)![1]!;
    return ((JSON.parse(decodeURIComponent(raw)) as { code?: string }).code as string) ?? null;
  } catch {
    return null;
  }
}
