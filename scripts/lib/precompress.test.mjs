// Precompression of a build's text files, and the reuse of the served build's copies for unchanged files.

import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress.mjs';

const dirs = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function build(files) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atlas-precompress-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

const page = (title) => `<!doctype html><title>${title}</title>${'<p>Solar installers near you.</p>'.repeat(100)}`;

describe('precompress', () => {
  it('writes brotli and gzip copies of text files of 1 KB or more, and leaves small files and sitemaps alone', async () => {
    const dir = build({ 'a/index.html': page('A'), 'small.html': '<p>hi</p>', 'sitemap-0.xml': page('sitemap') });
    expect(await precompress(dir)).toEqual({ compressed: 1, reused: 0 });
    expect(zlib.brotliDecompressSync(readFileSync(path.join(dir, 'a/index.html.br'))).toString()).toBe(page('A'));
    expect(zlib.gunzipSync(readFileSync(path.join(dir, 'a/index.html.gz'))).toString()).toBe(page('A'));
    expect(existsSync(path.join(dir, 'small.html.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'sitemap-0.xml.br'))).toBe(false);
  });

  it("takes the served build's copies of unchanged files and compresses only what changed", async () => {
    const served = build({ 'a/index.html': page('A'), 'b/index.html': page('B') });
    await precompress(served);
    const next = build({ 'a/index.html': page('A'), 'b/index.html': page('B, edited'), 'c/index.html': page('C') });
    expect(await precompress(next, { previousDir: served })).toEqual({ compressed: 2, reused: 1 });
    // The unchanged page's copies are the served build's own files (hard links).
    expect(statSync(path.join(next, 'a/index.html.br')).ino).toBe(statSync(path.join(served, 'a/index.html.br')).ino);
    expect(zlib.brotliDecompressSync(readFileSync(path.join(next, 'b/index.html.br'))).toString()).toBe(page('B, edited'));
    expect(zlib.gunzipSync(readFileSync(path.join(next, 'c/index.html.gz'))).toString()).toBe(page('C'));
  });
});
