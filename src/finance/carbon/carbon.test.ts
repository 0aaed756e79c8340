import { describe, expect, it } from 'vitest';
import { compareQuotes } from '../comparison';
import { formatTonnes } from '../format';
import { analyzeQuote, type ProjectEnergySettings, type ProposalData } from '../quote-engine';
import { co2AvoidedKg, GRID_FACTOR_SOURCE, gridFactorOf, STATE_NAMES, type CarbonProjectInputs } from './carbon';
import { EGRID_2023_KG_PER_KWH, EGRID_2023_NOTE, EGRID_2023_SOURCE } from './egrid-2023-states.mjs';

const SETTINGS = { monthly_consumption_kwh: 900, current_rate_per_kwh: 0.16, expected_system_lifetime_years: 25 };
/** The settings with an address: the engine reads the state and country of the project it is given. */
const at = (address: CarbonProjectInputs): ProjectEnergySettings & CarbonProjectInputs => ({ ...SETTINGS, ...address });
const QUOTE: ProposalData = {
  system_size_kw: 8,
  solar_system_cost: 24_000,
  year1_production_kwh: 10_000,
  annual_degradation_percent: 0.5,
  payment_method: 'cash',
};

describe('the eGRID table kept as data', () => {
  const codes = Object.keys(EGRID_2023_KG_PER_KWH);

  it('has the 50 states and DC, each once, each with a name', () => {
    expect(codes).toHaveLength(51);
    expect(new Set(codes).size).toBe(51);
    expect(codes).toContain('DC');
    expect([...STATE_NAMES.keys()].sort()).toEqual([...codes].sort());
  });

  it('holds plausible kg CO₂e per kWh: above 0 and below 1.2 (no US grid emits more than coal alone)', () => {
    for (const code of codes) {
      const value = EGRID_2023_KG_PER_KWH[code];
      expect(value, code).toBeGreaterThan(0);
      expect(value, code).toBeLessThan(1.2);
    }
  });

  it('names a dated public source, its column and units, and how the values were obtained', () => {
    expect(EGRID_2023_SOURCE.edition).toBe('eGRID2023');
    expect(EGRID_2023_SOURCE.published).toMatch(/^20\d\d-(0[1-9]|1[0-2])$/);
    expect(EGRID_2023_SOURCE.column).toMatch(/^STC2ERTA/);
    expect(EGRID_2023_SOURCE.units).toMatch(/kg CO2e per kWh/);
    expect(EGRID_2023_SOURCE.url).toMatch(/^https:\/\/www\.epa\.gov\//);
    expect(EGRID_2023_NOTE).toMatch(/not reachable/);
    expect(EGRID_2023_NOTE).toMatch(/two independent transcriptions/);
  });
});

describe('gridFactorOf: the state as the project stores it', () => {
  it.each(['CA', 'ca', ' Ca ', 'California', 'CALIFORNIA', 'california'])('%j is California', (state) => {
    const { factor } = gridFactorOf({ state_province: state, country: 'USA' });
    expect(factor).toEqual({ state: 'CA', stateName: 'California', kgPerKwh: 0.1791 });
  });

  it('reads a two-word name and DC', () => {
    expect(gridFactorOf({ state_province: 'new  york' }).factor?.state).toBe('NY');
    expect(gridFactorOf({ state_province: 'District of Columbia' }).factor?.kgPerKwh).toBe(0.1792);
  });

  it.each([undefined, null, '', 'US', 'usa', 'United States'])('country %j is the United States', (country) => {
    expect(gridFactorOf({ state_province: 'TX', country }).factor?.kgPerKwh).toBe(0.3498);
  });

  it('gives no factor, and says why, without a state, outside the US, or for a state that is none', () => {
    const none = gridFactorOf({ country: 'USA' });
    expect(none.factor).toBeNull();
    expect(none.missing).toBe('No grid emission factor for this home: the project has no state, so the CO₂ avoided is not shown');
    // Canada's Ontario is not guessed from a US table, nor is 'CA' read as California in Canada.
    for (const state of ['ON', 'CA']) {
      const abroad = gridFactorOf({ state_province: state, country: 'CAN' });
      expect(abroad.factor).toBeNull();
      expect(abroad.missing).toMatch(/^No grid emission factor for a home in CAN: Atlas has them for US states only/);
      expect(abroad.unknownState).toBe(false);
    }
    const typo = gridFactorOf({ state_province: 'Californa', country: 'USA' });
    expect(typo.factor).toBeNull();
    expect(typo.unknownState).toBe(true);
    expect(typo.missing).toMatch(/^No grid emission factor for “Californa”: it is not a US state or DC/);
    expect(gridFactorOf(null).factor).toBeNull();
  });
});

describe('lifetime CO₂ avoided', () => {
  // Hand-worked: 10,000 kWh in year 1, 0.5 % less each year, 25 years: 10,000 × (1 − 0.995^25) / 0.005
  // = 235,559.5 kWh; at California's 0.1791 kg/kWh, 42,188.7 kg, 42.2 tonnes.
  const closedForm = ((10_000 * (1 - 0.995 ** 25)) / 0.005) * 0.1791;

  it('is each year’s degraded production times the state’s factor, added up', () => {
    expect(closedForm).toBeCloseTo(42_188.709, 3);
    const { result, warnings } = analyzeQuote(at({ state_province: 'CA', country: 'USA' }), QUOTE);
    expect(result?.carbon?.kgAvoided).toBeCloseTo(closedForm, 6);
    expect(result?.carbon).toMatchObject({ kgPerKwh: 0.1791, state: 'CA' });
    expect(formatTonnes(result?.carbon?.kgAvoided)).toBe('42.2 tonnes');
    // The same series as the lifetime production: the figure is that total times the factor.
    expect(result?.carbon?.kgAvoided).toBeCloseTo((result?.production.lifetime ?? 0) * 0.1791, 6);
    expect(warnings.map((w) => w.code)).not.toContain('NO_GRID_FACTOR');
  });

  it('adds year by year with a plain loop', () => {
    expect(co2AvoidedKg([1000, 990, 980.1], 0.5)).toBeCloseTo(1485.05, 9);
    expect(co2AvoidedKg([], 0.5)).toBe(0);
  });

  it('names the factor, the state, the source and its year in an assumption line', () => {
    const { result } = analyzeQuote(at({ state_province: 'California' }), QUOTE);
    expect(GRID_FACTOR_SOURCE).toBe('EPA eGRID2023');
    expect(result?.assumptions.find((a) => a.code === 'GRID_EMISSIONS')).toEqual({
      code: 'GRID_EMISSIONS',
      label: 'Grid emissions',
      value: '0.179 kg CO₂e per kWh (California), EPA eGRID2023, state average; the factor is held flat over the lifetime',
      source: 'rule',
    });
  });

  it('is absent, with the reason as an assumption line, without a state or outside the US', () => {
    for (const project of [SETTINGS, at({ state_province: 'ON', country: 'CAN' })]) {
      const { result, warnings } = analyzeQuote(project, QUOTE);
      expect(result?.carbon).toBeNull();
      expect(result?.assumptions.find((a) => a.code === 'GRID_EMISSIONS')?.value).toMatch(/^No grid emission factor for /);
      // Not a fault of the input: no warning.
      expect(warnings.map((w) => w.code)).not.toContain('NO_GRID_FACTOR');
    }
  });

  it('warns, naming what was typed, when the state is not one', () => {
    const { result, warnings } = analyzeQuote(at({ state_province: 'ZZ' }), QUOTE);
    expect(result?.carbon).toBeNull();
    expect(warnings).toContainEqual({
      severity: 'warning',
      code: 'NO_GRID_FACTOR',
      field: 'state_province',
      message: 'No grid emission factor for “ZZ”: it is not a US state or DC, so the CO₂ avoided is not shown',
    });
  });

  it('changes no other figure', () => {
    const without = analyzeQuote(SETTINGS, QUOTE).result;
    const within = analyzeQuote(at({ state_province: 'WV' }), QUOTE).result;
    const rest = (r: typeof without) => ({
      ...r,
      carbon: undefined,
      assumptions: r?.assumptions.filter((a) => a.code !== 'GRID_EMISSIONS'),
    });
    expect(rest(within)).toEqual(rest(without));
    expect(within?.carbon?.kgAvoided).toBeGreaterThan(0);
  });

  it('is in the comparison’s figures of each quote, null without a factor', () => {
    const quotes = [
      { id: 1, company_name: 'A', proposal_data: QUOTE },
      { id: 2, company_name: 'B', proposal_data: { ...QUOTE, year1_production_kwh: 12_000 } },
    ];
    const [a, b] = compareQuotes(at({ state_province: 'ca' }), quotes);
    expect(a?.metrics?.co2AvoidedKg).toBeCloseTo(closedForm, 6);
    expect(b?.metrics?.co2AvoidedKg).toBeCloseTo(closedForm * 1.2, 6);
    expect(compareQuotes(SETTINGS, quotes)[0]?.metrics?.co2AvoidedKg).toBeNull();
  });
});
