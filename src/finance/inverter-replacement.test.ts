import { describe, expect, it } from 'vitest';
import { BOUNDS } from './bounds';
import { cashFlowExtraColumns, yearlyCashFlows } from './cash-flow-table';
import { compareQuotes } from './comparison';
import { DEFAULT_INVERTER_REPLACEMENT_PER_WATT, DEFAULT_INVERTER_WARRANTY_YEARS } from './defaults';
import { analyzeQuote, quoteModel, withEquipment, type ProposalData } from './quote-engine';
import { QUOTE_FIELDS, storageOf, type QuoteFieldDef } from '../quote-fields';

/*
 * The inverter replacement (issue 23's "Also in the lifetime"): a string inverter rarely outlives its
 * warranty, so an owned system pays for a new one, once, in the first month of the year after the warranty
 * ends, when that year is within the lifetime. The case is made flat so every figure is worked by hand:
 *
 *   8 kW, $24,000 cash, no incentives, 9,600 kWh a year (800 a month, all used at home: the home uses 1,000),
 *   $0.20/kWh, no rate increase, no degradation, no O&M, 25 years, discount rate 3 %.
 *   Savings: 800 × 0.20 = $160 a month ($1,920 a year, split into 12 × $160.00).
 *
 *   Without a replacement:  net savings 300 × 160 − 24,000 = $24,000; payback 24,000 / 160 = 150 months = 12.5 years;
 *                           LCOE 24,000 / 240,000 kWh = $0.10/kWh; ROI 24,000 / 24,000 = 100 %.
 *   A string inverter, 10-year warranty, the default cost 0.20 $/W × 8,000 W = $1,600, charged in month 121
 *   (the first month of year 11):
 *                           month 121's net flow 160 − 1,600 = −$1,440, every other month as before;
 *                           net savings 24,000 − 1,600 = $22,400;
 *                           payback: the running total reaches 0 when 160 · t = 24,000 + 1,600, t = 160 months
 *                           = 13.333… years (10 months later: the $1,600 is 10 months of savings);
 *                           LCOE (24,000 + 1,600) / 240,000 = $0.10666…/kWh; ROI (48,000 − 25,600) / 24,000 = 93.33… %.
 *   NPV: only month 121 changes. Its factor is 1.03^(−121/12) = 0.74226329337…, so its present value goes from
 *   round(160 × f) = $118.76 to round(−1,440 × f) = −$1,068.86: the NPV falls by $1,187.62 (= 1,600 × f, to the cent).
 */

const PROJECT = {
  monthly_consumption_kwh: 1000,
  current_rate_per_kwh: 0.2,
  rate_increase_yearly_percent: 0,
};
const CASH: ProposalData = {
  system_size_kw: 8,
  solar_system_cost: 24_000,
  year1_production_kwh: 9600,
  annual_degradation_percent: 0,
  payment_method: 'cash',
};
const OPTIONS = { installDate: '2025-06-01' };

function analyse(change: Partial<Record<keyof ProposalData, unknown>>, options: { npvEnabled?: boolean } = {}) {
  const outcome = analyzeQuote(PROJECT, { ...CASH, ...change } as ProposalData, { ...OPTIONS, ...options });
  const result = outcome.result;
  if (result === null) throw new Error(`no result: ${outcome.error ?? ''} ${JSON.stringify(outcome.warnings)}`);
  const line = result.assumptions.find((a) => a.code === 'INVERTER_REPLACEMENT');
  const charged = result.cashFlow.filter((row) => row.inverterReplacement !== 0);
  return { result, line, charged };
}

const cents = (dollars: number): number => Math.round(dollars * 100);

describe('the inverter replacement (issue 23), on a flat 25-year cash system', () => {
  const base = analyse({});

  it('no inverter stated: nothing charged, and the line says why', () => {
    expect(base.charged).toEqual([]);
    expect(base.result.metrics.netSavings).toBe(24_000);
    expect(base.result.metrics.payback).toBe(12.5);
    expect(base.result.metrics.lcoe).toBeCloseTo(0.1, 12);
    expect(base.result.metrics.roi).toBeCloseTo(100, 10);
    expect(base.line).toEqual({
      code: 'INVERTER_REPLACEMENT',
      label: 'Inverter replacement',
      value: 'Not counted: the quote states neither the inverter type nor its warranty',
      source: 'default',
    });
  });

  it('a string inverter with a 10-year warranty: $1,600 in month 121, every figure moved by exactly that', () => {
    const { result, line, charged } = analyse({ inverter_type: 'string', inverter_warranty: 10 });
    expect(charged.map((row) => [row.year, row.month, row.inverterReplacement])).toEqual([[11, 1, 1600]]);
    // Month 121 (index 120) is 160 − 1,600; every other month is the base's.
    result.cashFlow.forEach((row, t) => {
      const before = base.result.cashFlow[t]!;
      expect(cents(row.netCashFlow), `month ${t + 1}`).toBe(cents(before.netCashFlow) - (t === 120 ? 160_000 : 0));
    });
    expect(result.cashFlow[120]!.netCashFlow).toBe(-1440);
    expect(result.metrics.netSavings).toBe(22_400);
    expect(result.trueInvestment).toBe(25_600);
    expect(result.inverterReplacement).toEqual({ year: 11, cost: 1600 });
    expect(base.result.inverterReplacement).toBeNull();
    expect(result.metrics.electricityCostWithSolar - base.result.metrics.electricityCostWithSolar).toBe(1600);
    expect(result.metrics.payback).toBeCloseTo(160 / 12, 10);
    expect(cents(result.metrics.netPresentValue) - cents(base.result.metrics.netPresentValue)).toBe(-118_762);
    expect(result.metrics.irr).not.toBeNull();
    expect(result.metrics.irr!).toBeLessThan(base.result.metrics.irr!);
    expect(result.metrics.lcoe).toBeCloseTo(25_600 / 240_000, 12);
    expect(result.metrics.roi).toBeCloseTo((22_400 / 24_000) * 100, 10);
    // Year 1's recurring flow is untouched: the replacement is one-time.
    expect(result.metrics.year1MonthlyCashFlow).toBe(base.result.metrics.year1MonthlyCashFlow);
    expect(line).toEqual({
      code: 'INVERTER_REPLACEMENT',
      label: 'Inverter replacement',
      value: 'String inverter, 10-year warranty: $1,600 in year 11 ($0.20/W of 8 kW, today’s price); change it under Inverters',
      source: 'default',
    });
  });

  it('the yearly table has the column in year 11 only', () => {
    const { result } = analyse({ inverter_type: 'string', inverter_warranty: 10 });
    const years = yearlyCashFlows(result.cashFlow);
    expect(years.filter((y) => y.inverterReplacement !== 0).map((y) => [y.year, y.inverterReplacement])).toEqual([[11, 1600]]);
    expect(years[10]!.netCashFlow).toBe(1920 - 1600);
    expect(cashFlowExtraColumns(years).replacement).toBe(true);
    expect(cashFlowExtraColumns(yearlyCashFlows(base.result.cashFlow)).replacement).toBe(false);
  });

  it('with NPV on: net savings is the NPV, and the replacement stays on the O&M side of the ROI', () => {
    const npvBase = analyse({}, { npvEnabled: true }).result;
    const { result } = analyse({ inverter_type: 'string', inverter_warranty: 10 }, { npvEnabled: true });
    expect(cents(result.metrics.netSavings) - cents(npvBase.metrics.netSavings)).toBe(-118_762);
    // ROI = NPV / (the present value of the true investment − that of the upkeep): the replacement's present
    // value ($1,187.62) is added to both, so what ROI divides by (the system itself) is the base's, to the cent.
    const dividedBy = (r: typeof result): number => (r.metrics.netPresentValue / r.metrics.roi!) * 100;
    expect(dividedBy(result)).toBeCloseTo(dividedBy(npvBase), 6);
    expect(dividedBy(result)).toBeCloseTo(24_000, 0);
  });

  it('a string inverter with no stated warranty: its usual 10 years, marked as assumed', () => {
    const { charged, line } = analyse({ inverter_type: 'string' });
    expect(DEFAULT_INVERTER_WARRANTY_YEARS.string).toBe(10);
    expect(charged.map((row) => [row.year, row.month, row.inverterReplacement])).toEqual([[11, 1, 1600]]);
    expect(line?.value).toBe(
      'String inverter, 10-year warranty (usual for the type): $1,600 in year 11 ($0.20/W of 8 kW, today’s price); change it under Inverters',
    );
    expect(line?.source).toBe('default');
  });

  it('power optimizers: the inverter’s usual 12 years, so year 13 (month 145)', () => {
    const { result, charged } = analyse({ inverter_type: 'power-optimizers' });
    expect(charged.map((row) => [row.year, row.month])).toEqual([[13, 1]]);
    expect(result.cashFlow.findIndex((row) => row.inverterReplacement !== 0)).toBe(144);
  });

  it('a warranty of 12.5 years ends in year 13: the replacement is in year 14', () => {
    expect(analyse({ inverter_warranty: 12.5 }).charged.map((row) => [row.year, row.month])).toEqual([[14, 1]]);
  });

  it('microinverters (25-year warranty on a 25-year analysis): none', () => {
    const { result, charged, line } = analyse({ inverter_type: 'microinverters' });
    expect(charged).toEqual([]);
    expect(result.metrics.netSavings).toBe(24_000);
    expect(line?.value).toBe('Microinverters, 25-year warranty (usual for the type): none, the warranty covers the 25 years analysed');
    const stated = analyse({ inverter_type: 'microinverters', inverter_warranty: 25 });
    expect(stated.line?.value).toBe('Microinverters, 25-year warranty: none, the warranty covers the 25 years analysed');
    expect(stated.line?.source).toBe('entered');
  });

  it('a warranty as long as the lifetime: none; one year shorter: the last year', () => {
    expect(analyse({ inverter_type: 'string', inverter_warranty: 25 }).charged).toEqual([]);
    expect(analyse({ inverter_type: 'string', inverter_warranty: 30 }).charged).toEqual([]);
    const short = analyse({ inverter_type: 'string', inverter_warranty: 24 });
    expect(short.charged.map((row) => [row.year, row.month])).toEqual([[25, 1]]);
    expect(short.result.metrics.netSavings).toBe(22_400);
  });

  it('a typed 0: none, exactly the base’s figures', () => {
    const { result, charged, line } = analyse({ inverter_type: 'string', inverter_warranty: 10, inverter_replacement_cost: 0 });
    expect(charged).toEqual([]);
    expect(result.metrics).toEqual(base.result.metrics);
    expect(line).toEqual({
      code: 'INVERTER_REPLACEMENT',
      label: 'Inverter replacement',
      value: 'String inverter, 10-year warranty: none (you entered $0)',
      source: 'entered',
    });
  });

  it('a typed cost is charged as typed, to the cent', () => {
    const { result, charged, line } = analyse({ inverter_type: 'string', inverter_warranty: 10, inverter_replacement_cost: '2345.67' });
    expect(charged.map((row) => row.inverterReplacement)).toEqual([2345.67]);
    expect(result.metrics.netSavings).toBe(24_000 - 2345.67);
    expect(line).toEqual({
      code: 'INVERTER_REPLACEMENT',
      label: 'Inverter replacement',
      value: 'String inverter, 10-year warranty: $2,345.67 in year 11 (today’s price, as entered); change it under Inverters',
      source: 'entered',
    });
  });

  it('a cost out of bounds is refused like any other field', () => {
    const outcome = analyzeQuote(PROJECT, { ...CASH, inverter_replacement_cost: -1 }, OPTIONS);
    expect(outcome.result).toBeNull();
    expect(outcome.warnings.map((w) => w.field)).toContain('inverter_replacement_cost');
  });

  it('a loan: charged too (the homeowner owns the system)', () => {
    const loan = analyse({
      payment_method: 'loan',
      down_payment: 0,
      interest_rate_percent: 6,
      loan_term_years: 20,
      inverter_type: 'string',
    });
    expect(loan.charged.map((row) => [row.year, row.month, row.inverterReplacement])).toEqual([[11, 1, 1600]]);
  });

  it('a lease: none, and no line (the owner replaces it)', () => {
    const lease = analyse({
      payment_method: 'lease',
      lease_monthly_payment: 100,
      agreement_term_years: 25,
      inverter_type: 'string',
      inverter_warranty: 10,
      inverter_replacement_cost: 2000,
    });
    expect(lease.charged).toEqual([]);
    expect(lease.line).toBeUndefined();
    const { model } = quoteModel(PROJECT, {
      ...CASH,
      payment_method: 'ppa',
      ppa_rate_per_kwh: 0.1,
      agreement_term_years: 20,
      inverter_type: 'string',
    });
    expect(model?.inverter).toBeNull();
  });
});

describe('a saved quote’s inverter comes from its equipment', () => {
  it('withEquipment adds the type and warranty under their registry names, and leaves a quote without them alone', () => {
    expect(withEquipment(CASH, { inverters: { type: 'string', warranty: 10, brand: 'SMA' } })).toEqual({
      ...CASH,
      inverter_type: 'string',
      inverter_warranty: 10,
    });
    expect(withEquipment(CASH, null)).toBe(CASH);
    expect(withEquipment(CASH, { inverters: { brand: 'SMA' } })).toBe(CASH);
  });

  it('the comparison charges it', () => {
    const rows = compareQuotes(PROJECT, [
      { id: 1, proposal_data: CASH, equipment: { inverters: { type: 'string', warranty: 10 } } },
      { id: 2, proposal_data: CASH, equipment: { inverters: { type: 'microinverters', warranty: 25 } } },
    ]);
    expect(rows.map((row) => row.metrics?.netSavings)).toEqual([22_400, 24_000]);
  });
});

describe('the registry field', () => {
  const def: QuoteFieldDef = QUOTE_FIELDS.inverter_replacement_cost;

  it('is money on proposal_data, with the inverters, for owned systems, bounded by the one table', () => {
    expect(def.kind).toBe('money');
    expect(storageOf(def)).toEqual({ on: 'proposal_data' });
    expect([def.tab, def.group]).toEqual(['equipment', 'inverters']);
    expect(def.methods).toEqual(['cash', 'loan']);
    expect([def.min, def.max]).toEqual([BOUNDS.inverterReplacementCost.min, BOUNDS.inverterReplacementCost.max]);
  });

  it('its hint states the default the engine uses and that 0 means none', () => {
    expect(def.hint).toContain(`$${DEFAULT_INVERTER_REPLACEMENT_PER_WATT.toFixed(2)} per watt`);
    expect(def.hint).toContain('0 means none');
  });
});
