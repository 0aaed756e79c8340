/**
 * The quote fields an import may propose, by their registry names (CONTRACTS.md §2). The import never
 * invents a name: a proposal's `field` is one of these, and the quote form maps each to its input.
 */
export const IMPORT_FIELDS = [
  // Installer
  'company_name',
  // System
  'system_size_kw',
  'year1_production_kwh',
  'solar_system_cost',
  'cash_price',
  'battery_included',
  'battery_cost',
  'battery_capacity_kwh',
  // Incentives
  'solar_incentives',
  'battery_incentives',
  'federal_credit_amount',
  // Financing
  'payment_method',
  'lender_name',
  'down_payment',
  'loan_amount',
  'interest_rate_percent',
  'loan_term_years',
  'quoted_monthly_payment',
  'quoted_payment_after_paydown',
  'incentive_month',
  'incentive_paydown',
  'quoted_total_paid',
  'lease_monthly_payment',
  'ppa_rate_per_kwh',
  'escalator_percent',
  'agreement_term_years',
  // Equipment
  'panel_brand',
  'panel_model',
  'panel_count',
  'panel_wattage',
  'inverter_type',
  'inverter_brand',
  'inverter_model',
  'inverter_count',
  'battery_brand',
  'battery_model',
  'battery_count',
  'monitoring_included',
  'monitoring_brand',
  // Warranties (years)
  'panel_warranty',
  'panel_performance_warranty',
  'inverter_warranty',
  'battery_warranty',
  'workmanship_warranty',
  'roof_warranty',
] as const;

/** A quote field the import can propose. */
export type ImportField = (typeof IMPORT_FIELDS)[number];

/**
 * How a field's value is written and checked against its source line:
 * - `money`: dollars, digits and an optional `.cc` ("52744", "185.27");
 * - `number`: a plain decimal ("13.2", "16500", "3.99");
 * - `integer`: whole number ("30", "25");
 * - `text`: as printed (brand, model, lender, installer);
 * - `choice`: one of a fixed set, read from a word the line prints (see `CHOICE_EVIDENCE`);
 * - `flag`: "true" or "false".
 */
export type FieldKind = 'money' | 'number' | 'integer' | 'text' | 'choice' | 'flag';

export const FIELD_KINDS: Readonly<Record<ImportField, FieldKind>> = {
  company_name: 'text',
  system_size_kw: 'number',
  year1_production_kwh: 'number',
  solar_system_cost: 'money',
  cash_price: 'money',
  battery_included: 'flag',
  battery_cost: 'money',
  battery_capacity_kwh: 'number',
  solar_incentives: 'money',
  battery_incentives: 'money',
  federal_credit_amount: 'money',
  payment_method: 'choice',
  lender_name: 'text',
  down_payment: 'money',
  loan_amount: 'money',
  interest_rate_percent: 'number',
  loan_term_years: 'integer',
  quoted_monthly_payment: 'money',
  quoted_payment_after_paydown: 'money',
  incentive_month: 'integer',
  incentive_paydown: 'flag',
  quoted_total_paid: 'money',
  lease_monthly_payment: 'money',
  ppa_rate_per_kwh: 'number',
  escalator_percent: 'number',
  agreement_term_years: 'integer',
  panel_brand: 'text',
  panel_model: 'text',
  panel_count: 'integer',
  panel_wattage: 'number',
  inverter_type: 'choice',
  inverter_brand: 'text',
  inverter_model: 'text',
  inverter_count: 'integer',
  battery_brand: 'text',
  battery_model: 'text',
  battery_count: 'integer',
  monitoring_included: 'flag',
  monitoring_brand: 'text',
  panel_warranty: 'integer',
  panel_performance_warranty: 'integer',
  inverter_warranty: 'integer',
  battery_warranty: 'integer',
  workmanship_warranty: 'integer',
  roof_warranty: 'integer',
};

/** Human labels for the review dialog (the registry's labels replace these when the form is wired). */
export const FIELD_LABELS: Readonly<Record<ImportField, string>> = {
  company_name: 'Installer',
  system_size_kw: 'System size (kW)',
  year1_production_kwh: 'Year 1 production (kWh)',
  solar_system_cost: 'Solar system cost',
  cash_price: 'Cash price',
  battery_included: 'Battery included',
  battery_cost: 'Battery cost',
  battery_capacity_kwh: 'Battery usable capacity (kWh)',
  solar_incentives: 'Solar incentives',
  battery_incentives: 'Battery incentives',
  federal_credit_amount: 'Federal tax credit',
  payment_method: 'Payment method',
  lender_name: 'Lender',
  down_payment: 'Down payment',
  loan_amount: 'Amount financed',
  interest_rate_percent: 'APR (%)',
  loan_term_years: 'Loan term (years)',
  quoted_monthly_payment: 'Monthly payment',
  quoted_payment_after_paydown: 'Payment after paydown',
  incentive_month: 'Paydown month',
  incentive_paydown: 'Incentives pay down the loan',
  quoted_total_paid: 'Total paid over the loan',
  lease_monthly_payment: 'Lease payment (month)',
  ppa_rate_per_kwh: 'PPA rate ($/kWh)',
  escalator_percent: 'Escalator (%/year)',
  agreement_term_years: 'Agreement term (years)',
  panel_brand: 'Panel brand',
  panel_model: 'Panel model',
  panel_count: 'Panel count',
  panel_wattage: 'Panel wattage (W)',
  inverter_type: 'Inverter type',
  inverter_brand: 'Inverter brand',
  inverter_model: 'Inverter model',
  inverter_count: 'Inverter count',
  battery_brand: 'Battery brand',
  battery_model: 'Battery model',
  battery_count: 'Battery units',
  monitoring_included: 'Monitoring included',
  monitoring_brand: 'Monitoring',
  panel_warranty: 'Panel product warranty (years)',
  panel_performance_warranty: 'Panel performance warranty (years)',
  inverter_warranty: 'Inverter warranty (years)',
  battery_warranty: 'Battery warranty (years)',
  workmanship_warranty: 'Workmanship warranty (years)',
  roof_warranty: 'Roof penetration warranty (years)',
};
