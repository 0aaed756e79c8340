/**
 * Directus items → the shapes pages read (src/content/types.ts). Every check names the item and the
 * field, so a build that stops on bad content says exactly what to fix in the Data Studio. Businesses are
 * the exception: a business that cannot be read fully still gets a card, the minimal one.
 */
import { AstroError } from 'astro/errors';
import { readBasicContent } from './basic-content';
import type { BusinessData, GuideData, GuideLink, GuideSeo, PageData } from './types';
import { digest } from './digest';
import { guidePath, isSlug, slugify } from './slug';
import { sanitizeEditorHtml } from './sanitize-html';

export type RawItem = Record<string, unknown>;

/** An id as text: Directus sends strings and numbers; anything else is shown as JSON, never '[object Object]'. */
const idText = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value));

/**
 * Slugs a content page may not take because the site answers there itself. The loader adds every route
 * under src/pages/ (src/content/directus-loader.ts); these are the addresses that are not files there.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'api',
  'r',
  '_astro',
  '_rebuild',
  '404',
  'select-installers',
  'sitemap-index',
  'index',
]);

/** A content problem that stops the build, as Astro reports user errors (message + hint). */
export function contentError(collection: string, item: RawItem, field: string, problem: string): AstroError {
  const id = item['id'] ?? item['slug'] ?? '(no id)';
  const title = typeof item['title'] === 'string' ? ` ("${item['title']}")` : '';
  return new AstroError(
    `Directus item ${collection} ${idText(id)}${title}: field ${field} ${problem}.`,
    `Fix ${field} of ${collection} item ${idText(id)} in the Data Studio (or unpublish the item), then publish again. Published items are built into the site, so each must be complete.`,
  );
}

function optionalText(collection: string, item: RawItem, field: string, value: unknown = item[field]): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') throw contentError(collection, item, field, `must be text, not ${typeof value}`);
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function requiredText(collection: string, item: RawItem, field: string, value: unknown = item[field]): string {
  const text = optionalText(collection, item, field, value);
  if (text === null) throw contentError(collection, item, field, 'is empty');
  return text;
}

function flag(value: unknown): boolean {
  return value === true || value === 1 || value === 'true' || value === '1';
}

function optionalNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
}

/** Changes whenever the item changes: date_updated when Directus tracks it, otherwise a digest. */
export function itemVersion(item: RawItem): string {
  const updated = item['date_updated'] ?? item['date_created'];
  return typeof updated === 'string' && updated !== '' ? `${updated}#${digest(item)}` : digest(item);
}

/** A published page, or a ContentError naming the field that is wrong. */
export function normalizePage(item: RawItem, reserved: ReadonlySet<string> = RESERVED_SLUGS): PageData {
  const c = 'pages';
  const slug = requiredText(c, item, 'slug');
  if (!isSlug(slug)) throw contentError(c, item, 'slug', `("${slug}") must be one URL segment of letters, digits and hyphens`);
  if (reserved.has(slug.toLowerCase()))
    throw contentError(c, item, 'slug', `("${slug}") is a route of the site itself; choose another slug`);
  const content = item['content'] ?? '';
  if (typeof content !== 'string') throw contentError(c, item, 'content', 'must be HTML text');
  return {
    id: idText(item['id'] ?? ''),
    slug,
    title: requiredText(c, item, 'title'),
    // Served on the same origin as a homeowner's session: only the allow-list of sanitize-html.ts.
    content: sanitizeEditorHtml(content),
    dateUpdated: optionalText(c, item, 'date_updated') ?? optionalText(c, item, 'date_created'),
    metaDescription: optionalText(c, item, 'meta_description'),
    keywords: keywords(c, item),
    canonicalUrl: canonical(c, item),
    noIndex: flag(item['no_index']),
    noFollow: flag(item['no_follow']),
    ogTitle: optionalText(c, item, 'og_title'),
    ogDescription: optionalText(c, item, 'og_description'),
    ogImage: ogImage(c, item),
    version: itemVersion(item),
  };
}

function keywords(c: string, item: RawItem): string | null {
  const value = item['keywords'];
  if (Array.isArray(value)) return value.filter((k) => typeof k === 'string' && k.trim() !== '').join(', ') || null;
  return optionalText(c, item, 'keywords');
}

function canonical(c: string, item: RawItem): string | null {
  const value = optionalText(c, item, 'canonical_url');
  if (value === null) return null;
  try {
    new URL(value, 'https://example.com');
  } catch (cause) {
    throw Object.assign(contentError(c, item, 'canonical_url', `("${value}") is not a URL`), { cause });
  }
  return value;
}

/** og_image: a URL as is, a Directus file (id or { id }) as its /api/assets address. */
function ogImage(c: string, item: RawItem): string | null {
  const value = item['og_image'];
  if (value && typeof value === 'object' && typeof (value as RawItem)['id'] === 'string')
    return `/api/assets/${(value as RawItem)['id'] as string}`;
  const text = optionalText(c, item, 'og_image', value);
  if (text === null) return null;
  return /^https?:\/\//.test(text) || text.startsWith('/') ? text : `/api/assets/${encodeURIComponent(text)}`;
}

function schemaMarkup(item: RawItem, seo: RawItem): unknown {
  const value = seo['schema_markup'];
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'object') return value;
  if (typeof value !== 'string') throw contentError('local_guides', item, 'seo_id.schema_markup', 'must be JSON');
  try {
    return JSON.parse(value);
  } catch (cause) {
    throw Object.assign(contentError('local_guides', item, 'seo_id.schema_markup', `is not valid JSON (${(cause as Error).message})`), {
      cause,
    });
  }
}

function guideSeo(item: RawItem): GuideSeo {
  const c = 'local_guides';
  const seo = item['seo_id'];
  if (!seo || typeof seo !== 'object' || Array.isArray(seo)) {
    throw contentError(
      c,
      item,
      'seo_id',
      'is missing (every published guide needs its SEO record with a slug; if it exists, the public role must be able to read it)',
    );
  }
  const s = seo as RawItem;
  const text = (field: string) => optionalText(c, item, `seo_id.${field}`, s[field]);
  const slug = requiredText(c, item, 'seo_id.slug', s['slug']);
  if (!isSlug(slug)) throw contentError(c, item, 'seo_id.slug', `("${slug}") must be one URL segment of letters, digits and hyphens`);
  return {
    slug: slug.toLowerCase(),
    title: text('title'),
    metaDescription: text('meta_description'),
    noIndex: flag(s['no_index']),
    noFollow: flag(s['no_follow']),
    ogTitle: text('og_title'),
    ogDescription: text('og_description'),
    ogType: text('og_type'),
    schemaMarkup: schemaMarkup(item, s),
  };
}

function guideLinks(item: RawItem): GuideLink[] {
  const c = 'local_guides';
  const raw = item['local_guides_to_businesses'] ?? [];
  if (!Array.isArray(raw)) throw contentError(c, item, 'local_guides_to_businesses', 'must be a list of links');
  const links: GuideLink[] = [];
  for (const [index, entry] of raw.entries()) {
    const field = `local_guides_to_businesses[${index}]`;
    if (!entry || typeof entry !== 'object') {
      throw contentError(
        c,
        item,
        field,
        'came without its fields (the public role must read id, usage_type, custom_blurb and businesses_cid of local_guides_to_businesses)',
      );
    }
    const link = entry as RawItem;
    const target = link['businesses_cid'];
    const cid = target && typeof target === 'object' ? (target as RawItem)['cid'] : target;
    // A link to a business the public cannot see (unpublished) arrives empty: it is simply not shown.
    if (cid === null || cid === undefined || cid === '') continue;
    links.push({
      id: idText(link['id'] ?? index),
      usageType: typeof link['usage_type'] === 'string' ? link['usage_type'].trim().toLowerCase() : '',
      customBlurb: optionalText(c, item, `${field}.custom_blurb`, link['custom_blurb']),
      cid: idText(cid),
    });
  }
  return links;
}

/** A published guide, or a ContentError naming the field that is wrong. */
export function normalizeGuide(item: RawItem): GuideData {
  const c = 'local_guides';
  if (item['id'] === null || item['id'] === undefined) throw contentError(c, item, 'id', 'is missing');
  const title = requiredText(c, item, 'title');
  const hero = item['hero_content'] ?? '';
  if (typeof hero !== 'string') throw contentError(c, item, 'hero_content', 'must be HTML text');
  const country = requiredText(c, item, 'country').toUpperCase();
  if (!/^[A-Z]{2,3}$/.test(country)) throw contentError(c, item, 'country', `("${country}") must be a 2- or 3-letter country code`);
  const state = requiredText(c, item, 'state');
  const locality = requiredText(c, item, 'locality');
  const seo = guideSeo(item);
  const params = { country: country.toLowerCase(), state: slugify(state), locality: slugify(locality), slug: seo.slug };
  if (!params.state) throw contentError(c, item, 'state', `("${state}") has no letters or digits for the address`);
  if (!params.locality) throw contentError(c, item, 'locality', `("${locality}") has no letters or digits for the address`);
  return {
    id: idText(item['id']),
    title,
    heroContent: sanitizeEditorHtml(hero),
    country,
    state,
    locality,
    params,
    path: guidePath(params),
    seo,
    links: guideLinks(item),
    dateUpdated: optionalText(c, item, 'date_updated') ?? optionalText(c, item, 'date_created'),
    version: itemVersion(item),
  };
}

/**
 * A business for the cards, or null when it is not shown at all (not published, or no Atlas Score).
 * Never throws: fields that cannot be read are left out, and unreadable basic_content gives the minimal card.
 */
export function normalizeBusiness(item: RawItem): BusinessData | null {
  const cid = item['cid'] ?? item['id'];
  if (cid === null || cid === undefined || cid === '') return null;
  if (item['status'] !== undefined && item['status'] !== 'published') return null;
  const ranking = item['ranking'];
  const score =
    optionalNumber(item['atlas_score']) ??
    optionalNumber(ranking && typeof ranking === 'object' ? (ranking as RawItem)['atlas_score'] : undefined);
  if (score === null || score < 0) return null;
  const str = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
  const breakdown = parseObject(item['score_breakdown']);
  const details = parseObject(breakdown?.['details']);
  const reviewQuality = parseObject(details?.['review_quality']);
  const founded = optionalNumber(item['site_company_insights_founded_year']);
  return {
    cid: idText(cid),
    name: str(item['name']) ?? str(item['site_company_insights_name']) ?? idText(cid),
    site: str(item['site']),
    score: Math.min(score, 10),
    rating: optionalNumber(item['rating']),
    reviews: optionalNumber(item['reviews']),
    state: str(item['state']) ?? str(item['site_company_insights_state']),
    foundedYear: founded === null ? null : Math.trunc(founded),
    satisfactionRate: optionalNumber(reviewQuality?.['satisfaction_rate']),
    info: readBasicContent(item['basic_content']),
    version: itemVersion(item),
  };
}

function parseObject(value: unknown): RawItem | null {
  if (typeof value === 'string') {
    try {
      return parseObject(JSON.parse(value));
    } catch {
      return null;
    }
  }
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as RawItem) : null;
}

/** Two published guides may not share an address: the build would silently drop one. */
export function assertUniqueGuidePaths(guides: readonly GuideData[]): void {
  const byPath = new Map<string, GuideData>();
  for (const guide of guides) {
    const other = byPath.get(guide.path);
    if (other) {
      throw new AstroError(
        `Directus items local_guides ${other.id} and ${guide.id} both publish at ${guide.path}.`,
        'Give one of them another seo_id.slug (or country, state, locality) in the Data Studio, then publish again.',
      );
    }
    byPath.set(guide.path, guide);
  }
}
