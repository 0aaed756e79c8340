/**
 * Plain-English definitions of every figure the engine produces, for the UI's "how is this
 * calculated" view and the definition beside each figure. They describe exactly what the code
 * does, so a reader can compare a figure with another tool's (NREL SAM, for instance, computes
 * payback without loan payments).
 */
export const DEFINITIONS = {
  billBefore:
    'Year 1’s bill without solar under your tariff: energy charges by period and tier, the fixed charge and any minimum bill, month by month, each line rounded to the cent.',
  billAfter:
    'Year 1’s bill with this system under the same tariff: what you still import, less what your exports earn as the tariff pays them (net metering, net billing or nothing), plus the fixed charge and any minimum bill.',
  billSavings:
    'The bill without solar minus the bill with this system, in year 1. Later years: the part from the kWh you use rises with the electricity price, the part exports earn with the export rate, both falling with degradation.',
  selfConsumptionShare:
    'The share of the system’s year-1 production used in your home, directly or through the battery: production minus exports, divided by production.',
  exportEarnings:
    'What the kWh sent to the grid are worth on year 1’s bills: the bill with this system if exports earned nothing, minus the bill with them. Under net metering that is the retail price of the use they offset, plus any true-up payment; under net billing, the export credit taken off your bills. Credit left unused at the true-up lapses and is not counted.',
  batteryShift:
    'kWh the battery delivers to your home from stored solar in year 1, and how much lower the year’s bill is with the battery than with the panels alone.',
  totalSystemCost: 'Solar cost plus other costs plus the battery cost when a battery is included. Installation is not priced separately.',
  netInvestment:
    'Total system cost minus solar incentives and, with a battery, battery incentives (received when the quote says they arrive). On a lease or PPA: the prepayment, because the owner, not you, claims the incentives.',
  costPerWatt:
    'Solar cost plus other costs, divided by the system size in watts (battery excluded). After incentives, solar incentives are subtracted first.',
  batteryCostPerKwh: 'Battery cost divided by its capacity in kWh; after incentives, battery incentives are subtracted first.',
  costPerWattAfterIncentives:
    'Solar cost plus other costs minus solar incentives (never below zero), divided by the system size in watts. On a lease or PPA incentives are the owner’s and are not subtracted.',
  batteryCostPerKwhAfterIncentives: 'Battery cost minus battery incentives (never below zero), divided by its capacity in kWh.',
  discountRate:
    'The yearly rate future money is discounted at for the net present value and the discounted payback: the NPV section’s rate, else 3 %. Each month is discounted by (1 + rate)^(−1/12).',
  monthlyPayment:
    'The level monthly loan payment on the whole amount financed (the lender’s loan amount, else total cost minus the down payment), by standard amortisation over the loan term (an even split at 0 %), rounded to the cent. Incentives never reduce it at the start. On a lease: the year-1 payment; on a PPA: year 1’s payments divided by 12.',
  paymentAfterPaydown:
    'When incentives are paid onto the loan: the balance left after that lump sum, re-amortised over the remaining months at the same rate, rounded to the cent.',
  totalPaid:
    'Everything paid for the system: the down payment, every loan payment and any paydown (the exact amortisation, rounded once, as lender disclosures print it; the final payment settles the cents); on a lease or PPA the prepayment, every payment and any buyout.',
  totalInterest:
    'Loan payments plus any paydown, minus the amount financed: month by month, the interest of the exact amortisation rounded to the cent.',
  financingMarkup:
    'What financing adds to the price: the financed price minus the quote’s cash price for the same system, plus any amount financed above the cost less the down payment. Shown in dollars and as a share of the cash price (the system cost when no cash price is given); from 2 % it is flagged as a dealer fee worth asking about, below that it is treated as rounding.',
  paydown:
    'Incentives paid onto the loan when they arrive (months after installation): the rest of the balance is re-amortised over the remaining months, so the payment falls. It is the federal tax credit unless the quote says all incentives or an amount; the rest stays your cash. If the quote does not say the incentives pay the loan down, they are counted as your cash when they arrive and the loan is not reduced.',
  lifetimeProduction: 'Year-1 production, lower each year by the degradation rate (one step a year), summed over the system lifetime.',
  co2Avoided:
    'Each year’s production (year 1 lower each year by the degradation rate, as in lifetime production) times the grid emission factor of your state, added up over the lifetime: the CO₂ (and other greenhouse gases as CO₂-equivalent) the grid would have emitted to make the same electricity. The factor is the state’s average emission rate of all its power plants from EPA’s eGRID2023 (2023 data, published June 2025), held the same every year: grids get cleaner, so later years are overstated. It is an average, while a solar kWh displaces the plant that would have run at that hour, which can emit more or less than the average. No figure without a US state.',
  lifetimeElectricalCost:
    'What the electricity would cost without solar: monthly consumption × 12 × the rate, the rate rising each year by the yearly increase, over the lifetime.',
  lifetimeSavings:
    "Bill savings over the lifetime: the kWh used at home (production not exported, at most consumption × 12 a year) at that year's rate, plus the credit for the monthly net excess × 12 (degraded like production) at the net-metering rate (the current rate when none is set), rising by its own escalation. Before yearly benefits, loan and O&M. With a tariff entered, year 1 comes from the hourly bill instead (see billSavings).",
  yearlyBenefits:
    'Other yearly payments (such as performance incentives) for their duration, capped by the lifetime, spread evenly over the months. Not counted on a lease or PPA: they go to the owner.',
  lifetimeOMCost:
    'Operations, maintenance and insurance over the lifetime: year 1 as entered (or the project percentages of the system cost), rising each year by the O&M escalation. On a lease or PPA the owner maintains the system: only O&M after a buyout counts.',
  inverterReplacement:
    'A new inverter for a system you own (cash or loan), paid once in the first month of the year after the inverter warranty ends, when the system lasts beyond it: the cost on the quote, else $0.20 per watt of the system, at today’s price (not escalated). The warranty is the quote’s, else the type’s usual one (string 10 years, power optimizers’ inverter 12, microinverters 25); with neither stated it is not counted. Counted with O&M.',
  totalValueFromSolar:
    "Lifetime savings plus yearly benefits. With NPV on, each month's amount is discounted to today at the discount rate.",
  systemCostWithOM:
    'The cost with O&M: what is paid for the system (net investment plus loan interest and any financing fee, or lease/PPA payments) plus lifetime O&M and any inverter replacement. With NPV on, the present value of those payments net of incentives.',
  trueInvestment:
    'Net investment plus loan interest, any financing fee, lifetime O&M and any inverter replacement: everything paid for having solar (shown as the cost with O&M). With NPV on, its present value.',
  netSavings:
    'Total value from solar minus the true investment: every cash flow over the lifetime added up, not discounted. With NPV on, the net present value.',
  netPresentValue:
    'Every cash flow (down payment or price, loan, lease or PPA payments, paydowns, O&M, an inverter replacement, bill savings, credits, incentives when they arrive, yearly benefits) discounted to today, month by month, at the monthly rate equivalent to the yearly discount rate: amount × (1 + rate)^(−months/12), added up. Positive: solar is worth more than keeping the money at that rate. A loan whose APR compounds to the discount rate is worth exactly what paying cash is.',
  irr: 'The yearly rate of return of an owned system: the discount rate at which its net present value is zero. None when the cash flows give no single rate (for example, when money comes in before any goes out). Comparable to other tools’ “financial return”. Not shown for a lease or PPA.',
  discountedPayback:
    'Like the payback period, but on the discounted cash flows: years until their running total turns non-negative for good. Never shorter than the simple payback when you pay first and are repaid later.',
  netAnnualSavings:
    "The first year's recurring cash flow: savings, credits and yearly benefits minus O&M and loan, lease or PPA payments. One-time amounts (incentives arriving, a paydown, an inverter replacement) are not in it.",
  netMonthlySavings: "The first year's recurring cash flow divided by 12.",
  lifetimeMonthlyCashFlow:
    'Net savings divided by the lifetime in months (a loan that outlives the system still counts all its payments, spread over the lifetime).',
  simplePayback:
    'Years until the running total of monthly cash flows turns non-negative for good, starting from what is paid at installation (price, down payment or prepayment, less incentives received then), loan and lease payments included, interpolated within the month. Not discounted. Immediate when the total is never negative; none when not reached within the lifetime.',
  roi: 'Return on investment, a total over the whole lifetime (not a yearly rate): net savings divided by what is paid for the system itself (net investment plus loan interest and fees), as a percentage. With NPV on, from present values. Not shown for a lease or PPA: you do not own the system.',
  lcoe: 'Cost per solar kWh, not discounted: what is paid for the system (net investment, plus loan interest and fees when financed) plus lifetime O&M and any inverter replacement, minus yearly benefits, never below zero, divided by lifetime production. It does not depend on the electricity rate. Not shown for a lease or PPA (see the effective price per kWh).',
  effectiveRatePerKwh:
    'Lease or PPA: everything paid for solar (prepayment, payments, any buyout and O&M after it) divided by the kWh the system produces over the same years, not discounted.',
  utilityRatePerKwh:
    "The utility's price for the same kWh: each year's rate (rising by the yearly increase) weighted by that year's production.",
  lifetimePayments: 'Lease or PPA: every monthly payment over the term (and renewal), the escalator applied once a year.',
  electricityCostWithSolar:
    'Bills still paid with solar, plus the true investment, minus yearly benefits, over the lifetime (not discounted).',
  savingsPercentage: 'Cost without solar minus cost with solar, as a percentage of the cost without solar.',
  presentValue: "A month's net cash flow discounted to today: amount × (1 + discount rate)^(−months / 12).",
  assumptions:
    'Every value the figures rest on that the quote or your settings did not give (marked assumed), and the rules the model follows: change a setting and the figures follow.',
  federalCredit:
    'The residential clean energy credit (§25D) does not apply to systems installed after December 31, 2025. Figures marked with this caution count it: ask the installer for them without it.',
  batteryIncrement:
    "The quote with its battery minus the same quote without it: extra cost, incentives, interest, O&M, savings, and the battery's own payback.",
  sensitivity:
    'Payback and net savings again with electricity prices flat, as entered, and rising 6 % a year, and with production 10 % lower and higher.',
  productionSanity: 'Year-1 kWh per kW against a plausible band for the state: 70 %–115 % of a typical south-facing, unshaded array there.',
} as const satisfies Record<string, string>;

export type DefinedFigure = keyof typeof DEFINITIONS;
