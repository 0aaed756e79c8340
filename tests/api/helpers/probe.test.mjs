// The probe's own judgement, on answers written out here: a probe that cannot fail proves nothing, so each
// kind of leak it exists to catch is shown to be caught (and what it must let through, let through).

import { describe, expect, it } from 'vitest';
import { createProbe, failures, hiddenFieldsIn, judge, leaksIn, rowsOf } from './probe.mjs';

const SECRET = 'demo@example.com';
const json = (status, body) => ({ status, body, text: JSON.stringify(body) });
const text = (status, body) => ({ status, body, text: body });

describe('leaks', () => {
  it('are found in the data and meta of a JSON answer, at any depth', () => {
    expect(leaksIn(json(200, { data: [{ owner: { email: SECRET } }] }), [SECRET])).toEqual([SECRET]);
    expect(leaksIn(json(200, { data: [], meta: { sample: SECRET } }), [SECRET])).toEqual([SECRET]);
  });

  it('are not looked for in `errors`, which echo the caller’s own query, unless asked', () => {
    const echo = json(403, { errors: [{ message: `no access to filter email = ${SECRET}` }] });
    expect(leaksIn(echo, [SECRET])).toEqual([]);
    expect(leaksIn(echo, [SECRET], { inErrors: true })).toEqual([SECRET]);
    expect(leaksIn(echo, [SECRET], { inErrors: true, allow: [SECRET] })).toEqual([]);
  });

  it('are found anywhere in a text answer (CSV, XML, an HTML error page)', () => {
    expect(leaksIn(text(200, `id,email\n1,${SECRET}\n`), [SECRET])).toEqual([SECRET]);
    expect(leaksIn(text(500, `<pre>${SECRET}</pre>`), [SECRET])).toEqual([SECRET]);
  });

  it('compare numbers as text and ignore empty secrets', () => {
    expect(leaksIn(json(200, { data: { id: 4711 } }), [4711, null, undefined, ''])).toEqual(['4711']);
  });
});

describe('rows and fields', () => {
  it('count the rows of `data`; an answer without data has none to count', () => {
    expect(rowsOf(json(200, { data: [{}, {}] }))).toHaveLength(2);
    expect(rowsOf(json(200, { data: { id: 1 } }))).toHaveLength(1);
    expect(rowsOf(json(200, { data: null }))).toEqual([]);
    expect(rowsOf(json(403, { errors: [] }))).toBeNull();
    expect(rowsOf(text(200, 'a,b'))).toBeNull();
  });

  it('find hidden field names in rows at any depth and as words in text, not as parts of words', () => {
    expect(hiddenFieldsIn(json(200, { data: [{ id: 1, links: [{ internal_notes: 'x' }] }] }), ['internal_notes'])).toEqual([
      'internal_notes',
    ]);
    expect(hiddenFieldsIn(json(200, { data: [{ id: 1 }] }), ['internal_notes'])).toEqual([]);
    expect(hiddenFieldsIn(text(200, 'cid,internal_notes\n'), ['internal_notes'])).toEqual(['internal_notes']);
    expect(hiddenFieldsIn(text(200, '<internal_notes_count>'), ['internal_notes'])).toEqual([]);
  });
});

describe('a finding', () => {
  it('names every problem: status, leak, hidden field, row count', () => {
    const finding = judge(
      json(200, { data: [{ email: SECRET, internal_notes: 'x' }] }),
      [SECRET],
      {
        status: 'refused',
        hiddenFields: ['internal_notes'],
        rows: 'none',
      },
      'GET /users',
    );
    expect(finding.problems).toEqual([
      'status 200, expected refused',
      `leaks ${SECRET}`,
      'carries hidden fields internal_notes',
      '1 rows, expected 0',
    ]);
    expect(failures([finding])).toEqual([{ request: 'GET /users', status: 200, problems: finding.problems }]);
  });

  it('judges statuses by number, list and class; a server error fails by default', () => {
    const statusOf = (status, expected) => judge(json(status, { errors: [] }), [], { status: expected }).problems;
    expect(statusOf(403, 403)).toEqual([]);
    expect(statusOf(401, [401, 503])).toEqual([]);
    expect(statusOf(404, 'refused')).toEqual([]);
    expect(statusOf(302, 'ok')).toEqual([]);
    expect(statusOf(500, undefined)).toEqual(['status 500, expected no-server-error']);
    expect(statusOf(500, 'refused')).toEqual(['status 500, expected refused']);
    expect(statusOf(200, [401, 503])).toEqual(['status 200, expected 401 or 503']);
  });

  it('reads the secrets when it judges, so data loaded later is covered', () => {
    const secrets = [];
    const probe = createProbe(() => secrets);
    secrets.push(SECRET);
    expect(probe.inspect(json(200, { data: [SECRET] })).problems).toEqual([`leaks ${SECRET}`]);
    expect(failures([probe.inspect(json(200, { data: [] }), { rows: 'none' })])).toEqual([]);
  });
});
