import { describe, expect, it } from 'vitest';
import { analyzeQuote } from '../../finance';
import { cashFlowInsights } from './insights';

const project = { monthly_consumption_kwh: 900, current_rate_per_kwh: 0.16, om_annual_percent: 0.5 };
const cash = { system_size_kw: 8, solar_system_cost: 24000, year1_production_kwh: 11000, solar_incentives: 7200 };

function insights(proposal: Record<string, unknown>, settings: Record<string, unknown> = project): string[] {
  const result = analyzeQuote(settings, proposal).result;
  if (result === null) throw new Error('no result');
  return cashFlowInsights(result);
}

describe('cash-flow insights', () => {
  it('cash: break-even year, year-1 monthly and O&M', () => {
    const lines = insights(cash);
    expect(lines[0]).toMatch(/^You break even in year \d+ \(after \d+\.\d years\)/);
    expect(lines[1]).toMatch(/^In year 1 you come out about \$\d+ a month ahead\.$/);
    expect(lines.at(-1)).toMatch(/^Maintenance and insurance add up to \$[\d,]+ over 25 years\.$/);
  });

  it('loan: out of pocket in year 1, what is kept after payoff, and the interest', () => {
    const lines = insights(
      { ...cash, solar_incentives: 0, payment_method: 'loan', down_payment: 0, interest_rate_percent: 7.99, loan_term_years: 15 },
      { ...project, om_annual_percent: 0 },
    );
    expect(lines).toContain(lines.find((l) => l.startsWith('In year 1 the loan payment is more than the savings')));
    expect(lines.some((l) => /^Once the loan is paid off in year 15, you keep about \$\d+ a month\.$/.test(l))).toBe(true);
    expect(lines.some((l) => /^Loan interest adds \$[\d,]+ \(\d+% of the amount borrowed\)\.$/.test(l))).toBe(true);
  });

  it('an inverter replacement (issue 23): its year and cost, after O&M', () => {
    const lines = insights({ ...cash, inverter_type: 'string', inverter_warranty: 10 });
    expect(lines.at(-1)).toBe('A new inverter in year 11, after its warranty ends, costs $1,600.');
    expect(insights(cash).some((l) => l.includes('inverter'))).toBe(false);
  });

  it('says so when the system does not pay for itself', () => {
    const lines = insights({ ...cash, solar_system_cost: 90000, solar_incentives: 0 });
    expect(lines[0]).toBe('At these figures the system does not pay for itself within its 25-year lifetime.');
  });
});
