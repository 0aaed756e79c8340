import { describe, expect, it } from 'vitest';
import { billSetup, flatTariff } from './bill';
import { analyzeQuote, type ProjectEnergySettings, type ProposalData } from './quote-engine';

// Year-1 savings from the hourly bill, checked against the simple model and against hand-worked
// figures (each in its comment).

/** Projects and quotes carry the bill model's fields beside the typed ones (billed-quote.ts reads them). */
const asProject = (fields: Record<string, unknown>): ProjectEnergySettings => fields;
const asQuote = (fields: Record<string, unknown>): ProposalData => fields;

const PROJECT: ProjectEnergySettings & Record<string, unknown> = {
  monthly_consumption_kwh: 900,
  current_rate_per_kwh: 0.2,
  net_metering_rate: 0.05,
  rate_increase_yearly_percent: 3,
  postal_code: '94103',
  state_province: 'CA',
};
const QUOTE: ProposalData & Record<string, unknown> = {
  system_size_kw: 8,
  solar_system_cost: 24000,
  other_costs: 0,
  year1_production_kwh: 12000,
  annual_degradation_percent: 0.5,
  payment_method: 'cash',
};

/** Year 1's savings plus export credit from the cash-flow rows, in cents. */
const year1 = (rows: readonly { readonly savings: number; readonly netMeteringCredit: number }[]): number =>
  rows.slice(0, 12).reduce((sum, row) => sum + Math.round(row.savings * 100) + Math.round(row.netMeteringCredit * 100), 0);

describe('the hourly bill agrees with the simple model where they must', () => {
  it('flat rate, full retail net metering, a surplus every month: the same savings to the cent, every year', () => {
    // 12,000 kWh made against 10,800 used; every month makes at least its 900 kWh, so the simple
    // model's monthly net excess is (12,000 − 10,800) / 12 = 100 kWh, credited at the true-up rate $0.05.
    const monthly = [900, 930, 1000, 1060, 1100, 1100, 1100, 1060, 1000, 950, 900, 900];
    expect(monthly.reduce((a, b) => a + b, 0)).toBe(12000);
    const surplus = { ...QUOTE, monthly_production_kwh: monthly };
    expect(surplus.monthly_production_kwh.every((kwh) => kwh >= 900)).toBe(true);
    const simple = analyzeQuote(PROJECT, asQuote({ ...surplus, monthly_net_excess_kwh: 100 }));
    const billed = analyzeQuote(asProject({ ...PROJECT, tariff: flatTariff(0.2, { atlas_true_up_rate: 0.05 }) }), asQuote(surplus));
    expect(billed.result?.bill).not.toBeNull();
    // Year 1 by hand: 10,800 kWh × $0.20 = $2,160.00 at home + 1,200 kWh × $0.05 = $60.00 at the true-up.
    expect(billed.result?.bill?.savings).toBe(2220);
    expect(year1(billed.result?.cashFlow ?? [])).toBe(222000);
    expect(year1(simple.result?.cashFlow ?? [])).toBe(222000);
    expect(billed.result?.grossBenefits).toEqual(simple.result?.grossBenefits);
    expect(billed.result?.metrics).toEqual(simple.result?.metrics);
  });

  it('flat rate, net metering, use above production every month: savings = production × rate', () => {
    // 9,000 kWh made against 10,800 used, no month above 900: 9,000 × $0.20 = $1,800.00, nothing exported at the true-up.
    const quote = { ...QUOTE, year1_production_kwh: 9000, monthly_production_kwh: new Array<number>(12).fill(750) };
    const simple = analyzeQuote(PROJECT, asQuote(quote));
    const billed = analyzeQuote(asProject({ ...PROJECT, tariff: flatTariff(0.2, { atlas_true_up_rate: 0.05 }) }), asQuote(quote));
    expect(billed.result?.bill?.savings).toBe(1800);
    expect(billed.result?.metrics).toEqual(simple.result?.metrics);
    expect(billed.result?.assumptions.find((a) => a.code === 'SAVINGS_MODEL')?.value).toMatch(/^Hour by hour/);
    expect(simple.result?.assumptions.find((a) => a.code === 'SAVINGS_MODEL')?.value).toMatch(/^The simple model/);
  });
});

describe('net billing and batteries', () => {
  const hours = 8760;
  const netBilling = (exportRate: number) => flatTariff(0.3, { atlas_export_compensation: 'net_billing', atlas_export_rate: exportRate });

  it('export rate 0 and use above production every hour: savings = production × rate', () => {
    // 6 kWh every hour is more than an 8,000 kWh-a-year array makes in any hour, so nothing is exported and
    // every kWh made saves $0.30: 8,000 × $0.30 = $2,400, give or take a cent per monthly line (24 lines).
    const setup = billSetup({ tariff: netBilling(0), hourly_usage_kwh: new Array<number>(hours).fill(6), postal_code: '94103' }, {}, 8000);
    expect(setup.bill?.exportedKwh).toBe(0);
    expect(setup.bill?.productionKwh).toBeCloseTo(8000, 6);
    expect(Math.abs((setup.bill?.savingsCents ?? 0) - 240000)).toBeLessThanOrEqual(24);
    expect(setup.bill?.selfConsumptionShare).toBeCloseTo(1, 9);
  });

  it('exports at the export rate when use is below production', () => {
    // No use at all: every kWh is exported at $0.06 → 8,000 × $0.06 = $480 of credit, but credit only offsets
    // energy charges and there are none, so it lapses: savings $0 and $480 lapsed (± a cent a month).
    const setup = billSetup(
      { tariff: netBilling(0.06), hourly_usage_kwh: new Array<number>(hours).fill(0), postal_code: '94103' },
      {},
      8000,
    );
    expect(setup.bill?.savingsCents).toBe(0);
    expect(Math.abs((setup.bill?.lapsedCreditCents ?? 0) - 48000)).toBeLessThanOrEqual(12);
  });

  it('a TOU battery adds about shifted kWh × (peak − export) × efficiency', () => {
    const peakHours = (h: number): number => (h >= 16 && h < 21 ? 1 : 0);
    const schedule = Array.from({ length: 12 }, () => Array.from({ length: 24 }, (_, h) => peakHours(h)));
    const tou = {
      energyratestructure: [[{ rate: 0.25 }], [{ rate: 0.5 }]],
      energyweekdayschedule: schedule,
      energyweekendschedule: schedule,
      atlas_export_compensation: 'net_billing' as const,
      atlas_export_rate: 0.05,
    };
    // 2 kWh every hour: the peak (5 h × 2 kWh, less the little solar then) always needs more than the 4 kWh battery holds,
    // so the battery empties into the peak every day and everything it delivers is worth the peak rate.
    const project = { tariff: tou, hourly_usage_kwh: new Array<number>(hours).fill(2), postal_code: '94103' };
    const battery = { battery_included: true, battery_capacity_kwh: 4, battery_power_kw: 2, battery_round_trip_efficiency_percent: 90 };
    const withBattery = billSetup(project, battery, 7000).bill;
    const solarOnly = billSetup(project, {}, 7000).bill;
    const shifted = withBattery?.battery?.shiftedKwh ?? 0;
    const value = withBattery?.battery?.valueCents ?? 0;
    expect(shifted).toBeGreaterThan(500);
    // Its value is what the two bills differ by.
    expect(value).toBe((solarOnly?.savingsCents ?? 0) === 0 ? value : (withBattery?.savingsCents ?? 0) - (solarOnly?.savingsCents ?? 0));
    // Each kWh delivered at the peak saves $0.50; it took 1/0.9 kWh of solar that would have earned $0.05.
    const charged = shifted / 0.9;
    const issueRule = charged * (0.5 - 0.05) * 0.9 * 100;
    const exact = (shifted * 0.5 - charged * 0.05) * 100;
    expect(Math.abs(value - exact) / exact).toBeLessThan(0.02);
    expect(Math.abs(value - issueRule) / issueRule).toBeLessThan(0.05);
  });
});

describe('the savings claim check', () => {
  it('flags a claim more than 15 % above the bill-based figure, with a question for the installer', () => {
    const project = { ...PROJECT, tariff: flatTariff(0.2, { atlas_true_up_rate: 0.05 }) };
    const quote = { ...QUOTE, year1_production_kwh: 9000, monthly_production_kwh: new Array<number>(12).fill(750) };
    // Atlas: $1,800. $2,070 is exactly 15 % above (not flagged); $2,071 is flagged.
    expect(
      analyzeQuote(asProject(project), asQuote({ ...quote, quoted_year1_savings: 2070 })).warnings.some(
        (w) => w.code === 'SAVINGS_CLAIM_HIGH',
      ),
    ).toBe(false);
    const flagged = analyzeQuote(asProject(project), asQuote({ ...quote, quoted_year1_savings: 2071 })).warnings.find(
      (w) => w.code === 'SAVINGS_CLAIM_HIGH',
    );
    expect(flagged?.message).toMatch(/claims \$2,071\.00 .*15% above the \$1,800\.00 .*Ask the installer/);
  });

  it('runs the simple model, and says why, when the tariff cannot be used', () => {
    const { result, warnings } = analyzeQuote(asProject({ ...PROJECT, tariff: flatTariff(25) }), QUOTE);
    expect(result?.bill).toBeNull();
    expect(warnings.find((w) => w.code === 'TARIFF_INVALID')?.message).toMatch(/cents.*simple model/);
  });
});

describe('the assumption line says which monthly use the typical day was scaled to', () => {
  const tariff = flatTariff(0.2, { atlas_true_up_rate: 0.05 });
  const usageLine = (project: Record<string, unknown>) =>
    analyzeQuote(asProject({ ...PROJECT, tariff, ...project }), asQuote(QUOTE)).result?.assumptions.find((a) => a.code === 'USAGE_SHAPE')
      ?.value;

  it('the 12 monthly kWh when the project has them, else the monthly average × 12', () => {
    expect(usageLine({})).toMatch(/scaled to your monthly use: your monthly average × 12 \(the same kWh every month\)$/);
    const months = [1200, 1100, 950, 800, 700, 750, 900, 1000, 850, 750, 900, 1100];
    expect(usageLine({ monthly_usage_kwh: months })).toMatch(/: your 12 monthly kWh$/);
    // Eleven months are not the 12: the average is used, and the line says so.
    expect(usageLine({ monthly_usage_kwh: months.slice(1) })).toMatch(/your monthly average × 12/);
  });
});
