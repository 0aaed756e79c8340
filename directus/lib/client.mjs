// A minimal Directus REST client for provisioning and the drift check: JSON in, JSON out, errors that
// name the call and carry Directus's own messages. Plain fetch, so it has no dependencies and runs in
// scripts, tests and CI alike.

const RETRYABLE = new Set([429, 503]);

/** An HTTP error answered by Directus; `status` and `errors` are Directus's. */
export class DirectusError extends Error {
  constructor(message, { status, errors, cause } = {}) {
    super(message, { cause });
    this.name = 'DirectusError';
    this.status = status;
    this.errors = errors ?? [];
  }
}

/**
 * Signs in with e-mail and password and returns a client bound to that session.
 * @param {{ url: string, email: string, password: string }} options
 */
export async function signIn({ url, email, password }) {
  const base = url.replace(/\/$/, '');
  const anonymous = createClient(base, null);
  let auth;
  try {
    auth = await anonymous.request('POST', '/auth/login', { email, password });
  } catch (error) {
    throw new Error(
      `signing in to Directus at ${base} as ${email} failed: check ADMIN_EMAIL / ADMIN_PASSWORD and that Directus was bootstrapped with them.`,
      { cause: error },
    );
  }
  return createClient(base, auth.data.access_token);
}

/**
 * A client for `base`, authenticated with `token` (or anonymous when null).
 * @param {string} base
 * @param {string | null} token
 */
export function createClient(base, token) {
  async function request(method, path, body, { query, headers = {} } = {}) {
    const target = new URL(base + path);
    for (const [key, value] of Object.entries(query ?? {})) {
      target.searchParams.set(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
    for (let attempt = 0; ; attempt++) {
      let response;
      try {
        response = await fetch(target, {
          method,
          headers: {
            ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...headers,
          },
          body: body !== undefined ? JSON.stringify(body) : undefined,
        });
      } catch (error) {
        throw new Error(`${method} ${path}: Directus at ${base} did not answer (is it running?)`, { cause: error });
      }
      // The rate limiter protects Directus from bursts; provisioning simply waits its turn.
      if (RETRYABLE.has(response.status) && attempt < 8) {
        await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** Math.min(attempt, 4)));
        continue;
      }
      const text = await response.text();
      let json = null;
      if (text) {
        try {
          json = JSON.parse(text);
        } catch (error) {
          throw new Error(`${method} ${path}: Directus answered ${response.status} with non-JSON text: ${text.slice(0, 200)}`, {
            cause: error,
          });
        }
      }
      if (!response.ok) {
        const errors = json?.errors ?? [];
        const detail = errors.map((e) => e.message).join('; ') || response.statusText;
        throw new DirectusError(`${method} ${path} failed with ${response.status}: ${detail}`, { status: response.status, errors });
      }
      return json;
    }
  }
  return {
    base,
    token,
    request,
    get: (path, query) => request('GET', path, undefined, { query }).then((r) => r?.data),
    post: (path, body, query) => request('POST', path, body, { query }).then((r) => r?.data),
    patch: (path, body, query) => request('PATCH', path, body, { query }).then((r) => r?.data),
    delete: (path, body) => request('DELETE', path, body),
  };
}
