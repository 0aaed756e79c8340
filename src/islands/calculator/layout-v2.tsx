import { AGREEMENT, LOAN, OWNED, type CalculatorLayout } from './layout';

/** The second version at /calculator-v2 (spec §2), with loans as billed, leases and PPAs (issue 11). */
export const V2_LAYOUT: CalculatorLayout = {
  eyebrow: 'Free, independent, private',
  title: 'Solar Savings Calculator',
  intro:
    'Enter a quote’s figures to see its true cost, payback, return and monthly cash flow. Nothing you type leaves this page, and nobody will call you.',
  paymentLabels: { cash: 'Cash Purchase', financing: 'Financing', lease: 'Lease', ppa: 'PPA' },
  sections: [
    {
      id: 'system',
      title: 'System Configuration',
      toggle: 'battery',
      items: [
        { field: 'systemSize' },
        { field: 'solarCost' },
        { field: 'otherCosts' },
        { field: 'batteryCost', when: { battery: true } },
        { field: 'batteryCapacity', when: { battery: true } },
        { note: 'Battery warranties usually run 10–12 years; plan for a replacement around year 12.', when: { battery: true } },
      ],
    },
    {
      id: 'production',
      title: 'Production Model',
      items: [{ field: 'year1Production', hint: 'production' }, { field: 'degradationRate' }, { field: 'systemLifetime' }],
    },
    {
      id: 'incentives',
      title: 'Incentives & Benefits',
      items: [
        { field: 'solarIncentives' },
        { field: 'batteryIncentives', when: { battery: true } },
        { field: 'yearlyBenefits' },
        { field: 'yearlyBenefitDuration' },
        { field: 'incentiveMonth', when: { methods: OWNED } },
        { part: 'federalCreditNote', when: { methods: OWNED } },
        {
          note: 'On a lease or PPA the owner claims incentives and yearly benefits: not counted.',
          when: { methods: AGREEMENT },
        },
      ],
    },
    {
      id: 'payment',
      title: 'Payment Method',
      toggle: 'payment',
      intro: {
        byMethod: {
          cash: 'Paid in full at installation; incentives count when they arrive.',
          lease: 'A third party owns the system; you pay monthly for it.',
          ppa: 'A third party owns the system; you pay per kWh it makes.',
        },
      },
      items: [
        { field: 'downPayment', when: { methods: LOAN } },
        { field: 'interestRate', when: { methods: LOAN } },
        { field: 'loanTerm', when: { methods: LOAN } },
        { field: 'loanAmount', when: { methods: LOAN } },
        { field: 'cashPrice', when: { methods: LOAN } },
        { part: 'paydownChoice', when: { methods: LOAN } },
        { field: 'leasePayment', when: { methods: ['lease'] } },
        { field: 'ppaRate', when: { methods: ['ppa'] } },
        { field: 'downPayment', label: 'Prepayment', when: { methods: AGREEMENT } },
        { field: 'escalator', when: { methods: AGREEMENT } },
        { field: 'agreementTerm', when: { methods: AGREEMENT } },
        { part: 'endOfTermChoice', when: { methods: AGREEMENT } },
        { field: 'buyoutPrice', when: { methods: AGREEMENT, endOfTerm: 'buyout' } },
      ],
    },
    {
      id: 'energy',
      title: 'Energy & Savings',
      items: [
        { field: 'monthlyConsumption' },
        { field: 'electricityRate' },
        { field: 'monthlyNetExcess' },
        { field: 'netMeteringRate' },
        { field: 'rateIncrease' },
        { field: 'netMeteringEscalation' },
      ],
    },
    {
      id: 'om',
      title: 'Operations & Maintenance',
      toggle: 'om',
      intro: 'omHint',
      items: [
        {
          note: 'On a lease or PPA, O&M counts only after a buyout.',
          when: { methods: AGREEMENT, om: true },
        },
        { field: 'monthlyInsurance', when: { om: true } },
        { field: 'monthlyMaintenance', when: { om: true } },
        { part: 'monthlyOM', when: { om: true } },
        { field: 'annualEscalation', when: { om: true } },
      ],
    },
    {
      id: 'npv',
      title: 'NPV (Present Value)',
      toggle: 'npv',
      intro: 'Shows figures in today’s dollars. NPV, IRR and discounted payback show either way, at 3% a year unless set here.',
      items: [{ field: 'discountRate', when: { npv: true } }],
    },
  ],
  below: 'helpers',
  clearButton: true,
};
