// Security headers of every response the site server sends: static files, server-rendered pages, the
// /api proxy and the server's own answers (404, 503).
//
// The Content-Security-Policy of a page is Astro's (security.csp in astro.config.mjs): Astro hashes every
// script it emits and every inline script a page registers (Base.astro), and writes the policy into the
// page. The server sends that same policy as a header, completed with what a <meta> policy cannot carry
// (frame-ancestors), so it applies from the first byte. Anything that is not a page gets a policy that
// allows nothing at all. HSTS is sent when the site's address (SITE_URL) is https.

/** Security header names this module owns; the /api proxy drops Directus's own values of them. */
export const MANAGED_HEADERS = new Set([
  'content-security-policy',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
  'strict-transport-security',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
]);

/** Directives a page's policy gets on top of Astro's: framing is never allowed. */
export const PAGE_DIRECTIVES_EXTRA = ["frame-ancestors 'none'"];

/** The policy of everything that is not a page: nothing may load, run or frame it. */
export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The policy for a page whose Astro policy is unknown (a build without one): its inline scripts will not
 * run, which fails safe and shows up in the browser tests at once.
 */
export const FALLBACK_PAGE_POLICY = "default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'self'";

/** A page's header policy: Astro's, plus the directives a <meta> policy cannot carry. */
export function pagePolicy(astroPolicy) {
  const base = (astroPolicy ?? FALLBACK_PAGE_POLICY).trim().replace(/;+\s*$/, '');
  const present = new Set(
    base
      .split(';')
      .map((d) => d.trim().split(/\s+/)[0])
      .filter(Boolean),
  );
  const extra = PAGE_DIRECTIVES_EXTRA.filter((d) => !present.has(d.split(' ')[0]));
  return [base, ...extra].join('; ');
}

/**
 * The headers every response carries, set before any handler writes (a handler's own values of the same
 * names win, which is how pages get their policy).
 * @param {import('node:http').ServerResponse} res
 * @param {{ https: boolean }} options
 */
export function setBaselineHeaders(res, { https }) {
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('x-frame-options', 'DENY');
  res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
  res.setHeader('cross-origin-opener-policy', 'same-origin');
  res.setHeader('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()');
  if (https) res.setHeader('strict-transport-security', 'max-age=31536000; includeSubDomains');
}

/** Whether a response's content type is a page (HTML), whose policy is the page's own. */
export const isPage = (contentType) => /^text\/html\b/i.test(String(contentType ?? ''));

/**
 * Decides each response's Content-Security-Policy when its headers are written, whoever writes them
 * (sirv, Astro, the proxy, Node's implicit headers): a policy the handler set itself (Astro's, for a page
 * it renders) is completed with PAGE_DIRECTIVES_EXTRA; an HTML page without one gets `pagePolicy()`;
 * anything else NON_PAGE_POLICY. A 304 carries none: the browser keeps the policy it stored with the page
 * (a 304's headers replace the stored ones, so any other policy here would be applied to the cached page).
 * @param {import('node:http').ServerResponse} res
 * @param {() => string} pagePolicyOf the page policy of the build being served
 */
export function decidePolicyOnWrite(res, pagePolicyOf) {
  const writeHead = res.writeHead;
  res.writeHead = function (status, ...rest) {
    let headers = rest.find((r) => r && typeof r === 'object');
    if (!headers) {
      headers = {};
      rest.push(headers);
    }
    const keyOf = (name) => Object.keys(headers).find((k) => k.toLowerCase() === name);
    const read = (name) => (keyOf(name) ? headers[keyOf(name)] : res.getHeader(name));
    const given = read('content-security-policy');
    if (keyOf('content-security-policy')) delete headers[keyOf('content-security-policy')];
    res.removeHeader('content-security-policy');
    if (status !== 304) {
      headers['content-security-policy'] = given
        ? pagePolicy(String(given))
        : isPage(read('content-type'))
          ? pagePolicyOf()
          : NON_PAGE_POLICY;
    }
    return writeHead.call(this, status, ...rest);
  };
}
