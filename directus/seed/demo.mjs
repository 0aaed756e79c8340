// The demo homeowner (development and tests only, never in production) and their two projects: one shared,
// with three complete quotes (cash, loan, battery) and an archived one; one private, with a draft quote.
// Figures are realistic for the Colorado Front Range in 2025: 7-11 kW systems at $2.6-3.4 per watt,
// 1,400-1,550 kWh per kW a year, electricity at $0.14 per kWh.

import { estimate } from './estimate.mjs';

/** Energy settings shared by the demo projects. */
const ENERGY = {
  monthly_consumption_kwh: 950,
  current_rate_per_kwh: 0.14,
  rate_increase_yearly_percent: 3,
  net_metering_rate: 0.14,
  net_metering_increase_yearly_percent: 2,
  expected_system_lifetime_years: 25,
  om_annual_percent: 0.5,
  insurance_annual_percent: 0.25,
  om_and_insurance_escalation_percent: 2,
};

export const sharedProject = {
  country: 'USA',
  street_address: '1450 Larkspur Lane',
  city: 'Denver',
  state_province: 'CO',
  postal_code: '80205',
  energy_provider: 'Xcel Energy',
  notes: 'South-facing roof replaced in 2021. Ask about a critter guard.',
  shared: true,
  wizard_completed: true,
  ...ENERGY,
};

export const privateProject = {
  country: 'USA',
  street_address: '2890 Aspen Court',
  city: 'Boulder',
  state_province: 'CO',
  postal_code: '80304',
  energy_provider: 'Xcel Energy',
  notes: 'Rental unit over the garage; shading from the neighbour’s spruce after 4 pm.',
  shared: false,
  wizard_completed: false,
  ...ENERGY,
  monthly_consumption_kwh: 720,
};

const BASE = {
  other_costs: 0,
  battery_included: false,
  battery_cost: 0,
  battery_capacity_kwh: 0,
  battery_incentives: 0,
  annual_degradation_percent: 0.5,
  yearly_benefits: 0,
  benefit_duration_years: 0,
  payment_method: 'cash',
  down_payment: 0,
  interest_rate_percent: null,
  loan_term_years: null,
};

function proposal(project, values) {
  const entered = { ...BASE, ...values };
  const forEstimate = {
    ...entered,
    interest_rate_percent: entered.interest_rate_percent ?? 0,
    loan_term_years: entered.loan_term_years ?? 0,
  };
  return { ...entered, ...estimate(project, forEstimate) };
}

const panels = (brand, model, count, wattage, efficiency) => ({ brand, model, count, wattage, efficiency, warranty: 25 });

/** Quotes of the shared project: cash, loan, battery, and one archived. */
export function sharedQuotes() {
  return [
    {
      name: 'Peakline Solar Works',
      company_name: 'Peakline Solar Works LLC',
      status: 'quote_received',
      email: 'quotes@peakline-solar-works.example',
      phone: '(303) 555-0142',
      domain: 'peakline-solar-works.example',
      notes: 'Cash price includes permits and a 25-year workmanship warranty. Offer valid 30 days.',
      proposal_data: proposal(sharedProject, {
        system_size_kw: 8.4,
        solar_system_cost: 23_940,
        solar_incentives: 7_182,
        year1_production_kwh: 12_430,
        monthly_net_excess_kwh: 86,
      }),
      equipment: {
        panels: panels('Q CELLS', 'Q.TRON BLK M-G2+ 420', 20, 420, 21.5),
        inverters: { type: 'microinverters', brand: 'Enphase', model: 'IQ8M', count: 20, warranty: 25 },
        battery: null,
        monitoring: { included: true, brand: 'Enphase Enlighten' },
      },
      trust: {
        quality_rating: 5,
        value_rating: 4,
        trust_rating: 5,
        average_rating: 4.67,
        years_in_business: 21,
        employee_count: 85,
        systems_installed: 4200,
        trust_points: ['NABCEP-certified installers', 'Own crews, no subcontractors'],
      },
    },
    {
      name: 'Sunward Roofing & Solar',
      company_name: 'Sunward Roofing & Solar Inc.',
      status: 'quote_received',
      email: 'hello@sunward-roofing-and-solar.example',
      phone: '(720) 555-0187',
      domain: 'sunward-roofing-and-solar.example',
      notes: 'Financed over 20 years through their lender partner; $2,000 down. Includes roof inspection.',
      proposal_data: proposal(sharedProject, {
        system_size_kw: 9.6,
        solar_system_cost: 29_280,
        other_costs: 850,
        solar_incentives: 8_784,
        year1_production_kwh: 14_590,
        monthly_net_excess_kwh: 266,
        payment_method: 'loan',
        down_payment: 2_000,
        interest_rate_percent: 6.49,
        loan_term_years: 20,
      }),
      equipment: {
        panels: panels('REC', 'Alpha Pure-R 400', 24, 400, 21.6),
        inverters: { type: 'power-optimizers', brand: 'SolarEdge', model: 'SE7600H', count: 1, warranty: 12 },
        battery: null,
        monitoring: { included: true, brand: 'SolarEdge Monitoring' },
      },
      trust: {
        quality_rating: 4,
        value_rating: 4,
        trust_rating: 5,
        average_rating: 4.33,
        years_in_business: 27,
        employee_count: 140,
        systems_installed: 6100,
        trust_points: ['Roofing and solar under one warranty'],
      },
    },
    {
      name: 'Columbine Current Energy',
      company_name: 'Columbine Current Energy LLC',
      status: 'installer_chosen',
      sub_status: 'design_engineering',
      email: 'projects@columbine-current-energy.example',
      phone: '(303) 555-0119',
      domain: 'columbine-current-energy.example',
      notes: 'Battery backs up the furnace, fridge and office during outages. Site survey done 12 June.',
      proposal_data: proposal(sharedProject, {
        system_size_kw: 10.2,
        solar_system_cost: 32_640,
        solar_incentives: 9_792,
        battery_included: true,
        battery_cost: 14_500,
        battery_capacity_kwh: 13.5,
        battery_incentives: 4_350,
        year1_production_kwh: 14_790,
        monthly_net_excess_kwh: 283,
      }),
      equipment: {
        panels: panels('Silfab', 'SIL-425 QD', 24, 425, 21.4),
        inverters: { type: 'string', brand: 'Tesla', model: 'Solar Inverter 7.6 kW', count: 1, warranty: 12 },
        battery: { brand: 'Tesla', model: 'Powerwall 3', count: 1, warranty: 10 },
        monitoring: { included: true, brand: 'Tesla app' },
      },
      trust: {
        quality_rating: 5,
        value_rating: 4,
        trust_rating: 4,
        average_rating: 4.33,
        years_in_business: 16,
        employee_count: 48,
        systems_installed: 2300,
        trust_points: ['Tesla Certified Installer'],
      },
    },
    {
      name: 'Mile High Sun Collective',
      company_name: 'Mile High Sun Collective',
      status: 'archived',
      archived: true,
      email: 'sales@mile-high-sun-collective.example',
      phone: '(720) 555-0163',
      domain: 'mile-high-sun-collective.example',
      notes: 'Dropped: highest price per watt and a 10-year workmanship warranty only.',
      proposal_data: proposal(sharedProject, {
        system_size_kw: 7.2,
        solar_system_cost: 24_480,
        solar_incentives: 7_344,
        year1_production_kwh: 10_300,
        monthly_net_excess_kwh: 0,
      }),
      equipment: null,
      trust: { quality_rating: 3, value_rating: 2, trust_rating: 3, average_rating: 2.67 },
    },
  ];
}

/** The private project's single draft quote. */
export function privateQuotes() {
  return [
    {
      name: 'Granite Peak Sunworks',
      company_name: 'Granite Peak Sunworks',
      status: 'quote_requested',
      email: 'info@granite-peak-sunworks.example',
      phone: '(303) 555-0108',
      domain: 'granite-peak-sunworks.example',
      notes: 'Waiting for a shade report before they send the final price.',
      proposal_data: proposal(privateProject, {
        system_size_kw: 6.8,
        solar_system_cost: 21_080,
        solar_incentives: 6_324,
        year1_production_kwh: 9_520,
        monthly_net_excess_kwh: 75,
      }),
    },
  ];
}
