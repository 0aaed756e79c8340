import { useEffect, useState } from 'react';
import { matchGuideBusiness, searchTerms, type GuideLookup } from '../../compare/guide-match';
import { guidePrices, priceRange, type PriceRange } from '../../compare/local-range';
import { fetchGuideContentInState, findGuideBusinesses } from '../../directus/businesses';
import type { Quote } from '../../directus';

export interface GuideData {
  /** Each quote's business in the guides, by quote id; `null` until read. */
  readonly lookups: ReadonlyMap<string, GuideLookup> | null;
  /** The $/W range the red flag uses: local when the guides hold enough prices for the state. */
  readonly range: PriceRange | null;
}

/** What identifies a quote's installer: the name the comparison shows (company name, else the quote's name) and its website. */
interface Identity {
  readonly id: string;
  readonly name: string | null;
  readonly website: string | null;
}

async function readLookups(quotes: readonly Identity[], state: string | null): Promise<Map<string, GuideLookup>> {
  const terms = quotes.map(searchTerms);
  const words = [...new Set(terms.flatMap((t) => (t.word ? [t.word] : [])))];
  const hosts = [...new Set(terms.flatMap((t) => (t.host ? [t.host] : [])))];
  const found = await findGuideBusinesses(words, hosts);
  return new Map(quotes.map((q) => [q.id, found.error ? { status: 'unavailable' as const } : matchGuideBusiness(q, state, found.data)]));
}

async function readRange(state: string | null): Promise<PriceRange> {
  if (!state) return priceRange(null, []);
  const read = await fetchGuideContentInState(state);
  return priceRange(state, read.error ? 'unreadable' : guidePrices(read.data));
}

/**
 * The project page's reads of Atlas's guides: the business each quote's installer matches, and the local
 * $/W range of the project's state. Read again only when an installer's name or website, or the state,
 * changes (not on every figure typed).
 */
export function useGuideData(quotes: readonly Quote[], state: string | null): GuideData {
  const [data, setData] = useState<GuideData>({ lookups: null, range: null });
  const identities: Identity[] = quotes.map((q) => ({ id: q.id, name: q.company_name || q.name || null, website: q.domain ?? null }));
  // The reads depend on these alone: a string, so the effect runs again only when one of them changes.
  const key = JSON.stringify({ state, identities });
  useEffect(() => {
    const asked = JSON.parse(key) as { state: string | null; identities: Identity[] };
    let live = true;
    void Promise.all([readLookups(asked.identities, asked.state), readRange(asked.state)]).then(([lookups, range]) => {
      if (live) setData({ lookups, range });
    });
    return () => {
      live = false;
    };
  }, [key]);
  return data;
}
