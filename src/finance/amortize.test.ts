import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amortizationSchedule, balanceAfterPayments, levelPayment } from './amortize';
import { D } from './decimal';
import { roundTo } from './rounding';

const payment = (principal: number, rate: number, months: number): number =>
  roundTo(levelPayment(new D(principal), new D(rate), months), 2);

describe('levelPayment', () => {
  it.each([
    // Reference file R1, R1 battery variant, R3.
    [36809, 6.99, 300, 259.92],
    [56234, 6.99, 300, 397.09],
    [32436, 5, 144, 300.0],
    // Textbook mortgage figures (any amortisation table): $100,000 at 6 % for 30 years; $200,000 at 4.5 %.
    [100000, 6, 360, 599.55],
    [200000, 4.5, 360, 1013.37],
    // Zero interest divides evenly (spec §9).
    [12000, 0, 120, 100],
    [1000, 0, 3, 333.33],
  ])('$%d at %d %% over %i months → $%d', (principal, rate, months, expected) => {
    expect(payment(principal, rate, months)).toBe(expected);
  });

  it('R3 before rounding is 299.997…', () => {
    expect(levelPayment(new D(32436), new D(5), 144).toDecimalPlaces(4).toString()).toBe('299.9975');
  });
});

describe('balanceAfterPayments', () => {
  it.each([
    // R1: after 15 payments of the exact level payment, $36,097.78.
    [36809, 6.99, 300, 15, 36097.78],
    [56234, 6.99, 300, 15, 55147.45],
    // Zero interest: principal minus payments.
    [12000, 0, 120, 30, 9000],
  ])('$%d at %d %% / %i months, after %i payments → $%d', (principal, rate, months, paid, expected) => {
    const P = new D(principal);
    const pmt = levelPayment(P, new D(rate), months);
    expect(roundTo(balanceAfterPayments(P, new D(rate), pmt, paid), 2)).toBe(expected);
  });

  it('is zero after the last payment', () => {
    const P = new D(36809);
    const pmt = levelPayment(P, new D(6.99), 300);
    expect(balanceAfterPayments(P, new D(6.99), pmt, 300).abs().lt('1e-20')).toBe(true);
  });
});

describe('amortizationSchedule (statement, in cents)', () => {
  it('bills R1 at $259.92; after 15 payments it owes the disclosed balance plus the rounding shortfall', () => {
    const schedule = amortizationSchedule(3680900, 6.99, 300);
    expect(schedule.paymentCents).toBe(25992);
    // First month: 36,809 × 0.0699 / 12 = 214.41 interest (214.412425 rounded), 45.51 principal.
    expect(schedule.interest[0]).toBe(21441);
    expect(schedule.principal[0]).toBe(4551);
    // Paying 259.92 instead of 259.923587 leaves 0.003587 a month unpaid, which grows like an
    // annuity: 0.003587 × ((1.005825^15 − 1) / 0.005825 = 15.64) = $0.056 over the disclosed
    // $36,097.7818. Each month's interest rounding moves it by at most half a cent more.
    const expectedCents = (36097.7818 + 0.003587 * ((1.005825 ** 15 - 1) / 0.005825)) * 100;
    expect(Math.abs((schedule.balance[14] ?? 0) - expectedCents)).toBeLessThanOrEqual(15 * 0.5);
  });

  it('R3: $32,436 at 5 % over 12 years bills $300.00', () => {
    expect(amortizationSchedule(3243600, 5, 144).paymentCents).toBe(30000);
  });

  it('zero interest: equal payments, the last absorbs the cents', () => {
    const schedule = amortizationSchedule(100000, 0, 3);
    expect(schedule.payment).toEqual([33333, 33333, 33334]);
    expect(schedule.totalInterestCents).toBe(0);
  });

  it('principal repaid sums to the loan, the final balance is zero, payments = principal + interest', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_100_000_000 }),
        fc.integer({ min: 0, max: 5000 }).map((hundredths) => hundredths / 100),
        fc.integer({ min: 1, max: 360 }),
        (principalCents, rate, months) => {
          const s = amortizationSchedule(principalCents, rate, months);
          const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);
          expect(sum(s.principal)).toBe(principalCents);
          expect(s.balance[months - 1]).toBe(0);
          expect(sum(s.payment)).toBe(principalCents + s.totalInterestCents);
          expect(sum(s.interest)).toBe(s.totalInterestCents);
          // Every payment but the last is the level payment (or less, once the loan is settled).
          s.payment.slice(0, -1).forEach((p) => expect(p).toBeLessThanOrEqual(s.paymentCents));
          expect(s.balance.every((b) => b >= 0)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});
