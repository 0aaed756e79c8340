import { describe, expect, it } from 'vitest';
import { escalatedSeries, yearlyFactors } from './escalation';

describe('yearlyFactors', () => {
  it.each([
    [3, 4, ['1', '1.03', '1.0609', '1.092727']],
    [0, 3, ['1', '1', '1']],
    [2.2, 3, ['1', '1.022', '1.044484']],
    [-10, 3, ['1', '0.9', '0.81']],
  ])('%d %% a year over %i years → %j', (percent, years, expected) => {
    expect(yearlyFactors(percent, years).map((f) => f.toString())).toEqual(expected);
  });

  it('steps once a year: year 1 is never escalated', () => {
    expect(yearlyFactors(6, 1).map((f) => f.toNumber())).toEqual([1]);
  });
});

describe('escalatedSeries', () => {
  it.each([
    // O&M of $180 a year escalating 2 %: 180, 183.6, 187.272.
    [180, 2, ['180', '183.6', '187.272']],
    // A rate of 15 ¢ rising 3 %: 15, 15.45, 15.9135.
    [15, 3, ['15', '15.45', '15.9135']],
    [10000, -0.5, ['10000', '9950', '9900.25']],
  ])('%d at %d %% a year → %j', (start, percent, expected) => {
    expect(escalatedSeries(start, percent, expected.length).map((v) => v.toString())).toEqual(expected);
  });
});
