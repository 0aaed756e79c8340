import { describe, expect, it } from 'vitest';
import { calculate } from './calculate';
import { quoteSensitivity, sensitivity } from './sensitivity';

const INPUT = {
  systemSize: 8,
  solarCost: 24000,
  solarIncentives: 7200,
  year1Production: 11000,
  degradationRate: 0.5,
  monthlyConsumption: 1100,
  electricityRate: 0.16,
  rateIncrease: 3,
  monthlyNetExcess: 60,
  netMeteringRate: 0.08,
  netMeteringEscalation: 1,
  paymentMethod: 'financing',
  downPayment: 2000,
  interestRate: 6.49,
  loanTerm: 20,
} as const;

describe('sensitivity', () => {
  const { result, error } = sensitivity(INPUT);
  const byKey = Object.fromEntries((result ?? []).map((s) => [s.key, s]));

  it('lists the five scenarios', () => {
    expect(error).toBeUndefined();
    expect(result?.map((s) => [s.key, s.rateIncreasePercent, s.productionFactor])).toEqual([
      ['escalation-low', 0, 1],
      ['base', 3, 1],
      ['escalation-high', 6, 1],
      ['production-low', 3, 0.9],
      ['production-high', 3, 1.1],
    ]);
  });

  it('the base scenario is the calculation as entered', () => {
    const base = calculate(INPUT).result;
    expect(byKey['base']?.netSavings).toBe(base?.netSavings);
    expect(byKey['base']?.simplePayback).toBe(base?.simplePayback);
  });

  it('the 6 % scenario is the calculation at 6 %', () => {
    expect(byKey['escalation-high']?.netSavings).toBe(calculate({ ...INPUT, rateIncrease: 6 }).result?.netSavings);
  });

  it('orders the outcomes: flat < as entered < 6 %, and −10 % < as entered < +10 %', () => {
    const savings = (key: string): number => byKey[key]?.netSavings ?? Number.NaN;
    expect(savings('escalation-low')).toBeLessThan(savings('base'));
    expect(savings('base')).toBeLessThan(savings('escalation-high'));
    expect(savings('production-low')).toBeLessThan(savings('base'));
    expect(savings('base')).toBeLessThan(savings('production-high'));
    const payback = (key: string): number => byKey[key]?.simplePayback ?? Infinity;
    expect(payback('escalation-high')).toBeLessThanOrEqual(payback('base'));
    expect(payback('base')).toBeLessThanOrEqual(payback('escalation-low'));
  });

  it('moves an export credit that tracked the retail rate with it', () => {
    const tracking = sensitivity({ ...INPUT, netMeteringEscalation: undefined }).result;
    const flat = calculate({ ...INPUT, rateIncrease: 0, netMeteringEscalation: 0 }).result;
    expect(tracking?.[0]?.netSavings).toBe(flat?.netSavings);
  });

  it('answers invalid input with errors', () => {
    expect(sensitivity({ ...INPUT, systemSize: -1 }).result).toBeNull();
    expect(quoteSensitivity(null, null).result).toBeNull();
  });

  it('works on a quote too', () => {
    const outcome = quoteSensitivity(
      { monthly_consumption_kwh: 1000, current_rate_per_kwh: 0.15 },
      { system_size_kw: 8, solar_system_cost: 22000, year1_production_kwh: 10500 },
    );
    expect(outcome.result).toHaveLength(5);
  });
});
