/**
 * Build-time reads of the content collections, shared by the pages: each collection is read once per
 * build, and each page's incremental-build cache key is derived here or by the loader (guides).
 *
 * A scoped publish (scripts/lib/site-renderer.mjs) renders a few pages again with the bundle of the last
 * full build, after an editor changed a guide or a business. It hands the changed Directus items to
 * `applyContentChanges` (reached through a global symbol, as the bundle's module names are hashed): they are
 * normalised exactly as the loader does and laid over the collections the build read, so the pages render
 * the same templates with the new content. A full build starts with no changes.
 */
import { getCollection } from 'astro:content';
import type { BusinessData, GuideData, GuideEntry, PageData } from './types';
import { buildFingerprint } from './build-fingerprint';
import { digest } from './digest';
import { normalizeBusiness, normalizeGuide, type RawItem } from './normalize';

/** Content changed since the build read it: guides by id and businesses by cid; null when unpublished. */
const changed = { guides: new Map<string, GuideEntry | null>(), businesses: new Map<string, BusinessData | null>(), version: 0 };

let businesses: Promise<Map<string, BusinessData>> | null = null;
let changedBusinesses: { version: number; map: Promise<Map<string, BusinessData>> } | null = null;

function builtBusinessMap(): Promise<Map<string, BusinessData>> {
  businesses ??= getCollection('businesses').then((entries) => new Map(entries.map((e) => [e.data.cid, e.data])));
  return businesses;
}

/** Published businesses with a score, by cid. */
export function businessMap(): Promise<Map<string, BusinessData>> {
  if (changed.businesses.size === 0) return builtBusinessMap();
  if (changedBusinesses?.version !== changed.version) {
    const map = builtBusinessMap().then((built) => {
      const next = new Map(built);
      for (const [cid, business] of changed.businesses) {
        if (business) next.set(cid, business);
        else next.delete(cid);
      }
      return next;
    });
    changedBusinesses = { version: changed.version, map };
  }
  return changedBusinesses.map;
}

let builtGuides: Promise<GuideEntry[]> | null = null;

/** The published guides, with the changes of a scoped publish, in no particular order. */
async function currentGuides(): Promise<GuideEntry[]> {
  // Read once: every page that lists guides (the guide route's paths, the directory) shares the list.
  builtGuides ??= getCollection('guides').then((entries) => entries.map((e) => e.data));
  const guides = await builtGuides;
  if (changed.guides.size === 0) return guides;
  const current = guides.filter((guide) => !changed.guides.has(guide.id));
  for (const guide of changed.guides.values()) if (guide) current.push(guide);
  return current;
}

// One collator for every comparison: the same order as String#localeCompare, without setting one up per call
// (sorting 50,000 guides compares a million times).
const collator = new Intl.Collator();
let sortedGuides: { version: number; list: Promise<GuideEntry[]> } | null = null;

/** Published guides with their incremental-build keys, ordered by state, locality and title. Do not modify. */
export function allGuides(): Promise<GuideEntry[]> {
  if (sortedGuides?.version !== changed.version) {
    const { compare } = collator;
    const list = currentGuides().then((guides) =>
      [...guides].sort((a, b) => compare(a.state, b.state) || compare(a.locality, b.locality) || compare(a.title, b.title)),
    );
    sortedGuides = { version: changed.version, list };
  }
  return sortedGuides.list;
}

/** Published pages. */
export async function allPages(): Promise<PageData[]> {
  return (await getCollection('pages')).map((e) => e.data);
}

/** A content page changes when the page (its date_updated and content) or the build settings change. */
export function pageCacheKey(page: PageData): string {
  return digest([page.version, buildFingerprint()]);
}

/** What a scoped publish needs to know of a guide to decide which files change. */
export interface GuideRef {
  path: string;
  noIndex: boolean;
}

export interface ContentChanges {
  /** Guide id → the item as Directus answers the site (null: no longer published). */
  guides?: Record<string, RawItem | null>;
  /** Business cid → the item (null: no longer published). */
  businesses?: Record<string, RawItem | null>;
}

export interface AppliedChanges {
  guides: Array<{ id: string; before: GuideRef | null; after: GuideRef | null }>;
  /** For each changed business, the guide pages that list it, before or after the change. */
  businesses: Array<{ cid: string; guides: string[] }>;
}

const ref = (guide: GuideData | undefined): GuideRef | null => (guide ? { path: guide.path, noIndex: guide.seo.noIndex } : null);

/**
 * Lays changed items over the built collections (they stay until the next full build replaces this
 * bundle) and says what they change. Throws, naming the item and field, when an item cannot be used;
 * nothing is applied then.
 */
export async function applyContentChanges(changes: ContentChanges): Promise<AppliedChanges> {
  const guides = Object.entries(changes.guides ?? {}).map(([id, raw]): [string, GuideEntry | null] => {
    if (!raw) return [id, null];
    const guide = normalizeGuide(raw);
    if (guide.id !== id) throw new Error(`guide ${id} was answered as guide ${guide.id}`);
    // The key only matters to a full build, which reads the guide again.
    return [id, { ...guide, cacheKey: digest(['scoped', guide.version]) }];
  });
  const businessChanges = Object.entries(changes.businesses ?? {}).map(([cid, raw]): [string, BusinessData | null] => {
    // An unscored business is not shown, as in a full build.
    const business = raw ? normalizeBusiness(raw) : null;
    return [cid, business];
  });

  const before = await currentGuides();
  const beforeById = new Map(before.map((g) => [g.id, g]));
  for (const [id, guide] of guides) changed.guides.set(id, guide);
  for (const [cid, business] of businessChanges) changed.businesses.set(cid, business);
  changed.version++;
  const after = await currentGuides();
  const afterById = new Map(after.map((g) => [g.id, g]));

  const listing = (cids: Set<string>) => {
    const byCid = new Map([...cids].map((cid) => [cid, new Set<string>()]));
    for (const list of [before, after]) {
      for (const guide of list) for (const link of guide.links) byCid.get(link.cid)?.add(guide.path);
    }
    return byCid;
  };
  const listed = listing(new Set(businessChanges.map(([cid]) => cid)));
  return {
    guides: guides.map(([id]) => ({ id, before: ref(beforeById.get(id)), after: ref(afterById.get(id)) })),
    businesses: businessChanges.map(([cid]) => ({ cid, guides: [...(listed.get(cid) ?? [])].sort() })),
  };
}

// The scoped publish's way into this bundle (see the top of this file).
(globalThis as Record<symbol, unknown>)[Symbol.for('atlas.scoped-publish')] = { applyContentChanges };
