// The site server's serving rules on a small stand-in build (a client folder and a server handler): the
// security headers of every kind of response, caching, precompression, ETags, HEAD and ranges. The real
// build, with Astro's policy, is checked in the browser suite (tests/e2e/security-headers.spec.ts).

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, setBuild } from './serve.mjs';

const POLICY = "default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self' 'unsafe-inline'";
const page = (body) =>
  `<!doctype html><html><head><meta http-equiv="content-security-policy" content="${POLICY}"></head><body>${body}</body></html>`;

let dir;
let server;
let base;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'atlas-serve-test-'));
  const file = (name, content) => {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  };
  const about = page(`<h1>About</h1>${'<p>Atlas helps homeowners.</p>'.repeat(100)}`);
  file('client/index.html', page('<h1>Home</h1>'));
  file('client/about/index.html', about);
  file('client/about/index.html.br', zlib.brotliCompressSync(about));
  file('client/about/index.html.gz', zlib.gzipSync(about));
  file('client/404.html', page('<h1>Not found</h1>'));
  file('client/r/index.html', page('<h1>Referral</h1>'));
  file('client/_astro/app.Ab12Cd.js', 'console.log("app");'.repeat(50));
  file('client/robots.txt', 'User-agent: *\n');
  file(
    'server/entry.mjs',
    `export function handler(req, res, next) {
      if (req.url.startsWith('/checkout/')) {
        let size = 0;
        req.on('data', (chunk) => { size += chunk.length; });
        req.on('end', () => { res.writeHead(200, { 'content-type': 'text/plain' }); res.end('read ' + size); });
        return;
      }
      if (!req.url.startsWith('/shared/')) return next();
      res.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': "script-src 'self' 'sha256-page='" });
      res.end('<p>shared</p>');
    }`,
  );
  await setBuild(dir);
  process.env.SITE_URL = 'https://atlas.example';
  server = await listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${server.address().port}`;
});

afterAll(async () => {
  delete process.env.SITE_URL;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const BASELINE = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};
const headersOf = (response) => Object.fromEntries(response.headers.entries());

describe('security headers', () => {
  it('every kind of response carries them: page, asset, text file, not-found page, server-rendered page', async () => {
    for (const path of ['/', '/about', '/_astro/app.Ab12Cd.js', '/robots.txt', '/nowhere', '/shared/quotes/x', '/r/CODE']) {
      const response = await fetch(base + path);
      expect(headersOf(response), path).toMatchObject(BASELINE);
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
    }
  });

  it('a page gets the policy of its build, with framing forbidden', async () => {
    const csp = (await fetch(`${base}/about`)).headers.get('content-security-policy');
    expect(csp).toBe(`${POLICY}; frame-ancestors 'none'`);
    expect((await fetch(`${base}/nowhere`)).headers.get('content-security-policy')).toBe(`${POLICY}; frame-ancestors 'none'`);
  });

  it('a server-rendered page keeps its own policy, completed', async () => {
    const csp = (await fetch(`${base}/shared/quotes/x`)).headers.get('content-security-policy');
    expect(csp).toBe("script-src 'self' 'sha256-page='; frame-ancestors 'none'");
  });

  it('a 304 carries no policy, so the browser keeps the one stored with the page', async () => {
    const first = await fetch(`${base}/about`);
    const again = await fetch(`${base}/about`, { headers: { 'if-none-match': first.headers.get('etag') } });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toBeNull();
  });

  it('anything that is not a page may load and run nothing', async () => {
    for (const path of ['/_astro/app.Ab12Cd.js', '/robots.txt']) {
      expect((await fetch(base + path)).headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
      );
    }
  });
});

describe('static files', () => {
  it('hashed assets are immutable for a year; pages are revalidated', async () => {
    expect((await fetch(`${base}/_astro/app.Ab12Cd.js`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${base}/about`)).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('sends the precompressed copy the browser accepts, brotli first', async () => {
    const br = await fetch(`${base}/about`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(await br.text()).toContain('<h1>About</h1>');
    const gz = await fetch(`${base}/about`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const plain = await fetch(`${base}/about`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('answers 304 to a matching ETag, HEAD without a body, and byte ranges', async () => {
    const first = await fetch(`${base}/_astro/app.Ab12Cd.js`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    expect((await fetch(`${base}/_astro/app.Ab12Cd.js`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    const head = await fetch(`${base}/_astro/app.Ab12Cd.js`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String('console.log("app");'.length * 50));
    expect(await head.text()).toBe('');
    const range = await fetch(`${base}/_astro/app.Ab12Cd.js`, { headers: { range: 'bytes=0-10' } });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-range')).toBe(`bytes 0-10/${'console.log("app");'.length * 50}`);
    expect(await range.text()).toBe('console.log');
  });

  it('unknown paths get the not-found page with 404; /r/{code} the referral shell; files never leave the build', async () => {
    const missing = await fetch(`${base}/no/such/page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Not found');
    expect(await (await fetch(`${base}/r/SUNSHINE`)).text()).toContain('Referral');
    expect(await (await fetch(`${base}/installers/r/SUNSHINE`)).text()).toContain('Referral');
    expect((await fetch(`${base}/..%2f..%2fserver/entry.mjs`)).status).toBe(404);
  });
});

describe('request bodies of page routes (review finding 7)', () => {
  it('a body over 64 KB is a 413 before the route reads it; one of unknown length a 411; a form post passes', async () => {
    const big = await fetch(`${base}/checkout/local/r1`, { method: 'POST', body: Buffer.alloc(5 * 1024 * 1024, 1) });
    expect(big.status).toBe(413);
    expect(await big.text()).toBe('The request is larger than 64 KB, more than this page accepts; nothing was saved.\n');
    const endless = new ReadableStream({
      pull(controller) {
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const streamed = await fetch(`${base}/checkout/local/r1`, { method: 'POST', body: endless, duplex: 'half' });
    expect(streamed.status).toBe(411);
    const form = await fetch(`${base}/checkout/local/r1`, { method: 'POST', body: new URLSearchParams({ action: 'pay' }) });
    expect(form.status).toBe(200);
    expect(await form.text()).toBe('read 10');
  });
});
