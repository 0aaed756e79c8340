import { describe, expect, it } from 'vitest';
import { CASH, LEASE, LOAN, PROJECT, quote } from './fixtures.test-support';
import { compareProjectQuotes } from './quotes';
import { bestOf, COMPARE_ROWS, NOT_STATED, rowStanding, visibleRows } from './rows';
import { axisDollars, barData, cashFlowChart, niceTicks } from './chart';

const three = compareProjectQuotes(PROJECT, [CASH, LOAN, LEASE], { installDate: '2026-06-01' });
const row = (id: string) => COMPARE_ROWS.find((r) => r.id === id)!;

describe('rows and best marks', () => {
  it('marks the lowest cost and the highest savings, saying why', () => {
    expect(bestOf(row('net'), compareProjectQuotes(PROJECT, [CASH, LOAN], { installDate: '2026-06-01' }))).toEqual({
      ids: new Set(['cash']),
      why: 'Lowest: lower is better here',
    });
    expect(bestOf(row('net-savings'), three)).toEqual({ ids: new Set(['cash']), why: 'Highest: higher is better here' });
  });

  // Issue 22: a lease's $0 net cost used to be "Best"; a row gives "Best" only when every quote has a comparable value.
  it('gives no Best on a row where a quote has no comparable value, and says why', () => {
    const net = rowStanding(row('net'), three);
    expect(net.best).toBeNull();
    expect(net.noBest).toMatch(/^No “Best”: Lease Power is a lease: you pay for its power, not for the system/);
    expect(rowStanding(row('payback'), three).noBest).toMatch(/Lease Power needs nothing at signing/);
    expect(rowStanding(row('loan'), three).noBest).toBe('No “Best”: Sunny Cash Co has no loan.');
    // The headline rows every way to pay has do rank all three.
    for (const id of ['upfront', 'total-paid', 'net-savings', 'outlay', 'y1']) expect(bestOf(row(id), three), id).not.toBeNull();
  });

  it('cash needed at signing is the price or the down payment, never less a credit', () => {
    const withCredit = compareProjectQuotes(
      PROJECT,
      [
        quote('c', 'C', { solar_incentives: 7_200, incentive_month: 0 }),
        quote('l', 'L', { payment_method: 'loan', down_payment: 2_000, interest_rate_percent: 5, loan_term_years: 20 }),
      ],
      { installDate: '2025-06-01' },
    );
    expect(row('upfront').text(withCredit[0]!)).toBe('$24,000');
    expect(row('upfront').text(withCredit[1]!)).toBe('$2,000');
  });

  it('an IRR on almost no outlay is not a return to compare', () => {
    const zeroDown = compareProjectQuotes(PROJECT, [CASH, LOAN], { installDate: '2026-06-01' });
    const irr = rowStanding(row('irr'), zeroDown);
    expect(irr.best).toBeNull();
    expect(irr.noBest).toMatch(/Loan Solar needs only \$0 at signing/);
  });

  it('marks every quote sharing the best value, and none when all are equal or only one has a value', () => {
    const twoCash = compareProjectQuotes(PROJECT, [CASH, quote('cash2', 'Other Cash', { workmanship_warranty: 25 })], {
      installDate: '2026-06-01',
    });
    expect(bestOf(row('cost'), twoCash)).toBeNull();
    expect([...bestOf(row('workmanship-warranty'), [...twoCash, three[1]!])!.ids]).toEqual(['cash', 'cash2']);
    expect(bestOf(row('size'), three)).toBeNull();
    expect(bestOf(row('bill-savings'), three)).toBeNull();
    // Only the loan has a loan payment.
    expect(bestOf(row('loan'), three)).toBeNull();
  });

  it('shows the new figures: loan as billed, lease payment and effective price, NPV, IRR, Immediate payback', () => {
    const text = (id: string, i: number) => row(id).text(three[i]!);
    expect(text('loan', 1)).toBe('$209.17/mo');
    expect(text('loan', 0)).toBe('—');
    expect(text('agreement', 2)).toBe('$95.00/mo');
    expect(text('effective-rate', 2)).toBe('$0.158/kWh (utility $0.232)');
    expect(text('payback', 2)).toBe('Immediate');
    expect(text('irr', 0)).toBe('8.0% a year');
    expect(text('irr', 2)).toBe('None');
    expect(text('npv', 0)).toMatch(/^\$16,727$/);
    expect(text('dealer-fee', 1)).toBe('No cash price given');
  });

  it('equipment, warranties and ratings read from the quote, "Not stated" when absent', () => {
    const rich = compareProjectQuotes(PROJECT, [
      quote(
        'a',
        'A',
        { panel_performance_warranty: 30 },
        {
          equipment: {
            panels: { brand: 'REC', model: 'Alpha', wattage: 420, warranty: 25 },
            inverters: { type: 'microinverters', brand: 'Enphase', warranty: 25 },
          },
          trust: { quality_rating: 5, value_rating: 4, trust_rating: 4, years_in_business: 12 },
        },
      ),
    ])[0]!;
    expect(row('panels').text(rich)).toBe('REC Alpha, 420 W');
    expect(row('inverter').text(rich)).toBe('microinverters: Enphase');
    expect(row('panel-warranty').text(rich)).toBe('25 years');
    expect(row('performance-warranty').text(rich)).toBe('30 years');
    expect(row('rating').text(rich)).toBe('4.3 of 5');
    expect(row('years-in-business').text(rich)).toBe('12 years');
    expect(row('roof-warranty').text(rich)).toBe(NOT_STATED);
    expect(row('workmanship-warranty').text(three[2]!)).toBe(NOT_STATED);
  });

  it('hides lease rows without a lease, and loan rows without a loan', () => {
    const cashOnly = compareProjectQuotes(PROJECT, [CASH]);
    const ids = visibleRows(cashOnly).map((r) => r.id);
    expect(ids).not.toContain('agreement');
    expect(ids).not.toContain('loan');
    expect(visibleRows(three).map((r) => r.id)).toEqual(expect.arrayContaining(['agreement', 'loan', 'effective-rate']));
  });
});

describe('chart data', () => {
  it('one line per calculated quote: the start after installation, then each year end, with the engine payback', () => {
    const chart = cashFlowChart(three)!;
    expect(chart.series.map((s) => s.id)).toEqual(['cash', 'loan', 'lease']);
    expect(chart.years).toBe(25);
    const cash = chart.series[0]!;
    expect(cash.values).toHaveLength(26);
    expect(cash.values[0]).toBe(-24_000);
    expect(cash.values[25]).toBeCloseTo(three[0]!.row.metrics!.netSavings, 2);
    expect(cash.breakEvenYears).toBeCloseTo(11.92, 2);
    expect(chart.min).toBe(-24_000);
  });

  it('no calculated quote: no chart', () => {
    expect(cashFlowChart(compareProjectQuotes(PROJECT, [quote('x', 'X', { system_size_kw: 0 })]))).toBeNull();
  });

  it('bars: net cost and lifetime net savings per calculated quote', () => {
    expect(barData(three).map((b) => [b.id, b.netCost])).toEqual([
      ['cash', 24_000],
      ['loan', 27_000],
      ['lease', 0],
    ]);
  });

  it('round ticks and short dollar labels', () => {
    expect(niceTicks(-24_000, 36_000)).toEqual([-40_000, -20_000, 0, 20_000, 40_000]);
    expect(axisDollars(-12_000)).toBe('-$12k');
    expect(axisDollars(500)).toBe('$500');
  });
});

describe('phantom quotes', () => {
  it('an empty draft without a name or a figure is a phantom; a name or one figure makes it real', async () => {
    const { isPhantomQuote } = await import('./phantom');
    expect(isPhantomQuote({ name: 'DRAFT: No Company Name Provided', company_name: null, proposal_data: { payment_method: 'cash' } })).toBe(
      true,
    );
    expect(isPhantomQuote({ company_name: null, proposal_data: null })).toBe(true);
    expect(isPhantomQuote({ company_name: 'Sunny', proposal_data: {} })).toBe(false);
    expect(isPhantomQuote({ name: 'DRAFT: No Company Name Provided', proposal_data: { solar_system_cost: 24_000 } })).toBe(false);
  });
});

describe('CO₂ avoided over the lifetime', () => {
  const inCalifornia = { ...PROJECT, state_province: 'CA', country: 'USA' };
  const big = quote('big', 'Big Array', { system_size_kw: 10, year1_production_kwh: 13_000 });
  const co2 = row('co2');

  it('shows tonnes with 1 decimal, unmarked like lifetime production', () => {
    const compared = compareProjectQuotes(inCalifornia, [CASH, big], { installDate: '2026-06-01' });
    // 11,000 kWh a year, less 0.5 % a year (the default degradation), over 25 years, at 0.1791 kg/kWh.
    let kwh = 0;
    for (let year = 0; year < 25; year += 1) kwh += 11_000 * 0.995 ** year;
    expect(co2.text(compared[0]!)).toBe(`${((kwh * 0.1791) / 1000).toFixed(1)} tonnes`);
    expect(co2.text(compared[0]!)).toBe('46.4 tonnes');
    // Production times one factor shared by every quote: a fact, never marked (src/compare/README.md).
    expect(bestOf(co2, compared)).toBeNull();
    expect(co2.definition).toMatch(/eGRID2023/);
    expect(visibleRows(compared).map((r) => r.id)).toContain('co2');
  });

  it('is left out when the home has no grid factor (no state, or outside the US)', () => {
    for (const project of [PROJECT, { ...PROJECT, state_province: 'ON', country: 'CAN' }]) {
      const compared = compareProjectQuotes(project, [CASH, big], { installDate: '2026-06-01' });
      expect(visibleRows(compared).map((r) => r.id)).not.toContain('co2');
      expect(co2.text(compared[0]!)).toBe('—');
    }
  });
});
