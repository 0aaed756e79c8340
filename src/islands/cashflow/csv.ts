import type { ComparisonRow, YearlyCashFlow } from '../../finance';
import { cashFlowExtraColumns } from '../../finance/cash-flow-table';
import { choiceLabel, CSV_COLUMNS, quoteField, type CsvColumn } from '../../quote-fields';
import { fromQuote, type QuoteRecord } from '../../stores/quote-draft/mapping';
import type { QuoteFormValues } from '../../stores/quote-draft/values';
import { toNumber } from '../../stores/quote-draft/settings';

/**
 * CSV export (RFC 4180) for the cash-flow table and the quote comparison. Pure functions build the
 * text; `downloadCsv` is the one browser side effect. Spreadsheet apps run a cell that starts with
 * = + - @ as a formula, so text cells starting that way are prefixed with an apostrophe (numbers,
 * negative ones included, are written as numbers and never prefixed).
 */

export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows (the first usually the header) as CSV text: comma-separated, CRLF line ends, quoted where needed. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** Money to the cent as a plain number for a spreadsheet (no currency sign, no grouping). */
const money = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? Math.round(value * 100) / 100 : null;

/** The cash-flow table as rows: one per year, the loan columns only when financing, present value only with NPV. */
export function cashFlowCsvRows(years: readonly YearlyCashFlow[], options: { financing: boolean; npv: boolean }): CsvCell[][] {
  const extra = cashFlowExtraColumns(years);
  const header: CsvCell[] = ['Year', 'Production (kWh)', 'Bill savings ($)', 'Net metering credit ($)', 'Yearly benefits ($)', 'O&M ($)'];
  if (extra.replacement) header.push('Inverter replacement ($)');
  if (extra.incentives) header.push('Incentives received ($)');
  if (options.financing) header.push('Loan payments ($)', 'Interest ($)', 'Loan balance ($)');
  if (extra.paydown) header.push('Paid down on the loan ($)');
  if (extra.agreement) header.push('Lease / PPA payments ($)');
  if (extra.buyout) header.push('Buyout ($)');
  header.push('Net cash flow ($)', 'Cumulative cash flow ($)');
  if (options.npv) header.push('Present value ($)');
  const rows = years.map((y) => {
    const row: CsvCell[] = [
      y.year,
      Math.round(y.production),
      money(y.savings),
      money(y.netMeteringCredit),
      money(y.yearlyBenefits),
      money(y.omCost),
    ];
    if (extra.replacement) row.push(money(y.inverterReplacement));
    if (extra.incentives) row.push(money(y.incentives));
    if (options.financing) row.push(money(y.loanPayment), money(y.interest), money(y.endBalance));
    if (extra.paydown) row.push(money(y.paydown));
    if (extra.agreement) row.push(money(y.agreementPayment));
    if (extra.buyout) row.push(money(y.buyout));
    row.push(money(y.netCashFlow), money(y.cumulativeCashFlow));
    if (options.npv) row.push(money(y.presentValue));
    return row;
  });
  return [header, ...rows];
}

/** A registry column's cell: numbers as numbers, choices by their labels, flags Yes/No, empty as empty. */
function inputCell(form: QuoteFormValues | undefined, column: CsvColumn): CsvCell {
  if (form === undefined) return null;
  const value = form[column.name];
  const def = quoteField(column.name);
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string' || value === '') return null;
  if (def.kind === 'choice') return choiceLabel(column.name, value);
  if (def.kind === 'text') return value;
  return toNumber(value);
}

/** 'financing' (as the engine reports a loan) → the registry's label of the payment method. */
const paymentLabel = (method: string): string => choiceLabel('payment_method', method === 'financing' ? 'loan' : method);

/**
 * The comparison table as rows, one per quote (for the project screen's export). A quote whose
 * metrics could not be calculated keeps its name and leaves the figures empty. Given the quotes, the
 * rows end with what was entered for the registry's CSV fields (src/quote-fields/fields.ts `csv`).
 */
export function comparisonCsvRows(rows: readonly ComparisonRow[], quotes: readonly QuoteRecord[] = []): CsvCell[][] {
  const byId = new Map(quotes.map((quote) => [String(quote.id), quote]));
  const inputs = quotes.length > 0 ? CSV_COLUMNS : [];
  const header: CsvCell[] = [
    'Installer',
    'Archived',
    'System size (kW)',
    'System cost ($)',
    'Net cost ($)',
    '$/W before incentives',
    '$/W after incentives',
    'Payment',
    'Monthly loan payment ($)',
    'Total interest ($)',
    'Year 1 monthly cash flow ($)',
    'Lifetime monthly cash flow ($)',
    'Payback (years)',
    'ROI (%)',
    'Net savings ($)',
    'Lifetime savings ($)',
    'Solar cost per kWh ($)',
    'Lifetime production (MWh)',
    'Savings (%)',
    'Battery',
    'Battery capacity (kWh)',
    ...inputs.map((column) => column.header),
  ];
  const round = (value: number | null, places: number): number | null =>
    value === null || !Number.isFinite(value) ? null : Number(value.toFixed(places));
  return [
    header,
    ...rows.map((row): CsvCell[] => {
      const m = row.metrics;
      const quote = byId.get(String(row.id));
      const form = quote === undefined ? undefined : fromQuote(quote);
      const entered = inputs.map((column) => inputCell(form, column));
      // Empty figures, not a short row: every record has the header's number of fields (RFC 4180).
      if (m === null)
        return [row.companyName, row.archived, ...Array.from({ length: header.length - 2 - entered.length }, () => null), ...entered];
      return [
        row.companyName,
        row.archived,
        m.systemSizeKw,
        money(m.totalSystemCost),
        money(m.netInvestment),
        round(m.costPerWattBeforeIncentives, 2),
        round(m.costPerWattAfterIncentives, 2),
        paymentLabel(m.paymentMethod),
        m.paymentMethod === 'financing' ? money(m.monthlyPayment) : null,
        m.paymentMethod === 'financing' ? money(m.totalInterest) : null,
        money(m.year1MonthlyCashFlow),
        money(m.lifetimeMonthlyCashFlow),
        m.paybackShown ? round(m.simplePayback, 1) : null,
        round(m.roi, 1),
        money(m.netSavings),
        money(m.lifetimeSavings),
        round(m.lcoe, 3),
        round(m.lifetimeProductionMwh, 1),
        round(m.savingsPercentage, 1),
        m.batteryIncluded,
        m.batteryIncluded ? m.batteryCapacityKwh : null,
        ...entered,
      ];
    }),
  ];
}

/** Offers CSV text as a file download (UTF-8 with a byte-order mark so spreadsheet apps read it as UTF-8). */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the download has been handed to the browser by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
