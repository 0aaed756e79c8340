import { describe, expect, it } from 'vitest';
import { countsFederalCredit, federalCreditCaution } from './federal-credit';

describe('countsFederalCredit', () => {
  it.each([
    // R1: $9,948 of a $33,161 cash price = 29.9991 % — a 30 % credit.
    [{ incentives: 9948, eligibleCost: 33161 }, true],
    [{ incentives: 7500, eligibleCost: 33161 }, false],
    [{ federalCreditPercent: 30 }, true],
    [{ federalCreditPercent: 26 }, true],
    [{ federalCreditPercent: 0, incentives: 9948, eligibleCost: 33161 }, false],
    [{}, false],
    [{ incentives: 9948, eligibleCost: 0 }, false],
  ])('%j → %s', (input, expected) => {
    expect(countsFederalCredit(input)).toBe(expected);
  });
});

describe('federalCreditCaution (§25D ends for expenditures after 2025-12-31)', () => {
  const R1 = { incentives: 9948, eligibleCost: 33161 };

  it.each([
    ['2026-03-01', 'homeowner', true],
    ['2026-01-01', 'homeowner', true],
    ['2025-12-31', 'homeowner', false],
    ['2025-06-15', 'homeowner', false],
    ['2026-03-01', 'lease', false],
    ['2026-03-01', 'ppa', false],
    ['not a date', 'homeowner', false],
  ] as const)('installed %s, owned by %s → caution %s', (installDate, ownership, caution) => {
    const warning = federalCreditCaution({ installDate, ownership, ...R1 });
    expect(warning !== null).toBe(caution);
    if (warning !== null) expect(warning).toMatchObject({ severity: 'warning', code: 'FEDERAL_CREDIT_EXPIRED' });
  });

  it('reads a Date in UTC', () => {
    expect(
      federalCreditCaution({ installDate: new Date(Date.UTC(2026, 0, 1)), ownership: 'homeowner', federalCreditPercent: 30 }),
    ).not.toBeNull();
    expect(federalCreditCaution({ installDate: new Date(Number.NaN), ownership: 'homeowner', federalCreditPercent: 30 })).toBeNull();
  });

  it('stays quiet when the quote does not count the credit', () => {
    expect(federalCreditCaution({ installDate: '2026-03-01', ownership: 'homeowner', incentives: 500, eligibleCost: 33161 })).toBeNull();
  });
});
