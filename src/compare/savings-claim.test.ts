import { describe, expect, it } from 'vitest';
import { flatTariff } from '../finance/bill/tariff';
import { PROJECT, quote } from './fixtures.test-support';
import { compareProjectQuotes } from './quotes';
import { redFlags } from './red-flags';
import { visibleRows, COMPARE_ROWS } from './rows';
import { savingsClaimFlag } from './savings-claim';

// A flat $0.16 with full retail net metering, 900 kWh used and 750 made every month: nothing is exported,
// so year 1 saves 750 × 12 × $0.16 = $1,440.00 (the engine's own check: billed-quote.test.ts). 15 % above
// it is 1,440 × 1.15 = $1,656.00.
const BILLED = { ...PROJECT, tariff: flatTariff(0.16), postal_code: '80205', state_province: 'CO' };
const MADE = { year1_production_kwh: 9000, monthly_production_kwh: new Array<number>(12).fill(750), workmanship_warranty: 10 };

const compared = (project: object, claim: number | null) =>
  compareProjectQuotes(project, [quote('a', 'Bright Co', { ...MADE, quoted_year1_savings: claim })], { installDate: '2026-06-01' });

describe('the savings-claim red flag', () => {
  it('Atlas’s bill-based figure is the hand-worked one', () => {
    expect(compared(BILLED, null)[0]?.result?.bill?.savings).toBe(1440);
  });

  it.each([
    [1656, null],
    [1656.01, 15],
    [1800, 25],
  ])('a claim of $%s is flagged: %s % above', (claim, over) => {
    const [q] = compared(BILLED, claim);
    const flag = savingsClaimFlag(q!.proposal, q!.result?.bill);
    if (over === null) expect(flag).toBeNull();
    else {
      expect(flag?.detail).toContain(`${over}% above the $1,440.00 Atlas finds`);
      expect(flag?.question).toMatch(
        /^Your quote claims \$[\d,.]+ of bill savings in year 1, but billing my use hour by hour under Flat rate gives \$1,440\.00\. Which rate/,
      );
      expect(flag?.rowId).toBe('bill-savings-y1');
    }
  });

  it('is among the comparison’s red flags, and the engine warns with the same rule', () => {
    const quotes = compared(BILLED, 1800);
    expect(redFlags(quotes[0]!, quotes).map((f) => f.code)).toContain('SAVINGS_CLAIM_HIGH');
    expect(quotes[0]?.row.warnings.map((w) => w.code)).toContain('SAVINGS_CLAIM_HIGH');
  });

  it('needs a tariff: without one there is no bill to check a claim against', () => {
    const quotes = compared(PROJECT, 5000);
    expect(quotes[0]?.result?.bill ?? null).toBeNull();
    expect(redFlags(quotes[0]!, quotes).map((f) => f.code)).not.toContain('SAVINGS_CLAIM_HIGH');
  });
});

describe('the bill rows of the comparison', () => {
  const ids = (project: object) => visibleRows(compared(project, null)).map((row) => row.id);
  const row = (id: string) => COMPARE_ROWS.find((r) => r.id === id)!;

  it('show with a tariff only (the shared page has none), the battery’s only with a battery', () => {
    expect(ids(BILLED)).toEqual(
      expect.arrayContaining(['bill-before', 'bill-after', 'bill-savings-y1', 'self-consumption', 'export-earnings']),
    );
    expect(ids(BILLED)).not.toContain('battery-shift');
    expect(ids(PROJECT).filter((id) => row(id).group === 'bill')).toEqual([]);
  });

  it('say what the bill says', () => {
    const [q] = compared(BILLED, null);
    // Without solar: 900 kWh × $0.16 = $144.00 a month, $1,728.00 a year; with it, 150 kWh × $0.16 = $24.00 a month, $288.00.
    expect(row('bill-before').text(q!)).toBe('$1,728');
    expect(row('bill-after').text(q!)).toBe('$288');
    expect(row('bill-savings-y1').text(q!)).toBe('$1,440');
    // By the hour, midday production runs ahead of use and is exported; net metering nets it within the month
    // (each month's use, 900 kWh, is above its production, 750), so the bill is as above and every exported
    // kWh is worth the retail $0.16 it offsets: without that netting the bill would be higher by exactly that.
    const b = q!.result!.bill!;
    expect(b.kwh.exported).toBeGreaterThan(0);
    expect(b.kwh.selfConsumed + b.kwh.exported).toBeCloseTo(9000, 6);
    expect(b.selfConsumptionPercent).toBeCloseTo((b.kwh.selfConsumed / 9000) * 100, 9);
    expect(row('self-consumption').text(q!)).toBe(
      `${Math.round(b.selfConsumptionPercent)}% (${Math.round(b.kwh.selfConsumed).toLocaleString('en-US')} kWh)`,
    );
    const worth = Math.round(b.kwh.exported * 0.16);
    expect(worth).toBeGreaterThan(100);
    expect(row('export-earnings').text(q!)).toBe(
      `$${worth.toLocaleString('en-US')} for ${Math.round(b.kwh.exported).toLocaleString('en-US')} kWh`,
    );
  });
});
