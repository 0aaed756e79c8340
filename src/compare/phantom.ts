// No engine import: the project page's first chunk uses this to count quotes.

/** The proposal fields that count as "a figure" for a quote to be real (what the homeowner types first). */
const FIGURE_FIELDS = [
  'system_size_kw',
  'solar_system_cost',
  'other_costs',
  'battery_cost',
  'year1_production_kwh',
  'lease_monthly_payment',
  'ppa_rate_per_kwh',
] as const;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * An abandoned empty draft: no company name and not one figure. It is not a column of the comparison nor
 * counted among the quotes (auto-save may have stored it before anything was typed).
 */
export function isPhantomQuote(quote: {
  readonly name?: string | null;
  readonly company_name?: string | null;
  readonly proposal_data?: unknown;
}): boolean {
  const name = text(quote.name);
  if (text(quote.company_name) !== null || (name !== null && !name.startsWith('DRAFT:'))) return false;
  const p = quote.proposal_data;
  if (p === null || typeof p !== 'object') return true;
  const data = p as Record<string, unknown>;
  return !FIGURE_FIELDS.some((field) => {
    const v = data[field];
    const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
    return Number.isFinite(n) && n > 0;
  });
}
