import { DEFINITIONS, type DefinedFigure } from '../../finance/definitions';
import { Disclosure } from '../ui/Disclosure';

/** The names figures go by on the calculator, for the definitions list (others get a readable form of their key). */
const DEFINITION_LABELS: Readonly<Partial<Record<DefinedFigure, string>>> = {
  totalSystemCost: 'System Cost',
  netInvestment: 'Net Cost',
  costPerWatt: 'Cost per watt',
  batteryCostPerKwh: 'Battery cost per kWh',
  monthlyPayment: 'Loan Payment',
  totalInterest: 'Total Interest',
  lifetimeProduction: 'Lifetime production',
  lifetimeElectricalCost: 'Without Solar',
  lifetimeSavings: 'Lifetime savings',
  yearlyBenefits: 'Yearly benefits',
  lifetimeOMCost: 'Lifetime O&M',
  totalValueFromSolar: 'Total Value from Solar',
  systemCostWithOM: 'Cost with O&M',
  trueInvestment: 'True investment',
  netSavings: 'Net Benefit',
  netAnnualSavings: 'Year 1 cash flow',
  netMonthlySavings: 'Year 1 Monthly',
  lifetimeMonthlyCashFlow: 'Lifetime Monthly',
  simplePayback: 'Payback Period',
  roi: 'Return on Investment',
  lcoe: 'Solar kWh',
  electricityCostWithSolar: 'With Solar Net Cost',
  savingsPercentage: 'Cost Reduction',
  presentValue: 'Present value',
  financingMarkup: 'Financing markup',
  paydown: 'Incentive paydown',
  batteryIncrement: 'Battery on its own',
  sensitivity: 'Sensitivity',
  productionSanity: 'Production check',
  netPresentValue: 'Net Present Value',
  irr: 'Rate of Return (IRR)',
  discountedPayback: 'Discounted Payback',
  paymentAfterPaydown: 'After the paydown',
  totalPaid: 'Total Paid',
  effectiveRatePerKwh: 'Effective price',
  utilityRatePerKwh: 'Utility’s price',
  lifetimePayments: 'Lease / PPA payments',
  assumptions: 'Assumptions',
  federalCredit: 'Federal tax credit',
  costPerWattAfterIncentives: 'Cost per watt after incentives',
  batteryCostPerKwhAfterIncentives: 'Battery per kWh after incentives',
  discountRate: 'Discount rate',
};

/** lifetimeOMCost → 'Lifetime OM cost'. */
const readable = (key: string): string => {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** "How is this calculated": every figure's plain-English definition (finance engine DEFINITIONS). */
export function Definitions({ level = 2 }: { level?: 2 | 3 }) {
  return (
    <Disclosure title="How is this calculated?" level={level} className="print:hidden">
      <p className="text-sm text-muted">
        Each figure follows the definition below, so you can compare it with another tool’s figure. Nothing you type leaves this page.
      </p>
      <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm md:grid-cols-2">
        {(Object.keys(DEFINITIONS) as DefinedFigure[]).map((key) => (
          <div key={key}>
            <dt className="font-semibold text-ink">{DEFINITION_LABELS[key] ?? readable(key)}</dt>
            <dd className="text-slate-700">{DEFINITIONS[key]}</dd>
          </div>
        ))}
      </dl>
    </Disclosure>
  );
}
