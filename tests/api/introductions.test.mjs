// Installer introductions end to end at the API (accounts spec sections 3, 4, 6 and 7): every call the site
// makes for them (src/directus/requests.ts), as the homeowner who owns the request, as a second homeowner
// and as a visitor. The rules: access/views.mjs (rows and fields) and lib/introductions.mjs (once per
// business, within the limit, contacting only when paid).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { del, get, patch, post, writeUrl } from './helpers/http.mjs';
import { admin, newHomeowner, removeHomeowners } from './helpers/fixtures.mjs';
import { sign } from '../../directus/extensions/atlas-payments/webhook.js';

const secret = process.env.ATLAS_PAYMENTS_WEBHOOK_SECRET;
if (!secret) throw new Error('ATLAS_PAYMENTS_WEBHOOK_SECRET is not set: run the suite through node tests/api/run.mjs or npm test');

const JUNCTION = '/items/property_requests_to_business_junction';
const REQUEST_FIELDS = 'id,status,date_created,payment_completed_at,postal_code,details';
const LINK_FIELDS = 'id,businesses_cid,business_status,contacted_at';

/** What the local checkout does on "Pay": the provider's signed webhook. */
async function pay(requestId) {
  const raw = JSON.stringify({
    request_id: requestId,
    provider_reference: `local_${requestId}`,
    amount: 49,
    currency: 'USD',
    status: 'paid',
  });
  const response = await fetch(`${writeUrl}/atlas/payments/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-atlas-signature': sign(raw, secret) },
    body: raw,
  });
  expect(response.status).toBe(200);
}

const linkOf = (requestId, cid, token) =>
  get(`${JUNCTION}?filter[property_requests_id][_eq]=${requestId}&filter[businesses_cid][_eq]=${cid}&fields=${LINK_FIELDS}&limit=1`, {
    token,
  });

let alice;
let bob;
let requestId;
let rankedCids;

beforeAll(async () => {
  alice = await newHomeowner('introduced');
  bob = await newHomeowner('intro-snoop');
});
afterAll(removeHomeowners);

describe('the owner: request, payment, lookups, selection', () => {
  it('POST /items/property_requests creates a pending request with the project address', async () => {
    const details = { project_id: 'p-1', street_address: '1 Test St', city: 'Denver', state_province: 'CO', country: 'USA' };
    const created = await post(
      `/items/property_requests?fields=${REQUEST_FIELDS}`,
      { status: 'pending', postal_code: '80205', details },
      { token: alice.token },
    );
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ status: 'pending', postal_code: '80205', details, payment_completed_at: null });
    requestId = created.body.data.id;
  });

  it('GET /items/property_requests lists only the owner’s requests, by id too', async () => {
    const mine = await get(`/items/property_requests?filter[user_created][_eq]=${alice.id}&sort=-date_created&fields=${REQUEST_FIELDS}`, {
      token: alice.token,
    });
    expect(mine.body.data.map((r) => r.id)).toEqual([requestId]);
    const one = await get(`/items/property_requests?filter[id][_eq]=${requestId}&fields=${REQUEST_FIELDS}&limit=1`, { token: alice.token });
    expect(one.body.data).toHaveLength(1);
  });

  it('links cannot be moved to contacting before the payment is confirmed', async () => {
    const created = await post(
      JUNCTION,
      { property_requests_id: requestId, businesses_cid: 'atlas-dev-001', business_status: 'contacting' },
      { token: alice.token },
    );
    expect(created.status).toBe(400);
    expect(created.body.errors[0].message).toBe('Installers can be contacted once the payment for this request is confirmed.');
  });

  it('PATCH to pending_payment starts the checkout; the signed webhook and the confirmation make it active', async () => {
    const started = await patch(`/items/property_requests/${requestId}`, { status: 'pending_payment' }, { token: alice.token });
    expect(started.body.data.status).toBe('pending_payment');
    await pay(requestId);
    const confirmed = await post('/atlas/payments/confirm', { request_id: requestId }, { token: alice.token });
    expect(confirmed.body.data).toMatchObject({ id: requestId, status: 'active' });
  });

  it('GET /items/zip_counties, /items/business_ranking, /items/businesses: ZIP → county → ranking → cards', async () => {
    const county = await get('/items/zip_counties?filter[zip][_eq]=80205&fields=county,state&limit=1', { token: alice.token });
    expect(county.body.data).toEqual([{ county: 'Denver', state: 'CO' }]);
    const ranking = await get('/items/business_ranking?filter[county][_eq]=Denver&filter[state][_eq]=CO&fields=ranking&limit=1', {
      token: alice.token,
    });
    rankedCids = ranking.body.data[0].ranking.map((entry) => entry.cid);
    expect(rankedCids.length).toBeGreaterThanOrEqual(4);
    const businesses = await get(
      `/items/businesses?filter[cid][_in]=${rankedCids.join(',')}&fields=cid,name,atlas_score,rating,reviews,site_company_insights_founded_year,basic_content&limit=-1`,
      { token: alice.token },
    );
    expect(businesses.status).toBe(200);
    expect(businesses.body.data.length).toBeGreaterThan(0);
    for (const business of businesses.body.data) expect(rankedCids).toContain(business.cid);
  });

  it('a ZIP without a county, and a county without a ranking, read as empty (the screen says so)', async () => {
    expect((await get('/items/zip_counties?filter[zip][_eq]=99999&limit=1', { token: alice.token })).body.data).toEqual([]);
    const moffat = await get('/items/zip_counties?filter[zip][_eq]=81625&fields=county&limit=1', { token: alice.token });
    expect(moffat.body.data).toEqual([{ county: 'Moffat' }]);
    expect((await get('/items/business_ranking?filter[county][_eq]=Moffat&limit=1', { token: alice.token })).body.data).toEqual([]);
  });

  it('POST …junction selects a business (pending); PATCH to contacting stamps contacted_at on the server', async () => {
    for (const cid of rankedCids.slice(0, 2)) {
      const selected = await post(
        `${JUNCTION}?fields=${LINK_FIELDS}`,
        { property_requests_id: requestId, businesses_cid: cid, business_status: 'pending' },
        { token: alice.token },
      );
      expect(selected.status).toBe(200);
      expect(selected.body.data).toMatchObject({ businesses_cid: cid, business_status: 'pending', contacted_at: null });
      const [link] = (await linkOf(requestId, cid, alice.token)).body.data;
      const before = Date.now();
      const contacted = await patch(
        `${JUNCTION}/${link.id}?fields=${LINK_FIELDS}`,
        { business_status: 'contacting' },
        { token: alice.token },
      );
      expect(contacted.status).toBe(200);
      expect(contacted.body.data.business_status).toBe('contacting');
      const stamped = new Date(contacted.body.data.contacted_at).getTime();
      expect(stamped).toBeGreaterThanOrEqual(before - 5000);
      expect(stamped).toBeLessThanOrEqual(Date.now() + 5000);
    }
    const links = await get(`${JUNCTION}?filter[property_requests_id][_eq]=${requestId}&fields=${LINK_FIELDS}`, { token: alice.token });
    expect(links.body.data.map((l) => l.business_status)).toEqual(['contacting', 'contacting']);
  });

  it('contacted_at is the server’s to write; a business is selected once; no more than the largest limit', async () => {
    const [link] = (await linkOf(requestId, rankedCids[0], alice.token)).body.data;
    const forged = await patch(`${JUNCTION}/${link.id}`, { contacted_at: '2020-01-01T00:00:00.000Z' }, { token: alice.token });
    expect(forged.status).toBe(403);
    const twice = await post(JUNCTION, { property_requests_id: requestId, businesses_cid: rankedCids[0] }, { token: alice.token });
    expect(twice.status).toBe(400);
    expect(twice.body.errors[0].message).toBe('This installer is already selected for this request.');
    // Review finding 1: the limit is the user's own plan on the server (free by default: 2), not the largest.
    const third = await post(JUNCTION, { property_requests_id: requestId, businesses_cid: rankedCids[2] }, { token: alice.token });
    expect(third.status).toBe(400);
    expect(third.body.errors[0].message).toBe('This request can go to at most 2 installers.');
    // The plan is the server's: the homeowner cannot give it to themselves; staff can.
    expect((await patch('/users/me', { plan: 'pro' }, { token: alice.token })).status).toBe(403);
    expect((await patch(`/users/${alice.id}`, { plan: 'pro' }, { token: await admin() })).status).toBe(200);
    expect((await post(JUNCTION, { property_requests_id: requestId, businesses_cid: rankedCids[2] }, { token: alice.token })).status).toBe(
      200,
    );
    const fourth = await post(JUNCTION, { property_requests_id: requestId, businesses_cid: rankedCids[3] }, { token: alice.token });
    expect(fourth.status).toBe(400);
    expect(fourth.body.errors[0].message).toBe('This request can go to at most 3 installers.');
  });
});

describe('a second homeowner', () => {
  it('cannot read, select on, or change someone else’s request and links', async () => {
    const requests = await get(`/items/property_requests?filter[id][_eq]=${requestId}&limit=1`, { token: bob.token });
    expect(requests.body.data).toEqual([]);
    expect((await get(`/items/property_requests/${requestId}`, { token: bob.token })).status).toBe(403);
    const links = await get(`${JUNCTION}?filter[property_requests_id][_eq]=${requestId}`, { token: bob.token });
    expect(links.body.data).toEqual([]);
    const [link] = (await linkOf(requestId, rankedCids[0], alice.token)).body.data;
    expect((await patch(`${JUNCTION}/${link.id}`, { business_status: 'pending' }, { token: bob.token })).status).toBe(403);
    expect((await post(JUNCTION, { property_requests_id: requestId, businesses_cid: rankedCids[3] }, { token: bob.token })).status).toBe(
      403,
    );
    expect((await patch(`/items/property_requests/${requestId}`, { status: 'pending' }, { token: bob.token })).status).toBe(403);
    expect((await post('/atlas/payments/confirm', { request_id: requestId }, { token: bob.token })).status).toBe(404);
    // Nothing of Alice's changed.
    const after = await get(`${JUNCTION}?filter[property_requests_id][_eq]=${requestId}&fields=business_status&sort=date_created`, {
      token: await admin(),
    });
    expect(after.body.data.map((l) => l.business_status)).toEqual(['contacting', 'contacting', 'pending']);
  });

  it('reads no one else’s requests through the orphaned listing', async () => {
    const query = '/items/property_requests?filter[status][_eq]=pending_payment&fields=id,user_created.email,user_created.first_name';
    // A homeowner's view is their own rows only: the listing answers, with nothing of anyone else's.
    const response = await get(query, { token: bob.token });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([]);
  });
});

describe('a paid introduction stays where it was bought (review finding 1)', () => {
  let other;
  const linkRow = async (cid) => (await linkOf(requestId, cid, alice.token)).body.data[0];
  const allLinks = async () =>
    (
      await get(
        `${JUNCTION}?filter[property_requests_id][user_created][_eq]=${alice.id}&fields=id,property_requests_id,businesses_cid,business_status,contacted_at&sort=id&limit=-1`,
        {
          token: await admin(),
        },
      )
    ).body.data;

  beforeAll(async () => {
    other = (await post('/items/property_requests', { status: 'pending', postal_code: '80205' }, { token: alice.token })).body.data.id;
  });

  it('a link cannot move to another request or installer, one at a time, in a batch or nested', async () => {
    const before = await allLinks();
    const contacted = await linkRow(rankedCids[0]);
    const pending = await linkRow(rankedCids[2]);
    for (const [id, change] of [
      [contacted.id, { property_requests_id: other }],
      [pending.id, { property_requests_id: other }],
      [pending.id, { businesses_cid: rankedCids[4] }],
    ]) {
      const moved = await patch(`${JUNCTION}/${id}`, change, { token: alice.token });
      expect(moved.status, JSON.stringify(change)).toBe(400);
      expect(moved.body.errors[0].message).toMatch(
        /^(property_requests_id|businesses_cid) cannot be changed once the installer is selected/,
      );
    }
    const batch = await patch(
      JUNCTION,
      { keys: [pending.id, contacted.id], data: { property_requests_id: other } },
      { token: alice.token },
    );
    expect(batch.status).toBe(400);
    const nested = await patch(
      `/items/property_requests/${other}`,
      { business_cid: { create: [], update: [{ id: contacted.id }], delete: [] } },
      {
        token: alice.token,
      },
    );
    expect(nested.status).toBeGreaterThanOrEqual(400);
    expect(nested.status).toBeLessThan(500);
    // The current values may be sent back unchanged.
    expect(
      (await patch(`${JUNCTION}/${pending.id}`, { businesses_cid: rankedCids[2], business_status: 'shortlisted' }, { token: alice.token }))
        .status,
    ).toBe(200);
    expect((await patch(`${JUNCTION}/${pending.id}`, { business_status: 'pending' }, { token: alice.token })).status).toBe(200);
    expect(await allLinks()).toEqual(before);
  });

  it('a contacted link is never contacted again (no second stamp), nor deleted to free a place', async () => {
    const contacted = await linkRow(rankedCids[0]);
    const again = await patch(`${JUNCTION}/${contacted.id}`, { business_status: 'contacting' }, { token: alice.token });
    expect(again.status).toBe(400);
    expect(again.body.errors[0].message).toBe('This installer has already been contacted for this request.');
    // Free text afterwards (spec section 4), but the way back to contacting stays closed.
    expect((await patch(`${JUNCTION}/${contacted.id}`, { business_status: 'replied' }, { token: alice.token })).status).toBe(200);
    expect((await patch(`${JUNCTION}/${contacted.id}`, { business_status: 'contacting' }, { token: alice.token })).status).toBe(400);
    // Homeowners delete no link (their policy grants no delete); the hook would refuse a contacted one anyway.
    expect((await del(`${JUNCTION}/${contacted.id}`, { token: alice.token })).status).toBe(403);
    expect(await linkRow(rankedCids[0])).toEqual({ ...contacted, business_status: 'replied' });
  });

  it('an unpaid request holds no contacting link, however it is reached', async () => {
    const selected = await post(JUNCTION, { property_requests_id: other, businesses_cid: rankedCids[0] }, { token: alice.token });
    expect(selected.status).toBe(200);
    const contacting = await patch(`${JUNCTION}/${selected.body.data.id}`, { business_status: 'contacting' }, { token: alice.token });
    expect(contacting.status).toBe(400);
    expect(contacting.body.errors[0].message).toBe('Installers can be contacted once the payment for this request is confirmed.');
    const links = await allLinks();
    const contactedRequests = links.filter((l) => l.business_status === 'contacting').map((l) => l.property_requests_id);
    expect(new Set(contactedRequests)).toEqual(new Set([requestId]));
    expect(contactedRequests.length).toBeLessThanOrEqual(3);
  });
});

describe('a visitor', () => {
  it('reaches none of it', async () => {
    for (const path of [
      `/items/property_requests?filter[id][_eq]=${requestId}`,
      `/items/property_requests/${requestId}`,
      `${JUNCTION}?filter[property_requests_id][_eq]=${requestId}`,
      '/items/zip_counties?filter[zip][_eq]=80205&limit=1',
      '/items/business_ranking?filter[county][_eq]=Denver&limit=1',
    ]) {
      expect((await get(path)).status, path).toBe(403);
    }
    expect((await post('/items/property_requests', { status: 'pending' })).status).toBe(403);
    expect((await post(JUNCTION, { property_requests_id: requestId, businesses_cid: rankedCids[3] })).status).toBe(403);
    expect((await post('/atlas/payments/confirm', { request_id: requestId })).status).toBe(403);
  });
});

describe('administrators: the orphaned-request listing', () => {
  it('lists pending_payment requests older than an hour with the creator, and leaves out paid ones', async () => {
    const token = await admin();
    const orphan = (await post('/items/property_requests', { status: 'pending_payment', postal_code: '80202' }, { token: alice.token }))
      .body.data.id;
    const paid = (await post('/items/property_requests', { status: 'pending_payment', postal_code: '80202' }, { token: alice.token })).body
      .data.id;
    const fresh = (await post('/items/property_requests', { status: 'pending_payment', postal_code: '80202' }, { token: alice.token })).body
      .data.id;
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000).toISOString();
    for (const id of [orphan, paid]) await patch(`/items/property_requests/${id}`, { date_created: twoHoursAgo }, { token });
    await pay(paid);
    // The query fetchOrphanedRequests() sends.
    const before = new Date(Date.now() - 3600_000).toISOString();
    const filter = JSON.stringify({
      status: { _eq: 'pending_payment' },
      date_created: { _lt: before },
      payment_received_at: { _null: true },
    });
    const response = await get(
      `/items/property_requests?filter=${encodeURIComponent(filter)}&fields=id,date_created,postal_code,user_created.email,user_created.first_name,user_created.last_name&sort=date_created&limit=-1`,
      { token },
    );
    expect(response.status).toBe(200);
    const ids = response.body.data.map((r) => r.id);
    expect(ids).toContain(orphan);
    expect(ids).not.toContain(paid);
    expect(ids).not.toContain(fresh);
    expect(response.body.data.find((r) => r.id === orphan).user_created).toEqual({
      email: alice.email,
      first_name: 'Probe',
      last_name: 'introduced',
    });
  });
});
