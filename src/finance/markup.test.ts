import { describe, expect, it } from 'vitest';
import { financingMarkup } from './markup';

describe('financingMarkup', () => {
  it.each([
    // R1: $33,161 cash, $36,809 financed → $3,648 = 11.0 % of the cash price (9.9 % of the financed).
    [33161, 36809, 3648, 11.0, 9.9],
    // R3: $30,720 cash; 12-year loan price $32,436 (+5.6 %); 0 % one-year price $31,744 (+3.3 %).
    [30720, 32436, 1716, 5.6, 5.3],
    [30720, 31744, 1024, 3.3, 3.2],
    [20000, 20000, 0, 0, 0],
  ])('cash $%d, financed $%d → $%d, %d %% of cash, %d %% of financed', (cash, financed, markup, ofCash, ofFinanced) => {
    const result = financingMarkup(cash, financed);
    expect(result?.markup).toBe(markup);
    expect(Number(result?.percentOfCashPrice.toFixed(1))).toBe(ofCash);
    expect(Number(result?.percentOfFinancedPrice.toFixed(1))).toBe(ofFinanced);
  });

  it('R1 exactly: 3,648 / 33,161 = 11.0007…%', () => {
    expect(financingMarkup(33161, 36809)?.percentOfCashPrice).toBeCloseTo((3648 / 33161) * 100, 8);
  });

  it.each([
    [0, 100],
    [-5, 100],
    [100, Number.NaN],
    [Infinity, 100],
  ])('is undefined for cash %d and financed %d', (cash, financed) => {
    expect(financingMarkup(cash, financed)).toBeNull();
  });
});
