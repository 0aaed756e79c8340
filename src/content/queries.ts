/**
 * Build-time reads of the content collections, shared by the pages: each collection is read once per
 * build, and each page's incremental-build cache key is derived here or by the loader (guides).
 */
import { getCollection } from 'astro:content';
import type { BusinessData, GuideEntry, PageData } from './types';
import { buildFingerprint } from './build-fingerprint';
import { digest } from './digest';

let businesses: Promise<Map<string, BusinessData>> | null = null;

/** Published businesses with a score, by cid. */
export function businessMap(): Promise<Map<string, BusinessData>> {
  businesses ??= getCollection('businesses').then((entries) => new Map(entries.map((e) => [e.data.cid, e.data])));
  return businesses;
}

/** Published guides with their incremental-build keys, ordered by state, locality and title. */
export async function allGuides(): Promise<GuideEntry[]> {
  return (await getCollection('guides'))
    .map((e) => e.data)
    .sort((a, b) => a.state.localeCompare(b.state) || a.locality.localeCompare(b.locality) || a.title.localeCompare(b.title));
}

/** Published pages. */
export async function allPages(): Promise<PageData[]> {
  return (await getCollection('pages')).map((e) => e.data);
}

/** A content page changes when the page (its date_updated and content) or the build settings change. */
export function pageCacheKey(page: PageData): string {
  return digest([page.version, buildFingerprint()]);
}
