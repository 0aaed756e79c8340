import { describe, expect, it } from 'vitest';
import { paydownPlan } from './paydown';

describe('paydownPlan: reference R1 (EnergySage, July 2025)', () => {
  it.each([
    // Solar: $36,809 at 6.99 % over 300 months, $9,948 paid down after payment 15.
    [36809, 9948, 259.92, 36097.78, 188.29, 67510.24],
    // Battery variant: $56,234, $15,198 paid down after payment 15.
    [56234, 15198, 397.09, 55147.45, 287.66, 103136.82],
  ])('$%d, paydown $%d → $%d, balance $%d, then $%d; $%d in all', (principal, paydown, initial, balance, after, total) => {
    const plan = paydownPlan({ principal, annualRatePercent: 6.99, termMonths: 300, paydown, paydownAfterPayments: 15 });
    expect(plan).toMatchObject({ initialPayment: initial, balanceBeforePaydown: balance, paymentAfterPaydown: after, totalPaid: total });
    expect(plan?.totalInterest).toBeCloseTo(total - principal, 2);
  });

  it('without the paydown R1 keeps paying $259.92 for 300 months', () => {
    const plan = paydownPlan({ principal: 36809, annualRatePercent: 6.99, termMonths: 300, paydown: 9948, paydownAfterPayments: 15 });
    // 300 × 259.923587 (the exact level payment).
    expect(plan?.withoutPaydown.paymentAfterPaydownMonth).toBe(259.92);
    expect(plan?.withoutPaydown.totalPaid).toBeCloseTo(300 * 259.923587, 0);
  });
});

describe('paydownPlan: a loan sized as if the paydown were made', () => {
  const plan = paydownPlan({
    principal: 36809,
    annualRatePercent: 6.99,
    termMonths: 300,
    paydown: 9948,
    paydownAfterPayments: 15,
    initialPaymentBasis: 'assumes-paydown',
  });

  it('starts at the payment of the principal minus the paydown', () => {
    // 26,861 at 6.99 % over 300 months: 26,861 × 0.005825 / (1 − 1.005825^−300).
    const r = 0.0699 / 12;
    expect(plan?.initialPayment).toBeCloseTo((26861 * r) / (1 - (1 + r) ** -300), 2);
  });

  it('raises the payment when the paydown is not made', () => {
    expect(plan?.withoutPaydown.paymentAfterPaydownMonth).toBeGreaterThan(plan?.initialPayment ?? Infinity);
    expect(plan?.withoutPaydown.totalPaid).toBeGreaterThan(plan?.totalPaid ?? Infinity);
  });

  it('with the paydown, re-amortises what is left: the low payment did not cover the interest', () => {
    // Closed form in floating point: balance after 15 payments of p0 on 36,809, less 9,948, over 285.
    const r = 0.0699 / 12;
    const p0 = (26861 * r) / (1 - (1 + r) ** -300);
    const balance = 36809 * (1 + r) ** 15 - (p0 * ((1 + r) ** 15 - 1)) / r;
    expect(balance).toBeGreaterThan(36809);
    expect(plan?.balanceBeforePaydown).toBeCloseTo(balance, 2);
    expect(plan?.paymentAfterPaydown).toBeCloseTo(((balance - 9948) * r) / (1 - (1 + r) ** -285), 2);
  });
});

describe('paydownPlan: edges', () => {
  it('settles the loan when the paydown exceeds the balance', () => {
    const plan = paydownPlan({ principal: 1000, annualRatePercent: 5, termMonths: 12, paydown: 5000, paydownAfterPayments: 6 });
    expect(plan?.balanceAfterPaydown).toBe(0);
    expect(plan?.paymentAfterPaydown).toBe(0);
    expect(plan?.totalPaid).toBeCloseTo((plan?.initialPayment ?? 0) * 6 + (plan?.balanceBeforePaydown ?? 0), 1);
  });

  it('divides evenly at 0 %', () => {
    const plan = paydownPlan({ principal: 12000, annualRatePercent: 0, termMonths: 120, paydown: 3000, paydownAfterPayments: 20 });
    // 100 a month; 10,000 left, 7,000 after the paydown over 100 months = 70.
    expect(plan).toMatchObject({
      initialPayment: 100,
      balanceBeforePaydown: 10000,
      paymentAfterPaydown: 70,
      totalPaid: 12000,
      totalInterest: 0,
    });
  });

  it.each([
    [{ principal: 0 }],
    [{ termMonths: 0 }],
    [{ paydownAfterPayments: 300 }],
    [{ paydownAfterPayments: 1.5 }],
    [{ paydown: -1 }],
    [{ annualRatePercent: Number.NaN }],
  ])('rejects %j', (override) => {
    expect(
      paydownPlan({ principal: 36809, annualRatePercent: 6.99, termMonths: 300, paydown: 9948, paydownAfterPayments: 15, ...override }),
    ).toBeNull();
  });
});
