// Precompressed copies of a build's text files, written next to them (`file.br`, `file.gz`), so the site
// server sends them without compressing anything per request (scripts/lib/serve/static.mjs).
//
// Run at the end of every build (an Astro integration in astro.config.mjs). Hashed assets (/_astro/) are few
// and fetched by every visitor: they get the strongest brotli. Pages are many (one per guide) and change on
// every publish: they get a brotli level that compresses about as well at a fraction of the time. Files
// under 1 KB gain nothing and are left alone. Compression runs on libuv's thread pool, a few files at once.

import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
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

/** Writes `.br` and `.gz` beside one file; returns whether it did. */
async function compressOne(file, { hashed }) {
  const info = await stat(file);
  if (info.size < MIN_BYTES) return false;
  const source = await readFile(file);
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
  if (br.length < source.length) await writeFile(`${file}.br`, br);
  if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
  return true;
}

/**
 * Precompresses every text file under `clientDir`. Resolves with the number of files compressed.
 * @param {string} clientDir
 * @param {{ concurrency?: number }} [options]
 */
export async function precompress(clientDir, { concurrency = 4 } = {}) {
  const queue = files(clientDir);
  let done = 0;
  const worker = async () => {
    for (;;) {
      const next = await queue.next();
      if (next.done) return;
      const file = next.value;
      if (await compressOne(file, { hashed: file.includes(`${path.sep}_astro${path.sep}`) })) done++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return done;
}

/** The Astro integration: precompresses the client output once the build is written. */
export function precompressIntegration() {
  return {
    name: 'atlas-precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const started = Date.now();
        const count = await precompress(new URL(dir).pathname);
        logger.info(`precompressed ${count} files (brotli, gzip) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      },
    },
  };
}
