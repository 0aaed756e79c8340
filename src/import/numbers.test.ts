import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, numberAppearsIn, numberTokens } from './numbers';
import { readKw, readKwh, readMoney, readPercent, readYears } from './extract/values';

describe('numberTokens', () => {
  it.each([
    ['$52,744', 52744, 'true', ''],
    ['-$10,573', -10573, 'true', ''],
    ['($10,573)', -10573, 'true', ''],
    ['$ 52, 744', 52744, 'true', ''],
    ['13.2 kW', 13.2, 'false', 'kw'],
    ['8.40 kW DC', 8.4, 'false', 'kw'],
    ['16,500 kWh/yr', 16500, 'false', 'kwh'],
    ['3.99%', 3.99, 'false', '%'],
    ['25-year', 25, 'false', 'years'],
    ['300 months', 300, 'false', 'months'],
    ['$0.139/kWh', 0.139, 'true', '/kwh'],
    ['$4.00/W', 4, 'true', '/w'],
  ])('%s', (text, value, currency, unit) => {
    const [token] = numberTokens(text);
    expect(token).toMatchObject({ value, currency: currency === 'true', unit });
  });

  it('a dash between numbers is a range, not a sign', () => {
    const tokens = numberTokens('11,000-12,500 kWh');
    expect(tokens.map((t) => [t.value, t.inRange])).toEqual([
      [11000, true],
      [12500, true],
    ]);
  });
});

describe('value readers', () => {
  it.each([
    ['kW', readKw, '8,400 W', '8.4'],
    ['kW', readKw, '7.2kWp', '7.2'],
    ['kWh', readKwh, '16.5 MWh', '16500'],
    ['money', readMoney, '-$15,823', '15823'],
    ['money', readMoney, '$139.24', '139.24'],
    ['percent', readPercent, '2.99 % APR', '2.99'],
    ['years', readYears, '25 yrs', '25'],
    ['years', readYears, '300 months', '25'],
  ] as const)('%s from %s', (_kind, read, text, value) => {
    expect(read(text, false)?.value).toBe(value);
  });

  it.each([
    ['kW', readKw, '13.2'],
    ['kWh', readKwh, '11,000 – 12,500 kWh'],
    ['money', readMoney, '$4.00/W'],
    ['money', readMoney, '30%'],
    ['years', readYears, '18 months'],
  ] as const)('no %s in %s', (_kind, read, text) => {
    expect(read(text, false)).toBeNull();
  });
});

describe('numberAppearsIn (property)', () => {
  it('a printed amount is found again, whatever separators and sign it was printed with', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9_999_999 }), fc.constantFrom('', '-', '('), fc.boolean(), (n, sign, dollar) => {
        const printed = `${sign}${dollar ? '$' : ''}${n.toLocaleString('en-US')}${sign === '(' ? ')' : ''}`;
        expect(numberAppearsIn(formatMoney(n), `Some label  ${printed}`)).toBe(true);
      }),
    );
  });

  it('a number that is not printed is not found', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999 }), fc.integer({ min: 1, max: 999_999 }), (printed, other) => {
        fc.pre(printed !== other && ![printed / 1000, printed * 1000, printed / 12, printed / 100].includes(other));
        expect(numberAppearsIn(String(other), `Total  $${printed.toLocaleString('en-US')}`)).toBe(false);
      }),
    );
  });
});
