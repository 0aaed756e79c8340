/**
 * The raw content of one build, read from Directus as the public role (published items only) in a few
 * bulk requests: pages, guides (with their SEO record and business links) and businesses, each read in
 * pages of 500 items. Every collection's loader shares the one read.
 *
 * ATLAS_CONTENT_FIXTURE (a JSON file { pages, local_guides, businesses } of Directus-shaped items) replaces
 * Directus: the benchmark builds 5,000 synthetic guides from one.
 */
import { readFile } from 'node:fs/promises';
import { AstroError } from 'astro/errors';
import type { RawItem } from './normalize';
import { BUSINESS_QUERY, GUIDE_QUERY, PAGE_QUERY, PAGE_SIZE } from './source-fields.mjs';

export interface RawContent {
  pages: RawItem[];
  guides: RawItem[];
  businesses: RawItem[];
}

function backendUrl(): string {
  const url = process.env.DIRECTUS_URL;
  if (!url) {
    throw new AstroError(
      'DIRECTUS_URL is not set, so the site has no content to build from.',
      'Set DIRECTUS_URL to the Directus the site reads (npm start and npm test set it), or ATLAS_CONTENT_FIXTURE to a content fixture file.',
    );
  }
  return url.replace(/\/$/, '');
}

async function getJson(url: string, what: string): Promise<unknown> {
  let lastError: unknown = null;
  for (let attempt = 0; attempt < 3; attempt++) {
    if (attempt > 0) await new Promise((r) => setTimeout(r, 500 * attempt));
    let response: Response;
    try {
      response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(30_000) });
    } catch (error) {
      lastError = error;
      continue;
    }
    if (response.ok) return response.json();
    const body = await response.text().catch(() => '');
    let message = body.slice(0, 300);
    try {
      message = (JSON.parse(body) as { errors?: Array<{ message?: string }> }).errors?.[0]?.message ?? message;
    } catch {
      // Not JSON: keep the text.
    }
    lastError = new Error(`HTTP ${response.status}: ${message}`);
    // Rate limited or a passing server error: try again. Anything else will not change on retry.
    if (response.status !== 429 && response.status < 500) break;
  }
  const error = new AstroError(
    `Reading ${what} from Directus failed: ${(lastError as Error)?.message ?? String(lastError)}.`,
    `Check that Directus answers at ${backendUrl()} and that its public role may read published ${what} (directus/ access settings).`,
  );
  error.cause = lastError;
  throw error;
}

/** Every item of a collection matching the query, read PAGE_SIZE at a time. */
async function readAll(collection: string, query: Record<string, string>): Promise<RawItem[]> {
  const items: RawItem[] = [];
  for (let page = 1; ; page++) {
    const params = new URLSearchParams({ ...query, limit: String(PAGE_SIZE), page: String(page) });
    const json = (await getJson(`${backendUrl()}/items/${collection}?${params}`, collection)) as { data?: unknown };
    if (!Array.isArray(json.data))
      throw new AstroError(
        `GET /items/${collection} did not answer with a data list.`,
        'Check that DIRECTUS_URL points at Directus itself.',
      );
    items.push(...(json.data as RawItem[]));
    if (json.data.length < PAGE_SIZE) return items;
  }
}

async function fromDirectus(): Promise<RawContent> {
  const published = { 'filter[status][_eq]': 'published' };
  const [pages, guides, businesses] = await Promise.all([
    readAll('pages', { ...published, ...PAGE_QUERY }),
    readAll('local_guides', { ...published, ...GUIDE_QUERY }),
    // Unscored businesses are dropped in normalizeBusiness, which also reads a score kept only in ranking.atlas_score.
    readAll('businesses', { ...published, ...BUSINESS_QUERY }),
  ]);
  return { pages, guides, businesses };
}

async function fromFixture(file: string): Promise<RawContent> {
  const json = JSON.parse(await readFile(file, 'utf8')) as { pages?: RawItem[]; local_guides?: RawItem[]; businesses?: RawItem[] };
  const published = (items: RawItem[] = []) => items.filter((item) => item['status'] === undefined || item['status'] === 'published');
  return { pages: published(json.pages), guides: published(json.local_guides), businesses: published(json.businesses) };
}

let pending: Promise<RawContent> | null = null;

/** `astro check` and `astro sync` only need the collections' types, not their content. */
function typesOnly(): boolean {
  return process.argv.slice(2, 4).some((arg) => arg === 'check' || arg === 'sync');
}

/** The content of this build: read once, shared by every collection loader. */
export function loadRawContent(): Promise<RawContent> {
  const fixture = process.env.ATLAS_CONTENT_FIXTURE;
  if (!fixture && !process.env.DIRECTUS_URL && typesOnly()) {
    console.warn('content: DIRECTUS_URL is not set; type-checking with empty collections.');
    pending ??= Promise.resolve({ pages: [], guides: [], businesses: [] });
  }
  pending ??= fixture ? fromFixture(fixture) : fromDirectus();
  return pending;
}
