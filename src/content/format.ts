/**
 * Display formatting for installer cards and directory rows: Atlas Score and its tier, star ratings, and
 * counts abbreviated with K and M (spec section 9). Pure functions, no locale surprises: output is the
 * same on every build machine.
 */

/** Tier labels by Atlas Score out of 10 (spec section 9), highest first. */
export const SCORE_TIERS = [
  { min: 9, label: 'Elite Tier' },
  { min: 8, label: 'Great Tier' },
  { min: 7, label: 'Good Tier' },
  { min: 6, label: 'Fair Tier' },
] as const;

export type TierLabel = (typeof SCORE_TIERS)[number]['label'] | 'Standard';

/** A score rounded to the one decimal the cards show (8.96 → 9). */
export function roundScore(score: number): number {
  return Math.round(score * 10) / 10;
}

/** The score as shown: always one decimal ("9.0", "7.4"). */
export function formatScore(score: number): string {
  return roundScore(score).toFixed(1);
}

/**
 * The tier of a score. It is read from the score as displayed (one decimal), so a card never shows
 * "9.0" next to "Great Tier".
 */
export function scoreTier(score: number): TierLabel {
  const shown = roundScore(score);
  for (const tier of SCORE_TIERS) if (shown >= tier.min) return tier.label;
  return 'Standard';
}

/** A short slug for styling a tier ("elite", "great", ...). */
export function tierKey(label: TierLabel): 'elite' | 'great' | 'good' | 'fair' | 'standard' {
  return label.split(' ')[0]!.toLowerCase() as 'elite' | 'great' | 'good' | 'fair' | 'standard';
}

function oneDecimal(value: number): string {
  return value.toFixed(1).replace(/\.0$/, '');
}

/**
 * A count abbreviated with K from 1,000 and M from 1,000,000, one decimal at most:
 * 999 → "999", 1000 → "1K", 1250 → "1.3K", 999_960 → "1M", 2_500_000 → "2.5M".
 */
export function abbreviateCount(count: number): string {
  const n = Math.round(count);
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  if (abs < 1000) return `${sign}${abs}`;
  // Round first, then pick the unit, so 999,960 reads "1M" and not "1000K".
  if (abs < 1_000_000 && Math.round(abs / 100) < 10_000) return `${sign}${oneDecimal(abs / 1000)}K`;
  return `${sign}${oneDecimal(abs / 1_000_000)}M`;
}

/** A star rating with one decimal ("4.8"), or null when there is none. */
export function formatRating(rating: number | null | undefined): string | null {
  if (rating === null || rating === undefined || !Number.isFinite(rating)) return null;
  return rating.toFixed(1);
}

/** Whole years since the founding year, counted from `now`; null when the year is missing or implausible. */
export function yearsInBusiness(foundedYear: number | null | undefined, now: Date = new Date()): number | null {
  if (foundedYear === null || foundedYear === undefined || !Number.isInteger(foundedYear)) return null;
  const current = now.getUTCFullYear();
  if (foundedYear < 1800 || foundedYear > current) return null;
  return current - foundedYear;
}

/** "12 years in business", "1 year in business", "Less than a year in business". */
export function formatYearsInBusiness(years: number): string {
  if (years === 0) return 'Less than a year in business';
  return `${years} ${years === 1 ? 'year' : 'years'} in business`;
}

/**
 * A satisfaction rate as a whole percent. Sources give either a fraction (0.96) or a percent (96); both
 * read "96%". Null for anything else.
 */
export function formatPercent(rate: number | null | undefined): string | null {
  if (rate === null || rate === undefined || !Number.isFinite(rate) || rate < 0) return null;
  const percent = rate <= 1 ? rate * 100 : rate;
  if (percent > 100) return null;
  return `${Math.round(percent)}%`;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const usdCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Whole dollars: "$18,500". */
export function formatDollars(value: number): string {
  return usd.format(value);
}

/** Cost per watt: "$2.85/W". */
export function formatCostPerWatt(value: number): string {
  return `${usdCents.format(value)}/W`;
}

/** A cost range written low-high: "$15,000-$30,000" (a single figure when both ends are equal). */
export function formatCostRange(low: number, high: number): string {
  const [a, b] = low <= high ? [low, high] : [high, low];
  return a === b ? formatDollars(a) : `${formatDollars(a)}-${formatDollars(b)}`;
}

const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** "May 4, 2025" for a last-updated line; null when the date does not parse. */
export function formatDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return longDate.format(date);
}

/**
 * A place name for display: stored guide locations are lower case ("fort collins"), shown in title case
 * ("Fort Collins"); names already capitalised ("CO", "McCall") are kept as they are.
 */
export function displayPlace(value: string): string {
  if (value !== value.toLowerCase()) return value;
  return value.replace(/(^|[\s-])(\p{L})/gu, (_m, sep: string, letter: string) => sep + letter.toUpperCase());
}
