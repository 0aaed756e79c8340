import { test } from 'vitest';
import { calculate } from './calculate';
import { compareQuotes, type ComparableQuote } from './comparison';
import { analyzeQuote, type ProjectEnergySettings, type ProposalData } from './quote-engine';

/**
 * Engine timing (run: npm run bench -- finance). Goals on the 2-core machine (issue 11): a 25-year
 * monthly loan quote with an incentive paydown and NPV ≤ 1 ms median; a 10-quote comparison within
 * one 16 ms frame; on an hourly tariff (issue 23), a year of hours for 10 quotes ≤ 50 ms. A benchmark, not a timed test: it reports figures and asserts nothing about them.
 */

const financed = {
  systemSize: 8.4,
  solarCost: 26880,
  otherCosts: 1200,
  year1Production: 11340,
  degradationRate: 0.5,
  solarIncentives: 8424,
  yearlyBenefits: 250,
  yearlyBenefitDuration: 10,
  paymentMethod: 'financing',
  downPayment: 2000,
  interestRate: 6.99,
  loanTerm: 20,
  monthlyConsumption: 950,
  monthlyNetExcess: 120,
  electricityRate: 0.16,
  netMeteringRate: 0.08,
  rateIncrease: 3,
  netMeteringEscalation: 1,
  includeOM: true,
  monthlyInsurance: 12,
  monthlyMaintenance: 8,
  annualEscalation: 2,
} as const;

const project: ProjectEnergySettings = {
  monthly_consumption_kwh: 950,
  current_rate_per_kwh: '0.16',
  rate_increase_yearly_percent: 3,
  net_metering_rate: 0.08,
  expected_system_lifetime_years: 25,
  om_annual_percent: 0.5,
  insurance_annual_percent: 0.25,
};

/** R1's loan: $36,809 at 6.99 % over 25 years, $9,948 paid down after 15 payments, NPV on. */
const paydownQuote: ProposalData = {
  system_size_kw: 13.2,
  solar_system_cost: 36809,
  other_costs: 0,
  year1_production_kwh: 17000,
  annual_degradation_percent: 0.5,
  monthly_net_excess_kwh: 120,
  solar_incentives: 9948,
  payment_method: 'loan',
  down_payment: 0,
  interest_rate_percent: 6.99,
  loan_term_years: 25,
  incentive_month: 15,
  incentive_paydown: true,
  cash_price: 33161,
};

/** The same ten quotes as before issue 11 (so the figures compare), then with paydowns and leases mixed in. */
const quotes: ComparableQuote[] = Array.from({ length: 10 }, (_, i) => ({
  id: i,
  company_name: `Installer ${i + 1}`,
  proposal_data: {
    system_size_kw: 7 + i * 0.4,
    solar_system_cost: 21000 + i * 1500,
    other_costs: 500,
    battery_included: i % 3 === 0,
    battery_cost: 14000,
    battery_capacity_kwh: 13.5,
    battery_incentives: 4200,
    solar_incentives: (21000 + i * 1500) * 0.3,
    year1_production_kwh: 9500 + i * 550,
    annual_degradation_percent: 0.5,
    monthly_net_excess_kwh: 80,
    payment_method: i % 2 === 0 ? 'loan' : 'cash',
    down_payment: 0,
    interest_rate_percent: 5.99 + i * 0.25,
    loan_term_years: 20 + (i % 3) * 5,
  },
}));

const mixed: ComparableQuote[] = quotes.map((quote, i) => ({
  ...quote,
  proposal_data:
    i % 5 === 4
      ? { ...quote.proposal_data, payment_method: 'lease', lease_monthly_payment: 140, escalator_percent: 2.9, agreement_term_years: 20 }
      : i % 4 === 0
        ? { ...quote.proposal_data, incentive_month: 14, incentive_paydown: true }
        : (quote.proposal_data ?? null),
}));

/** A TOU net-billing rate (peak 4–9 pm), as URDB stores it with Atlas's export fields (issue 23). */
const peakSchedule = Array.from({ length: 12 }, () => Array.from({ length: 24 }, (_, h) => (h >= 16 && h < 21 ? 1 : 0)));
const touProject = {
  ...project,
  postal_code: '94103',
  state_province: 'CA',
  tariff: {
    name: 'TOU 4–9 pm',
    energyratestructure: [[{ rate: 0.31 }], [{ rate: 0.52 }]],
    energyweekdayschedule: peakSchedule,
    energyweekendschedule: peakSchedule,
    fixedchargefirstmeter: 15,
    atlas_export_compensation: 'net_billing',
    atlas_export_rate: 0.06,
  },
};

test('finance engine', async ({ bench }) => {
  const results = await bench.compare(
    bench('25-year loan quote with paydown and NPV (analyzeQuote)', () => {
      analyzeQuote(project, paydownQuote, { npvEnabled: true, installDate: '2026-06-01' });
    }),
    bench('25-year financed quote, monthly rows', () => {
      calculate({ ...financed, systemLifetime: 25 });
    }),
    bench('25-year financed quote, monthly rows, NPV on', () => {
      calculate({ ...financed, systemLifetime: 25, npvEnabled: true, discountRate: 3 });
    }),
    bench('40-year financed quote, monthly rows', () => {
      calculate({ ...financed, systemLifetime: 40, loanTerm: 30 });
    }),
    bench('10-quote comparison recompute', () => {
      compareQuotes(project, quotes);
    }),
    bench('10-quote comparison, paydowns and leases mixed in', () => {
      compareQuotes(project, mixed);
    }),
    // Issue 23's goal: a year of hours (8,760) for 10 quotes, batteries included, ≤ 50 ms.
    bench('10-quote comparison on an hourly TOU bill (a year of hours each)', () => {
      compareQuotes(touProject, quotes);
    }),
  );
  // The goals are about medians, which the comparison table does not print.
  for (const name of [
    '25-year loan quote with paydown and NPV (analyzeQuote)',
    '25-year financed quote, monthly rows',
    '25-year financed quote, monthly rows, NPV on',
    '40-year financed quote, monthly rows',
    '10-quote comparison recompute',
    '10-quote comparison, paydowns and leases mixed in',
    '10-quote comparison on an hourly TOU bill (a year of hours each)',
  ] as const) {
    console.log(`${name}: median ${results.get(name).latency.p50?.toFixed(3)} ms`);
  }
});
