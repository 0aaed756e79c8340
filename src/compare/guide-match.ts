/**
 * Which business in Atlas's guides a quote's installer is, if any. Pure: the project page reads the
 * candidates (src/directus/businesses.ts, published and scored businesses only) and this module decides.
 *
 * A wrong match would show another company's score beside a quote, so the rules prefer "not found" to a
 * guess (README.md, "Atlas Score row"):
 * - by website: the quote's website and the business's have the same host (without `www.`);
 * - else by name: the normalised names are equal (case, accents, punctuation, "&"/"and", a leading "The"
 *   and legal suffixes such as LLC or Inc. do not count), and the business is in the project's state; with
 *   no project state, only when a single business in the guides has that name;
 * - several businesses left after these rules: no match ("several businesses in Atlas's guides …").
 * Phone numbers are not compared: the public business fields hold none.
 */

/** The public fields of a guide business the match and the row read. */
export interface GuideBusiness {
  readonly cid: string;
  readonly name: string;
  readonly site_company_insights_name?: string | null;
  readonly site?: string | null;
  readonly state?: string | null;
  readonly site_company_insights_state?: string | null;
  readonly atlas_score?: number | null;
  readonly rating?: number | null;
  readonly reviews?: number | null;
}

/** What a quote says about its installer. */
export interface InstallerIdentity {
  readonly name: string | null | undefined;
  readonly website?: string | null | undefined;
}

export type MatchHow = 'website' | 'name-and-state' | 'name-only';

export type GuideLookup =
  | { readonly status: 'matched'; readonly business: GuideBusiness; readonly how: MatchHow }
  | { readonly status: 'ambiguous'; readonly count: number }
  | { readonly status: 'none' }
  /** The guides could not be read just now. */
  | { readonly status: 'unavailable' };

const LEGAL_SUFFIXES = new Set([
  'llc',
  'inc',
  'incorporated',
  'co',
  'corp',
  'corporation',
  'company',
  'ltd',
  'limited',
  'lp',
  'llp',
  'pllc',
]);

/**
 * A company name reduced to what identifies it: "The Sunward Roofing & Solar, LLC" and "sunward roofing and
 * solar" are both "sunward roofing and solar". Empty when nothing is left.
 */
export function normaliseName(name: string | null | undefined): string {
  if (typeof name !== 'string') return '';
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[&+]/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  if (words[0] === 'the' && words.length > 1) words.shift();
  while (words.length > 1 && LEGAL_SUFFIXES.has(words[words.length - 1]!)) words.pop();
  return words.join(' ');
}

/** The host of a website address ("https://www.Example.com/x" → "example.com"); `null` when it has none. */
export function siteHost(site: string | null | undefined): string | null {
  if (typeof site !== 'string' || site.trim() === '') return null;
  const raw = site.trim();
  try {
    const host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`).hostname.toLowerCase().replace(/^www\./, '');
    return host.includes('.') ? host : null;
  } catch {
    return null;
  }
}

/** Words too common in installer names to narrow a search ("solar", "energy", …). */
const COMMON_WORDS = new Set([
  'and',
  'solar',
  'energy',
  'power',
  'electric',
  'electrical',
  'systems',
  'system',
  'renewable',
  'renewables',
  'installers',
  'installations',
  'home',
  'services',
  'roofing',
  'sun',
  'green',
  'clean',
]);

/**
 * What to ask the backend for a quote's candidates: one distinctive word of its name (the longest that is
 * not a common word) and its website's host. The match itself is decided by `matchGuideBusiness`.
 */
export function searchTerms(installer: InstallerIdentity): { word: string | null; host: string | null } {
  const words = normaliseName(installer.name)
    .split(' ')
    .filter((w) => w.length >= 3);
  const distinctive = words.filter((w) => !COMMON_WORDS.has(w));
  const pool = distinctive.length > 0 ? distinctive : words;
  const word = pool.reduce<string | null>((best, w) => (best === null || w.length > best.length ? w : best), null);
  return { word, host: siteHost(installer.website) };
}

const stateOf = (b: GuideBusiness): string | null => {
  const s = b.state ?? b.site_company_insights_state ?? null;
  return typeof s === 'string' && s.trim() !== '' ? s.trim().toUpperCase() : null;
};

/** The one business among `found`, preferring those in the project's state; ambiguous when still several. */
function single(found: readonly GuideBusiness[], state: string | null, how: MatchHow): GuideLookup | null {
  if (found.length === 0) return null;
  const inState = state ? found.filter((b) => stateOf(b) === state) : [];
  const pool = found.length > 1 && inState.length > 0 ? inState : found;
  return pool.length === 1 ? { status: 'matched', business: pool[0]!, how } : { status: 'ambiguous', count: pool.length };
}

/**
 * The guide business a quote's installer is, by website first, then by name within the project's state
 * (`projectState`: two-letter code, or null when unknown). Candidates are compared by exact rules, so any
 * superset of the right ones may be passed.
 */
export function matchGuideBusiness(
  installer: InstallerIdentity,
  projectState: string | null | undefined,
  candidates: readonly GuideBusiness[],
): GuideLookup {
  const state = typeof projectState === 'string' && /^[A-Za-z]{2}$/.test(projectState.trim()) ? projectState.trim().toUpperCase() : null;
  const host = siteHost(installer.website);
  if (host) {
    const byWebsite = single(
      candidates.filter((b) => siteHost(b.site) === host),
      state,
      'website',
    );
    if (byWebsite) return byWebsite;
  }
  const name = normaliseName(installer.name);
  // A name of one short word ("Solar") says too little to be matched on its own.
  if (name.length < 4) return { status: 'none' };
  const byName = candidates.filter((b) => normaliseName(b.name) === name || normaliseName(b.site_company_insights_name) === name);
  if (byName.length === 0) return { status: 'none' };
  if (state) {
    const inState = byName.filter((b) => stateOf(b) === state);
    if (inState.length === 0) return { status: 'none' };
    return inState.length === 1
      ? { status: 'matched', business: inState[0]!, how: 'name-and-state' }
      : { status: 'ambiguous', count: inState.length };
  }
  return byName.length === 1
    ? { status: 'matched', business: byName[0]!, how: 'name-only' }
    : { status: 'ambiguous', count: byName.length };
}

/** How the match was made, in words for the row's cell. */
export const MATCH_HOW_TEXT: Readonly<Record<MatchHow, string>> = {
  website: 'matched by website',
  'name-and-state': 'matched by name in your state',
  'name-only': 'matched by name',
};

const score = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The Atlas Score row's cell: the business, its score and reviews and how it was matched, or why none is shown. */
export function guideText(lookup: GuideLookup): string {
  switch (lookup.status) {
    case 'none':
      return 'Not in Atlas’s guides';
    case 'ambiguous':
      return `Not matched: ${lookup.count} businesses in Atlas’s guides fit this name`;
    case 'unavailable':
      return 'Could not be checked just now';
    case 'matched': {
      const b = lookup.business;
      const parts = [typeof b.atlas_score === 'number' ? `Atlas Score ${score(b.atlas_score)} of 10` : 'Not scored'];
      if (typeof b.rating === 'number' && typeof b.reviews === 'number' && b.reviews > 0)
        parts.push(`${score(b.rating)} of 5 from ${b.reviews.toLocaleString('en-US')} ${b.reviews === 1 ? 'review' : 'reviews'}`);
      else parts.push('no reviews recorded');
      return `${parts.join('; ')} (${b.name}, ${MATCH_HOW_TEXT[lookup.how]})`;
    }
  }
}
