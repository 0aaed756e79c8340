// The site's Content-Security-Policy, as Astro's `security.csp` option (astro.config.mjs).
//
// Astro hashes every script and style it emits and writes the policy into each page; the site server sends
// it as a header too (scripts/lib/serve/headers.mjs). Scripts: this origin and hashed inline scripts only,
// so editor-written HTML (sanitised at build time as well) cannot run anything. Styles allow inline ones:
// React islands, the charts and the toasts set style attributes and elements at run time, and a style
// cannot run code. Third parties appear only when configured: an analytics provider's script and endpoint,
// a hosted form service.

/** The origin of a URL, or null when it is not an absolute http(s) URL. */
function originOf(url) {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    // Not a URL: nothing to allow.
    return null;
  }
}

/**
 * The `security.csp` object for the build's environment.
 * @param {Record<string, string | undefined>} env
 * @returns {Exclude<NonNullable<NonNullable<import('astro').AstroUserConfig['security']>['csp']>, boolean>}
 */
export function cspConfig(env = process.env) {
  const provider = env.PUBLIC_ANALYTICS_PROVIDER;
  const analyticsSrc = env.PUBLIC_ANALYTICS_SRC || (provider === 'plausible' ? 'https://plausible.io/js/script.js' : '');
  const analytics = provider ? originOf(analyticsSrc) : null;
  const forms = env.PUBLIC_FORMS_URL ? originOf(env.PUBLIC_FORMS_URL) : null;
  const connect = ["'self'", analytics, forms].filter(Boolean);
  return {
    algorithm: 'SHA-256',
    directives: [
      "default-src 'self'",
      `connect-src ${[...new Set(connect)].join(' ')}`,
      // Business logos and images in editor-written pages may come from other https sites.
      "img-src 'self' data: blob: https:",
      "font-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      `form-action 'self'${forms ? ` ${forms}` : ''}`,
      "worker-src 'self' blob:",
      "frame-src 'none'",
      "manifest-src 'self'",
    ],
    scriptDirective: { resources: ["'self'", ...(analytics ? [analytics] : [])] },
    styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
  };
}
