/**
 * Plain-English definitions of every figure the engine produces, for the UI's "how is this
 * calculated" view. They describe exactly what the code does, so a reader can compare a figure
 * with another tool's (NREL SAM, for instance, computes payback without loan payments).
 */
export const DEFINITIONS = {
  totalSystemCost: 'Solar cost plus other costs plus the battery cost when a battery is included. Installation is not priced separately.',
  netInvestment: 'Total system cost minus solar incentives and, with a battery, battery incentives; assumed received at the start.',
  costPerWatt: 'Solar cost plus other costs, divided by the system size in watts (battery excluded). After incentives, solar incentives are subtracted first.',
  batteryCostPerKwh: 'Battery cost divided by its capacity in kWh; after incentives, battery incentives are subtracted first.',
  monthlyPayment: 'The level monthly loan payment on the net investment minus the down payment, by standard amortisation over the loan term (an even split at 0 %), rounded to the cent.',
  totalInterest: "The loan's interest month by month, each month's interest on the balance rounded to the cent, the last payment trued up.",
  lifetimeProduction: 'Year-1 production, lower each year by the degradation rate (one step a year), summed over the system lifetime.',
  lifetimeElectricalCost: 'What the electricity would cost without solar: monthly consumption × 12 × the rate, the rate rising each year by the yearly increase, over the lifetime.',
  lifetimeSavings: 'Bill savings over the lifetime: the kWh used at home (production not exported, at most consumption × 12 a year) at that year\'s rate, plus the credit for the monthly net excess × 12 (degraded like production) at the net-metering rate (the current rate when none is set), rising by its own escalation. Before yearly benefits, loan and O&M.',
  yearlyBenefits: 'Other yearly payments (such as performance incentives) for their duration, capped by the lifetime, spread evenly over the months.',
  lifetimeOMCost: 'Operations, maintenance and insurance over the lifetime: year 1 as entered (or the project percentages of the system cost), rising each year by the O&M escalation.',
  totalValueFromSolar: 'Lifetime savings plus yearly benefits. With NPV on, each month\'s amount is discounted to today at the discount rate.',
  systemCostWithOM: 'The cost with O&M: net investment plus total loan interest plus lifetime O&M (the true investment).',
  trueInvestment: 'Net investment plus total loan interest plus lifetime O&M: everything paid for having solar (shown as the cost with O&M).',
  netSavings: 'Total value from solar minus the true investment. With NPV on, only the value side is discounted, so this errs low.',
  netAnnualSavings: 'The first year\'s net cash flow: savings, credits and yearly benefits minus O&M and loan payments.',
  netMonthlySavings: 'The first year\'s net cash flow divided by 12.',
  lifetimeMonthlyCashFlow: 'Net savings divided by the lifetime in months.',
  simplePayback: 'Years until the running total of monthly cash flows turns non-negative for good, starting from the net investment (cash) or the down payment (loan) paid at month 0, loan payments included, interpolated within the month. Not discounted. None when not reached within the lifetime.',
  roi: 'Net savings (total value minus true investment) divided by what is paid for the system itself (net investment plus loan interest), as a percentage.',
  lcoe: 'Cost per solar kWh: what is paid for the system (net investment plus loan interest) minus yearly benefits over their duration, never below zero, divided by lifetime production. It does not depend on the electricity rate.',
  electricityCostWithSolar: 'Bills still paid with solar, plus the true investment, minus yearly benefits, over the lifetime (not discounted).',
  savingsPercentage: 'Cost without solar minus cost with solar, as a percentage of the cost without solar.',
  presentValue: 'A month\'s net cash flow discounted to today: amount × (1 + discount rate)^(−months / 12).',
  financingMarkup: 'Financed price minus cash price: a dealer fee folded into the loan, as dollars and as a share of the cash and of the financed price.',
  paydown: 'A lump sum (usually the tax credit) paid onto the loan after a number of payments; the rest is re-amortised over the remaining months. Computed exactly and rounded once, as lender disclosures do.',
  batteryIncrement: 'The quote with its battery minus the same quote without it: extra cost, incentives, interest, O&M, savings, and the battery\'s own payback.',
  sensitivity: 'Payback and net savings again with electricity prices flat, as entered, and rising 6 % a year, and with production 10 % lower and higher.',
  productionSanity: 'Year-1 kWh per kW against a plausible band for the state: 70 %–115 % of a typical south-facing, unshaded array there.',
} as const satisfies Record<string, string>;

export type DefinedFigure = keyof typeof DEFINITIONS;
