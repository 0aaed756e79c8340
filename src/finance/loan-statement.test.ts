import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levelPayment } from './amortize';
import { D } from './decimal';
import { loanStatement } from './loan-statement';
import { roundTo } from './rounding';

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

describe('loanStatement: R1 (reference file), to the cent', () => {
  const statement = loanStatement({
    principalCents: 3680900,
    annualRatePercent: 6.99,
    months: 300,
    paydownCents: 994800,
    paydownAfter: 15,
  });

  it('bills $259.92, pays $9,948 down after 15 payments, then $188.29; $67,510.24 paid in all', () => {
    expect(statement.paymentCents).toBe(25992);
    expect(statement.balanceBeforePaydownCents).toBe(3609778);
    expect(statement.paydownAppliedCents).toBe(994800);
    expect(statement.paymentAfterPaydownCents).toBe(18829);
    expect(statement.totalPaymentsCents + statement.paydownAppliedCents).toBe(6751024);
  });

  it('shows the level payments, the lump sum in month 15 and the new payment from month 16', () => {
    expect(statement.payment.slice(0, 15).every((p) => p === 25992)).toBe(true);
    expect(statement.paydown[14]).toBe(994800);
    expect(statement.paydown.filter((p) => p !== 0)).toHaveLength(1);
    expect(statement.payment.slice(15, 299).every((p) => p === 18829)).toBe(true);
    // The final payment settles what the rounded payments left: 67,510.24 − 3,898.80 − 9,948 − 284 × 188.29.
    expect(statement.payment[299]).toBe(6751024 - 15 * 25992 - 994800 - 284 * 18829);
    expect(statement.balance[299]).toBe(0);
  });

  it('columns add up: principal to the loan, payments to principal + interest', () => {
    expect(sum(statement.principal) + sum(statement.paydown)).toBe(3680900);
    expect(statement.totalPaymentsCents).toBe(sum(statement.payment));
    expect(statement.totalInterestCents).toBe(sum(statement.interest));
    expect(statement.totalPaymentsCents - statement.totalInterestCents + statement.paydownAppliedCents).toBe(3680900);
    // First month's interest: 36,809 × 6.99 % / 12 = 214.41.
    expect(statement.interest[0]).toBe(21441);
  });

  it('battery variant: $56,234, $15,198 after 15 payments → $397.09, $287.66, $103,136.82', () => {
    const battery = loanStatement({
      principalCents: 5623400,
      annualRatePercent: 6.99,
      months: 300,
      paydownCents: 1519800,
      paydownAfter: 15,
    });
    expect(battery.paymentCents).toBe(39709);
    expect(battery.paymentAfterPaydownCents).toBe(28766);
    expect(battery.totalPaymentsCents + battery.paydownAppliedCents).toBe(10313682);
  });
});

describe('loanStatement: without a paydown', () => {
  it('R3: $32,436 at 5 % over 144 months bills $300.00; total = 299.9975… × 144 rounded once', () => {
    const statement = loanStatement({ principalCents: 3243600, annualRatePercent: 5, months: 144, paydownCents: 0, paydownAfter: 0 });
    expect(statement.paymentCents).toBe(30000);
    const exact = levelPayment(new D(32436), new D(5), 144).times(144);
    expect(statement.totalPaymentsCents).toBe(roundTo(exact, 2) * 100);
    expect(statement.paymentAfterPaydownCents).toBeNull();
    expect(statement.balance[143]).toBe(0);
  });

  it('zero interest divides evenly; the final payment takes the leftover cents', () => {
    const statement = loanStatement({ principalCents: 100000, annualRatePercent: 0, months: 3, paydownCents: 0, paydownAfter: 0 });
    expect(statement.payment).toEqual([33333, 33333, 33334]);
    expect(statement.interest).toEqual([0, 0, 0]);
    expect(statement.balance).toEqual([66667, 33334, 0]);
  });

  it('a paydown before the first payment re-amortises the rest over the whole term', () => {
    const statement = loanStatement({ principalCents: 1200000, annualRatePercent: 0, months: 120, paydownCents: 200000, paydownAfter: 0 });
    expect(statement.paymentCents).toBe(10000);
    expect(statement.paymentAfterPaydownCents).toBe(8333);
    expect(statement.paydownAppliedCents).toBe(200000);
    expect(sum(statement.payment)).toBe(1000000);
  });

  it('a paydown larger than the balance settles the loan; the rest of the term is empty', () => {
    const statement = loanStatement({
      principalCents: 1200000,
      annualRatePercent: 6,
      months: 120,
      paydownCents: 5000000,
      paydownAfter: 12,
    });
    expect(statement.paymentAfterPaydownCents).toBe(0);
    expect(statement.balance[11]).toBe(0);
    expect(statement.paydownAppliedCents).toBeLessThan(1200000);
    expect(sum(statement.payment.slice(12))).toBe(0);
    expect(sum(statement.principal) + statement.paydownAppliedCents).toBe(1200000);
  });
});

describe('loanStatement: properties', () => {
  const loans = fc.record({
    principalCents: fc.integer({ min: 1, max: 2_000_000_000 }),
    rateThousandths: fc.integer({ min: 0, max: 50_000 }),
    months: fc.integer({ min: 1, max: 480 }),
    paydownCents: fc.integer({ min: 0, max: 2_000_000_000 }),
    paydownAfter: fc.integer({ min: 0, max: 479 }),
  });

  it('principal repaid adds up to the loan, the balance ends at zero, no month has negative interest', () => {
    fc.assert(
      fc.property(loans, ({ rateThousandths, months, paydownAfter, ...rest }) => {
        const s = loanStatement({ ...rest, annualRatePercent: rateThousandths / 1000, months, paydownAfter: paydownAfter % months });
        expect(sum(s.principal) + s.paydownAppliedCents).toBe(rest.principalCents);
        expect(s.balance[months - 1]).toBe(0);
        expect(s.interest.every((i) => i >= 0)).toBe(true);
        expect(s.payment.every((p) => Number.isSafeInteger(p) && p >= 0)).toBe(true);
        expect(s.totalPaymentsCents).toBe(sum(s.payment));
      }),
      { numRuns: 300 },
    );
  });

  // A payment rounded up overpays half a cent at most each month; on loans whose payment is under
  // months / 200 dollars that can repay the loan a month early, which then ends there.
  it('without a paydown the payments add up to the exact amortisation total, rounded once', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5000_00, max: 500_000_00 }),
        fc.integer({ min: 0, max: 15_000 }),
        fc.integer({ min: 12, max: 360 }),
        (principalCents, rate, months) => {
          const s = loanStatement({ principalCents, annualRatePercent: rate / 1000, months, paydownCents: 0, paydownAfter: 0 });
          const exact = levelPayment(new D(principalCents).div(100), new D(rate).div(1000), months).times(months);
          expect(s.totalPaymentsCents).toBe(roundTo(exact.times(100), 0));
        },
      ),
      { numRuns: 200 },
    );
  });
});
