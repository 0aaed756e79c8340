import type { EngineResult } from '../../finance';
import { yearlyCashFlows } from '../../finance/cash-flow-table';
import { formatDollars, formatPercent } from '../../finance/format';

/**
 * Plain-language insights of a quote's cash flow for the Cash Flow Analysis card: when it breaks
 * even, what year 1 costs or saves each month, what is left once the loan is paid off, and what
 * loan interest, O&M and an inverter replacement add. Facts from the engine's figures, never advice on which installer.
 */
export function cashFlowInsights(result: EngineResult): string[] {
  const insights: string[] = [];
  const { metrics, financing, system } = result;
  const lifetime = system.lifetimeYears;
  const loan = financing.method === 'financing';

  if (metrics.payback !== null && metrics.payback <= lifetime) {
    insights.push(
      `You break even in year ${Math.ceil(metrics.payback)} (after ${metrics.payback.toFixed(1)} years); after that the system keeps paying you back.`,
    );
  } else {
    insights.push(`At these figures the system does not pay for itself within its ${lifetime}-year lifetime.`);
  }

  const year1 = metrics.year1MonthlyCashFlow;
  if (year1 < 0) {
    insights.push(
      loan
        ? `In year 1 the loan payment is more than the savings: about ${formatDollars(-year1)} a month out of pocket.`
        : `In year 1 the running costs are more than the savings: about ${formatDollars(-year1)} a month.`,
    );
  } else {
    insights.push(`In year 1 you come out about ${formatDollars(year1)} a month ahead${loan ? ', loan payment included' : ''}.`);
  }

  if (loan && financing.termMonths > 0) {
    const payoffYear = Math.ceil(financing.termMonths / 12);
    const after = yearlyCashFlows(result.cashFlow).find((y) => y.year === payoffYear + 1);
    if (after !== undefined) {
      insights.push(`Once the loan is paid off in year ${payoffYear}, you keep about ${formatDollars(after.netCashFlow / 12)} a month.`);
    } else if (payoffYear > lifetime) {
      insights.push(`The loan runs ${payoffYear} years, longer than the ${lifetime}-year lifetime assumed for the system.`);
    }
    if (financing.principal > 0) {
      insights.push(
        `Loan interest adds ${formatDollars(financing.interest)} (${formatPercent((financing.interest / financing.principal) * 100, 0)} of the amount borrowed).`,
      );
    }
  }

  if (result.omCosts.enabled) {
    insights.push(`Maintenance and insurance add up to ${formatDollars(result.omCosts.lifetime)} over ${lifetime} years.`);
  }
  const inverter = result.inverterReplacement;
  if (inverter !== null) {
    insights.push(`A new inverter in year ${inverter.year}, after its warranty ends, costs ${formatDollars(inverter.cost)}.`);
  }
  return insights;
}
