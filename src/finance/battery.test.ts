import { describe, expect, it } from 'vitest';
import { batteryIncrement } from './battery';
import { analyzeQuote, type ProjectEnergySettings, type ProposalData } from './quote-engine';

const PROJECT: ProjectEnergySettings = {
  monthly_consumption_kwh: 1000,
  current_rate_per_kwh: 0.2,
  net_metering_rate: 0.05,
  rate_increase_yearly_percent: 0,
  om_annual_percent: 1,
  om_and_insurance_escalation_percent: 0,
};
const WITH_BATTERY: ProposalData = {
  system_size_kw: 10,
  solar_system_cost: 25000,
  year1_production_kwh: 12000,
  annual_degradation_percent: 0,
  monthly_net_excess_kwh: 50,
  battery_included: true,
  battery_cost: 15000,
  battery_incentives: 4500,
  battery_capacity_kwh: 13.5,
  payment_method: 'cash',
};

describe('batteryIncrement', () => {
  it('prices the battery on its own (R2 style: cost per kWh before and after incentives)', () => {
    const { result } = batteryIncrement(PROJECT, WITH_BATTERY);
    expect(result).toMatchObject({ cost: 15000, incentives: 4500, netCost: 10500, extraInterest: 0 });
    expect(result?.costPerKwh).toBeCloseTo(15000 / 13.5, 10);
    expect(result?.costPerKwhAfterIncentives).toBeCloseTo(10500 / 13.5, 10);
    // O&M is 1 % of cost: the battery adds $150 a year for 25 years.
    expect(result?.extraOM).toBe(3750);
  });

  it('with the same exports either way, the battery has no bill value: backup only', () => {
    const { result } = batteryIncrement(PROJECT, WITH_BATTERY);
    expect(result?.value).toBe(0);
    expect(result?.valueIsBackupOnly).toBe(true);
    expect(result?.netSavings).toBe(-(10500 + 3750));
    expect(result?.payback).toBeNull();
  });

  it('values the exports it keeps at home at retail minus the export rate', () => {
    // Without the battery 300 kWh/month would be exported; with it, 50: 250 × 12 = 3,000 kWh a
    // year move from the $0.05 credit to the $0.20 retail rate: +$450 a year, $11,250 over 25.
    const { result } = batteryIncrement(PROJECT, WITH_BATTERY, { solarOnlyMonthlyNetExcessKwh: 300 });
    expect(result?.value).toBe(11250);
    expect(result?.valueIsBackupOnly).toBe(false);
    expect(result?.netSavings).toBe(11250 - 10500 - 3750);
    // −10,500, then +450 − 150 = +300 a year = $25 a month → 420 months: beyond 25 years.
    expect(result?.payback).toBeNull();
    const cheaper = batteryIncrement({ ...PROJECT, om_annual_percent: 0 }, WITH_BATTERY, { solarOnlyMonthlyNetExcessKwh: 300 }).result;
    // −10,500 + 37.50 a month → 280 months.
    expect(cheaper?.payback).toBeCloseTo(280 / 12, 10);
  });

  it('is the difference of the two quotes the panel would show', () => {
    const { result } = batteryIncrement(PROJECT, WITH_BATTERY, { solarOnlyMonthlyNetExcessKwh: 300 });
    const withIt = analyzeQuote(PROJECT, WITH_BATTERY).result;
    const without = analyzeQuote({ ...PROJECT }, { ...WITH_BATTERY, battery_included: false, monthly_net_excess_kwh: 300 }).result;
    expect(result?.netSavings).toBeCloseTo((withIt?.metrics.netSavings ?? 0) - (without?.metrics.netSavings ?? 0), 2);
  });

  it('refuses a quote without a battery, and bad options', () => {
    expect(batteryIncrement(PROJECT, { ...WITH_BATTERY, battery_included: false }).error).toBe('This quote does not include a battery');
    expect(batteryIncrement(PROJECT, WITH_BATTERY, { solarOnlyMonthlyNetExcessKwh: -1 }).result).toBeNull();
    expect(batteryIncrement(null, null).result).toBeNull();
  });
});
