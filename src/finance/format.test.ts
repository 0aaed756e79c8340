import { describe, expect, it } from 'vitest';
import {
  formatCents,
  formatDollars,
  formatKwh,
  formatPayback,
  formatPercent,
  formatPerKwh,
  formatPerWatt,
  formatThousands,
  formatKgPerKwh,
  formatTonnes,
} from './format';

describe('money', () => {
  it.each([
    [15713, '$15,713'],
    [15712.5, '$15,713'],
    [67510.24, '$67,510'],
    [-1234.5, '-$1,235'],
    [-0.4, '$0'],
    [0, '$0'],
    [1_000_000, '$1,000,000'],
    [null, '—'],
    [Number.NaN, '—'],
  ])('formatDollars(%j) = %s', (amount, text) => {
    expect(formatDollars(amount)).toBe(text);
  });

  it.each([
    [259.923587, '$259.92'],
    [2.675, '$2.68'],
    [-17.005, '-$17.01'],
  ])('formatCents(%d) = %s', (amount, text) => {
    expect(formatCents(amount)).toBe(text);
  });

  it.each([
    [15713, '$15.7k'],
    [3648, '$3.6k'],
    [15749.6, '$15.7k'],
    [15750, '$15.8k'],
    [-2450, '-$2.5k'],
    [999.4, '$999'],
    [999.96, '$1.0k'],
    [1_250_000, '$1,250.0k'],
  ])('formatThousands(%d) = %s', (amount, text) => {
    expect(formatThousands(amount)).toBe(text);
  });
});

describe('unit costs and percentages', () => {
  it.each([
    [2.67, '$2.67/W'],
    [2.6704545, '$2.67/W'],
    [1.875, '$1.88/W'],
  ])('formatPerWatt(%d) = %s', (value, text) => {
    expect(formatPerWatt(value)).toBe(text);
  });

  it.each([
    [0.0667, '$0.067'],
    [0.1235, '$0.124'],
    [0, '$0.000'],
  ])('formatPerKwh(%d) = %s', (value, text) => {
    expect(formatPerKwh(value)).toBe(text);
  });

  it.each([
    [11.0007, 1, '11.0%'],
    [-20, 1, '-20.0%'],
    [47.2222, 0, '47%'],
    [1234.5, 1, '1,234.5%'],
  ])('formatPercent(%d, %i) = %s', (value, places, text) => {
    expect(formatPercent(value, places)).toBe(text);
  });

  it('formatKwh groups whole kWh', () => {
    expect(formatKwh(16128.4)).toBe('16,128 kWh');
  });
});

describe('formatPayback, by where it is shown', () => {
  it.each([
    [12.12, 'panel', '12.1 years'],
    [30, 'panel', '30.0 years'],
    [30.04, 'panel', 'N/A'],
    [null, 'panel', 'N/A'],
    // Issue 11: a payback of 0 (never cash-negative) is 'Immediate' everywhere, never 'No Break Even'.
    [0, 'panel', 'Immediate'],
    [12.15, 'calculator', '12.2 years'],
    [0, 'calculator', 'Immediate'],
    [0.004, 'calculator', '0.0 years'],
    [null, 'calculator', 'No Break Even'],
    [31, 'calculator', 'No Break Even'],
    [30, 'comparison', '30.0 years'],
    [30.5, 'comparison', '—'],
    [null, 'comparison', '—'],
    [0, 'comparison', 'Immediate'],
    [0, 'archived', 'Immediate'],
    [29.9, 'archived', '29.9 years'],
    [30, 'archived', null],
    [null, 'archived', null],
  ] as const)('%j on the %s → %j', (years, context, text) => {
    expect(formatPayback(years, context)).toBe(text);
  });
});

describe('CO₂', () => {
  it.each([
    [42_188.7, '42.2 tonnes'],
    [46_407.58, '46.4 tonnes'],
    [1_234_550, '1,234.6 tonnes'],
    [0, '0.0 tonnes'],
    [null, '—'],
  ])('formatTonnes(%j) = %s', (kg, text) => {
    expect(formatTonnes(kg)).toBe(text);
  });

  it.each([
    [0.1791, '0.179 kg CO₂e per kWh'],
    [0.3695, '0.370 kg CO₂e per kWh'],
    [Number.NaN, '—'],
  ])('formatKgPerKwh(%j) = %s', (value, text) => {
    expect(formatKgPerKwh(value)).toBe(text);
  });
});
