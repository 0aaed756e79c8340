import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { quoteDraft } from '../../stores/quoteDraft';
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

describe('the monthly production table (issue 25)', () => {
  it('is a read-only line with the months and a Clear button once the import filled it, nothing before', () => {
    expect(renderToStaticMarkup(<RegistryField name="monthly_production_kwh" />)).toBe('');
    quoteDraft.setField('monthly_production_kwh', '612 748 1034 1196 1362 1418 1455 1380 1187 1002 1015 741');
    const html = renderToStaticMarkup(<RegistryField name="monthly_production_kwh" />);
    expect(html).toContain('12 months, 13,150 kWh in all');
    expect(html).toMatch(/<dt[^>]*>Mar<\/dt><dd[^>]*>1,034<\/dd>/);
    expect(html).toContain('Clear');
    expect(html).not.toContain('<input');
    quoteDraft.setField('monthly_production_kwh', '');
  });
});
