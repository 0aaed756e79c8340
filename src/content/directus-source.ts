/**
 * The raw content of one build, read from Directus as the public role (published items only) in a few
 * bulk requests: pages, guides (with their SEO record and business links) and businesses, each read in
 * pages of 500 items. Every collection's loader shares the one read. Reads go through @directus/sdk, the
 * same client as the app (issue 21: one door to Directus); see README.md.
 *
 * ATLAS_CONTENT_FIXTURE (a JSON file { pages, local_guides, businesses } of Directus-shaped items) replaces
 * Directus: the benchmark builds 5,000 synthetic guides from one.
 */
import { readFile } from 'node:fs/promises';
import { AstroError } from 'astro/errors';
import { readPublicItems } from '../directus/public-read';
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

/** The message Directus gave for a failed request (the SDK throws `{ errors, response }`), or the error's own. */
function failureText(error: unknown): { text: string; status: number | null } {
  const e = error as { errors?: Array<{ message?: string }>; response?: { status?: number }; message?: string };
  const status = e?.response?.status ?? null;
  const message = e?.errors?.[0]?.message ?? e?.message ?? String(error);
  return { text: status === null ? message : `HTTP ${status}: ${message}`, status };
}

/** One page of a collection through @directus/sdk, tried up to three times on a network error, 429 or 5xx. */
async function readPage(collection: string, query: Record<string, unknown>, what: string): Promise<unknown> {
  let lastError: unknown = null;
  for (let attempt = 0; attempt < 3; attempt++) {
    if (attempt > 0) await new Promise((r) => setTimeout(r, 500 * attempt));
    try {
      // The same SDK as the app (src/directus/public-read.ts): one door to Directus, as the public role.
      return await readPublicItems(backendUrl(), collection, query, 30_000);
    } catch (error) {
      lastError = error;
      const { status } = failureText(error);
      // Rate limited, a passing server error or no answer: try again. Anything else will not change on retry.
      if (status !== null && status !== 429 && status < 500) break;
    }
  }
  const error = new AstroError(
    `Reading ${what} from Directus failed: ${failureText(lastError).text}.`,
    `Check that Directus answers at ${backendUrl()} and that its public role may read published ${what} (directus/ access settings).`,
  );
  error.cause = lastError;
  throw error;
}

/** The SDK query of a set of URL query parameters (`fields`, `deep[a][_limit]`). */
function sdkQuery(params: Record<string, string>): Record<string, unknown> {
  const query: Record<string, unknown> = { filter: { status: { _eq: 'published' } } };
  for (const [key, value] of Object.entries(params)) {
    if (key === 'fields') query['fields'] = value.split(',');
    const deep = key.match(/^deep\[([^\]]+)\]\[(_\w+)\]$/);
    if (deep) query['deep'] = { ...(query['deep'] as object), [deep[1]!]: { [deep[2]!]: Number(value) } };
  }
  return query;
}

/** Every published item of a collection, read PAGE_SIZE at a time. */
async function readAll(collection: string, params: Record<string, string>): Promise<RawItem[]> {
  const items: RawItem[] = [];
  for (let page = 1; ; page++) {
    const data = await readPage(collection, { ...sdkQuery(params), limit: PAGE_SIZE, page }, collection);
    if (!Array.isArray(data))
      throw new AstroError(
        `GET /items/${collection} did not answer with a data list.`,
        'Check that DIRECTUS_URL points at Directus itself.',
      );
    items.push(...(data as RawItem[]));
    if (data.length < PAGE_SIZE) return items;
  }
}

async function fromDirectus(): Promise<RawContent> {
  const [pages, guides, businesses] = await Promise.all([
    readAll('pages', PAGE_QUERY),
    readAll('local_guides', GUIDE_QUERY),
    // Unscored businesses are dropped in normalizeBusiness, which also reads a score kept only in ranking.atlas_score.
    readAll('businesses', BUSINESS_QUERY),
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
