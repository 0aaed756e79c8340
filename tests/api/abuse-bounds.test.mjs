// Second adversarial review, findings 3, 5, 9 and 10, at the API: queries of unbounded size, and inputs a visitor
// or homeowner can send that used to answer 500, and floods of the public forms. Each now answers 400 with one sentence naming what is
// wrong (directus/lib/request-bounds.mjs, directus/lib/text-input.mjs, extensions/atlas-hardening), and the
// server keeps answering everyone else.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, get, patch, post, randomIp, writeUrl } from './helpers/http.mjs';
import { newHomeowner, removeHomeowners } from './helpers/fixtures.mjs';

let alice;
let project;

/** A raw request: the body is sent exactly as given (JSON that JSON.stringify could not write). */
async function raw(method, path, body, token) {
  const response = await fetch(`${writeUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });
  const text = await response.text();
  let parsed = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: the assertions below name the text.
  }
  return { status: response.status, body: parsed, text };
}

const message = (answer) => answer.body?.errors?.[0]?.message;

/** The status of an ordinary read once it is 200, polling for up to 30 s; the last status otherwise. */
async function answersAgain() {
  const until = Date.now() + 30_000;
  for (;;) {
    const { status } = await get('/items/businesses?fields=cid&limit=1');
    if (status === 200 || Date.now() > until) return status;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
const nestedJson = (levels, key = 'a') => `${`{"${key}":`.repeat(levels)}1${'}'.repeat(levels)}`;

beforeAll(async () => {
  alice = await newHomeowner('bounds');
  project = (await post('/items/project', { country: 'USA', street_address: '1 Bound St' }, { token: alice.token })).body.data.id;
});
afterAll(removeHomeowners);

describe('queries of unbounded size (finding 3)', () => {
  it('a SEARCH with 100,000 sort keys is a 400 naming the bound, and the server answers at once after it', async () => {
    const sort = Array.from({ length: 100_000 }, (_, i) => `f${i}`);
    const answers = await Promise.all([1, 2, 3].map(() => call('SEARCH', '/items/businesses', { body: { query: { sort } } })));
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(message(answer)).toBe('A query may sort by at most 10 fields.');
    }
    // Directus may shed load for a moment (503 "Under pressure") on a busy machine; it must answer again.
    expect(await answersAgain()).toBe(200);
  });

  it('fields, filter nodes and deep levels are bounded in the URL and in a SEARCH body', async () => {
    const fields = Array.from({ length: 201 }, (_, i) => `f${i}`).join(',');
    const tooManyFields = await get(`/items/businesses?fields=${fields}`);
    expect(tooManyFields.status).toBe(400);
    expect(message(tooManyFields)).toBe('A query may name at most 200 fields.');
    const filter = { _or: Array.from({ length: 300 }, (_, i) => ({ name: { _eq: `n${i}` } })) };
    const wide = await get(`/items/businesses?filter=${encodeURIComponent(JSON.stringify(filter))}`);
    expect(wide.status).toBe(400);
    expect(message(wide)).toBe('A query filter may have at most 250 conditions and values.');
    const deep7 = await get(`/items/businesses?deep=${encodeURIComponent(nestedJson(7))}`);
    expect(deep7.status).toBe(400);
    expect(message(deep7)).toBe('deep may nest at most 6 relations.');
    const deep3000 = await raw('SEARCH', '/items/businesses', `{"query":{"deep":${nestedJson(3000)}}}`);
    expect(deep3000.status, deep3000.text.slice(0, 200)).toBe(400);
  });

  it('an error never echoes more than a few KB of the request', async () => {
    const answer = await get(`/items/businesses?fields=${'x'.repeat(12_000)}`);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.text.length).toBeLessThan(4096);
  });
});

describe('inputs a visitor can send (finding 9)', () => {
  it('form_type "__proto__" is a 400 naming form_type', async () => {
    const answer = await post('/items/form_submissions', { form_type: '__proto__', payload: { message: 'hi' } });
    expect(answer.status).toBe(400);
    expect(message(answer)).toMatch(/form_type/);
  });

  it('GET /items/%ff is a 400', async () => {
    const answer = await raw('GET', '/items/%ff');
    expect(answer.status).toBe(400);
    expect(message(answer)).toBe('The address is not valid URL encoding.');
  });

  it('1e309 in proposal_data and JSON nested 5,000 deep are 400s', async () => {
    const infinite = await raw(
      'POST',
      '/items/installer',
      `{"project_id":"${project}","name":"Q","proposal_data":{"cost":1e309}}`,
      alice.token,
    );
    expect(infinite.status).toBe(400);
    expect(message(infinite)).toBe('The request body holds a number too large to store.');
    const nested = await raw('POST', '/items/installer', `{"project_id":"${project}","proposal_data":${nestedJson(5000)}}`, alice.token);
    expect(nested.status).toBe(400);
    expect(message(nested)).toBe('The request body is nested more than 32 levels deep.');
  });

  it('a 100,000-character company name is refused; control characters and overrides are stripped', async () => {
    const long = await post(
      '/items/installer',
      { project_id: project, company_name: `${'x'.repeat(100_000)}\u202E\u0000` },
      { token: alice.token },
    );
    expect(long.status).toBe(400);
    expect(message(long)).toBe('"company_name" may be at most 255 characters long.');
    const created = await post(
      '/items/installer?fields=company_name,notes,proposal_data',
      { project_id: project, company_name: 'Sun\u0000Power\u202E', notes: 'line 1\nline 2', proposal_data: { note: 'a\u0007b' } },
      { token: alice.token },
    );
    expect(created.status).toBe(200);
    expect(created.body.data).toEqual({ company_name: 'SunPower', notes: 'line 1\nline 2', proposal_data: { note: 'ab' } });
  });
});

describe('the contact form cannot flood the support inbox (finding 10)', () => {
  const contact = (n) => ({
    form_type: 'contact',
    payload: { firstName: 'Flo', lastName: 'Od', email: `flood-${n}@example.com`, message: `n${n}` },
  });

  it('eight submissions at once from one address: five are stored, three get a 429 saying when to retry', async () => {
    const headers = { 'x-forwarded-for': randomIp() };
    const answers = await Promise.all(Array.from({ length: 8 }, (_, n) => post('/items/form_submissions', contact(n), { headers })));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429, 429]);
    expect(message(answers.find((answer) => answer.status === 429))).toBe(
      'Too many messages were sent just now. Please try again in 10 minutes.',
    );
  });

  it('a filled honeypot is refused and nothing is stored; an empty one is dropped', async () => {
    const trapped = await post(
      '/items/form_submissions',
      { form_type: 'contact', payload: { ...contact(99).payload, website_url: 'http://spam.example' } },
      { headers: { 'x-forwarded-for': randomIp() } },
    );
    expect(trapped.status).toBe(400);
    expect(message(trapped)).toBe('This submission was refused: a field meant to stay empty was filled in.');
    const empty = await post(
      '/items/form_submissions',
      { form_type: 'contact', payload: { ...contact(100).payload, website_url: '' } },
      { headers: { 'x-forwarded-for': randomIp() } },
    );
    expect(empty.status).toBe(204);
  });
});

describe('a quote save carries the version it read (finding 5)', () => {
  it('a save overtaken since its read is a 409 and writes nothing; the current version, or none, saves', async () => {
    const quote = (await post('/items/installer?fields=id,date_updated', { project_id: project, name: 'Two tabs' }, { token: alice.token }))
      .body.data;
    const read = quote.date_updated ?? null;
    const first = await patch(
      `/items/installer/${quote.id}?fields=notes,date_updated`,
      { notes: 'tab 1', date_updated: read },
      { token: alice.token },
    );
    expect(first.status).toBe(200);
    const late = await patch(`/items/installer/${quote.id}`, { notes: 'tab 2', date_updated: read }, { token: alice.token });
    expect(late.status).toBe(409);
    expect(message(late)).toBe('This quote was changed elsewhere since it was read; nothing was saved.');
    expect((await get(`/items/installer/${quote.id}?fields=notes`, { token: alice.token })).body.data.notes).toBe('tab 1');
    const merged = await patch(
      `/items/installer/${quote.id}?fields=notes`,
      { notes: 'tab 2 after merging', date_updated: first.body.data.date_updated },
      { token: alice.token },
    );
    expect(merged.status).toBe(200);
    expect((await patch(`/items/installer/${quote.id}`, { notes: 'unconditional' }, { token: alice.token })).status).toBe(200);
    // Another homeowner learns nothing from a precondition: the guard answers as for any write.
    const bob = await newHomeowner('bounds-other');
    expect((await patch(`/items/installer/${quote.id}`, { notes: 'x', date_updated: read }, { token: bob.token })).status).toBe(403);
  });
});
