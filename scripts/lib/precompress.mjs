// Precompressed copies of a build's text files, written next to them (`file.br`, `file.gz`), so the site
// server sends them without compressing anything per request (scripts/lib/serve/static.mjs).
//
// Run at the end of every build (an Astro integration in astro.config.mjs). Hashed assets (/_astro/) are few
// and fetched by every visitor: they get the strongest brotli. Pages are many (one per guide) and change on
// every publish: they get a brotli level that compresses about as well at a fraction of the time. Files
// under 1 KB gain nothing and are left alone. Compression runs on libuv's thread pool, a few files at once.
//
// A publish changes a few pages of tens of thousands: when the rebuild worker names the build being served
// (ATLAS_PREVIOUS_CLIENT_DIR), a file whose bytes equal the served build's copy takes that build's
// compressed copies as they are (hard links, no compression), so a rebuild compresses only what changed.

import { copyFile, link, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Extensions worth compressing: text. Images and fonts are compressed already. */
export const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.xml', '.json', '.txt', '.webmanifest', '.map']);
const MIN_BYTES = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(file);
    // Sitemaps are rewritten after the build (scripts/lib/site.mjs prunes noindex pages): a copy would go stale.
    else if (COMPRESSIBLE.has(path.extname(entry.name)) && !entry.name.startsWith('sitemap')) yield file;
  }
}

/** Links (or, across file systems, copies) `from` to `to`; false when `from` does not exist. */
async function reuse(from, to) {
  try {
    await link(from, to);
    return true;
  } catch (error) {
    if (error.code === 'ENOENT') return false;
    if (error.code !== 'EXDEV') throw error;
    await copyFile(from, to);
    return true;
  }
}

/**
 * Takes the compressed copies of the previous build's file at the same place when its bytes are equal to
 * `source`; true when it did (at least one copy: a copy that was not smaller was never written).
 */
async function reusePrevious(file, source, previous) {
  let before;
  try {
    before = await readFile(previous);
  } catch {
    return false;
  }
  if (!before.equals(source)) return false;
  const br = await reuse(`${previous}.br`, `${file}.br`);
  const gz = await reuse(`${previous}.gz`, `${file}.gz`);
  return br || gz;
}

/**
 * The brotli and gzip copies of one file's bytes, each null when it would not be smaller (or the file is
 * under 1 KB). The scoped publish (scripts/lib/rebuild-swap.mjs) compresses the pages it renders with it.
 * @param {Buffer} source
 * @param {{ hashed?: boolean }} [options] hashed: an /_astro/ asset (strongest brotli)
 */
export async function compressCopies(source, { hashed = false } = {}) {
  if (source.length < MIN_BYTES) return { br: null, gz: null };
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: hashed ? 11 : 6,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip(source, { level: 9 }),
  ]);
  // A compressed copy that is not smaller would only cost a lookup.
  return { br: br.length < source.length ? br : null, gz: gz.length < source.length ? gz : null };
}

/**
 * Pages the build compressed as it rendered them (scripts/lib/site.mjs), by file, with their size: the
 * integration leaves those be. One registry per process, whichever copy of this module asks.
 * @returns {Map<string, number>}
 */
export function compressedDuringRender() {
  const key = Symbol.for('atlas.compressed-during-render');
  globalThis[key] ??= new Map();
  return globalThis[key];
}

/** Writes `.br` and `.gz` beside one file; resolves with 'compressed', 'reused' or null (left alone). */
async function compressOne(file, { hashed, previous }) {
  const info = await stat(file);
  if (info.size < MIN_BYTES) return null;
  if (compressedDuringRender().get(file) === info.size) return 'compressed';
  const source = await readFile(file);
  if (previous && (await reusePrevious(file, source, previous))) return 'reused';
  const { br, gz } = await compressCopies(source, { hashed });
  if (br) await writeFile(`${file}.br`, br);
  if (gz) await writeFile(`${file}.gz`, gz);
  return 'compressed';
}

/**
 * Precompresses every text file under `clientDir`, reusing the copies of `previousDir` (the client folder of
 * the build being served) for files that did not change. Resolves with how many were compressed and reused.
 * @param {string} clientDir
 * @param {{ concurrency?: number, previousDir?: string | null }} [options]
 */
export async function precompress(clientDir, { concurrency = 4, previousDir = null } = {}) {
  const queue = files(clientDir);
  const counts = { compressed: 0, reused: 0 };
  const worker = async () => {
    for (;;) {
      const next = await queue.next();
      if (next.done) return;
      const file = next.value;
      const previous = previousDir ? path.join(previousDir, path.relative(clientDir, file)) : null;
      const outcome = await compressOne(file, { hashed: file.includes(`${path.sep}_astro${path.sep}`), previous });
      if (outcome) counts[outcome]++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return counts;
}

/** The Astro integration: precompresses the client output once the build is written. */
export function precompressIntegration() {
  return {
    name: 'atlas-precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const started = Date.now();
        const previousDir = process.env.ATLAS_PREVIOUS_CLIENT_DIR || null;
        const { compressed, reused } = await precompress(new URL(dir).pathname, { previousDir });
        logger.info(
          `precompressed ${compressed} files (brotli, gzip)${previousDir ? `, reused ${reused} unchanged from the served build` : ''} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
        );
      },
    },
  };
}
