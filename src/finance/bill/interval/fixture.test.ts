import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GREEN_BUTTON_MARCH, greenButtonMarch } from '../../../../tests/fixtures/interval/green-button.mjs';
import { timeZoneOf } from '../calendar';
import { importIntervalData } from './index';

// The browser tests' Green Button file (tests/fixtures/interval/): the committed copy is what its generator
// writes, and the reader finds in it what the energy screen's test expects to see reviewed.
describe('the browser tests’ Green Button fixture', () => {
  const text = readFileSync(GREEN_BUTTON_MARCH, 'utf8');

  it('is what its generator writes', () => {
    expect(text).toBe(greenButtonMarch());
  });

  it('reads as March 2025 with its 23-hour day, and eleven months extended', () => {
    const outcome = importIntervalData(text, timeZoneOf('CA'));
    if (!outcome.ok) throw new Error(outcome.message);
    const { report } = outcome.value;
    expect(report.format).toBe('green-button-csv');
    // 31 days, one of 23 hours: 743 readings; 5 evening hours a day at 2 kWh → 743 + 155 = 898 kWh.
    expect(report.readings).toBe(743);
    expect(report.measuredImportKwh).toBe(898);
    expect(report.shortDays).toEqual(['2025-03-09']);
    expect(report.gaps.hours).toBe(0);
    expect(report.duplicates.count).toBe(0);
    expect(report.extension?.months).toHaveLength(11);
  });
});
