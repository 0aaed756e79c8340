import { LOAN, type CalculatorLayout } from './layout';

/** The first version at /calculator: the essentials, cash or loan (spec §2 "first version"). */
export const V1_LAYOUT: CalculatorLayout = {
  eyebrow: 'Quick estimate',
  title: 'Solar Calculator',
  intro: (
    <>
      The essentials of a solar quote in one place. For every option (battery capacity, net metering, yearly benefits, leases and PPAs), use
      the{' '}
      <a className="font-medium text-brand-700 underline underline-offset-2" href="/calculator-v2">
        full calculator
      </a>
      .
    </>
  ),
  paymentLabels: { cash: 'Cash', financing: 'Loan' },
  sections: [
    {
      id: 'v1-system',
      title: 'System',
      items: [
        { field: 'systemSize' },
        { field: 'solarCost' },
        { field: 'batteryCost', hint: 'Leave empty for solar only.' },
        { field: 'year1Production' },
        { field: 'degradationRate' },
        { field: 'systemLifetime' },
      ],
    },
    { id: 'v1-incentives', title: 'Incentives', items: [{ field: 'solarIncentives' }] },
    {
      id: 'v1-financing',
      title: 'Financing',
      toggle: 'payment',
      items: [
        { field: 'downPayment', when: { methods: LOAN } },
        { field: 'interestRate', hint: 'Default 5%.', when: { methods: LOAN } },
        { field: 'loanTerm', hint: 'Default 20 years.', when: { methods: LOAN } },
      ],
    },
    { id: 'v1-energy', title: 'Energy', items: [{ field: 'monthlyConsumption' }, { field: 'electricityRate' }, { field: 'rateIncrease' }] },
    {
      id: 'v1-maintenance',
      title: 'Maintenance',
      toggle: 'om',
      intro: 'omHint',
      items: [
        { field: 'monthlyMaintenance', when: { om: true } },
        { field: 'monthlyInsurance', when: { om: true } },
        { part: 'monthlyOM', when: { om: true } },
        { field: 'annualEscalation', when: { om: true } },
      ],
    },
    { id: 'v1-npv', title: 'NPV', toggle: 'npv', items: [{ field: 'discountRate', when: { npv: true } }] },
  ],
  below: 'definitions',
  clearButton: false,
};
