/**
 * The shapes the content loader stores and pages read: Directus items, validated and normalised once at
 * build time (src/content/normalize.ts). Field names follow the spec, camel-cased.
 */
import type { BasicInfo } from './basic-content';

/** A published page (collection `pages`), served at /{slug}. */
export interface PageData {
  /** The Directus item's key: a scoped publish finds a page's previous address by it. */
  id: string;
  slug: string;
  title: string;
  /** HTML body, as edited in the Data Studio. */
  content: string;
  dateUpdated: string | null;
  metaDescription: string | null;
  keywords: string | null;
  canonicalUrl: string | null;
  noIndex: boolean;
  noFollow: boolean;
  ogTitle: string | null;
  ogDescription: string | null;
  ogImage: string | null;
  /** Changes whenever the item changes: its date_updated, or a digest when it has none. */
  version: string;
}

export interface GuideSeo {
  slug: string;
  title: string | null;
  metaDescription: string | null;
  noIndex: boolean;
  noFollow: boolean;
  ogTitle: string | null;
  ogDescription: string | null;
  ogType: string | null;
  /** Structured data for a JSON-LD script, already parsed. */
  schemaMarkup: unknown;
}

/** One link from a guide to a business (junction `local_guides_to_businesses`). */
export interface GuideLink {
  id: string;
  usageType: string;
  customBlurb: string | null;
  cid: string;
}

/** A published local guide, served at /solar-installers/{country}/{state}/{locality}/{slug}. */
export interface GuideData {
  id: string;
  title: string;
  heroContent: string;
  /** Upper-case country code as stored ("US"). */
  country: string;
  state: string;
  locality: string;
  params: { country: string; state: string; locality: string; slug: string };
  path: string;
  seo: GuideSeo;
  links: GuideLink[];
  dateUpdated: string | null;
  version: string;
}

/** A published business with an Atlas Score (only those are stored). */
export interface BusinessData {
  cid: string;
  name: string;
  site: string | null;
  score: number;
  rating: number | null;
  reviews: number | null;
  state: string | null;
  foundedYear: number | null;
  satisfactionRate: number | null;
  /** Null when basic_content is missing or unreadable: the card is then the minimal one. */
  info: BasicInfo | null;
  version: string;
}

/** A guide as stored in the content layer: its data and its incremental-build key. */
export interface GuideEntry extends GuideData {
  /** Changes when the guide, a business it links, or the build settings change. */
  cacheKey: string;
}
