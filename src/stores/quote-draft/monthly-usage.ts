import { MONTH_NAMES } from '../../finance/month-names';

/*
 * The project's 12 monthly kWh (`monthly_usage_kwh`, issue 23) as the energy settings form holds them:
 * typed by hand or filled by the bill CSV import. With all 12, the hourly bill scales the typical load to
 * them; without, to the monthly average × 12. Pure.
 */

/** January first; a month is null while empty. `null`: no months (the flat average is used). */
export type MonthlyUsageForm = readonly (number | null)[] | null;

/** The most a typed month may hold, kWh (the backend's own bound is wider, for any other writer). */
export const MONTHLY_USAGE_MAX = 100_000;

/** A stored `monthly_usage_kwh` (Directus sends JSON parsed; a draft or a test may hand over text) → 12 numbers, or null. */
export function monthlyUsageFromStored(value: unknown): number[] | null {
  let v = value;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v) as unknown;
    } catch {
      return null;
    }
  }
  if (!Array.isArray(v) || v.length !== 12) return null;
  const out = v.map((kwh: unknown) => (typeof kwh === 'number' ? kwh : typeof kwh === 'string' && kwh.trim() !== '' ? Number(kwh) : NaN));
  return out.every((kwh) => Number.isFinite(kwh)) ? out : null;
}

/** A draft's months (kept as typed: 12 numbers or nulls), or null. */
export function monthlyUsageFromDraft(value: unknown): MonthlyUsageForm {
  if (!Array.isArray(value) || value.length !== 12) return null;
  return value.map((kwh: unknown) => (typeof kwh === 'number' && Number.isFinite(kwh) ? kwh : null));
}

const typed = (months: MonthlyUsageForm | undefined): months is readonly (number | null)[] =>
  Array.isArray(months) && months.some((kwh) => kwh !== null);

/**
 * Why the months cannot be saved, or null. No months, or 12 empty ones, are fine (the flat average);
 * an empty month among typed ones is not filled in for the homeowner: it is named.
 */
export function monthlyUsageProblem(months: MonthlyUsageForm | undefined): string | null {
  if (!typed(months)) return null;
  for (let m = 0; m < 12; m++) {
    const kwh = months[m] ?? null;
    const name = MONTH_NAMES[m] ?? '';
    if (kwh === null) return `Give ${name}’s use, or clear the months.`;
    if (!Number.isFinite(kwh) || kwh < 0 || kwh > MONTHLY_USAGE_MAX)
      return `${name}’s use must be between 0 and ${MONTHLY_USAGE_MAX.toLocaleString('en-US')} kWh.`;
  }
  return null;
}

/**
 * What a save writes to `monthly_usage_kwh`: the 12 numbers; null when cleared (or all empty); undefined
 * when the form never read the column or a month is still missing — the stored months are left alone.
 */
export function monthlyUsagePayload(months: MonthlyUsageForm | undefined): number[] | null | undefined {
  if (months === undefined) return undefined;
  if (!typed(months)) return null;
  return monthlyUsageProblem(months) === null ? months.map((kwh) => kwh ?? 0) : undefined;
}

/** The typed months' sum, kWh (empty months count 0). */
export const monthlyUsageTotal = (months: readonly (number | null)[]): number => months.reduce<number>((sum, kwh) => sum + (kwh ?? 0), 0);
