import { readBasicContent } from '../../content/basic-content';
import { installerCard, type InstallerCard } from '../../content/installer-card';
import type { BusinessData } from '../../content/types';
import type { SelectionBusiness } from '../../directus';

function num(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function satisfactionOf(breakdown: unknown): number | null {
  let value = breakdown;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  const details = value && typeof value === 'object' ? (value as Record<string, unknown>)['details'] : null;
  const quality = details && typeof details === 'object' ? (details as Record<string, unknown>)['review_quality'] : null;
  return quality && typeof quality === 'object' ? num((quality as Record<string, unknown>)['satisfaction_rate']) : null;
}

/** A business as the guide cards read it (src/content/types.ts), from the fields the selection reads. */
export function toBusinessData(business: SelectionBusiness): BusinessData {
  const text = (value: string | null) => (value && value.trim() !== '' ? value.trim() : null);
  return {
    cid: business.cid,
    name: text(business.name) ?? text(business.site_company_insights_name) ?? business.cid,
    site: text(business.site),
    score: Math.max(0, Math.min(num(business.atlas_score) ?? 0, 10)),
    rating: num(business.rating),
    reviews: num(business.reviews),
    state: text(business.state) ?? text(business.site_company_insights_state),
    foundedYear: num(business.site_company_insights_founded_year),
    satisfactionRate: satisfactionOf(business.score_breakdown),
    info: readBasicContent(business.basic_content),
    version: '',
  };
}

/** The guide card's facts for each business, ranked in the given order (rank from 1). */
export function selectionCards(businesses: readonly SelectionBusiness[], now: Date = new Date()): InstallerCard[] {
  return businesses.map((business, index) =>
    installerCard(
      {
        rank: index + 1,
        business: toBusinessData(business),
        link: { id: business.cid, cid: business.cid, usageType: 'listed', customBlurb: null },
      },
      now,
    ),
  );
}
