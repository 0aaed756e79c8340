// Direct module imports, not the finance barrel: the barrel drags the whole engine into these pages.
import { compareQuotes, type ComparableQuote, type ComparisonMetrics, type ComparisonRow } from '../finance/comparison';
import {
  analyzeQuote,
  withEquipment,
  type EngineResult,
  type ProjectEnergySettings,
  type QuoteAnalysisOptions,
} from '../finance/quote-engine';
import type { GuideLookup } from './guide-match';

/** A quote as the comparison reads it: the engine's inputs plus what a homeowner compares beyond money. */
export interface CompareQuoteInput extends ComparableQuote {
  /** Panels, inverters, battery, monitoring (quote `equipment`); absent on the shared view. */
  readonly equipment?: unknown;
  /** The homeowner's ratings and the installer's track record (quote `trust`); private, absent on the shared view. */
  readonly trust?: unknown;
}

/** One quote of the comparison: the engine's row (table figures) and result (cash flow, financing detail). */
export interface ComparedQuote {
  readonly id: string;
  readonly name: string;
  readonly row: ComparisonRow;
  /** `null` when the quote cannot be analysed (its cells show dashes; the verdict leaves it out). */
  readonly result: EngineResult | null;
  readonly proposal: Readonly<Record<string, unknown>>;
  readonly equipment: Equipment;
  readonly trust: Trust;
  /** The installer's business in Atlas's guides (guide-match.ts); absent when not looked up (the shared page). */
  readonly guide?: GuideLookup | undefined;
}

export interface Equipment {
  readonly panel: string | null;
  readonly panelWatts: number | null;
  readonly panelWarrantyYears: number | null;
  readonly inverterType: string | null;
  readonly inverter: string | null;
  readonly inverterWarrantyYears: number | null;
  readonly battery: string | null;
  readonly batteryWarrantyYears: number | null;
}

export interface Trust {
  /** The homeowner's average of quality, value and trust (1–5); `null` when not rated. */
  readonly averageRating: number | null;
  readonly yearsInBusiness: number | null;
  readonly systemsInstalled: number | null;
}

export type WithMetrics = ComparedQuote & {
  readonly row: ComparisonRow & { readonly metrics: ComparisonMetrics };
  readonly result: EngineResult;
};

/** True when the engine could analyse the quote. */
export function calculated(q: ComparedQuote): q is WithMetrics {
  return q.row.metrics !== null && q.result !== null;
}

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** A positive finite number from a number or numeric string; else `null`. */
export function positive(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) && n > 0 ? n : null;
}

const joined = (...parts: Array<string | null>): string | null => {
  const kept = parts.filter((p): p is string => p !== null);
  return kept.length > 0 ? kept.join(' ') : null;
};

export function equipmentOf(value: unknown): Equipment {
  const e = record(value);
  const panels = record(e['panels']);
  const inverters = record(e['inverters']);
  const battery = record(e['battery']);
  return {
    panel: joined(text(panels['brand']), text(panels['model'])),
    panelWatts: positive(panels['wattage']),
    panelWarrantyYears: positive(panels['warranty']),
    inverterType: text(inverters['type']),
    inverter: joined(text(inverters['brand']), text(inverters['model'])),
    inverterWarrantyYears: positive(inverters['warranty']),
    battery: joined(text(battery['brand']), text(battery['model'])),
    batteryWarrantyYears: positive(battery['warranty']),
  };
}

export function trustOf(value: unknown): Trust {
  const t = record(value);
  const ratings = ['quality_rating', 'value_rating', 'trust_rating'].map((k) => positive(t[k])).filter((n): n is number => n !== null);
  return {
    averageRating: ratings.length > 0 ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10 : null,
    yearsInBusiness: positive(t['years_in_business']),
    systemsInstalled: positive(t['systems_installed']),
  };
}

/** The engine's analysis of one quote (with its monthly cash flow), `null` when it cannot be analysed. */
function resultOf(
  project: ProjectEnergySettings | null | undefined,
  quote: CompareQuoteInput,
  options: QuoteAnalysisOptions | null,
): EngineResult | null {
  try {
    return analyzeQuote(project, withEquipment(quote.proposal_data, quote.equipment), options).result;
  } catch {
    return null;
  }
}

/**
 * Every quote analysed under the same project settings, in the order given. Never throws: a quote the
 * engine cannot analyse keeps its place with `result: null`.
 */
export function compareProjectQuotes(
  project: ProjectEnergySettings | null | undefined,
  quotes: readonly CompareQuoteInput[],
  options: QuoteAnalysisOptions | null = {},
): ComparedQuote[] {
  const rows = compareQuotes(project, quotes, options);
  return quotes.map((quote, i) => {
    const row = rows[i]!;
    const result = row.metrics === null ? null : resultOf(project, quote, options);
    return {
      id: row.id === null ? `quote-${i + 1}` : String(row.id),
      name: row.companyName,
      row,
      result,
      proposal: record(quote.proposal_data),
      equipment: equipmentOf(quote.equipment),
      trust: trustOf(quote.trust),
    };
  });
}

/** The quotes with their guide lookups (by quote id) attached; `null`: not looked up yet. */
export function withGuides(quotes: readonly ComparedQuote[], lookups: ReadonlyMap<string, GuideLookup> | null): readonly ComparedQuote[] {
  if (!lookups) return quotes;
  return quotes.map((q) => ({ ...q, guide: lookups.get(q.id) ?? { status: 'none' } }));
}

/** What the "without the federal tax credit" switch says, on the owner's comparison and on the shared page alike. */
export const WITHOUT_CREDIT_NOTE =
  'Every figure below leaves out the federal tax credit: what each system costs and returns if the credit never arrives. Other incentives are still counted.';
