import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareQuotes, DRAFT_QUOTE_NAME, type ComparableQuote } from './comparison';
import { analyzeQuote, type ProjectEnergySettings } from './quote-engine';

const PROJECT: ProjectEnergySettings = { monthly_consumption_kwh: 1000, current_rate_per_kwh: 0.15, rate_increase_yearly_percent: 3 };
const GOOD = { system_size_kw: 10, solar_system_cost: 24000, year1_production_kwh: 13000, payment_method: 'cash' };

describe('compareQuotes', () => {
  const quotes: ComparableQuote[] = [
    { id: 'a', company_name: 'Acme Solar', proposal_data: GOOD },
    { id: 'b', name: 'Beta Energy', proposal_data: { ...GOOD, system_size_kw: null } },
    { id: 3, archived: true, proposal_data: null },
    { id: 'd', company_name: 'Dear Sun', proposal_data: { ...GOOD, solar_system_cost: 90000 } },
  ];
  const rows = compareQuotes(PROJECT, quotes);

  it('keeps every quote, in order, with its name', () => {
    expect(rows.map((r) => [r.id, r.companyName, r.archived])).toEqual([
      ['a', 'Acme Solar', false],
      ['b', 'Beta Energy', false],
      [3, DRAFT_QUOTE_NAME, true],
      ['d', 'Dear Sun', false],
    ]);
  });

  it('gives a failing quote null metrics (dashes), the others their figures', () => {
    expect(rows.map((r) => r.metrics === null)).toEqual([false, true, true, false]);
    expect(rows[1]?.warnings[0]?.message).toBe('System Size is required for the analysis');
  });

  it('reports the same figures as the quote panel', () => {
    const panel = analyzeQuote(PROJECT, GOOD).result;
    expect(rows[0]?.metrics).toMatchObject({
      systemSizeKw: 10,
      totalSystemCost: 24000,
      netInvestment: panel?.netInvestment,
      simplePayback: panel?.metrics.payback,
      roi: panel?.metrics.roi,
      netSavings: panel?.metrics.netSavings,
      lcoe: panel?.metrics.lcoe,
      costPerWattBeforeIncentives: 2.4,
      paymentMethod: 'cash',
      paybackShown: true,
    });
  });

  it('hides a payback that is not reached (shown only up to 30 years)', () => {
    expect(rows[3]?.metrics?.simplePayback).toBeNull();
    expect(rows[3]?.metrics?.paybackShown).toBe(false);
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), fc.array(fc.anything(), { maxLength: 4 }), (project, list) => {
        const result = compareQuotes(project as ProjectEnergySettings, list as ComparableQuote[]);
        expect(result).toHaveLength(list.length);
      }),
      { numRuns: 200 },
    );
    expect(compareQuotes(PROJECT, null)).toEqual([]);
  });
});

describe('compareQuotes with an unreadable quote', () => {
  it('gives it a row of dashes and carries on', () => {
    const hostile = Object.defineProperty({ id: 'x' }, 'proposal_data', {
      get: () => {
        throw new Error('unreadable');
      },
    }) as ComparableQuote;
    const rows = compareQuotes(PROJECT, [hostile, { id: 'ok', company_name: 'Fine', proposal_data: GOOD }]);
    expect(rows[0]).toMatchObject({ id: 'x', metrics: null, warnings: [{ code: 'ENGINE_FAILURE', message: 'unreadable' }] });
    expect(rows[1]?.metrics).not.toBeNull();
  });
});
