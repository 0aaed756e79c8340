// The one probe every permission and adversarial test uses: send a request as someone who must not see or
// change another user's data, then judge the answer on four things at once —
//
//   status   the answer's status is the expected one (by default: anything but a server error);
//   leaks    no private value appears in the answer: in the data and meta of a JSON answer (not in its
//            `errors`, which may echo the query the caller wrote), or anywhere in a text answer (CSV, XML,
//            YAML exports, HTML or plain-text error pages);
//   rows     optionally, how many rows `data` holds (`'none'`: an empty list or no data at all);
//   fields   optionally, field names that must not appear in any row (nested relations included) or, in a
//            text answer, as a word (a CSV header, an XML tag); the `errors` of a JSON answer may name them.
//
// A judged answer is a Finding whose `problems` list says what is wrong in words; a test asserts
// `expect(failures(findings)).toEqual([])`, so one run reports every failing request with its path.
//
//   const probe = createProbe(() => data.secrets);        // secrets read when a probe runs, not at import
//   const findings = await probe.sendAll(['/items/project', { method: 'SEARCH', path: '/users', body }], {
//     token, expect: { status: 'refused' },
//   });
//   expect(failures(findings)).toEqual([]);
//   expect(probe.inspect(await call(...), { status: 403, hiddenFields: ['internal_notes'] }).problems).toEqual([]);

import { call } from './http.mjs';

/**
 * @typedef {{ status: number, body: any, text: string }} Answer what `call` in http.mjs returns
 * @typedef {number | number[] | 'ok' | 'refused' | 'no-server-error' | 'any'} StatusExpectation
 *   a status, one of several, or a class: `ok` 200–399, `refused` 400–499, `no-server-error` below 500
 * @typedef {object} Expectation
 * @property {StatusExpectation} [status] default `no-server-error`
 * @property {'none' | number} [rows] how many rows `data` must hold
 * @property {string[]} [hiddenFields] field names no row may carry
 * @property {unknown[]} [allow] secrets the request itself sent, so an echo of them is not a leak
 * @property {boolean} [inErrors] look in a JSON answer's `errors` too (with `allow` naming what the request sent)
 * @typedef {string | { method?: string, path: string, body?: unknown, headers?: Record<string, string>, expect?: Expectation }} Request
 *   a path (a GET) or a full request; its own `expect` is merged over the batch's
 * @typedef {object} Finding
 * @property {string} request e.g. `GET /items/project?fields=*`
 * @property {number} status
 * @property {string[]} leaks the private values found in the answer
 * @property {string[]} hiddenFields the hidden field names found in the answer
 * @property {number | null} rows rows in `data` (null when the answer has none: text, an error)
 * @property {string[]} problems empty when the answer is as expected
 * @property {Answer} answer the answer itself, for assertions of a test's own
 */

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The part of an answer a leak is looked for in: a JSON object without its `errors`, or the raw text. */
function searchable(answer, inErrors) {
  if (inErrors || !isObject(answer.body)) return answer.text ?? '';
  const { errors: _echoesTheQuery, ...rest } = answer.body;
  return JSON.stringify(rest);
}

/**
 * The secrets that appear in an answer.
 * @param {Answer} answer
 * @param {unknown[]} secrets
 * @param {{ allow?: unknown[], inErrors?: boolean }} [options]
 * @returns {string[]}
 */
export function leaksIn(answer, secrets, { allow = [], inErrors = false } = {}) {
  const text = searchable(answer, inErrors);
  const allowed = new Set(allow.map(String));
  return secrets
    .filter((secret) => secret !== null && secret !== undefined && String(secret) !== '')
    .map(String)
    .filter((secret) => !allowed.has(secret) && text.includes(secret));
}

/**
 * The rows of a JSON answer's `data` (one object counts as one row; `data: null` as none), or null when the
 * answer has no `data` (a text answer, an error).
 * @param {Answer} answer
 * @returns {unknown[] | null}
 */
export function rowsOf(answer) {
  if (!isObject(answer.body) || !('data' in answer.body)) return null;
  const { data } = answer.body;
  if (data === null) return [];
  return Array.isArray(data) ? data : [data];
}

function fieldNames(value, into) {
  if (Array.isArray(value)) for (const item of value) fieldNames(item, into);
  else if (isObject(value)) {
    for (const [key, nested] of Object.entries(value)) {
      into.add(key);
      fieldNames(nested, into);
    }
  }
  return into;
}

/**
 * The hidden field names an answer carries: keys of any row (at any depth) or, in a text answer, whole words.
 * @param {Answer} answer
 * @param {string[]} hidden
 * @returns {string[]}
 */
export function hiddenFieldsIn(answer, hidden) {
  if (!isObject(answer.body)) {
    const text = answer.text ?? '';
    const word = (name) => new RegExp(`(^|[^A-Za-z0-9_])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^A-Za-z0-9_]|$)`);
    return hidden.filter((name) => word(name).test(text));
  }
  const present = fieldNames(rowsOf(answer) ?? [], new Set());
  return hidden.filter((name) => present.has(name));
}

function statusProblem(status, expected = 'no-server-error') {
  const ok =
    expected === 'any' ||
    (expected === 'ok' && status >= 200 && status < 400) ||
    (expected === 'refused' && status >= 400 && status < 500) ||
    (expected === 'no-server-error' && status < 500) ||
    (typeof expected === 'number' && status === expected) ||
    (Array.isArray(expected) && expected.includes(status));
  return ok ? null : `status ${status}, expected ${Array.isArray(expected) ? expected.join(' or ') : expected}`;
}

/**
 * Judges one answer.
 * @param {Answer} answer
 * @param {unknown[]} secrets
 * @param {Expectation} [expectation]
 * @param {string} [request] what was sent, for the report
 * @returns {Finding}
 */
export function judge(answer, secrets, expectation = {}, request = '') {
  const leaks = leaksIn(answer, secrets, { allow: expectation.allow, inErrors: expectation.inErrors });
  const hiddenFields = hiddenFieldsIn(answer, expectation.hiddenFields ?? []);
  const rows = rowsOf(answer);
  const problems = [];
  const status = statusProblem(answer.status, expectation.status);
  if (status) problems.push(status);
  if (leaks.length > 0) problems.push(`leaks ${leaks.join(', ')}`);
  if (hiddenFields.length > 0) problems.push(`carries hidden fields ${hiddenFields.join(', ')}`);
  if (expectation.rows !== undefined) {
    const want = expectation.rows === 'none' ? 0 : expectation.rows;
    if (rows === null) problems.push(`no data in the answer, expected ${want} rows`);
    else if (rows.length !== want) problems.push(`${rows.length} rows, expected ${want}`);
  }
  return { request, status: answer.status, leaks, hiddenFields, rows: rows === null ? null : rows.length, problems, answer };
}

/**
 * The findings that have problems, in a shape that reads well in a failed `toEqual([])`.
 * @param {Finding[]} findings
 */
export function failures(findings) {
  return findings.filter((f) => f.problems.length > 0).map(({ request, status, problems }) => ({ request, status, problems }));
}

/**
 * A probe bound to the values that must never leak.
 * @param {unknown[] | (() => unknown[])} secrets a list, or a function read at each probe (for data loaded in `beforeAll`)
 */
export function createProbe(secrets) {
  const list = () => (typeof secrets === 'function' ? secrets() : secrets);
  const probe = {
    /** The secrets in an answer. @param {Answer} answer @param {{ allow?: unknown[], inErrors?: boolean }} [options] */
    leaks: (answer, options) => leaksIn(answer, list(), options),
    /** Judges an answer obtained some other way (a multipart upload, a raw fetch). */
    inspect: (/** @type {Answer} */ answer, /** @type {Expectation} */ expectation = {}, request = '') =>
      judge(answer, list(), expectation, request),
    /**
     * Sends one request and judges its answer.
     * @param {Request} request
     * @param {{ token?: string | null, expect?: Expectation }} [options]
     * @returns {Promise<Finding>}
     */
    async send(request, { token, expect = {} } = {}) {
      const { method = 'GET', path, body, headers, expect: own = {} } = typeof request === 'string' ? { path: request } : request;
      const answer = await call(method, path, { token: token ?? undefined, body, headers });
      return judge(answer, list(), { ...expect, ...own }, `${method} ${path}`);
    },
    /**
     * Sends requests one after another (the backend under test shares two cores) and judges each.
     * @param {Request[]} requests
     * @param {{ token?: string | null, expect?: Expectation }} [options]
     * @returns {Promise<Finding[]>}
     */
    async sendAll(requests, options) {
      const findings = [];
      for (const request of requests) findings.push(await probe.send(request, options));
      return findings;
    },
  };
  return probe;
}

/**
 * A JSON snapshot of what the given admin reads return, to compare before and after a series of probes.
 * @param {string[]} paths
 * @param {string} token an admin token
 */
export async function snapshot(paths, token) {
  const answers = [];
  for (const path of paths) answers.push((await call('GET', path, { token })).body?.data ?? null);
  return JSON.stringify(answers);
}
