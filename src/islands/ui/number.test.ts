import { describe, expect, it } from 'vitest';
import { commitNumber, formatNumber, parseNumber, stepNumber } from './number';

const usd = { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 3 } as const;

describe('formatNumber', () => {
  it('groups and signs as US English, empty for null', () => {
    expect(formatNumber(1111, { maximumFractionDigits: 3 })).toBe('1,111');
    expect(formatNumber(0.15, usd)).toBe('$0.15');
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(Number.NaN)).toBe('');
  });
});

describe('parseNumber', () => {
  it('reads what was typed, ignoring grouping, currency and spaces', () => {
    expect(parseNumber('1,234')).toBe(1234);
    expect(parseNumber(' $0.155 ', usd)).toBe(0.155);
    expect(parseNumber('-2.5')).toBe(-2.5);
    expect(parseNumber('($3.00)', usd)).toBe(-3);
    expect(parseNumber('12', { style: 'percent' })).toBe(0.12);
  });

  it('is null when there is no number', () => {
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('abc')).toBeNull();
    expect(parseNumber('1.2.3')).toBeNull();
    expect(parseNumber('-')).toBeNull();
  });

  it('reads the ways people write amounts (issue 21)', () => {
    expect(parseNumber('24,000')).toBe(24_000);
    expect(parseNumber('$24,000')).toBe(24_000);
    expect(parseNumber('5.99')).toBe(5.99);
    expect(parseNumber('$ 1,234,567.5')).toBe(1_234_567.5);
    expect(parseNumber('-$5')).toBe(-5);
    expect(parseNumber('.5')).toBe(0.5);
    expect(parseNumber('12%', { style: 'percent' })).toBe(0.12);
  });

  it('refuses text that is not written as a number instead of guessing', () => {
    expect(parseNumber('1,5')).toBeNull();
    expect(parseNumber('1e3')).toBeNull();
    expect(parseNumber('12abc')).toBeNull();
    expect(parseNumber('24,00')).toBeNull();
    expect(parseNumber('$')).toBeNull();
  });
});

describe('commitNumber', () => {
  it('keeps the value within its bounds', () => {
    expect(commitNumber(200_000, { minValue: 0, maxValue: 100_000 })).toBe(100_000);
    expect(commitNumber(-5, { minValue: 0, maxValue: 10 })).toBe(0);
    expect(commitNumber(null, { minValue: 0 })).toBeNull();
  });

  it('snaps to the step counted from min, without float noise', () => {
    expect(commitNumber(0.1234, { minValue: 0, step: 0.01 })).toBe(0.12);
    expect(commitNumber(0.155, { minValue: 0, maxValue: 1, step: 0.001 })).toBe(0.155);
    expect(commitNumber(7, { minValue: 1, step: 5 })).toBe(6);
  });

  it('rounds to what the field shows', () => {
    expect(commitNumber(1.23456, { formatOptions: { maximumFractionDigits: 2 } })).toBe(1.23);
    expect(commitNumber(24.6, { formatOptions: { maximumFractionDigits: 0 } })).toBe(25);
  });
});

describe('stepNumber', () => {
  it('moves one step and stays within bounds', () => {
    expect(stepNumber(1, 1, { step: 0.5 })).toBe(1.5);
    expect(stepNumber(10, 1, { maxValue: 10 })).toBe(10);
    expect(stepNumber(null, 1, { minValue: 3 })).toBe(3);
    expect(stepNumber(0.1, -1, { minValue: 0, step: 0.1 })).toBe(0);
    expect(stepNumber(5, 10, { step: 1, maxValue: 100 })).toBe(15);
  });
});
