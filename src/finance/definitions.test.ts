import { describe, expect, it } from 'vitest';
import { calculate, type CalculatorResult } from './calculate';
import { DEFINITIONS } from './definitions';

describe('DEFINITIONS', () => {
  const { result } = calculate({ systemSize: 8, solarCost: 24000, year1Production: 11000, monthlyConsumption: 900, electricityRate: 0.16 });

  it('defines every figure of the calculator result', () => {
    const figures = Object.keys(result ?? {}).filter((key) => key !== 'timeline') as Array<keyof CalculatorResult>;
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
