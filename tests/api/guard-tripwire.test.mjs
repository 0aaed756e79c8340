// Issue 12, finding 5: the access guard fails closed. With atlas-hardening disabled (as an admin could do
// in the Data Studio), visitors and homeowners are refused item access instead of being granted whole
// collections, admins keep access to turn it back on, and the drift check's live probe reports it.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { env, get, patch, post } from './helpers/http.mjs';
import { admin, demoData, newHomeowner, removeHomeowners } from './helpers/fixtures.mjs';
import { checkDrift } from '../../directus/drift.mjs';
import { GUARD_INACTIVE_MESSAGE } from '../../directus/access/tripwire.mjs';

let data;
let bob;
let guardId;
let tripwireId;

/**
 * Sets an extension's enabled flag. Directus reloads its extensions after answering; listing them waits
 * for that reload (a second change during a reload deadlocks Directus on SQLite's single connection).
 */
async function setEnabled(id, enabled) {
  if (id === null) return;
  const token = await admin();
  const response = await patch(`/extensions/${id}`, { meta: { enabled } }, { token, url: env.urls[0] });
  expect(response.status).toBe(200);
  expect((await get('/extensions', { token, url: env.urls[0] })).status).toBe(200);
}
const setGuard = (enabled) => setEnabled(guardId, enabled);

/** Polls `probe` on every instance until `done` holds for all (bounded; the reload takes a moment). */
async function untilEvery(probe, done, what) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const answers = await Promise.all(env.urls.map((url) => probe(url)));
    if (answers.every(done)) return answers;
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}: ${JSON.stringify(answers.map((a) => a.status))}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The demo homeowner's private values in the data part of an answer. */
const leaks = (response) => data.secrets.filter((secret) => JSON.stringify(response.body?.data ?? null).includes(String(secret)));

beforeAll(async () => {
  data = await demoData();
  bob = await newHomeowner('tripwire');
  const extensions = (await get('/extensions', { token: await admin() })).body.data;
  guardId = extensions.find((e) => e.meta?.folder === 'atlas-hardening').id;
  // Missing, the tests below fail on what matters (the leak), not here.
  tripwireId = extensions.find((e) => e.meta?.folder === 'atlas-tripwire')?.id ?? null;
});

afterAll(async () => {
  await setEnabled(tripwireId, true);
  await setGuard(true);
  await untilEvery(
    (url) => get('/items/project?fields=id', { token: bob.token, url }),
    (r) => r.status === 200,
    'the guard is active again',
  );
  await removeHomeowners();
});

describe('the access guard fails closed', () => {
  it('while the guard is active, the drift check finds nothing and its probe is refused', async () => {
    expect(await checkDrift({ url: env.urls[0], admin: env.admin, siteUrl: env.siteUrl })).toEqual([]);
  });

  it('with the guard disabled, visitors and homeowners are refused every item read and write; admins are not', async () => {
    await setGuard(false);
    // Each read and the refusal it gets: a visitor asking for a private collection is refused by Directus
    // itself (403: no permission at all), everything the guard used to narrow by the tripwire (503).
    const reads = [
      [503, (url) => get('/items/project?fields=*', { token: bob.token, url })],
      [503, (url) => get(`/items/project/${data.shared.id}`, { token: bob.token, url })],
      [503, (url) => get('/items/installer?fields=*', { token: bob.token, url })],
      [503, (url) => get('/items/property_requests?fields=*', { token: bob.token, url })],
      [503, (url) => get('/users?fields=*', { token: bob.token, url })],
      [503, (url) => get('/items/pages?fields=*', { url })],
      [403, (url) => get('/items/project?fields=*', { url })],
    ];
    // Every answer, also while the reload spreads to the other instance, must leak nothing.
    for (const [status, read] of reads) {
      const answers = await untilEvery(
        async (url) => {
          const answer = await read(url);
          expect(leaks(answer)).toEqual([]);
          return answer;
        },
        (r) => r.status === status,
        'the tripwire refuses reads',
      );
      for (const answer of answers) if (status === 503) expect(answer.body.errors[0].message).toBe(GUARD_INACTIVE_MESSAGE);
    }
    const writes = [
      () => patch(`/items/project/${data.shared.id}`, { notes: 'taken over' }, { token: bob.token }),
      () => post('/items/installer', { project_id: data.shared.id, name: 'Injected' }, { token: bob.token }),
      () => patch('/users/me', { first_name: 'Changed' }, { token: bob.token }),
      () => post('/items/form_submissions', { form_type: 'contact', payload: { message: 'x' } }),
    ];
    for (const write of writes) expect((await write()).status).toBe(503);
    const adminRead = await get(`/items/project/${data.shared.id}?fields=notes`, { token: await admin() });
    expect(adminRead.status).toBe(200);
    expect(adminRead.body.data.notes).not.toBe('taken over');
  });

  it('the drift check reports the disabled guard and proves the probe homeowner cannot read another user’s project', async () => {
    const drift = await checkDrift({ url: env.urls[0], admin: env.admin, siteUrl: env.siteUrl });
    expect(drift).toContainEqual({ area: 'extensions', item: 'atlas-hardening', message: 'extension is disabled', fixable: true });
    expect(drift.filter((d) => d.area === 'access')).toEqual([]);
  });

  it('with the tripwire disabled too, the drift check’s probe finds the open door', async () => {
    await setEnabled(tripwireId, false);
    await untilEvery(
      (url) => get('/items/pages?fields=id&limit=1', { url }),
      (r) => r.status === 200,
      'the tripwire is off as well',
    );
    const drift = await checkDrift({ url: env.urls[0], admin: env.admin, siteUrl: env.siteUrl });
    expect(drift.filter((d) => d.area === 'access').map((d) => d.message)).toContain(
      "a homeowner read another user's project by id (answer 200): the access guard is not active",
    );
    await setEnabled(tripwireId, true);
  });
});
