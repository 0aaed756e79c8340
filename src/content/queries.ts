/**
 * Build-time reads of the content collections, shared by the pages: each collection is read once per
 * build, and each page's incremental-build cache key is derived here or by the loader (guides).
 *
 * A scoped publish (scripts/lib/site-renderer.mjs) renders a few pages again with the bundle of the last
 * full build, after an editor changed a content page, a guide or a business (an edit, a new address, a
 * publish or an unpublish). It hands the changed Directus items to
 * `applyContentChanges` (reached through a global symbol, as the bundle's module names are hashed): they are
 * normalised exactly as the loader does and laid over the collections the build read, so the pages render
 * the same templates with the new content. A full build starts with no changes.
 */
import { getCollection } from 'astro:content';
import type { BusinessData, GuideData, GuideEntry, PageData } from './types';
import { buildFingerprint } from './build-fingerprint';
import { digest } from './digest';
import { assertUniqueGuidePaths, normalizeBusiness, normalizeGuide, normalizePage, type RawItem } from './normalize';
import { statePath } from './slug';

/** Content changed since the build read it: pages and guides by id, businesses by cid; null when unpublished. */
const changed = {
  pages: new Map<string, PageData | null>(),
  guides: new Map<string, GuideEntry | null>(),
  businesses: new Map<string, BusinessData | null>(),
  version: 0,
};

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

let builtPages: Promise<PageData[]> | null = null;

/** Published content pages, with the changes of a scoped publish. */
async function currentPages(): Promise<PageData[]> {
  builtPages ??= getCollection('pages').then((entries) => entries.map((e) => e.data));
  const pages = await builtPages;
  if (changed.pages.size === 0) return pages;
  const current = pages.filter((page) => !changed.pages.has(page.id));
  for (const page of changed.pages.values()) if (page) current.push(page);
  return current;
}

/** Published pages. */
export function allPages(): Promise<PageData[]> {
  return currentPages();
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
  /** Content page id → the item as Directus answers the site (null: no longer published). */
  pages?: Record<string, RawItem | null>;
  /** Guide id → the item as Directus answers the site (null: no longer published). */
  guides?: Record<string, RawItem | null>;
  /** Business cid → the item (null: no longer published). */
  businesses?: Record<string, RawItem | null>;
}

export interface AppliedChanges {
  /** Each changed content page's address (/{slug}) before and after the change; null: not published. */
  pages: Array<{ id: string; before: GuideRef | null; after: GuideRef | null }>;
  guides: Array<{ id: string; before: GuideRef | null; after: GuideRef | null }>;
  /** The state directory pages of the changed guides, with how many guides each lists before and after. */
  states: Array<{ path: string; before: number; after: number }>;
  /** For each changed business, the guide pages that list it, before or after the change. */
  businesses: Array<{ cid: string; guides: string[] }>;
}

const ref = (guide: GuideData | undefined): GuideRef | null => (guide ? { path: guide.path, noIndex: guide.seo.noIndex } : null);
const pageRef = (page: PageData | undefined): GuideRef | null => (page ? { path: `/${page.slug}`, noIndex: page.noIndex } : null);
const stateOf = (guide: GuideData): string => statePath(guide.params);

/** Throws, naming both pages, when two published content pages would share an address (as the loader does). */
function assertUniquePageSlugs(pages: readonly PageData[]): void {
  const bySlug = new Map<string, string>();
  for (const page of pages) {
    const other = bySlug.get(page.slug);
    if (other !== undefined) throw new Error(`Directus items pages ${other} and ${page.id} are both published at /${page.slug}`);
    bySlug.set(page.slug, page.id);
  }
}

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

  const pages = Object.entries(changes.pages ?? {}).map(([id, raw]): [string, PageData | null] => {
    if (!raw) return [id, null];
    const page = normalizePage(raw);
    if (page.id !== id) throw new Error(`page ${id} was answered as page ${page.id}`);
    return [id, page];
  });

  const before = await currentGuides();
  const beforeById = new Map(before.map((g) => [g.id, g]));
  const pagesBefore = await currentPages();
  const pagesBeforeById = new Map(pagesBefore.map((p) => [p.id, p]));
  // Two items at one address stop a full build: here too, before anything is applied.
  const pageIds = new Set(pages.map(([id]) => id));
  assertUniquePageSlugs([...pagesBefore.filter((p) => !pageIds.has(p.id)), ...pages.flatMap(([, p]) => (p ? [p] : []))]);
  const guideIds = new Set(guides.map(([id]) => id));
  assertUniqueGuidePaths([...before.filter((g) => !guideIds.has(g.id)), ...guides.flatMap(([, g]) => (g ? [g] : []))]);

  lastApplied = {
    pages: pages.map(([id]) => [id, changed.pages.has(id), changed.pages.get(id)]),
    guides: guides.map(([id]) => [id, changed.guides.has(id), changed.guides.get(id)]),
    businesses: businessChanges.map(([cid]) => [cid, changed.businesses.has(cid), changed.businesses.get(cid)]),
  };
  for (const [id, page] of pages) changed.pages.set(id, page);
  for (const [id, guide] of guides) changed.guides.set(id, guide);
  for (const [cid, business] of businessChanges) changed.businesses.set(cid, business);
  changed.version++;
  const after = await currentGuides();
  const afterById = new Map(after.map((g) => [g.id, g]));
  const pagesAfterById = new Map((await currentPages()).map((p) => [p.id, p]));

  // A state's page appears with its first guide and goes with its last.
  const states = new Map<string, { path: string; before: number; after: number }>();
  for (const [id] of guides) {
    for (const guide of [beforeById.get(id), afterById.get(id)]) {
      if (guide) states.set(stateOf(guide), { path: stateOf(guide), before: 0, after: 0 });
    }
  }
  if (states.size > 0) {
    for (const guide of before) {
      const state = states.get(stateOf(guide));
      if (state) state.before++;
    }
    for (const guide of after) {
      const state = states.get(stateOf(guide));
      if (state) state.after++;
    }
  }

  const listing = (cids: Set<string>) => {
    const byCid = new Map([...cids].map((cid) => [cid, new Set<string>()]));
    for (const list of [before, after]) {
      for (const guide of list) for (const link of guide.links) byCid.get(link.cid)?.add(guide.path);
    }
    return byCid;
  };
  const listed = listing(new Set(businessChanges.map(([cid]) => cid)));
  return {
    pages: pages.map(([id]) => ({ id, before: pageRef(pagesBeforeById.get(id)), after: pageRef(pagesAfterById.get(id)) })),
    guides: guides.map(([id]) => ({ id, before: ref(beforeById.get(id)), after: ref(afterById.get(id)) })),
    states: [...states.values()],
    businesses: businessChanges.map(([cid]) => ({ cid, guides: [...(listed.get(cid) ?? [])].sort() })),
  };
}

type Undo<T> = Array<[string, boolean, T | null | undefined]>;
/** What the last applyContentChanges replaced, for revertContentChanges. */
let lastApplied: { pages: Undo<PageData>; guides: Undo<GuideEntry>; businesses: Undo<BusinessData> } | null = null;

function restore<T>(map: Map<string, T | null>, undo: Undo<T>): void {
  for (const [key, had, value] of undo) {
    if (had) map.set(key, value ?? null);
    else map.delete(key);
  }
}

/**
 * Takes back the last applyContentChanges, when its publish is not going live (the scoped publish found it
 * cannot render it, or rendering failed): the pages rendered next must not show content the site never did.
 */
export function revertContentChanges(): void {
  if (!lastApplied) return;
  restore(changed.pages, lastApplied.pages);
  restore(changed.guides, lastApplied.guides);
  restore(changed.businesses, lastApplied.businesses);
  lastApplied = null;
  changed.version++;
}

// The scoped publish's way into this bundle (see the top of this file).
(globalThis as Record<symbol, unknown>)[Symbol.for('atlas.scoped-publish')] = { applyContentChanges, revertContentChanges };
