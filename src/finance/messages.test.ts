import { describe, expect, it } from 'vitest';
import { interestHigh, mustBeAtLeast, mustNotExceed, paybackExceedsLifetime, productionHigh, wizardRequired } from './messages';

describe('message templates', () => {
  it.each([
    ['company_name', 'company name is required'],
    ['system_size', 'system size is required'],
    // Only the first underscore, as the pattern says.
    ['system_size_kw', 'system size_kw is required'],
    ['notes', 'notes is required'],
  ])('wizard: %s → %s', (field, message) => {
    expect(wizardRequired(field)).toBe(message);
  });

  it('fills in the spec texts', () => {
    expect(mustBeAtLeast('0.1')).toBe('Must be at least 0.1');
    expect(mustNotExceed('40')).toBe('Must not exceed 40');
    expect(interestHigh('85')).toBe('Total interest (85% of principal) is very high');
    expect(productionHigh('2,300')).toBe('Production estimate (2,300 kWh per kW) seems high for most locations');
    expect(paybackExceedsLifetime(25)).toBe('Payback period (more than 25 years) exceeds system lifetime');
    expect(paybackExceedsLifetime(1)).toBe('Payback period (more than 1 year) exceeds system lifetime');
  });
});
