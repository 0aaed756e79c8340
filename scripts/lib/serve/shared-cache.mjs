// The shared view (/shared/{id} and /shared/quotes/{id}), rendered once and served many times.
//
// Rendering the page costs a call to Directus and the whole comparison (the finance engine over every
// quote): tens of milliseconds. A shared link posted to a neighbourhood group asks for the same page
// thousands of times, so each rendered answer (status, headers, body, and its gzip and brotli forms) is
// kept in memory per address, and served again while the view has not changed:
//
//   - With Redis (REDIS_URL, shared with Directus; the scale set-up), every hit reads the share id's version
//     from the Redis hash that the atlas-shared-cache hook replaces after each committed change of the
//     project or of one of its quotes (directus/lib/shared-versions.mjs), and serves its copy only when the
//     version is the one it rendered under. Every site server reads the same hash, so none serves a page
//     the owner changed, unshared or archived, once the change is committed. When Redis does not answer,
//     nothing is served from the cache (the page is rendered on every request) rather than something old.
//     A copy is also dropped after a minute, whatever Redis says (a change made around the hook).
//   - Without Redis (one Directus on SQLite), a copy is kept for two seconds only.
//
// Unknown ids are not an amplifier: their 404 is kept too (five seconds), ids that cannot exist are
// answered without asking Directus (the page checks their shape), concurrent misses of one address share
// one render, and the memory the copies take is bounded (least recently used first out, by bytes).
// Answers that are not 200 or 404, or that set a cookie, are never kept.

import { createHash } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { NO_VERSION, sharedVersionsKey } from '../../../directus/lib/shared-versions.mjs';

/** /shared/{id} and /shared/quotes/{id} (with or without a trailing slash); the id is the first group. */
const SHARED_PATH = /^\/shared\/(?:quotes\/)?([^/]+)\/?$/;

/** The share id in a shared-view address, or null for any other address. */
export function sharedIdOf(pathname) {
  const match = SHARED_PATH.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

export const DEFAULTS = {
  /** Memory the kept pages may take, body and compressed forms together. */
  maxBytes: 32 * 1024 * 1024,
  /** How long a 404 is kept (an unknown id, or a project no longer shared). */
  notFoundMs: 5_000,
  /** How long a page is kept without Redis to tell when it changed. */
  withoutRedisMs: 2_000,
  /** How long a page is kept at most, even when Redis says it has not changed. */
  maxAgeMs: 60_000,
};

/** Response headers never replayed from a kept copy: they belong to one connection or one answer. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date', 'content-encoding']);

/**
 * A stand-in for http.ServerResponse that Astro's Node adapter renders into (it calls writeHead, write and
 * end, and listens for close), so the page is rendered once and then sent to everyone who waited for it.
 */
class Capture extends EventEmitter {
  constructor(req) {
    super();
    this.req = req;
    this.statusCode = 200;
    this.statusMessage = '';
    this.headersSent = false;
    this.headers = {};
    this.chunks = [];
    this.done = new Promise((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
  }
  setHeader(name, value) {
    this.headers[name.toLowerCase()] = value;
  }
  getHeader(name) {
    return this.headers[name.toLowerCase()];
  }
  removeHeader(name) {
    delete this.headers[name.toLowerCase()];
  }
  writeHead(status, ...rest) {
    this.statusCode = status;
    const headers = rest.find((r) => r && typeof r === 'object');
    if (Array.isArray(headers)) for (let i = 0; i < headers.length; i += 2) this.setHeader(headers[i], headers[i + 1]);
    else if (headers) for (const [name, value] of Object.entries(headers)) this.setHeader(name, value);
    this.headersSent = true;
    return this;
  }
  write(chunk) {
    this.headersSent = true;
    this.chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    return true;
  }
  end(chunk) {
    if (chunk && typeof chunk !== 'function') this.write(chunk);
    this.headersSent = true;
    this.resolve({ status: this.statusCode, headers: this.headers, body: Buffer.concat(this.chunks) });
    this.emit('finish');
    this.emit('close');
    return this;
  }
  destroy(error) {
    this.reject(error ?? new Error('the render was abandoned'));
    this.emit('close');
  }
}

/** Which encoding of a kept page to send for an Accept-Encoding header. */
function encodingFor(acceptEncoding) {
  const accepted = String(acceptEncoding ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/**
 * The cache of one site server.
 * @param {{ redis?: import('ioredis').Redis | null, namespace?: string, now?: () => number } & Partial<typeof DEFAULTS>} [options]
 */
export function createSharedCache({ redis = null, namespace = 'atlas', now = Date.now, ...limits } = {}) {
  const settings = { ...DEFAULTS, ...limits };
  /** address -> kept page; a Map keeps insertion order, which is the least-recently-used order here. */
  const entries = new Map();
  /** address -> the render in progress, which concurrent misses wait for. */
  const pending = new Map();
  let bytes = 0;
  const stats = { hits: 0, misses: 0, stale: 0, uncached: 0, evicted: 0 };

  const drop = (key) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  const keep = (key, entry) => {
    drop(key);
    if (entry.bytes > settings.maxBytes / 4) return;
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const oldest of entries.keys()) {
      if (bytes <= settings.maxBytes) break;
      drop(oldest);
      stats.evicted++;
    }
  };

  /** share id -> the Redis lookup of its version in flight, which concurrent requests for it share. */
  const lookups = new Map();

  /**
   * The version of a share id now: a token, NO_VERSION, or null when it cannot be known (Redis down). A
   * request that arrives while a lookup of the same id is on its way takes that lookup's answer: a shared
   * link posted to a neighbourhood group makes one round trip per Redis reply, not one per visitor, and
   * no answer is older than the request that joined it by more than that round trip.
   */
  function versionOf(shortId) {
    if (!redis) return NO_VERSION;
    let lookup = lookups.get(shortId);
    if (!lookup) {
      lookup = Promise.resolve()
        .then(() => redis.hget(sharedVersionsKey(namespace), shortId))
        .then(
          (version) => version ?? NO_VERSION,
          () => null,
        )
        .finally(() => lookups.delete(shortId));
      lookups.set(shortId, lookup);
    }
    return lookup;
  }

  const lifetime = (status) =>
    Math.min(status === 404 ? settings.notFoundMs : settings.maxAgeMs, redis ? Infinity : settings.withoutRedisMs);

  /** A kept page from a rendered answer, or null when the answer must not be kept. */
  function entryOf(rendered, version) {
    const { status, headers, body } = rendered;
    if ((status !== 200 && status !== 404) || headers['set-cookie'] || version === null) return null;
    const kept = {};
    for (const [name, value] of Object.entries(headers)) if (!HOP_HEADERS.has(name)) kept[name] = value;
    const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
    const entry = { status, headers: kept, body, etag, version, expires: now() + lifetime(status), br: null, gzip: null, bytes: 0 };
    entry.bytes = body.length + 512;
    return entry;
  }

  /** The body of a kept page in an encoding, compressed on first use and kept with it. */
  function bodyIn(entry, encoding) {
    if (!encoding || entry.body.length < 1024) return { body: entry.body, encoding: null };
    if (!entry[encoding]) {
      entry[encoding] =
        encoding === 'br'
          ? brotliCompressSync(entry.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_SIZE_HINT]: entry.body.length } })
          : gzipSync(entry.body, { level: 6 });
      entry.bytes += entry[encoding].length;
      bytes += entry[encoding].length;
    }
    return { body: entry[encoding], encoding };
  }

  /** Sends a kept page: 304 when the browser has it, else the body in the best encoding it accepts. */
  function send(req, res, entry, state) {
    const headers = { ...entry.headers, etag: entry.etag, vary: 'Accept-Encoding', 'x-atlas-cache': state };
    if (entry.status === 200 && req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, { etag: entry.etag, 'cache-control': headers['cache-control'] ?? 'no-cache', 'x-atlas-cache': state });
      return res.end();
    }
    const { body, encoding } = bodyIn(entry, encodingFor(req.headers['accept-encoding']));
    if (encoding) headers['content-encoding'] = encoding;
    headers['content-length'] = String(body.length);
    res.writeHead(entry.status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /**
   * Answers a GET or HEAD of a shared-view address; `render(target)` renders it with Astro into `target`
   * (a ServerResponse or a stand-in) and `fallback()` renders it into the real response, uncached.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {{ shortId: string, key: string, render: (target: object) => unknown, fallback: () => unknown }} page
   */
  async function serve(req, res, { shortId, key, render, fallback }) {
    const version = await versionOf(shortId);
    const entry = entries.get(key);
    if (entry && version !== null && entry.version === version && entry.expires > now()) {
      // Most recently used last.
      entries.delete(key);
      entries.set(key, entry);
      stats.hits++;
      return send(req, res, entry, 'hit');
    }
    if (entry) {
      stats.stale++;
      drop(key);
    }
    // Only a GET's render is kept (a HEAD's answer may come without its body); a HEAD uses a kept GET.
    if (version === null || req.method !== 'GET') {
      stats.uncached++;
      return fallback();
    }
    let flight = pending.get(key);
    if (!flight || flight.version !== version) {
      const capture = new Capture(req);
      flight = {
        version,
        done: (async () => {
          await render(capture);
          return capture.done;
        })()
          .then((rendered) => {
            const made = entryOf(rendered, version);
            if (made) keep(key, made);
            return made;
          })
          .finally(() => {
            if (pending.get(key) === flight) pending.delete(key);
          }),
      };
      pending.set(key, flight);
    }
    stats.misses++;
    let made;
    try {
      made = await flight.done;
    } catch {
      made = null;
    }
    // An answer that may not be kept (an error, a cookie) is rendered again for this request alone.
    if (!made) return fallback();
    return send(req, res, made, 'miss');
  }

  return {
    serve,
    /** Forgets every kept page (a new build: its pages name other assets). */
    clear() {
      entries.clear();
      bytes = 0;
    },
    stats: () => ({ ...stats, entries: entries.size, bytes }),
  };
}
