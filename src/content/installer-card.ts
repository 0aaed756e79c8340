/**
 * From a guide's links and the published businesses to the ranked cards a guide page shows. Pure: the
 * page passes the build date, so "years in business" is fixed at build time like the rest of the page.
 */
import type { Partner, TrustItem } from './basic-content';
import type { BusinessData, GuideLink } from './types';
import {
  abbreviateCount,
  formatCostPerWatt,
  formatCostRange,
  formatPercent,
  formatRating,
  formatScore,
  formatYearsInBusiness,
  scoreTier,
  tierKey,
  yearsInBusiness,
  type TierLabel,
} from './format';

/** Link kinds a guide shows (spec section 4); anything else (e.g. "hidden", "draft") is left out. */
export const SHOWN_USAGE_TYPES: ReadonlySet<string> = new Set(['listed', 'featured']);

export interface RankedInstaller {
  rank: number;
  business: BusinessData;
  link: GuideLink;
}

/**
 * The businesses a guide lists, ranked: only links that are listed or featured and point at a published
 * business with a score (the map holds only those), each business once, by descending score, rank from 1.
 * Equal scores are ordered by rating, then review count, then name, so the order is stable between builds.
 */
export function rankInstallers(links: readonly GuideLink[], businesses: ReadonlyMap<string, BusinessData>): RankedInstaller[] {
  const seen = new Set<string>();
  const shown: Array<{ business: BusinessData; link: GuideLink }> = [];
  for (const link of links) {
    if (!SHOWN_USAGE_TYPES.has(link.usageType)) continue;
    const business = businesses.get(link.cid);
    if (!business || seen.has(business.cid)) continue;
    seen.add(business.cid);
    shown.push({ business, link });
  }
  shown.sort(
    (a, b) =>
      b.business.score - a.business.score ||
      (b.business.rating ?? -1) - (a.business.rating ?? -1) ||
      (b.business.reviews ?? -1) - (a.business.reviews ?? -1) ||
      a.business.name.localeCompare(b.business.name, 'en'),
  );
  return shown.map((entry, index) => ({ rank: index + 1, ...entry }));
}

export interface InstallerCard {
  cid: string;
  rank: number;
  name: string;
  featured: boolean;
  blurb: string | null;
  /** "8.7" */
  score: string;
  tier: TierLabel;
  tierKey: ReturnType<typeof tierKey>;
  website: { href: string; label: string } | null;
  state: string | null;
  /** "4.8" */
  rating: string | null;
  /** "1.2K" */
  reviews: string | null;
  reviewCount: number | null;
  /** "12 years in business" */
  yearsInBusiness: string | null;
  /** "96%" */
  satisfaction: string | null;
  /** True when basic_content was unreadable: the card says "No detailed information available". */
  minimal: boolean;
  services: string[];
  trust: TrustItem[];
  partners: Partner[];
  /** "$2.85/W" */
  costPerWatt: string | null;
  /** "$15,000-$30,000" */
  costRange: string | null;
  /** "Nationwide" or "CO, WY" */
  coverage: string | null;
}

/** An http(s) link to the installer's site from "example.com" or a full URL; null otherwise. */
export function websiteLink(site: string | null): { href: string; label: string } | null {
  if (!site) return null;
  const trimmed = site.trim();
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!url.hostname.includes('.')) return null;
  return { href: url.href, label: url.hostname.replace(/^www\./, '') };
}

/** The card for one ranked installer. */
export function installerCard({ rank, business, link }: RankedInstaller, now: Date): InstallerCard {
  const tier = scoreTier(business.score);
  const years = yearsInBusiness(business.foundedYear, now);
  const info = business.info;
  const coverage = info?.coverage;
  return {
    cid: business.cid,
    rank,
    name: business.name,
    featured: link.usageType === 'featured',
    blurb: link.customBlurb,
    score: formatScore(business.score),
    tier,
    tierKey: tierKey(tier),
    website: websiteLink(business.site),
    state: business.state,
    rating: formatRating(business.rating),
    reviews: business.reviews !== null && business.reviews >= 0 ? abbreviateCount(business.reviews) : null,
    reviewCount: business.reviews,
    yearsInBusiness: years === null ? null : formatYearsInBusiness(years),
    satisfaction: formatPercent(business.satisfactionRate),
    minimal: info === null,
    services: info?.services ?? [],
    trust: info?.trust ?? [],
    partners: info?.partners ?? [],
    costPerWatt: info?.costPerWatt != null ? formatCostPerWatt(info.costPerWatt) : null,
    costRange: info?.costRange ? formatCostRange(info.costRange.low, info.costRange.high) : null,
    coverage: !coverage ? null : coverage.nationwide ? 'Nationwide' : coverage.states.join(', '),
  };
}

/** Every card of a guide, ranked. */
export function installerCards(links: readonly GuideLink[], businesses: ReadonlyMap<string, BusinessData>, now: Date): InstallerCard[] {
  return rankInstallers(links, businesses).map((ranked) => installerCard(ranked, now));
}
