// Every call of section 7 of the accounts spec, against the real Directus, with its expected outcome.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, env, errorMessage, get, patch, post, randomIp, readUrl, runId, writeUrl } from './helpers/http.mjs';
import { admin, demoData, newHomeowner, removeHomeowners } from './helpers/fixtures.mjs';
import { decodeMail, openMailbox } from './helpers/mailbox.mjs';
import { HOMEOWNER_ROLE_ID, REFERRAL_FLOW_ID } from '../../directus/ids.mjs';
import { SHARED_PROJECT_FIELDS, SHARED_QUOTE_FIELDS } from '../../directus/access/shared-view.mjs';
import { BUSINESS_CARD_FIELDS } from '../../directus/access/views.mjs';

const cookieOf = (response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

afterAll(removeHomeowners);

describe('sessions (/auth)', () => {
  it('POST /auth/login with mode cookie sets the refresh cookie; /auth/refresh renews it; /auth/logout ends it', async () => {
    const login = await post('/auth/login', { email: env.demo.email, password: env.demo.password, mode: 'cookie' });
    expect(login.status).toBe(200);
    expect(login.body.data.access_token).toEqual(expect.any(String));
    const cookie = cookieOf(login);
    expect(cookie).toMatch(/directus_refresh_token=/);

    const refresh = await post('/auth/refresh', { mode: 'cookie' }, { headers: { cookie } });
    expect(refresh.status).toBe(200);
    expect(refresh.body.data.access_token).toEqual(expect.any(String));
    const renewed = cookieOf(refresh);
    expect(renewed).toMatch(/directus_refresh_token=/);

    const logout = await post('/auth/logout', { mode: 'cookie' }, { headers: { cookie: renewed } });
    expect(logout.status).toBe(204);
    const after = await post('/auth/refresh', { mode: 'cookie' }, { headers: { cookie: renewed } });
    expect(after.status).toBe(401);
  });

  it('a wrong password is refused with an error message the site can show', async () => {
    const response = await post('/auth/login', { email: env.demo.email, password: 'not-the-password', mode: 'cookie' });
    expect(response.status).toBe(401);
    expect(errorMessage(response)).toBe('Invalid user credentials.');
  });
});

describe('password reset (/auth/password)', () => {
  let mailbox;
  beforeAll(async () => {
    mailbox = await openMailbox();
  });
  afterAll(() => mailbox?.close());

  it('sends a /reset-password?token= link to the site, and the token sets a new password', async () => {
    const user = await newHomeowner('reset');
    const resetUrl = `${env.siteUrl}/reset-password`;
    const request = await post('/auth/password/request', { email: user.email, reset_url: resetUrl });
    expect(request.status).toBe(204);

    const mail = decodeMail(await mailbox.waitFor((raw) => raw.includes(user.email)));
    const link = mail.match(new RegExp(`${resetUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\?token=([A-Za-z0-9._-]+)`));
    expect(link, 'the e-mail carries the site reset link with a token').not.toBeNull();

    const reset = await post('/auth/password/reset', { token: link[1], password: 'a-brand-new-password' });
    expect(reset.status).toBe(204);
    expect((await post('/auth/login', { email: user.email, password: user.password })).status).toBe(401);
    expect((await post('/auth/login', { email: user.email, password: 'a-brand-new-password' })).status).toBe(200);
  });

  it('refuses reset links that do not point at the site', async () => {
    const response = await post('/auth/password/request', { email: env.demo.email, reset_url: 'https://attacker.example/reset-password' });
    expect(response.status).toBe(400);
  });
});

describe('accounts (/users)', () => {
  it('POST /users/register creates an active Homeowner who can sign in straight away', async () => {
    const email = `register-${runId}@example.com`;
    // A fresh client address: registration is rate-limited per address.
    const headers = { 'x-forwarded-for': randomIp() };
    const response = await post(
      '/users/register',
      { email, password: 'signup-password', first_name: 'Riley', last_name: 'Register' },
      { headers },
    );
    expect(response.status).toBe(204);

    const login = await post('/auth/login', { email, password: 'signup-password' });
    expect(login.status).toBe(200);
    const token = login.body.data.access_token;
    const me = await get('/users/me?fields=id,email,first_name,last_name,user_type', { token });
    expect(me.status).toBe(200);
    expect(me.body.data).toEqual({ id: expect.any(String), email, first_name: 'Riley', last_name: 'Register', user_type: 'homeowner' });

    const asAdmin = await get(`/users/${me.body.data.id}?fields=role,status`, { token: await admin() });
    expect(asAdmin.body.data).toEqual({ role: HOMEOWNER_ROLE_ID, status: 'active' });
    await call('DELETE', `/users/${me.body.data.id}`, { token: await admin() });
  });

  it('registration refuses passwords shorter than 6 characters', async () => {
    const response = await post(
      '/users/register',
      { email: `short-${runId}@example.com`, password: 'abc', first_name: 'S', last_name: 'P' },
      { headers: { 'x-forwarded-for': randomIp() } },
    );
    expect(response.status).toBe(400);
  });

  it('GET /users/me returns the fields the site asks for; PATCH /users/{id} stores the extra user fields', async () => {
    const user = await newHomeowner('profile');
    const me = await get('/users/me?fields=id,email,first_name,last_name,user_type', { token: user.token });
    expect(me.body.data).toMatchObject({ id: user.id, email: user.email, user_type: 'homeowner' });

    const [code] = (await get('/items/referral_codes?filter[code][_eq]=SUNSHINE&filter[status][_eq]=published&limit=1')).body.data;
    const extra = {
      terms_accepted: '2025-07-02T09:00:00.000Z',
      privacy_accepted: '2025-07-02T09:00:00.000Z',
      newsletter_accepted: '2025-07-02T09:00:00.000Z',
      id_of_code_used_in_referral: code.id,
      referral_source: { utm_source: 'newsletter', referred_by_code: 'SUNSHINE', pattern: 'vanity', landing_page: '/' },
      first_known_visit: '2025-06-30T12:00:00.000Z',
    };
    const update = await patch(`/users/${user.id}`, extra, { token: user.token });
    expect(update.status).toBe(200);
    const stored = await get(`/users/me?fields=${Object.keys(extra).join(',')},free_limit,smart_limit,pro_limit`, { token: user.token });
    expect(stored.body.data).toMatchObject({
      id_of_code_used_in_referral: code.id,
      referral_source: extra.referral_source,
      free_limit: 2,
      smart_limit: 2,
      pro_limit: 3,
    });
    expect(new Date(stored.body.data.terms_accepted).toISOString()).toBe(extra.terms_accepted);
  });
});

describe('property requests', () => {
  let alice;
  let requestId;
  beforeAll(async () => {
    alice = await newHomeowner('requests');
  });

  it('POST /items/property_requests creates a pending request with its businesses', async () => {
    const response = await post(
      '/items/property_requests',
      { status: 'pending', postal_code: '80205', business_cid: [{ businesses_cid: 'atlas-dev-001' }, { businesses_cid: 'atlas-dev-002' }] },
      { token: alice.token },
    );
    expect(response.status).toBe(200);
    requestId = response.body.data.id;
    expect(response.body.data.status).toBe('pending');
  });

  it('PATCH /items/property_requests/{id} starts a payment; the payment itself is the server’s (payments.test.mjs)', async () => {
    const response = await patch(`/items/property_requests/${requestId}`, { status: 'pending_payment' }, { token: alice.token });
    expect(response.status).toBe(200);
    expect(response.body.data.status).toBe('pending_payment');
    const paidAt = new Date().toISOString();
    const forged = await patch(
      `/items/property_requests/${requestId}`,
      { status: 'active', payment_completed_at: paidAt },
      { token: alice.token },
    );
    expect(forged.status).toBe(403);
  });

  it('GET /items/property_requests lists the user’s requests, newest first', async () => {
    await post('/items/property_requests', { status: 'pending' }, { token: alice.token });
    const response = await get(`/items/property_requests?filter[user_created][_eq]=${alice.id}&sort=-date_created`, { token: alice.token });
    expect(response.status).toBe(200);
    expect(response.body.data).toHaveLength(2);
    expect(response.body.data[1].id).toBe(requestId);
  });

  it('the orphaned-request listing (pending_payment for over an hour, with the creator) is for admins only', async () => {
    const orphan = await post('/items/property_requests', { status: 'pending_payment' }, { token: alice.token });
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000).toISOString();
    await patch(`/items/property_requests/${orphan.body.data.id}`, { date_created: twoHoursAgo }, { token: await admin() });
    const query =
      `/items/property_requests?filter[status][_eq]=pending_payment&filter[date_created][_lt]=${new Date(Date.now() - 3600_000).toISOString()}` +
      '&fields=id,status,date_created,user_created.email,user_created.first_name,user_created.last_name';

    const asAdmin = await get(query, { token: await admin() });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.data).toContainEqual(
      expect.objectContaining({
        id: orphan.body.data.id,
        user_created: { email: alice.email, first_name: 'Probe', last_name: 'requests' },
      }),
    );

    const other = await newHomeowner('orphan-probe');
    const asHomeowner = await get(query, { token: other.token });
    expect(asHomeowner.status).toBe(200);
    expect(asHomeowner.body.data).toEqual([]);
    expect((await get(query)).status).toBe(403);
  });

  it('GET /items/property_requests_to_business_junction finds a link by request, or by request and business', async () => {
    const byRequest = await get(`/items/property_requests_to_business_junction?filter[property_requests_id][_eq]=${requestId}&limit=1`, {
      token: alice.token,
    });
    expect(byRequest.status).toBe(200);
    expect(byRequest.body.data).toHaveLength(1);
    const both = await get(
      `/items/property_requests_to_business_junction?filter[property_requests_id][_eq]=${requestId}&filter[businesses_cid][_eq]=atlas-dev-002&limit=1`,
      { token: alice.token },
    );
    expect(both.body.data).toEqual([
      expect.objectContaining({ businesses_cid: 'atlas-dev-002', business_status: 'pending', contacted_at: null }),
    ]);
  });

  it('PATCH …junction/{id} with business_status contacting stamps contacted_at (flow)', async () => {
    const [link] = (
      await get(`/items/property_requests_to_business_junction?filter[property_requests_id][_eq]=${requestId}&limit=1`, {
        token: alice.token,
      })
    ).body.data;
    // Contacting is what the payment buys (directus/lib/introductions.mjs): the request is paid first.
    await patch(`/items/property_requests/${requestId}`, { status: 'active' }, { token: await admin() });
    const before = Date.now();
    const response = await patch(
      `/items/property_requests_to_business_junction/${link.id}`,
      { business_status: 'contacting' },
      { token: alice.token },
    );
    expect(response.status).toBe(200);
    expect(response.body.data.business_status).toBe('contacting');
    const stamped = new Date(response.body.data.contacted_at).getTime();
    expect(stamped).toBeGreaterThanOrEqual(before - 5000);
    expect(stamped).toBeLessThanOrEqual(Date.now() + 5000);

    const other = await patch(
      `/items/property_requests_to_business_junction/${link.id}`,
      { business_status: 'replied' },
      { token: alice.token },
    );
    expect(other.body.data.contacted_at).toBe(response.body.data.contacted_at);
  });

  it('GET /items/zip_counties, /items/business_ranking and /items/businesses answer the request flow’s lookups', async () => {
    const county = await get('/items/zip_counties?filter[zip][_eq]=80205&limit=1', { token: alice.token });
    expect(county.body.data).toEqual([{ zip: '80205', county: 'Denver', state: 'CO' }]);
    const ranking = await get('/items/business_ranking?filter[county][_eq]=Denver&limit=1', { token: alice.token });
    expect(ranking.body.data[0].ranking.length).toBeGreaterThan(0);
    const cids = ranking.body.data[0].ranking.slice(0, 3).map((r) => r.cid);
    const found = await get(`/items/businesses?filter[cid][_in]=${[...cids, 'atlas-dev-draft-001'].join(',')}`, { token: alice.token });
    expect(found.body.data.map((b) => b.cid).sort()).toEqual([...cids].sort());
    expect(Object.keys(found.body.data[0]).sort()).toEqual([...BUSINESS_CARD_FIELDS].sort());
  });
});

describe('public content', () => {
  it('GET /items/pages by slug and published status: data[0] is the page', async () => {
    const response = await get('/items/pages?filter[slug][_eq]=methodology&filter[status][_eq]=published&limit=1');
    expect(response.status).toBe(200);
    const [page] = response.body.data;
    expect(page.title).toBe('Methodology');
    expect(new Date(page.date_updated).getUTCFullYear()).toBeGreaterThanOrEqual(2025);
    for (const term of ['Cost per watt', 'Payback period', 'Levelized cost of energy', 'Net present value', 'Elite Tier', 'Standard']) {
      expect(page.content).toContain(term);
    }
    for (const slug of ['about', 'terms', 'privacy']) {
      expect((await get(`/items/pages?filter[slug][_eq]=${slug}&filter[status][_eq]=published&limit=1`)).body.data).toHaveLength(1);
    }
    expect((await get('/items/pages?filter[slug][_eq]=press&limit=1')).body.data).toEqual([]);
  });

  it('GET /items/local_guides with seo and linked businesses: only listed/featured links of published, scored businesses', async () => {
    const fields = '*,seo_id.*,local_guides_to_businesses.*,local_guides_to_businesses.businesses_cid.*';
    const locality = 'colorado-springs'.replace(/-/g, ' ');
    const response = await get(
      `/items/local_guides?fields=${fields}&filter[seo_id][slug][_eq]=solar-installers-colorado-springs-co&filter[status][_eq]=published` +
        `&filter[country][_eq]=${'us'.toUpperCase()}&filter[state][_eq]=colorado&filter[locality][_eq]=${encodeURIComponent(locality)}&limit=1`,
    );
    expect(response.status).toBe(200);
    const [guide] = response.body.data;
    expect(guide.title).toBe('Solar Installers in Colorado Springs, Colorado');
    expect(guide.hero_content).toContain('<p>');
    expect(guide.seo_id.slug).toBe('solar-installers-colorado-springs-co');
    expect(guide.local_guides_to_businesses.length).toBeGreaterThanOrEqual(10);
    for (const link of guide.local_guides_to_businesses) {
      expect(['listed', 'featured']).toContain(link.usage_type);
      expect(link.businesses_cid.status).toBe('published');
      expect(link.businesses_cid.atlas_score).not.toBeNull();
      expect(Object.keys(link.businesses_cid).sort()).toEqual([...BUSINESS_CARD_FIELDS].sort());
    }
    const published = await get('/items/local_guides?filter[status][_eq]=published&fields=locality&limit=-1');
    expect(published.body.data.length).toBeGreaterThanOrEqual(12);
    expect((await get('/items/local_guides?filter[locality][_eq]=durango')).body.data).toEqual([]);
  });

  it('guides carry every score tier, K-sized review counts and one unreadable basic_content', async () => {
    const response = await get('/items/businesses?filter[atlas_score][_nnull]=true&fields=cid,atlas_score,reviews,basic_content&limit=-1');
    const scores = response.body.data.map((b) => b.atlas_score);
    expect(scores.some((s) => s >= 9)).toBe(true);
    expect(scores.some((s) => s >= 8 && s < 9)).toBe(true);
    expect(scores.some((s) => s >= 7 && s < 8)).toBe(true);
    expect(scores.some((s) => s >= 6 && s < 7)).toBe(true);
    expect(scores.some((s) => s < 6)).toBe(true);
    expect(response.body.data.some((b) => b.reviews >= 1000)).toBe(true);
    const unreadable = response.body.data.filter((b) => {
      try {
        JSON.parse(b.basic_content.replace(/\\n/g, '\n'));
        return false;
      } catch {
        return true;
      }
    });
    expect(unreadable.map((b) => b.cid)).toEqual(['atlas-dev-unreadable-001']);
  });

  it('GET /items/referral_codes by code and published returns id and code only', async () => {
    const response = await get('/items/referral_codes?filter[code][_eq]=SUNSHINE&filter[status][_eq]=published&limit=1');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([{ id: expect.any(Number), code: 'SUNSHINE' }]);
    expect((await get('/items/referral_codes?filter[code][_eq]=NOTYET&limit=1')).body.data).toEqual([]);
  });

  it('GET and PATCH of referral_codes clicks are admin calls; visitors are refused', async () => {
    const [code] = (await get('/items/referral_codes?filter[code][_eq]=FRONTRANGE&limit=1')).body.data;
    expect((await get(`/items/referral_codes/${code.id}?fields=clicks`)).status).toBe(403);
    expect((await patch(`/items/referral_codes/${code.id}`, { clicks: 1_000_000 })).status).toBe(403);
    const token = await admin();
    const read = await get(`/items/referral_codes/${code.id}?fields=clicks`, { token });
    expect(read.body.data).toEqual({ clicks: expect.any(Number) });
    const write = await patch(`/items/referral_codes/${code.id}`, { clicks: read.body.data.clicks }, { token });
    expect(write.status).toBe(200);
  });

  it('POST /flows/trigger/{referral flow} with item_id counts one click on a published code only', async () => {
    const token = await admin();
    const clicks = async (code) => (await get(`/items/referral_codes?filter[code][_eq]=${code}&fields=id,clicks`, { token })).body.data[0];
    const published = await clicks('DENVERHOMES');
    const draft = await clicks('NOTYET');

    // Clicks count once per visitor (client address) per code and day: each call here is a new visitor.
    const visitor = () => ({ headers: { 'x-forwarded-for': randomIp() } });
    const trigger = await post(`/flows/trigger/${REFERRAL_FLOW_ID}`, { item_id: published.id }, visitor());
    expect(trigger.status).toBe(200);
    expect(trigger.body).toEqual({ counted: true });
    expect((await clicks('DENVERHOMES')).clicks).toBe(published.clicks + 1);

    const refused = await post(`/flows/trigger/${REFERRAL_FLOW_ID}`, { item_id: draft.id }, visitor());
    expect(refused.body).toEqual({ counted: false });
    expect((await clicks('NOTYET')).clicks).toBe(draft.clicks);

    const malformed = await post(`/flows/trigger/${REFERRAL_FLOW_ID}`, { item_id: 'one; drop table' }, visitor());
    expect(malformed.status).toBe(400);
  });

  it('concurrent clicks of different visitors are all counted', async () => {
    const token = await admin();
    const [code] = (await get('/items/referral_codes?filter[code][_eq]=SUNSHINE&fields=id,clicks', { token })).body.data;
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post(
          `/flows/trigger/${REFERRAL_FLOW_ID}`,
          { item_id: code.id },
          { url: env.urls[i % env.urls.length], headers: { 'x-forwarded-for': `198.51.100.${10 + i}` } },
        ),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(8).fill(200));
    const [after] = (await get(`/items/referral_codes?filter[id][_eq]=${code.id}&fields=clicks`, { token })).body.data;
    expect(after.clicks).toBe(code.clicks + 8);
  });

  it('contact and installer forms: visitors can submit, nobody but admins can read', async () => {
    const contact = { firstName: 'Casey', lastName: 'Contact', email: `casey-${runId}@example.com`, phone: '', message: 'Hello!' };
    const sent = await post('/items/form_submissions', { form_type: 'contact', payload: contact });
    expect([200, 204]).toContain(sent.status);
    const application = {
      companyName: 'Example Solar',
      website: 'https://example-solar.example',
      contactName: 'Avery',
      role: 'Owner',
      email: `avery-${runId}@example.com`,
      phone: '',
    };
    expect([200, 204]).toContain(
      (await post('/items/form_submissions', { form_type: 'installer_application', payload: application })).status,
    );

    expect((await get('/items/form_submissions')).status).toBe(403);
    const someone = await newHomeowner('forms');
    expect((await get('/items/form_submissions', { token: someone.token })).status).toBe(403);
    const recent = await get('/items/form_submissions?sort=-date_created&limit=20&fields=form_type,payload,status', {
      token: await admin(),
    });
    const stored = recent.body.data.filter((s) => String(s.payload?.email).includes(runId));
    expect(stored.map((s) => s.form_type).sort()).toEqual(['contact', 'installer_application']);
    expect(stored.every((s) => s.status === 'new')).toBe(true);
    expect((await post('/items/form_submissions', { form_type: 'contact', payload: contact, status: 'handled' })).status).toBe(403);
  });
});

describe('projects and quotes', () => {
  let owner;
  let projectId;
  let shortId;
  let quoteIds;
  beforeAll(async () => {
    owner = await newHomeowner('projects');
  });

  it('POST /items/project with the address fields returns the id and a generated share id', async () => {
    const response = await post(
      '/items/project',
      { country: 'USA', street_address: '77 Columbine Street', city: 'Denver', state_province: 'CO', postal_code: '80206' },
      { token: owner.token },
    );
    expect(response.status).toBe(200);
    projectId = response.body.data.id;
    shortId = response.body.data.short_UUID;
    expect(shortId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(response.body.data).toMatchObject({
      status: 'active',
      archived: false,
      shared: false,
      wizard_completed: false,
      expected_system_lifetime_years: 25,
    });

    const other = await post('/items/project', { country: 'NZL', street_address: '12 Kauri Road, Auckland 1010' }, { token: owner.token });
    expect(other.status).toBe(200);
    expect(other.body.data.short_UUID).not.toBe(shortId);
  });

  it('PATCH /items/project/{id} stores the settings, notes, shared, archived and wizard_completed', async () => {
    const settings = {
      monthly_consumption_kwh: 880,
      current_rate_per_kwh: 0.142,
      rate_increase_yearly_percent: 3.5,
      energy_provider: 'Xcel Energy',
      net_metering_rate: 0.12,
      net_metering_increase_yearly_percent: -1,
      expected_system_lifetime_years: 30,
      om_annual_percent: 0.5,
      insurance_annual_percent: 0.2,
      om_and_insurance_escalation_percent: 2,
      notes: 'Private notes',
      wizard_completed: true,
    };
    const response = await patch(`/items/project/${projectId}`, settings, { token: owner.token });
    expect(response.status).toBe(200);
    const read = await get(`/items/project?filter[id][_eq]=${projectId}&limit=1`, { token: owner.token });
    expect(read.body.data[0]).toMatchObject(settings);
  });

  it('POST /items/installer adds quotes; PATCH updates and archives them', async () => {
    const quote = (name, size, costPerWatt) => ({
      project_id: projectId,
      name,
      company_name: `${name} LLC`,
      status: 'quote_received',
      email: `quotes@${name.toLowerCase().replace(/\W+/g, '-')}.example`,
      phone: '(303) 555-0100',
      domain: `${name.toLowerCase().replace(/\W+/g, '-')}.example`,
      notes: 'Private quote notes',
      proposal_data: {
        system_size_kw: size,
        solar_system_cost: Math.round(size * 1000 * costPerWatt),
        other_costs: 0,
        solar_incentives: Math.round(size * 1000 * costPerWatt * 0.3),
        year1_production_kwh: Math.round(size * 1490),
        annual_degradation_percent: 0.5,
        payment_method: 'cash',
        down_payment: 0,
        interest_rate_percent: null,
        loan_term_years: null,
      },
      equipment: { panels: { brand: 'REC', model: 'Alpha', count: 20, wattage: 400, efficiency: 21.6, warranty: 25 } },
      trust: { quality_rating: 4, value_rating: 5, trust_rating: 4, average_rating: 4.33 },
    });
    const created = await post('/items/installer', [quote('Kestrel Clean Power', 8, 2.8), quote('Aspen Arc Solar', 9.2, 3.0)], {
      token: owner.token,
    });
    expect(created.status).toBe(200);
    quoteIds = created.body.data.map((q) => q.id);

    const updated = await patch(
      `/items/installer/${quoteIds[0]}`,
      { status: 'installer_chosen', sub_status: 'site_survey' },
      { token: owner.token },
    );
    expect(updated.body.data).toMatchObject({ status: 'installer_chosen', sub_status: 'site_survey' });
    const archived = await patch(`/items/installer/${quoteIds[1]}`, { archived: true }, { token: owner.token });
    expect(archived.body.data.archived).toBe(true);
  });

  it('GET /items/project with quotes, newest first; or by id with limit 1', async () => {
    const list = await get('/items/project?fields=*,installer.*&sort=-date_created', { token: owner.token });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(2);
    expect(list.body.data[1].id).toBe(projectId);
    expect(list.body.data[1].installer.map((q) => q.id).sort()).toEqual([...quoteIds].sort());
    const one = await get(`/items/project?filter[id][_eq]=${projectId}&fields=*,installer.*&limit=1`, { token: owner.token });
    expect(one.body.data).toHaveLength(1);
  });

  it('the shared view shows exactly the whitelisted fields and only non-archived quotes, once shared', async () => {
    const notFound = { errors: [{ message: 'Project not found' }] };
    const before = await get(`/atlas/shared/${shortId}`);
    expect(before.status).toBe(404);
    expect(before.body).toEqual(notFound);

    await patch(`/items/project/${projectId}`, { shared: true }, { token: owner.token });
    const shared = await get(`/atlas/shared/${shortId}`);
    expect(shared.status).toBe(200);
    expect(shared.headers.get('cache-control')).toBe('no-store');
    expect(Object.keys(shared.body.data.project).sort()).toEqual([...SHARED_PROJECT_FIELDS].sort());
    expect(shared.body.data.project).toMatchObject({ id: projectId, short_UUID: shortId, monthly_consumption_kwh: 880 });
    expect(shared.body.data.quotes.map((q) => q.id)).toEqual([quoteIds[0]]);
    expect(Object.keys(shared.body.data.quotes[0]).sort()).toEqual([...SHARED_QUOTE_FIELDS].sort());
    for (const hidden of ['Columbine Street', 'Xcel', 'Private notes', 'Private quote notes', '555-0100', 'quotes@']) {
      expect(shared.text).not.toContain(hidden);
    }

    await patch(`/items/project/${projectId}`, { archived: true }, { token: owner.token });
    const archived = await get(`/atlas/shared/${shortId}`);
    expect(archived.status).toBe(404);
    expect(archived.body).toEqual(notFound);
    await patch(`/items/project/${projectId}`, { archived: false, shared: false }, { token: owner.token });
    const unshared = await get(`/atlas/shared/${shortId}`);
    expect(unshared.status).toBe(404);
    expect(unshared.body).toEqual(notFound);

    for (const unknown of ['AAAAAAAAAAAAAAAAAAAAAA', 'not-a-share-id', `${shortId}x`]) {
      const response = await get(`/atlas/shared/${unknown}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual(notFound);
    }
  });

  it('the demo homeowner’s shared project serves three complete quotes, the archived one left out', async () => {
    const { shared } = await demoData();
    const response = await get(`/atlas/shared/${shared.short_UUID}`);
    expect(response.status).toBe(200);
    const quotes = response.body.data.quotes;
    expect(quotes).toHaveLength(3);
    expect(quotes.map((q) => q.proposal_data.payment_method).sort()).toEqual(['cash', 'cash', 'loan']);
    expect(quotes.filter((q) => q.proposal_data.battery_included)).toHaveLength(1);
    for (const quote of quotes) {
      expect(quote.proposal_data.system_size_kw).toBeGreaterThanOrEqual(7);
      expect(quote.proposal_data.system_size_kw).toBeLessThanOrEqual(11);
      expect(quote.proposal_data.cost_per_watt_before_incentives).toBeGreaterThanOrEqual(2.6);
      expect(quote.proposal_data.cost_per_watt_before_incentives).toBeLessThanOrEqual(3.4);
      expect(quote.proposal_data.simple_payback).toBeGreaterThan(0);
    }
  });

  it('reads after writes agree on every instance', async () => {
    for (const url of [writeUrl, readUrl]) {
      const response = await get(`/items/project/${projectId}?fields=notes`, { token: owner.token, url });
      expect(response.body.data.notes).toBe('Private notes');
    }
  });
});
