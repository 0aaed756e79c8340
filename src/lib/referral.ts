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

/** A plausible code: letters, digits, hyphen, underscore; never a dot (files) or a slash. */
export function isCodeShaped(value: string): boolean {
  return /^[A-Za-z0-9_-]{2,64}$/.test(value);
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
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

function withQuery(path: string, url: URL): string {
  return `${localPath(path)}${url.search}${url.hash}`;
}

/**
 * The referral code a URL carries, if any. `notFound` says the path matched no page: only then may its
 * first segment be a code. Paths that are '/', contain a dot or start with /api are never codes.
 */
export function detectReferral(url: URL, { notFound = false }: { notFound?: boolean } = {}): ReferralCandidate | null {
  const path = url.pathname;
  if (path.startsWith('/api/') || path === '/api') return null;
  const vanity = /^(.*?)\/r\/([^/]+)\/?$/.exec(path);
  if (vanity) {
    const code = decode(vanity[2]!);
    const prefix = vanity[1]!;
    if (code && isCodeShaped(code) && !prefix.includes('.')) {
      // Query parameters (utm_*) are kept; via/ref would be a second code for the same visit.
      const rest = new URL(url.href);
      dropCodeParams(rest);
      return { code, pattern: prefix ? 'inline' : 'vanity', redirectTo: withQuery(prefix, rest) };
    }
  }
  for (const pattern of CODE_PARAMS) {
    const code = url.searchParams.get(pattern)?.trim();
    if (code && isCodeShaped(code)) return { code, pattern, redirectTo: null };
  }
  if (notFound && path !== '/' && !path.includes('.')) {
    const [first = '', ...rest] = path.replace(/^\/+/, '').split('/');
    const code = decode(first);
    if (code && isCodeShaped(code)) return { code, pattern: 'path', redirectTo: withQuery(`/${rest.join('/')}`.replace(/\/+$/, ''), url) };
  }
  return null;
}

/**
 * Public API path that finds a published code (spec section 7); answers { data: [{ id, code }] }.
 * `withStatus: false` leaves out the status filter, for a backend that hides the status field from
 * visitors and shows them published codes only.
 */
export function referralLookupPath(code: string, { withStatus = true }: { withStatus?: boolean } = {}): string {
  // A template rather than URLSearchParams: the same query in fewer bytes of the 404 page's 4 KB of script.
  const status = withStatus ? '&filter[status][_eq]=published' : '';
  return `/api/items/referral_codes?filter[code][_eq]=${encodeURIComponent(code)}${status}&fields=id,code&limit=1`;
}

/** The cookie for a verified visit. The raw URL is capped so the cookie stays well under 4 KB. */
export function buildReferralCookie(
  verified: { id: string | number; code: string },
  candidate: ReferralCandidate,
  url: URL,
  now: Date,
): ReferralCookie {
  const utm = Object.fromEntries(UTM.map((key) => [key, url.searchParams.get(key)?.slice(0, 200) ?? null])) as Record<
    (typeof UTM)[number],
    string | null
  >;
  const landing = candidate.redirectTo ? new URL(candidate.redirectTo, url).pathname : url.pathname;
  return {
    code: verified.code,
    referral_code_id: verified.id,
    firstVisit: now.toISOString(),
    ...utm,
    landingPage: landing,
    pattern: candidate.pattern,
    rawUrl: url.href.slice(0, 1000),
  };
}

/** The Set-Cookie-style string for document.cookie: 365 days, path /, SameSite=Lax, Secure on https. */
export function serializeReferralCookie(value: ReferralCookie, { secure }: { secure: boolean }): string {
  return `${REFERRAL_COOKIE}=${encodeURIComponent(JSON.stringify(value))}; Max-Age=${REFERRAL_MAX_AGE}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Just the code of the referral cookie, or null: what capture needs to tell a new referral visit. */
export function referralCookieCode(cookies: string): string | null {
  const raw = new RegExp(`(?:^|;\\s*)${REFERRAL_COOKIE}=([^;]*)`).exec(cookies)?.[1];
  try {
    return raw ? (((JSON.parse(decodeURIComponent(raw)) as { code?: unknown }).code as string) ?? null) : null;
  } catch {
    return null;
  }
}
