import { describe, expect, it } from 'vitest';
import { hasIntervalData, settingsFromProject, settingsToPayload, validateSettings } from './energy-settings';

describe('energy settings form', () => {
  it('reads a project, enabling O&M and insurance only above 0', () => {
    const s = settingsFromProject({
      monthly_consumption_kwh: 900,
      current_rate_per_kwh: 0.151,
      om_annual_percent: 0.5,
      insurance_annual_percent: 0,
      expected_system_lifetime_years: null,
      energy_provider: null,
    });
    expect(s).toMatchObject({
      monthly_consumption: 900,
      current_rate: 0.151,
      om_enabled: true,
      om_percent: 0.5,
      insurance_enabled: false,
      insurance_percent: null,
      system_lifetime: 25,
      energy_provider: '',
    });
  });

  it('writes numbers, 0 for disabled O&M and insurance, null for an empty provider', () => {
    const s = {
      ...settingsFromProject({}),
      monthly_consumption: 800,
      current_rate: 0.2,
      om_enabled: false,
      om_percent: 1,
      insurance_enabled: true,
      insurance_percent: 0.3,
      om_escalation: 2,
    };
    expect(settingsToPayload(s)).toEqual({
      monthly_consumption_kwh: 800,
      current_rate_per_kwh: 0.2,
      rate_increase_yearly_percent: null,
      energy_provider: null,
      net_metering_rate: null,
      net_metering_increase_yearly_percent: null,
      expected_system_lifetime_years: 25,
      om_annual_percent: 0,
      insurance_annual_percent: 0.3,
      om_and_insurance_escalation_percent: 2,
    });
  });

  it('round-trips', () => {
    const project = {
      monthly_consumption_kwh: 1000,
      current_rate_per_kwh: 0.14,
      rate_increase_yearly_percent: 3,
      energy_provider: 'Xcel Energy',
      net_metering_rate: 0.08,
      net_metering_increase_yearly_percent: 1,
      expected_system_lifetime_years: 30,
      om_annual_percent: 0.5,
      insurance_annual_percent: 0.25,
      om_and_insurance_escalation_percent: 2,
    };
    expect(settingsToPayload(settingsFromProject(project))).toEqual(project);
  });

  it('requires monthly consumption and current rate', () => {
    expect(validateSettings(settingsFromProject({}))).toEqual({
      monthly_consumption: 'Monthly consumption is required',
      current_rate: 'Current rate is required',
    });
    expect(validateSettings(settingsFromProject({ monthly_consumption_kwh: 0, current_rate_per_kwh: 0.1 }))).toEqual({});
  });

  describe('the 12 monthly kWh (monthly_usage_kwh)', () => {
    const YEAR = [1200, 1100, 950, 800, 700, 750, 900, 1000, 850, 750, 900, 1100];
    const base = { monthly_consumption_kwh: 900, current_rate_per_kwh: 0.2 };

    it('round-trips: stored months come back as the same 12 numbers, and a clear stores null', () => {
      const s = settingsFromProject({ ...base, monthly_usage_kwh: YEAR });
      expect(s.monthly_usage).toEqual(YEAR);
      expect(settingsToPayload(s).monthly_usage_kwh).toEqual(YEAR);
      expect(settingsToPayload({ ...s, monthly_usage: null }).monthly_usage_kwh).toBeNull();
      expect(settingsFromProject({ ...base, monthly_usage_kwh: null }).monthly_usage).toBeNull();
    });

    it('a project read without the column leaves the stored months alone on save', () => {
      const s = settingsFromProject(base);
      expect(s).not.toHaveProperty('monthly_usage');
      expect(settingsToPayload(s)).not.toHaveProperty('monthly_usage_kwh');
    });

    it('an empty month among typed ones is the form’s error, and nothing is written for the months', () => {
      const s = {
        ...settingsFromProject({ ...base, monthly_usage_kwh: null }),
        monthly_usage: YEAR.map((kwh, m) => (m === 2 ? null : kwh)),
      };
      expect(validateSettings(s)).toEqual({ monthly_usage: 'Give March’s use, or clear the months.' });
      expect(settingsToPayload(s)).not.toHaveProperty('monthly_usage_kwh');
      expect(validateSettings({ ...s, monthly_usage: YEAR })).toEqual({});
    });
  });
});

describe('hasIntervalData', () => {
  it('is true for a year of hours, parsed or as JSON text, and false for none', () => {
    expect(hasIntervalData(new Array(8760).fill(0.5))).toBe(true);
    expect(hasIntervalData('[0.5, 0.4]')).toBe(true);
    expect(hasIntervalData([])).toBe(false);
    expect(hasIntervalData('[]')).toBe(false);
    expect(hasIntervalData(null)).toBe(false);
    expect(hasIntervalData(undefined)).toBe(false);
  });
});
