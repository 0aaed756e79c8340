import { describe, expect, it } from 'vitest';
import { analyzeQuote, compareQuotes, yearlyCashFlows } from '../../finance';
import { cashFlowCsvRows, comparisonCsvRows, toCsv } from './csv';

describe('toCsv', () => {
  it('quotes commas, quotes and line breaks; ends lines with CRLF', () => {
    expect(toCsv([['a', 'b,c', 'say "hi"', 'two\nlines']])).toBe('a,"b,c","say ""hi""","two\nlines"\r\n');
  });

  it('writes numbers as numbers, empties as nothing, booleans as Yes/No', () => {
    expect(toCsv([[1, -2.5, null, undefined, Number.NaN, true, false]])).toBe('1,-2.5,,,,Yes,No\r\n');
  });

  it('defuses text that a spreadsheet would run as a formula', () => {
    expect(toCsv([['=HYPERLINK("x")', '+1', '-cmd', '@SUM(A1)', 'ok']])).toBe(`"'=HYPERLINK(""x"")",'+1,'-cmd,'@SUM(A1),ok\r\n`);
  });
});

const project = { monthly_consumption_kwh: 900, current_rate_per_kwh: 0.16 };
const proposal = { system_size_kw: 8, solar_system_cost: 24000, year1_production_kwh: 11000 };

describe('cash-flow rows', () => {
  it('one row per year; loan columns only when financing', () => {
    const result = analyzeQuote(project, proposal).result;
    if (result === null) throw new Error('no result');
    const years = yearlyCashFlows(result.cashFlow);
    const cash = cashFlowCsvRows(years, { financing: false, npv: false });
    expect(cash).toHaveLength(26);
    expect(cash[0]).not.toContain('Loan payments ($)');
    const loan = cashFlowCsvRows(years, { financing: true, npv: true });
    expect(loan[0]).toContain('Loan balance ($)');
    expect(loan[0]?.at(-1)).toBe('Present value ($)');
    expect(cash[25]?.[0]).toBe(25);
    expect(cash[25]?.at(-1)).toBe(years[24]?.cumulativeCashFlow);
  });

  it('an inverter replacement (issue 23) has its column, after O&M, only when a year has one', () => {
    const result = analyzeQuote(project, { ...proposal, inverter_type: 'string', inverter_warranty: 10 }).result;
    if (result === null) throw new Error('no result');
    const rows = cashFlowCsvRows(yearlyCashFlows(result.cashFlow), { financing: false, npv: false });
    const column = rows[0]?.indexOf('Inverter replacement ($)') ?? -1;
    expect(rows[0]?.[column - 1]).toBe('O&M ($)');
    // 0.20 $/W of 8 kW in year 11 (the first month after a 10-year warranty), nothing in the other years.
    expect(rows.slice(1).map((row) => row[column])).toEqual(rows.slice(1).map((row) => (row[0] === 11 ? 1600 : 0)));
  });
});

describe('comparison rows', () => {
  it('exports each quote, with empty figures for one that cannot be calculated', () => {
    const rows = compareQuotes(project, [
      { id: 1, company_name: 'Sunny Co', proposal_data: proposal },
      { id: 2, name: 'Broken', proposal_data: { system_size_kw: 'x' } },
    ]);
    const csv = comparisonCsvRows(rows);
    expect(csv[0]?.[0]).toBe('Installer');
    expect(csv[1]?.slice(0, 5)).toEqual(['Sunny Co', false, 8, 24000, 24000]);
    // Same number of fields as the header, figures empty (RFC 4180: every record the same length).
    expect(csv[2]).toHaveLength(csv[0]!.length);
    expect(csv[2]?.slice(0, 2)).toEqual(['Broken', false]);
    expect(csv[2]?.slice(2).every((value) => value === null)).toBe(true);
  });
});

describe('comparison rows with the entered values (the registry’s CSV columns)', () => {
  it('names the payment method by the registry’s label and ends each row with the registry columns', () => {
    const quotes = [
      {
        id: 'a',
        company_name: 'Lease Co',
        proposal_data: {
          ...proposal,
          payment_method: 'lease',
          lease_monthly_payment: 129.5,
          agreement_term_years: 25,
          end_of_term: 'renew',
        },
      },
      {
        id: 'b',
        company_name: 'PPA Co',
        proposal_data: { ...proposal, payment_method: 'ppa', ppa_rate_per_kwh: 0.11, agreement_term_years: 20 },
      },
    ];
    const csv = comparisonCsvRows(compareQuotes(project, quotes), quotes);
    const header = csv[0] ?? [];
    const column = (name: string) => header.indexOf(name);
    expect(csv[1]?.[column('Payment')]).toBe('Lease');
    expect(csv[2]?.[column('Payment')]).toBe('PPA');
    expect(csv[1]?.[column('Lease payment ($/month)')]).toBe(129.5);
    expect(csv[1]?.[column('End of term')]).toBe('Renew the agreement');
    expect(csv[2]?.[column('PPA rate ($/kWh)')]).toBe(0.11);
    expect(csv[2]?.[column('Lease payment ($/month)')]).toBeNull();
    for (const row of csv) expect(row).toHaveLength(header.length);
  });
});
