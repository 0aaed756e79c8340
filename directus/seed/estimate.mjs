// Derived quote values for the seed data (the spec stores them on proposal_data). A plain yearly version
// of the model in the quotes spec, section 9: good enough for realistic demo figures. The site's finance
// engine (src/finance/) is the authority and recomputes everything it shows.

import { DEFAULT_LIFETIME_YEARS } from '../../src/finance/defaults.ts';

const round = (value, places = 2) => Math.round(value * 10 ** places) / 10 ** places;

/**
 * @param {Record<string, number>} project energy settings of the project
 * @param {Record<string, any>} p the entered proposal values
 * @returns {Record<string, number | null>} derived proposal_data values
 */
export function estimate(project, p) {
  const lifetime = project.expected_system_lifetime_years ?? DEFAULT_LIFETIME_YEARS;
  const battery = p.battery_included ? p.battery_cost : 0;
  const total = p.solar_system_cost + p.other_costs + battery;
  const incentives = p.solar_incentives + (p.battery_included ? p.battery_incentives : 0);
  const net = total - incentives;
  const financed = p.payment_method !== 'cash';

  let payment = 0;
  let interest = 0;
  if (financed) {
    const principal = total - p.down_payment;
    const r = p.interest_rate_percent / 100 / 12;
    const n = p.loan_term_years * 12;
    payment = r === 0 ? principal / n : (principal * r) / (1 - (1 + r) ** -n);
    interest = payment * n - principal;
  }

  const consumption = project.monthly_consumption_kwh * 12;
  const nmRate = project.net_metering_rate ?? project.current_rate_per_kwh;
  const omBase = (p.solar_system_cost + p.other_costs + battery) * ((project.om_annual_percent + project.insurance_annual_percent) / 100);
  let cumulative = financed ? -p.down_payment : -total;
  let payback = null;
  let benefits = 0;
  let production = 0;
  let omTotal = 0;
  let withoutSolar = 0;
  let year1Cash = 0;
  for (let year = 0; year < lifetime; year++) {
    const produced = p.year1_production_kwh * (1 - p.annual_degradation_percent / 100) ** year;
    const rate = project.current_rate_per_kwh * (1 + project.rate_increase_yearly_percent / 100) ** year;
    const savings = Math.min(produced, consumption) * rate;
    const credits =
      p.monthly_net_excess_kwh *
      12 *
      (1 - p.annual_degradation_percent / 100) ** year *
      nmRate *
      (1 + project.net_metering_increase_yearly_percent / 100) ** year;
    const extra = year < p.benefit_duration_years ? p.yearly_benefits : 0;
    const om = omBase * (1 + project.om_and_insurance_escalation_percent / 100) ** year;
    const loan = financed && year < p.loan_term_years ? payment * 12 : 0;
    const flow = savings + credits + extra - om - loan + (year === 0 ? incentives : 0);
    if (year === 0) year1Cash = savings + credits + extra - om - loan;
    if (payback === null && cumulative < 0 && cumulative + flow >= 0) payback = year + -cumulative / flow;
    cumulative += flow;
    benefits += savings + credits + extra;
    production += produced;
    omTotal += om;
    withoutSolar += consumption * rate;
  }
  const investment = net + interest + omTotal;
  return {
    total_system_cost: round(total),
    net_investment: round(net),
    cost_per_watt_before_incentives: round((p.solar_system_cost + p.other_costs) / (p.system_size_kw * 1000)),
    cost_per_watt_after_incentives: round((p.solar_system_cost + p.other_costs - p.solar_incentives) / (p.system_size_kw * 1000)),
    lifetime_production_mwh: round(production / 1000, 1),
    lifetime_savings: round(benefits),
    expected_net_savings: round(benefits - investment),
    simple_payback: payback === null ? null : round(payback, 1),
    roi_25_year: round(((benefits - investment) / investment) * 100, 1),
    solar_kwh_cost_lcoe: round(Math.max(0, net + interest - p.yearly_benefits * p.benefit_duration_years) / production, 3),
    year1_monthly_cashflow: round(year1Cash / 12),
    lifetime_monthly_cashflow: round((benefits - investment) / lifetime / 12),
    lifetime_monthly_payment: round(payment),
    electricity_cost_with_solar: round(withoutSolar - benefits + investment),
    savings_percentage: round(((benefits - investment) / withoutSolar) * 100, 1),
  };
}
