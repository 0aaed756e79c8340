// Plain HTTP against the Directus under test. Calls never throw on an error status: tests assert statuses
// and bodies themselves. Writes go to the first Directus URL and reads, by default, to the last one, so on
// the scale configuration every read-after-write crosses instances.

import { randomUUID } from 'node:crypto';

function required(name) {
  const value = process.env[name];
  if (!value) {
    throw new Error(
      `${name} is not set: run the API suite through \`npm test\` or \`node tests/api/run.mjs\`, which start Directus and set it.`,
    );
  }
  return value;
}

/** Settings of the backend under test, from the environment `npm test` passes. */
export const env = {
  urls: required('ATLAS_DIRECTUS_URLS')
    .split(',')
    .map((u) => u.trim().replace(/\/$/, ''))
    .filter(Boolean),
  backend: process.env.ATLAS_BACKEND || 'sqlite',
  admin: { email: required('ATLAS_ADMIN_EMAIL'), password: required('ATLAS_ADMIN_PASSWORD') },
  demo: { email: required('ATLAS_DEMO_EMAIL'), password: required('ATLAS_DEMO_PASSWORD') },
  siteUrl: (process.env.SITE_URL || 'http://localhost:14321').replace(/\/$/, ''),
};
export const writeUrl = env.urls[0];
export const readUrl = env.urls.at(-1);

/** A value unique to this run, for e-mails and markers that must not collide with earlier runs. */
export const runId = randomUUID().slice(0, 8);

/**
 * One HTTP call.
 * @param {string} method
 * @param {string} path path with query string, e.g. '/items/pages?limit=1'
 * @param {{ token?: string, body?: unknown, url?: string, headers?: Record<string, string>, query?: Record<string, unknown> }} [options]
 *   a FormData body is sent as multipart (file uploads, imports), any other body as JSON
 * @returns {Promise<{ status: number, body: any, text: string, headers: Headers }>}
 */
export async function call(method, path, options = {}) {
  // Directus's global limiter (RATE_LIMITER_POINTS per second per address) answers 429 REQUESTS_EXCEEDED
  // with the moment its window resets. A suite that fires probes back to back meets it on a fast machine;
  // what the probes test is the route, not that limiter, so wait for the reset it names and ask again.
  for (let attempt = 1; ; attempt++) {
    const answer = await callOnce(method, path, options);
    const reset = globalLimitReset(answer);
    if (reset === null || attempt === 20) return answer;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, reset - Date.now()) + 5));
  }
}

/** The reset time of Directus's global rate limiter when this answer is its refusal, else null. */
function globalLimitReset(answer) {
  if (answer.status !== 429) return null;
  const error = answer.body?.errors?.[0];
  // Our sign-in throttle uses the same code but names no reset: that refusal is what its tests assert.
  if (error?.extensions?.code !== 'REQUESTS_EXCEEDED' || typeof error.extensions.reset !== 'string') return null;
  const reset = Date.parse(error.extensions.reset);
  return Number.isNaN(reset) ? null : reset;
}

async function callOnce(method, path, { token, body, url, headers = {}, query } = {}) {
  const base = url ?? (method === 'GET' ? readUrl : writeUrl);
  const target = new URL(base + path);
  for (const [key, value] of Object.entries(query ?? {})) {
    target.searchParams.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const multipart = body instanceof FormData;
  const response = await fetch(target, {
    method,
    headers: {
      ...(body !== undefined && !multipart ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
    redirect: 'manual',
  });
  const text = await response.text();
  let parsed;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (an export file, an HTML error page): tests look at the text.
    parsed = text;
  }
  return { status: response.status, body: parsed, text, headers: response.headers };
}

export const get = (path, options) => call('GET', path, options);
export const post = (path, body, options) => call('POST', path, { ...options, body });
export const patch = (path, body, options) => call('PATCH', path, { ...options, body });
export const del = (path, options) => call('DELETE', path, options);

/** Signs in (JSON mode) and returns the access token; fails the test with Directus's message otherwise. */
export async function login(email, password, { url = writeUrl } = {}) {
  const response = await post('/auth/login', { email, password }, { url });
  if (response.status !== 200) throw new Error(`login as ${email} failed with ${response.status}: ${response.text}`);
  return response.body.data.access_token;
}

/** The first error message of a Directus error answer. */
export function errorMessage(response) {
  return response.body?.errors?.[0]?.message ?? '';
}

/** A random documentation address (RFC 5737), so rate limits per IP never carry over between tests. */
export function randomIp() {
  return `203.0.113.${1 + Math.floor(Math.random() * 250)}`;
}
