import { describe, expect, it } from 'vitest';
import { buildDocument, type TextRun } from '../layout/lines';
import { roleOf } from './equipment';
import { extractQuote } from './quote';

// Wordings real proposals use, beyond the fixtures: each line is laid out as one row of cells.

function doc(rows: readonly (readonly string[])[]) {
  const runs: TextRun[] = rows.flatMap((cells, i) =>
    cells.map((str, j) => ({ str, x: 40 + j * 220, y: 760 - i * 16, width: str.length * 5, size: 10 })),
  );
  return buildDocument([{ width: 612, height: 792, runs }]);
}

function values(rows: readonly (readonly string[])[], option = 0): Record<string, string> {
  const result = extractQuote(doc(rows));
  return Object.fromEntries((result.options[option]?.proposals ?? []).map((p) => [p.field, p.value]));
}

describe('wordings', () => {
  it('a maker written with its company word, and a count in brackets after the model', () => {
    const v = values([
      ['Inverters', 'Enphase Energy IQ8PLUS-72-2-US microinverters (30)'],
      ['Panels', 'REC Solar REC400AA Pure Qty 30'],
    ]);
    expect(v).toMatchObject({
      inverter_brand: 'Enphase',
      inverter_model: 'IQ8PLUS-72-2-US',
      inverter_count: '30',
      panel_brand: 'REC',
      panel_model: 'REC400AA Pure',
      panel_count: '30',
    });
  });

  it('"Total cost before incentives" is the price; "after incentives" is not', () => {
    expect(
      values([
        ['Total cost after incentives', '$21,000'],
        ['Total cost before incentives', '$30,000'],
      ]),
    ).toMatchObject({ solar_system_cost: '30000' });
  });

  it('a loan written in one line', () => {
    const result = extractQuote(doc([['Cash price', '$30,000'], ['Loan: 20 years, 5.99% APR'], ['Monthly payment', '$215.40']]));
    const loan = result.options.find((o) => o.label.startsWith('Loan'));
    expect(Object.fromEntries((loan?.proposals ?? []).map((p) => [p.field, p.value]))).toMatchObject({
      loan_term_years: '20',
      interest_rate_percent: '5.99',
      quoted_monthly_payment: '215.40',
      payment_method: 'loan',
    });
  });

  it('units written many ways', () => {
    expect(
      values([
        ['System size (kW DC)', '10.25'],
        ['Estimated annual production', '14.2 MWh'],
        ['Workmanship warranty', '25-yr'],
      ]),
    ).toMatchObject({
      system_size_kw: '10.25',
      year1_production_kwh: '14200',
      workmanship_warranty: '25',
    });
  });

  it('a PPA with its rate, escalator and term', () => {
    const result = extractQuote(
      doc([
        ['PPA rate', '$0.139/kWh'],
        ['Annual escalator', '2.9%'],
        ['Agreement term', '25 years'],
      ]),
    );
    const ppa = result.options.find((o) => o.label === 'PPA');
    expect(Object.fromEntries((ppa?.proposals ?? []).map((p) => [p.field, p.value]))).toMatchObject({
      ppa_rate_per_kwh: '0.139',
      escalator_percent: '2.9',
      agreement_term_years: '25',
      payment_method: 'ppa',
    });
  });

  it('a lease above a PPA: each keeps its own escalator and term, the term above the rate too', () => {
    const result = extractQuote(
      doc([
        ['Lease term', '20 years'],
        ['Monthly lease payment', '$118.40'],
        ['Annual escalator', '2.9%'],
        ['PPA rate', '$0.129/kWh'],
        ['Annual escalator', '2.49%'],
        ['Agreement term', '25 years'],
      ]),
    );
    const of = (label: string) =>
      Object.fromEntries((result.options.find((o) => o.label === label)?.proposals ?? []).map((p) => [p.field, p.value]));
    expect(of('Lease')).toMatchObject({ lease_monthly_payment: '118.40', escalator_percent: '2.9', agreement_term_years: '20' });
    expect(of('PPA')).toMatchObject({ ppa_rate_per_kwh: '0.129', escalator_percent: '2.49', agreement_term_years: '25' });
  });

  it('a lender’s name as printed after its label, and not a sentence that names one', () => {
    const named = extractQuote(
      doc([['Lender: Sungage Financial Services'], ['APR: 5.99%'], ['Term: 20 years'], ['Monthly payment: $199.00']]),
    );
    expect(named.options.find((o) => o.label.startsWith('Loan'))?.proposals.find((p) => p.field === 'lender_name')?.value).toBe(
      'Sungage Financial Services',
    );
    const sentence = extractQuote(
      doc([['Lender: GoodLeap loan program'], ['APR: 3.99%'], ['Term: 25 years'], ['Monthly payment: $150.00']]),
    );
    expect(sentence.options.find((o) => o.label.startsWith('Loan'))?.proposals.find((p) => p.field === 'lender_name')?.value).toBe(
      'GoodLeap',
    );
  });

  it('an SGIP battery rebate is the battery’s incentive, not the solar one', () => {
    const v = values([
      ['Solar price: $24,800'],
      ['Battery: 1 x Tesla Powerwall 3'],
      ['Battery price: $16,500'],
      ['SGIP battery rebate: -$2,500'],
    ]);
    expect(v).toMatchObject({ battery_included: 'true', battery_cost: '16500', battery_incentives: '2500', solar_system_cost: '24800' });
    expect(v['solar_incentives']).toBeUndefined();
  });

  it('warranty years written before their words', () => {
    expect(
      values([
        ['REC Alpha Pure-R panels: 25-year product and performance warranty'],
        ['Enphase IQ8M microinverters: 25 year limited warranty'],
        ['We back our work with a 10-yr workmanship guarantee and a 5 year roof penetration warranty.'],
      ]),
    ).toMatchObject({
      panel_warranty: '25',
      panel_performance_warranty: '25',
      inverter_warranty: '25',
      workmanship_warranty: '10',
      roof_warranty: '5',
    });
  });

  it('the installer from the footer when no label names it; a consultant is not the installer', () => {
    expect(values([['Prepared by: Jordan Lee'], ['System size', '8 kW'], ['© 2026 BrightWay Solar LLC | License #12345']])).toMatchObject({
      company_name: 'BrightWay Solar LLC',
    });
    expect(values([['Quote from Sunny Day Solar'], ['Panels', 'Canadian Solar HiKu6 400 W']])).toMatchObject({
      company_name: 'Sunny Day Solar',
    });
  });

  it("several batteries: one unit's kWh is not the total, so capacity is left to the homeowner", () => {
    const v = values([['Battery', '2 x Tesla Powerwall 3 (13.5 kWh)']]);
    expect(v).toMatchObject({ battery_count: '2', battery_brand: 'Tesla' });
    expect(v['battery_capacity_kwh']).toBeUndefined();
    expect(
      values([
        ['Battery', '2 x Tesla Powerwall 3'],
        ['Total usable capacity', '27 kWh'],
      ]),
    ).toMatchObject({ battery_capacity_kwh: '27' });
  });

  it('option sections under headings: the battery one gets the battery', () => {
    const result = extractQuote(
      doc([
        ['Option 1 - Solar Only'],
        ['System price', '$30,000'],
        ['Option 2 - Solar + Battery'],
        ['System price', '$30,000'],
        ['Battery price', '$14,000'],
        ['Battery', 'Tesla Powerwall 3'],
      ]),
    );
    expect(result.options.map((o) => o.label)).toEqual(['Solar only', 'Solar + battery']);
    const battery = Object.fromEntries((result.options[1]?.proposals ?? []).map((p) => [p.field, p.value]));
    expect(battery).toMatchObject({ solar_system_cost: '30000', battery_cost: '14000', battery_brand: 'Tesla', battery_included: 'true' });
    const solar = Object.fromEntries((result.options[0]?.proposals ?? []).map((p) => [p.field, p.value]));
    expect(solar).toMatchObject({ solar_system_cost: '30000', battery_included: 'false' });
    expect(solar['battery_brand']).toBeUndefined();
  });

  it('an advert for rates is not a loan, and a figure about something else is not the term', () => {
    const result = extractQuote(
      doc([
        ['Cash price', '$30,000'],
        ['Financing available: rates as low as 2.99% APR, subject to credit approval.'],
        ['Long-term savings over 25 years', '$41,000'],
      ]),
    );
    expect(result.options.map((o) => o.label)).toEqual(['Cash purchase']);
    expect(result.options[0]?.proposals.map((p) => p.field)).not.toContain('loan_term_years');
  });

  it('a rebate printed twice counts once in the incentives', () => {
    expect(
      values([['Federal tax credit', '-$9,000'], ['State rebate', '-$1,000'], ['Summary'], ['State rebate', '-$1,000']]),
    ).toMatchObject({ solar_incentives: '10000' });
  });

  it('each incentive kept apart: the federal credit, a state credit, the utility’s rebate, other rebates (issue 25)', () => {
    const v = values([
      ['Gross system price', '$40,000'],
      ['Less: Federal tax credit (30%)', '-$12,000'],
      ['Less: Colorado state solar tax credit', '-$2,000'],
      ['Less: Xcel Energy utility rebate', '-$1,250'],
      ['Less: City of Boulder rebate', '-$500'],
      ['Less: County solar grant', '-$250'],
    ]);
    expect(v).toMatchObject({
      federal_credit_amount: '12000',
      state_credit_amount: '2000',
      utility_rebate_amount: '1250',
      // Two lines of one kind are added up, each listed as a part.
      other_rebates_amount: '750',
      solar_incentives: '16000',
    });
    const parts = extractQuote(
      doc([
        ['Less: City of Boulder rebate', '-$500'],
        ['Less: County solar grant', '-$250'],
      ]),
    ).options[0]?.proposals.find((p) => p.field === 'other_rebates_amount');
    expect(parts?.parts?.map((part) => part.amount)).toEqual(['500', '250']);
    expect(parts?.confidence).toBe('medium');
  });

  it('a state rebate is not a state tax credit, and a lone federal credit leaves the parts empty', () => {
    const state = values([
      ['Price', '$30,000'],
      ['Federal tax credit', '-$9,000'],
      ['State rebate', '-$1,000'],
    ]);
    expect(state).toMatchObject({ other_rebates_amount: '1000', solar_incentives: '10000' });
    expect(state['state_credit_amount']).toBeUndefined();
    const federal = values([
      ['Price', '$30,000'],
      ['Federal tax credit', '-$9,000'],
    ]);
    expect(Object.keys(federal).filter((field) => /state_credit|utility_rebate|other_rebates/.test(field))).toEqual([]);
  });

  it('three payment cards side by side are read card by card', () => {
    // Each card: a heading and label/value rows; the cards' rows share baselines.
    const cards = [
      ['Cash purchase', ['Total price', '$30,000'], ['Federal tax credit', '-$9,000'], ['Net cost', '$21,000']],
      ['Loan with GoodLeap', ['APR', '3.99%'], ['Term', '25 years'], ['Monthly payment', '$158.24']],
      ['Loan with Mosaic', ['APR', '5.99%'], ['Term', '20 years'], ['Monthly payment', '$214.90']],
    ] as const;
    const runs: TextRun[] = [];
    cards.forEach(([title, ...rows], k) => {
      const x = 30 + k * 195;
      runs.push({ str: title, x, y: 700, width: title.length * 6, size: 12 });
      rows.forEach(([label, value], i) => {
        runs.push({ str: label, x, y: 680 - i * 16, width: label.length * 5, size: 10 });
        runs.push({ str: value, x: x + 110, y: 680 - i * 16, width: value.length * 5, size: 10 });
      });
    });
    const result = extractQuote(buildDocument([{ width: 612, height: 792, runs }]));
    expect(result.options.map((o) => o.label)).toEqual([
      'Cash purchase',
      'Loan: GoodLeap, 25 years at 3.99% APR',
      'Loan: Mosaic, 20 years at 5.99% APR',
    ]);
    const mosaic = Object.fromEntries((result.options[2]?.proposals ?? []).map((p) => [p.field, p.value]));
    expect(mosaic).toMatchObject({
      quoted_monthly_payment: '214.90',
      interest_rate_percent: '5.99',
      loan_term_years: '20',
      solar_system_cost: '30000',
    });
  });

  it('short labels: "Production:", "DC size", "Modules: 21"', () => {
    expect(
      values([
        ['Production:', '11,250 kWh/year'],
        ['DC size', '8.4 kW'],
        ['Modules:', '21'],
        ['Inverters:', '21'],
      ]),
    ).toMatchObject({
      year1_production_kwh: '11250',
      system_size_kw: '8.4',
      panel_count: '21',
      inverter_count: '21',
    });
  });

  it('a "Cash | Loan" table: the loan column is a loan option with its own price', () => {
    const result = extractQuote(
      doc([
        ['', 'Cash', 'Loan (GoodLeap)'],
        ['System price', '$30,000', '$34,500'],
        ['APR', '', '4.49%'],
        ['Term', '', '20 years'],
        ['Monthly payment', '', '$218.10'],
      ]),
    );
    expect(result.options.map((o) => o.label)).toEqual(['Cash purchase', 'Loan: GoodLeap, 20 years at 4.49% APR']);
    const cash = Object.fromEntries((result.options[0]?.proposals ?? []).map((p) => [p.field, p.value]));
    const loan = Object.fromEntries((result.options[1]?.proposals ?? []).map((p) => [p.field, p.value]));
    expect(cash).toMatchObject({ solar_system_cost: '30000', payment_method: 'cash' });
    expect(loan).toMatchObject({
      solar_system_cost: '34500',
      cash_price: '30000',
      interest_rate_percent: '4.49',
      loan_term_years: '20',
      quoted_monthly_payment: '218.10',
      payment_method: 'loan',
    });
  });

  it('every incentive on a "Less:" line is added, but a discount or a down payment there is not an incentive', () => {
    const v = values([
      ['Gross system price', '$30,000'],
      ['Less: Discount', '-$1,000'],
      ['Less: Federal tax credit', '-$8,700'],
      ['Less: Massachusetts state solar credit', '-$1,000'],
      ['Less: Eversource performance-based grant', '-$500'],
      ['Less: Down payment', '-$2,000'],
      ['Pay less than your utility bill credit', '$120'],
    ]);
    expect(v).toMatchObject({ solar_system_cost: '30000', federal_credit_amount: '8700', solar_incentives: '10200' });
  });

  it('a panel written in kilowatts is its watts: "0.41kW", "Panel power 0.4 kW"', () => {
    expect(values([['Panels', '20 x REC Alpha Pure 0.41kW']])).toMatchObject({ panel_count: '20', panel_wattage: '410' });
    expect(values([['Panel power', '0.4 kW']])).toMatchObject({ panel_wattage: '400' });
    // A system's size in kW is not a panel's.
    expect(values([['System size', '8.2 kW']]).panel_wattage).toBeUndefined();
  });

  it('the installer in a sentence: "The … team is pleased to present", never "We are pleased"', () => {
    expect(values([['The Bright Meadow Solar team is pleased to present your proposal.'], ['System size', '6 kW']])).toMatchObject({
      company_name: 'Bright Meadow Solar',
    });
    expect(values([['We are pleased to present your proposal.'], ['System size', '6 kW']]).company_name).toBeUndefined();
  });
});

describe('model families that name their role', () => {
  it.each([
    ['Silfab SIL-400 HC+', 'panel'],
    ['SIL-380 NX', 'panel'],
    ['Enphase IQ8M', 'inverter'],
    ['Tesla Powerwall 3', 'battery'],
  ] as const)('%s is read as a %s', (text, role) => {
    expect(roleOf(text)).toBe(role);
  });
});
