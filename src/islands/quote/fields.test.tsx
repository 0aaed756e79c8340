import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RegistryField } from './fields';

// The quote form's inputs as a phone receives them: the keypad each opens and the hint it shows.

describe('quote form inputs on a phone', () => {
  it('a rate and an amount open the decimal keypad, a count of months the digits-only one', () => {
    expect(renderToStaticMarkup(<RegistryField name="interest_rate_percent" />)).toMatch(/ inputmode="decimal"/i);
    expect(renderToStaticMarkup(<RegistryField name="solar_system_cost" />)).toMatch(/ inputmode="decimal"/i);
    expect(renderToStaticMarkup(<RegistryField name="incentive_month" />)).toMatch(/ inputmode="numeric"/i);
  });

  it('a hint reads as an example, never as digits that look typed', () => {
    expect(renderToStaticMarkup(<RegistryField name="interest_rate_percent" />)).toContain('placeholder="e.g. 5.99"');
  });
});
