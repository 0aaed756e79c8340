// Field validation: malformed writes through the raw API are answered 400 with a message naming the field,
// and nothing is stored. Rules live on the fields (directus/schema/), so they hold for every caller; the
// bounds inside a quote's proposal_data and trust are checked by the atlas-hardening extension
// (directus/lib/proposal-data.mjs), for every caller as well, the Studio's editors included.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage, get, patch, post, runId } from './helpers/http.mjs';
import { admin, newHomeowner, removeHomeowners } from './helpers/fixtures.mjs';

let carol;
let projectId;

beforeAll(async () => {
  carol = await newHomeowner('validation');
  const response = await post(
    '/items/project',
    { country: 'USA', street_address: `valid-${runId}`, state_province: 'CO' },
    { token: carol.token },
  );
  projectId = response.body.data.id;
});
afterAll(removeHomeowners);

function expectRejected(response, field, path) {
  expect(response.status, response.text).toBe(400);
  const message = errorMessage(response);
  expect(message).toContain(`"${field}"`);
  if (path) expect(message).toContain(`"${path}"`);
}

describe('projects', () => {
  it.each([
    ['state_province', { state_province: 'Colorado' }],
    ['state_province', { state_province: 'C0' }],
    ['country', { country: 'US' }],
    ['country', { country: 'usa' }],
    ['country', { country: null }],
    ['monthly_consumption_kwh', { monthly_consumption_kwh: -5 }],
    ['monthly_consumption_kwh', { monthly_consumption_kwh: 'lots' }],
    ['current_rate_per_kwh', { current_rate_per_kwh: 3 }],
    ['rate_increase_yearly_percent', { rate_increase_yearly_percent: 50 }],
    ['net_metering_rate', { net_metering_rate: -0.1 }],
    ['net_metering_increase_yearly_percent', { net_metering_increase_yearly_percent: -20 }],
    ['expected_system_lifetime_years', { expected_system_lifetime_years: 0 }],
    ['expected_system_lifetime_years', { expected_system_lifetime_years: 41 }],
    ['om_annual_percent', { om_annual_percent: -1 }],
    // The engine refuses more than 10 %; so do the registry and the backend (issue 10).
    ['om_annual_percent', { om_annual_percent: 12 }],
    ['insurance_annual_percent', { insurance_annual_percent: 10.5 }],
    ['insurance_annual_percent', { insurance_annual_percent: 101 }],
    ['om_and_insurance_escalation_percent', { om_and_insurance_escalation_percent: 12 }],
    ['status', { status: 'deleted' }],
  ])('create with a bad %s is refused and not stored', async (field, values) => {
    const marker = `invalid-${runId}-${field}`;
    const response = await post('/items/project', { country: 'USA', street_address: marker, ...values }, { token: carol.token });
    expectRejected(response, field);
    const stored = await get(`/items/project?filter[street_address][_eq]=${marker}`, { token: await admin() });
    expect(stored.body.data).toEqual([]);
  });

  it('an update with a bad value is refused and the old value kept', async () => {
    await patch(`/items/project/${projectId}`, { current_rate_per_kwh: 0.15, state_province: 'CO' }, { token: carol.token });
    const response = await patch(
      `/items/project/${projectId}`,
      { current_rate_per_kwh: 2.5, notes: 'should not be saved' },
      { token: carol.token },
    );
    expectRejected(response, 'current_rate_per_kwh');
    const stored = await get(`/items/project/${projectId}?fields=current_rate_per_kwh,notes`, { token: carol.token });
    expect(stored.body.data).toEqual({ current_rate_per_kwh: 0.15, notes: null });
  });

  it('empty optional values are accepted (drafts), and non-US addresses need no state', async () => {
    const response = await patch(
      `/items/project/${projectId}`,
      { state_province: '', net_metering_rate: null, monthly_consumption_kwh: 0, current_rate_per_kwh: 0 },
      { token: carol.token },
    );
    expect(response.status).toBe(200);
    const abroad = await post(
      '/items/project',
      { country: 'GBR', street_address: '10 Downing Street, London SW1A 2AA' },
      { token: carol.token },
    );
    expect(abroad.status).toBe(200);
  });
});

describe('quotes', () => {
  const quote = (proposal, extra = {}) => ({ project_id: projectId, name: `quote-${runId}`, proposal_data: proposal, ...extra });

  it.each([
    ['system_size_kw', { system_size_kw: 5000 }],
    ['solar_system_cost', { solar_system_cost: -1 }],
    ['other_costs', { other_costs: 250_000 }],
    ['battery_cost', { battery_cost: 2_000_000 }],
    ['battery_capacity_kwh', { battery_capacity_kwh: 500 }],
    ['year1_production_kwh', { year1_production_kwh: -100 }],
    ['annual_degradation_percent', { annual_degradation_percent: 9 }],
    ['monthly_net_excess_kwh', { monthly_net_excess_kwh: 20_000 }],
    ['yearly_benefits', { yearly_benefits: 50_000 }],
    ['benefit_duration_years', { benefit_duration_years: 45 }],
    ['interest_rate_percent', { interest_rate_percent: 80 }],
    ['loan_term_years', { loan_term_years: 40 }],
    ['down_payment', { down_payment: -500 }],
    ['payment_method', { payment_method: 'barter' }],
    // Loans as billed, leases and PPAs: bounds from the field registry (src/quote-fields/fields.ts).
    ['loan_amount', { loan_amount: -1 }],
    ['lease_monthly_payment', { lease_monthly_payment: 200_000 }],
    ['ppa_rate_per_kwh', { ppa_rate_per_kwh: 3 }],
    ['escalator_percent', { escalator_percent: 12 }],
    ['agreement_term_years', { agreement_term_years: 41 }],
    ['end_of_term', { end_of_term: 'keep' }],
    ['incentive_month', { incentive_month: 121 }],
    ['incentive_paydown', { incentive_paydown: 'maybe' }],
    ['buyout_price', { buyout_price: -1 }],
    // Issue 22 and 25: the incentives' parts and what pays the loan down, bounded from the same table.
    ['state_credit_amount', { state_credit_amount: -1 }],
    ['utility_rebate_amount', { utility_rebate_amount: 10_000_001 }],
    ['other_rebates_amount', { other_rebates_amount: -5 }],
    ['incentive_paydown_source', { incentive_paydown_source: 'state' }],
    ['incentive_paydown_amount', { incentive_paydown_amount: -1 }],
    ['roof_warranty', { roof_warranty: 60 }],
  ])('proposal_data.%s outside the calculator bounds is refused', async (key, values) => {
    const response = await post('/items/installer', quote({ system_size_kw: 8, solar_system_cost: 24_000, ...values }), {
      token: carol.token,
    });
    expectRejected(response, 'proposal_data', key);
  });

  it('an editor (the admin, as in the Studio) is held to the same bounds, and a string that is no number is refused', async () => {
    const editor = await post('/items/installer', quote({ system_size_kw: 5000 }), { token: await admin() });
    expectRejected(editor, 'proposal_data', 'system_size_kw');
    const text = await post('/items/installer', quote({ system_size_kw: 'eight' }), { token: carol.token });
    expectRejected(text, 'proposal_data', 'system_size_kw');
    const notAnObject = await post('/items/installer', quote([8, 24_000]), { token: carol.token });
    expectRejected(notAnObject, 'proposal_data');
  });

  it('a quote written inside its project (a nested create or update) is held to the same bounds', async () => {
    const nested = await post(
      '/items/project',
      {
        country: 'USA',
        street_address: `nested-${runId}`,
        installer: [{ name: `quote-${runId}`, proposal_data: { system_size_kw: 5000 } }],
      },
      { token: carol.token },
    );
    expect(nested.status, nested.text).toBe(400);
    expect(errorMessage(nested)).toContain('"system_size_kw"');
    const asEditor = await patch(
      `/items/project/${projectId}`,
      { installer: { create: [{ name: `quote-${runId}`, proposal_data: { payment_method: 'barter' } }], update: [], delete: [] } },
      { token: await admin() },
    );
    expect(asEditor.status, asEditor.text).toBe(400);
    expect(errorMessage(asEditor)).toContain('"payment_method"');
  });

  it.each([
    ['trust', { trust: { quality_rating: 7 } }, 'quality_rating'],
    ['email', { email: 'not-an-e-mail' }],
    ['status', { status: 'bogus' }],
    ['sub_status', { sub_status: 'somewhere' }],
    ['project_id', { project_id: undefined }],
    // The fingerprint of an imported document (issue 22): sha256 and 64 lower-case hex digits, nothing else.
    ['import_fingerprint', { import_fingerprint: 'not a fingerprint' }],
    ['import_fingerprint', { import_fingerprint: `sha256:${'A'.repeat(64)}` }],
  ])('a bad %s is refused', async (field, extra, path) => {
    const body = quote({ system_size_kw: 8 }, extra);
    if ('project_id' in extra) delete body.project_id;
    const response = await post('/items/installer', body, { token: carol.token });
    expectRejected(response, field, path);
  });

  it('nothing of the refused quotes was stored, and valid drafts are accepted', async () => {
    const stored = await get(`/items/installer?filter[name][_eq]=quote-${runId}`, { token: await admin() });
    expect(stored.body.data).toEqual([]);
    const draft = await post(
      '/items/installer',
      quote(
        { system_size_kw: 0, solar_system_cost: 0, interest_rate_percent: null, loan_term_years: null, payment_method: 'cash' },
        { email: '' },
      ),
      { token: carol.token },
    );
    expect(draft.status).toBe(200);
    const empty = await post(
      '/items/installer',
      { project_id: projectId, name: 'DRAFT: No Company Name Provided', proposal_data: null },
      { token: carol.token },
    );
    expect(empty.status).toBe(200);
    const imported = await post(
      '/items/installer',
      { project_id: projectId, name: 'Imported Solar', import_fingerprint: `sha256:${'0a'.repeat(32)}` },
      { token: carol.token },
    );
    expect(imported.status, imported.text).toBe(200);
    expect(imported.body.data.import_fingerprint).toBe(`sha256:${'0a'.repeat(32)}`);
  });

  it('a lease and a PPA with their terms are accepted, and an older financing quote still is', async () => {
    const lease = {
      payment_method: 'lease',
      lease_monthly_payment: 129.5,
      escalator_percent: 2.9,
      agreement_term_years: 25,
      end_of_term: 'buyout',
      buyout_price: 8000,
      down_payment: 0,
      incentive_paydown: null,
    };
    const ppa = { payment_method: 'ppa', ppa_rate_per_kwh: 0.11, agreement_term_years: 20, end_of_term: null };
    const loan = {
      payment_method: 'financing',
      interest_rate_percent: 6.99,
      loan_term_years: 20,
      incentive_paydown: true,
      incentive_month: 15,
    };
    // A loan paid down by a typed amount, its incentives kept apart (issues 22 and 25).
    const paidDown = {
      payment_method: 'loan',
      interest_rate_percent: 7.99,
      loan_term_years: 20,
      solar_incentives: 8_700,
      federal_credit_amount: 7_200,
      state_credit_amount: 1_000,
      utility_rebate_amount: 500,
      other_rebates_amount: null,
      incentive_paydown: true,
      incentive_paydown_source: 'amount',
      incentive_paydown_amount: 5_000,
    };
    for (const proposal of [lease, ppa, loan, paidDown]) {
      const response = await post(
        '/items/installer',
        quote({ system_size_kw: 8, solar_system_cost: 24_000, ...proposal }, { name: `ok-${runId}` }),
        {
          token: carol.token,
        },
      );
      expect(response.status, response.text).toBe(200);
      expect(response.body.data.proposal_data).toMatchObject(proposal);
    }
  });
});

describe('content (validation binds admins too)', () => {
  it.each([
    ['referral_codes', { code: `bad-clicks-${runId}`, status: 'draft', clicks: -1 }, 'clicks'],
    ['referral_codes', { code: 'no spaces allowed', status: 'draft' }, 'code'],
    ['businesses', { cid: `bad-${runId}`, name: 'Bad', status: 'draft', rating: 6 }, 'rating'],
    ['businesses', { cid: `bad-${runId}`, name: 'Bad', status: 'draft', atlas_score: 11 }, 'atlas_score'],
    ['businesses', { cid: `bad-${runId}`, name: 'Bad', status: 'draft', state: 'Colorado' }, 'state'],
    ['businesses', { cid: `bad-${runId}`, name: 'Bad', status: 'draft', reviews: -3 }, 'reviews'],
    [
      'businesses',
      { cid: `bad-${runId}`, name: 'Bad', status: 'draft', site_company_insights_founded_year: 1492 },
      'site_company_insights_founded_year',
    ],
    ['businesses', { cid: `bad-${runId}`, name: 'Bad', status: 'live' }, 'status'],
    ['pages', { slug: 'Bad Slug', title: 'Bad', status: 'draft' }, 'slug'],
    ['local_guides', { title: 'Bad', status: 'draft', country: 'us', state: 'colorado', locality: 'denver' }, 'country'],
    ['local_guides', { title: 'Bad', status: 'draft', country: 'US', state: 'Colorado', locality: 'denver' }, 'state'],
    ['zip_counties', { zip: '8020', county: 'Denver', state: 'CO' }, 'zip'],
  ])('%s: a bad %s is refused', async (collection, body, field) => {
    const token = await admin();
    const countBefore = await get(`/items/${collection}?aggregate[count]=*`, { token });
    const response = await post(`/items/${collection}`, body, { token });
    expectRejected(response, field);
    const countAfter = await get(`/items/${collection}?aggregate[count]=*`, { token });
    expect(countAfter.body.data).toEqual(countBefore.body.data);
  });

  it('form submissions need a known form type and a payload', async () => {
    expectRejected(await post('/items/form_submissions', { form_type: 'newsletter', payload: { email: 'a@b.example' } }), 'form_type');
    expectRejected(await post('/items/form_submissions', { form_type: 'contact' }), 'payload');
  });
});
