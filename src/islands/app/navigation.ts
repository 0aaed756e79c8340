/** Any origin serves: only whether a target stays on it matters. */
const HERE = 'https://atlas.invalid';

/**
 * Characters a browser strips from a URL or reads as a path separator (ASCII controls such as tab and
 * newline are removed before parsing; a backslash is a slash): a target containing one means something
 * other than it shows, so it is never followed.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point of this pattern
const AMBIGUOUS = /[\u0000-\u001f\u007f\\]/;

/** Pages that would loop straight back into signing in. */
const AUTH_PAGES = new Set(['/login', '/signup']);

/**
 * Whether `target` is a path on this site as it will be navigated to: one leading slash (never `//host`
 * or `/\host`), nothing a browser strips, and parsing it again gives exactly it back, so no further
 * normalisation can turn it into another origin.
 */
export function isSamePath(target: string): boolean {
  if (!target.startsWith('/') || target.startsWith('//') || AMBIGUOUS.test(target)) return false;
  try {
    const url = new URL(target, HERE);
    return url.origin === HERE && `${url.pathname}${url.search}${url.hash}` === target;
  } catch {
    // Not a URL at all: nothing to follow.
    return false;
  }
}

/**
 * Where to go after signing in: the `redirect` query value when it is a path on this site, else the
 * dashboard. The value is normalised as the browser would (`/a/../b`, `/./x`, percent-escapes kept) and
 * the check applies to that final path, not to the raw text: `/.//evil.example` normalises to
 * `//evil.example`, which would leave the site, so it is refused.
 */
export function safeRedirect(raw: string | null | undefined, fallback = '/dashboard'): string {
  if (!raw || !raw.startsWith('/') || AMBIGUOUS.test(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, HERE);
  } catch {
    // Unparseable: not a place to send anyone.
    return fallback;
  }
  if (url.origin !== HERE) return fallback;
  const pathname = url.pathname.replace(/\/+$/, '').toLowerCase();
  if (AUTH_PAGES.has(pathname)) return fallback;
  const target = `${url.pathname}${url.search}${url.hash}`;
  return isSamePath(target) ? target : fallback;
}

/** The login URL that brings the visitor back to `origin` (path + query) afterwards. */
export function loginUrl(origin: string): string {
  return `/login?redirect=${encodeURIComponent(origin)}`;
}

/** Full-page navigation (the app is a set of pages, not a client router). */
export function go(url: string, { replace = false }: { replace?: boolean } = {}): void {
  if (replace) window.location.replace(url);
  else window.location.assign(url);
}

/** A query parameter of the current page. */
export function queryParam(name: string): string | null {
  return new URLSearchParams(window.location.search).get(name);
}
