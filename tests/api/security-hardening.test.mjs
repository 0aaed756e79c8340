// Issue 12, the findings closed inside Directus: closed routes in every letter case, sign-in throttling
// without lockouts, common passwords, stack traces, form-submission limits and notifications, referral
// clicks once per visitor. Each test failed on the code before the fix (see the closing note).

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, env, errorMessage, get, post, runId } from './helpers/http.mjs';
import { admin, newHomeowner, removeHomeowners } from './helpers/fixtures.mjs';
import { decodeMail, openMailbox } from './helpers/mailbox.mjs';
import { CONTENT_EDITOR_ROLE_ID, REFERRAL_FLOW_ID } from '../../directus/ids.mjs';
import { CLOSED_ROUTES, caseVariants } from '../../directus/access/routes.mjs';

let mailbox;
let homeowner;
let homeownerProject;
let editor;
let sequence = 0;
/** A documentation address (RFC 5737) of its own for each call that needs one: no counter carries over. */
const freshIp = () => {
  sequence += 1;
  return `198.18.${Math.floor(sequence / 250) % 250}.${1 + (sequence % 250)}`;
};
const from = (ip) => ({ headers: { 'x-forwarded-for': ip } });

beforeAll(async () => {
  mailbox = await openMailbox();
  homeowner = await newHomeowner('hardening');
  homeownerProject = (await post('/items/project', { country: 'USA', street_address: '1 Import Way' }, { token: homeowner.token })).body
    .data.id;
  editor = await newHomeowner('hardening-editor', CONTENT_EDITOR_ROLE_ID);
});

afterAll(async () => {
  await mailbox?.close();
  await removeHomeowners();
});

describe('closed routes, matched the way Express routes them', () => {
  // A request each closed route answers when it is open, with the method that reaches it.
  const requests = {
    '/utils': [
      ['POST', '/utils/export/businesses', { format: 'csv', query: { limit: 1 }, file: {} }],
      ['POST', '/utils/import/installer', undefined],
      ['POST', '/utils/cache/clear', undefined],
      ['GET', '/utils/random/string', undefined],
      ['GET', '/utils', undefined],
    ],
    '/server/specs': [
      ['GET', '/server/specs/oas', undefined],
      ['GET', '/server/specs/graphql', undefined],
    ],
    '/folders': [
      ['GET', '/folders', undefined],
      ['POST', '/folders', { name: 'probe' }],
    ],
    '/graphql': [
      ['POST', '/graphql', { query: '{ pages { id } }' }],
      ['GET', '/graphql/system', undefined],
    ],
  };
  const tokens = () => ({ public: undefined, homeowner: homeowner.token, editor: editor.token });

  it.each(CLOSED_ROUTES.map((route) => [route.prefix, route]))(
    '%s is refused in upper, lower and mixed case, with and without a trailing slash',
    async (prefix, route) => {
      for (const audience of route.closedTo.filter((a) => a in tokens())) {
        for (const [method, path, body] of requests[prefix]) {
          for (const variant of caseVariants(path)) {
            const response = await call(method, variant, { token: tokens()[audience], body });
            expect({ audience, method, variant, status: response.status }).toEqual({ audience, method, variant, status: route.status });
            if (route.status === 403) expect(errorMessage(response)).toBe(route.message);
          }
        }
      }
    },
  );

  it('a homeowner cannot import a quote and a visitor cannot start an export through /Utils', async () => {
    const token = await admin();
    const before = (await get('/items/installer?aggregate[count]=*', { token })).body.data[0].count;
    const form = new FormData();
    // A row the homeowner may create through /items (their own project): only the route is at stake.
    form.append('file', new Blob([`name,project_id\nImported,${homeownerProject}\n`], { type: 'text/csv' }), 'quotes.csv');
    // Through call(), like every other probe: it waits out Directus's global per-address limiter, which the
    // case-variant probes just before can reach on a fast backend, so the answer is the route's own.
    const imported = await call('POST', '/Utils/import/installer', { token: homeowner.token, body: form, url: env.urls[0] });
    expect(imported.status).toBe(403);
    expect((await get('/items/installer?aggregate[count]=*', { token })).body.data[0].count).toBe(before);
    const exported = await post('/UTILS/export/businesses', { format: 'csv', query: { limit: -1 }, file: {} });
    expect(exported.status).toBe(403);
  });

  it('admins still read the API description; its private field names reach nobody else', async () => {
    const spec = await get('/server/specs/oas', { token: await admin() });
    expect(spec.status).toBe(200);
    expect(JSON.stringify(spec.body)).toContain('street_address');
    for (const token of [undefined, homeowner.token, editor.token]) {
      const refused = await get('/Server/Specs/OAS', { token });
      expect(refused.status).toBe(403);
      expect(refused.text).not.toContain('street_address');
    }
  });

  it('/folders answers 403, not 500, to anyone but an admin', async () => {
    for (const token of [undefined, homeowner.token]) expect((await get('/folders', { token })).status).toBe(403);
    expect((await get('/folders', { token: await admin() })).status).toBe(200);
  });
});

describe('errors', () => {
  it('carry no stack trace', async () => {
    const answers = [
      await get('/items/pages?filter=not-json'),
      await get('/items/project', { token: homeowner.token, query: { filter: { street_address: { _regex: 1 } } } }),
      await post('/items/form_submissions', { form_type: 'contact', payload: 'x'.repeat(10) }),
      await get('/items/no_such_collection'),
      await post('/auth/login', { email: 'x' }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.text).not.toMatch(/"stack"|at \w+ \(|node_modules/);
    }
  });
});

describe('sign-in throttling', () => {
  const wrong = (who, ip, url) => post('/auth/login', { email: who.email, password: 'not-the-password' }, { ...from(ip), url });
  const right = (who, ip, url) => post('/auth/login', { email: who.email, password: who.password }, { ...from(ip), url });

  it('five wrong passwords from one address make that address wait 15 minutes for that account, with a generic message', async () => {
    const who = await newHomeowner('throttled');
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      // Alternating instances on PostgreSQL + Redis: the count is shared.
      expect((await wrong(who, ip, env.urls[i % env.urls.length])).status).toBe(401);
    }
    for (const url of env.urls) {
      const refused = await right(who, ip, url);
      expect(refused.status).toBe(429);
      expect(errorMessage(refused)).toBe('Too many sign-in attempts. Wait 15 minutes and try again, or reset your password.');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    }
    // The same refusal for an account that does not exist: nothing to learn about who is registered.
    const nobody = { email: `nobody-${runId}@example.com` };
    for (let i = 0; i < 5; i++) await wrong(nobody, ip);
    expect(errorMessage(await wrong(nobody, ip))).toBe('Too many sign-in attempts. Wait 15 minutes and try again, or reset your password.');
    // The owner, from their own address, is not locked out.
    expect((await right(who, freshIp())).status).toBe(200);
  });

  it('a burst of parallel guesses gets no more than five tries', async () => {
    const who = await newHomeowner('burst');
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => wrong(who, ip, env.urls[i % env.urls.length])));
    expect(answers.filter((a) => a.status === 401)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(7);
  });

  it('25 and more wrong passwords never suspend an account, the admin’s included', async () => {
    const token = await admin();
    const who = await newHomeowner('no-lockout');
    // 30 wrong passwords for each, from 30 addresses (an address is throttled after five for one account),
    // five at a time: a larger burst only meets Directus's own load shedding on a busy machine.
    const guesses = (account, block) =>
      Array.from(
        { length: 30 },
        (_, i) => () => wrong(account, `198.19.${block + (i % 6)}.${1 + Math.floor(i / 6)}`, env.urls[i % env.urls.length]),
      );
    const all = [...guesses(who, 0), ...guesses(env.admin, 10)];
    const answers = [];
    for (let i = 0; i < all.length; i += 5) answers.push(...(await Promise.all(all.slice(i, i + 5).map((guess) => guess()))));
    expect(answers.map((a) => a.status).filter((status) => status !== 401)).toEqual([]);
    const statuses = (await get(`/users?filter[id][_in]=${who.id}&fields=status`, { token })).body.data;
    expect(statuses).toEqual([{ status: 'active' }]);
    expect((await right(who, freshIp())).status).toBe(200);
    expect((await right(env.admin, freshIp())).status).toBe(200);
    const settings = await get('/settings?fields=auth_login_attempts', { token });
    expect(settings.body.data.auth_login_attempts).toBeNull();
  }, 120_000);

  it('a successful sign-in starts its address afresh', async () => {
    const who = await newHomeowner('fresh-start');
    const ip = freshIp();
    for (let i = 0; i < 4; i++) await wrong(who, ip);
    expect((await right(who, ip)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await wrong(who, ip)).status).toBe(401);
  });
});

describe('common passwords', () => {
  const message =
    'This password is one of the most common passwords, so it would be guessed quickly. Choose a less common one (a few unrelated words work well).';

  it('are refused at registration with a message saying why, and the 6-character minimum stays', async () => {
    const refused = await post(
      '/users/register',
      { email: `common-${runId}@example.com`, password: '123456', first_name: 'C', last_name: 'P' },
      from(freshIp()),
    );
    expect(refused.status).toBe(400);
    expect(errorMessage(refused)).toBe(message);
    const accepted = await post(
      '/users/register',
      { email: `uncommon-${runId}@example.com`, password: 'kxq7-vt', first_name: 'C', last_name: 'P' },
      from(freshIp()),
    );
    expect(accepted.status).toBe(204);
    const token = await admin();
    const [created] = (await get(`/users?filter[email][_eq]=uncommon-${runId}@example.com&fields=id`, { token })).body.data;
    await call('DELETE', `/users/${created.id}`, { token });
  });

  it('are refused when a password is reset, and when an admin sets one', async () => {
    {
      const who = await newHomeowner('common-reset');
      const requested = await post(
        '/auth/password/request',
        { email: who.email, reset_url: `${env.siteUrl}/reset-password` },
        from(freshIp()),
      );
      expect(requested.status).toBe(204);
      const mail = decodeMail(await mailbox.waitFor((raw) => decodeMail(raw).includes(who.email)));
      const token = /reset-password\?token=([\w.-]+)/.exec(mail)[1];
      const reset = await post('/auth/password/reset', { token, password: '123456' }, from(freshIp()));
      expect(reset.status).toBe(400);
      expect(errorMessage(reset)).toBe(message);
      expect((await post('/auth/login', { email: who.email, password: who.password }, from(freshIp()))).status).toBe(200);
    }
    const created = await post(
      '/users',
      { email: `admin-made-${runId}@example.com`, password: 'qwerty123', status: 'active' },
      { token: await admin() },
    );
    expect(created.status).toBe(400);
    expect(errorMessage(created)).toBe(message);
  });
});

describe('form submissions', () => {
  // A marker of this file's own: other suites find their submissions by the run id.
  const marker = randomUUID().slice(0, 8);
  const contact = (extra = {}) => ({
    firstName: 'Lee',
    lastName: `Limits ${marker}`,
    email: `limits-${marker}@example.com`,
    phone: '',
    message: 'Hello!',
    formType: 'contact',
    ...extra,
  });

  it('are kept to the form’s fields and lengths', async () => {
    const token = await admin();
    const count = async () => (await get('/items/form_submissions?aggregate[count]=*', { token })).body.data[0].count;
    const before = await count();
    const refusals = [
      [{ form_type: 'contact', payload: contact({ message: 'x'.repeat(1_000_000) }) }, '"message" is longer than 5000 characters'],
      [{ form_type: 'contact', payload: contact({ lastName: 'x'.repeat(101) }) }, '"lastName" is longer than 100 characters'],
      [{ form_type: 'contact', payload: contact({ extra: 'x' }) }, '"extra" is not part of the contact form'],
      [{ form_type: 'contact', payload: contact({ message: { nested: 'x' } }) }, '"message" must be text'],
      [{ form_type: 'contact', payload: ['x'] }, 'payload must be an object'],
    ];
    for (const [body, reason] of refusals) {
      const refused = await post('/items/form_submissions', body);
      expect(refused.status).toBe(400);
      expect(errorMessage(refused)).toContain(reason);
    }
    expect(await count()).toBe(before);
  });

  it('each stored submission is e-mailed to the support address', async () => {
    const note = `notify-${marker}`;
    const sent = await post('/items/form_submissions', {
      form_type: 'contact',
      payload: contact({ message: `Please call me back. ${note}` }),
    });
    // 204: visitors may create submissions but not read them back.
    expect(sent.status).toBe(204);
    const mail = decodeMail(await mailbox.waitFor((raw) => decodeMail(raw).includes(note)));
    expect(mail).toMatch(/^To: support@atlas-solar\.example/m);
    expect(mail).toMatch(/^Subject: Contact form from Lee Limits/m);
    expect(mail).toMatch(/^Reply-To: limits-[\w-]+@example\.com/m);
    expect(mail).toContain(`Please call me back. ${note}`);
  });
});

describe('referral clicks', () => {
  const trigger = (id, ip, url) => post(`/flows/trigger/${REFERRAL_FLOW_ID}`, { item_id: id }, { ...from(ip), url });

  it('count once per visitor per code per day, on every instance', async () => {
    const token = await admin();
    const clicks = async (code) => (await get(`/items/referral_codes?filter[code][_eq]=${code}&fields=id,clicks`, { token })).body.data[0];
    const before = await clicks('FRONTRANGE');
    const visitor = freshIp();
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await trigger(before.id, visitor, env.urls[i % env.urls.length])).body);
    expect(answers).toEqual([{ counted: true }, ...Array(5).fill({ counted: false })]);
    expect((await clicks('FRONTRANGE')).clicks).toBe(before.clicks + 1);
    // Another visitor, and the same visitor on another code, count.
    expect((await trigger(before.id, freshIp())).body).toEqual({ counted: true });
    const other = await clicks('SUNSHINE');
    expect((await trigger(other.id, visitor)).body).toEqual({ counted: true });
    expect((await clicks('FRONTRANGE')).clicks).toBe(before.clicks + 2);
  });
});
