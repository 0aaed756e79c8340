import { describe, expect, it } from 'vitest';
import { calculate, type CalculatorResult } from './calculate';
import { DEFINITIONS } from './definitions';

describe('DEFINITIONS', () => {
  const { result } = calculate({ systemSize: 8, solarCost: 24000, year1Production: 11000, monthlyConsumption: 900, electricityRate: 0.16 });

  it('defines every figure of the calculator result', () => {
    // The figures: every number (or missing number) of the result; the timeline and structured parts
    // (financing, system, assumptions) carry their own definitions' keys.
    const figures = (Object.keys(result ?? {}) as Array<keyof CalculatorResult>).filter(
      (key) => typeof result?.[key] === 'number' || result?.[key] === null,
    );
    expect(figures.length).toBeGreaterThan(15);
    for (const figure of figures) expect(Object.keys(DEFINITIONS)).toContain(figure);
  });

  it('gives each a sentence, not a placeholder', () => {
    for (const text of Object.values(DEFINITIONS)) {
      expect(text.length).toBeGreaterThan(30);
      expect(text).toMatch(/\.$/);
    }
  });
});
