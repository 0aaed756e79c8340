/**
 * Where to go after signing in: the `redirect` query value when it is a path on this site, else the
 * dashboard. Anything else (another origin, `//host`, `javascript:`) is ignored, so the parameter
 * cannot send someone off-site.
 */
export function safeRedirect(raw: string | null | undefined, fallback = '/dashboard'): string {
  if (!raw) return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  try {
    const url = new URL(raw, 'http://atlas.invalid');
    if (url.origin !== 'http://atlas.invalid') return fallback;
    if (url.pathname === '/login' || url.pathname === '/signup') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
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
