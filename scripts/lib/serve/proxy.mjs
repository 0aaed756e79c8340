// The browser's door to Directus: /api/* is forwarded to DIRECTUS_URL, so the session cookie Directus sets
// is first-party to the site and Directus keeps CORS closed.
//
// Plain Node streams, nothing buffered: a request body flows to Directus as it arrives and is cut off at
// `maxBodyBytes` (413 with a message: nothing Atlas sends through here is near 1 MB); a body that stalls
// longer than `bodyTimeoutMs` between chunks is dropped (408), Directus must start answering within
// `upstreamTimeoutMs` (504), and a Directus that does not answer at all gets 503 with a message. The
// Directus app (the Data Studio, /admin) is not reachable through the site: editors use Directus's own
// address.

import http from 'node:http';
import https from 'node:https';
import { routedPath } from '../../../directus/access/routes.mjs';
import { refuseWhileReading } from './body-limit.mjs';
import { MANAGED_HEADERS } from './headers.mjs';

/** Limits of the proxy; each can be changed for one proxy (tests use short ones). */
export const PROXY_LIMITS = {
  maxBodyBytes: 1024 * 1024,
  bodyTimeoutMs: 15_000,
  upstreamTimeoutMs: 30_000,
};

// Headers that describe one hop, not the message: never forwarded. Forwarding headers are set anew.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-real-ip',
]);

/** Whether a site path is the proxy's: /api or below it. */
export function isApiPath(pathname) {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/**
 * Directus's error shape, so the site's SDK reads these like Directus's own. The exchange ends once the
 * request's body has been read (refuseWhileReading), unless `close` says to end it now: a body that stalls.
 */
function answer(req, res, status, code, message, headers = {}, close = false) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ errors: [{ message, extensions: { code } }] });
  const head = { 'content-type': 'application/json; charset=utf-8', ...headers };
  if (!close) {
    refuseWhileReading(req, res, status, head, body);
    return;
  }
  res.writeHead(status, { ...head, 'content-length': Buffer.byteLength(body), connection: 'close' });
  res.end(body);
}

const UNAVAILABLE = 'Atlas cannot reach its data service right now. Nothing was changed; please try again in a minute.';

/**
 * How many proxies in front of the site to believe (ATLAS_TRUST_PROXY_HOPS, a whole number, 0 by default).
 * Throws on anything else, so a typo cannot silently make every visitor share one address.
 */
export function trustedHopsFrom(value = process.env.ATLAS_TRUST_PROXY_HOPS) {
  if (value === undefined || value === '') return 0;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new Error(`ATLAS_TRUST_PROXY_HOPS must be a whole number from 0 to 10 (the proxies in front of the site), not "${value}".`);
  }
  return hops;
}

/**
 * The visitor's address: the socket's peer when no proxy is trusted; else the address `trustedHops` entries
 * from the right of the chain X-Forwarded-For + peer. Each trusted proxy appends the address it saw, so
 * entries further left were written by the visitor and are never believed (review finding 4: behind a load
 * balancer every visitor shared the balancer's address, and 36 wrong sign-ins locked everyone out).
 * @param {string | string[] | undefined} forwardedFor the incoming X-Forwarded-For header(s)
 * @param {string} peer the socket's remote address
 * @param {number} trustedHops
 */
export function clientAddress(forwardedFor, peer, trustedHops) {
  if (trustedHops === 0) return peer;
  const listed = [forwardedFor ?? []]
    .flat()
    .flatMap((header) => header.split(','))
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...listed, peer];
  // Fewer entries than trusted hops: the request skipped a proxy; the leftmost is the best there is.
  return chain[Math.max(0, chain.length - 1 - trustedHops)];
}

/**
 * A request handler for /api/*.
 * @param {{ target: string, limits?: Partial<typeof PROXY_LIMITS>, trustedHops?: number, log?: (message: string) => void }} options
 *   `target` is Directus's base URL; `trustedHops` the proxies in front of the site (trustedHopsFrom()).
 */
export function createApiProxy({ target, limits = {}, trustedHops = trustedHopsFrom(), log = (message) => console.error(message) }) {
  const { maxBodyBytes, bodyTimeoutMs, upstreamTimeoutMs } = { ...PROXY_LIMITS, ...limits };
  const base = new URL(target.replace(/\/$/, ''));
  const transport = base.protocol === 'https:' ? https : http;
  const agent = new transport.Agent({ keepAlive: true, maxSockets: 256 });

  return function proxy(req, res) {
    const url = new URL(req.url ?? '/', 'http://site.invalid');
    const rest = url.pathname.slice('/api'.length) || '/';
    // The Data Studio stays on Directus's own address: through the site, it would share the site's origin.
    if (routedPath(rest) === '/admin' || routedPath(rest).startsWith('/admin/')) {
      answer(req, res, 404, 'ROUTE_NOT_FOUND', `Route /api${rest} doesn't exist.`);
      return;
    }
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > maxBodyBytes) {
      answer(req, res, 413, 'CONTENT_TOO_LARGE', tooLarge(maxBodyBytes));
      return;
    }

    const headers = {};
    for (const [key, value] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(key)) headers[key] = value;
    // Directus trusts one proxy hop (IP_TRUST_PROXY) to rate-limit and throttle per visitor, not per site:
    // this proxy tells it the visitor's address, found through the proxies configured in front of the site.
    headers['x-forwarded-for'] = clientAddress(req.headers['x-forwarded-for'], req.socket.remoteAddress ?? '', trustedHops);
    // The scheme the visitor used: the site's own address says it (a TLS proxy in front ends it there),
    // never a header the visitor could write.
    headers['x-forwarded-proto'] = req.socket.encrypted || (process.env.SITE_URL ?? '').startsWith('https:') ? 'https' : 'http';
    if (req.headers.host) headers['x-forwarded-host'] = req.headers.host;

    let finished = false;
    const fail = (status, code, message, error) => {
      if (finished) return;
      finished = true;
      if (error) log(`api proxy: ${req.method} ${url.pathname}: ${message} (${error.message})`);
      upstream.destroy();
      answer(req, res, status, code, message, status === 503 ? { 'retry-after': '30' } : {}, status === 408);
    };

    const upstream = transport.request(
      {
        protocol: base.protocol,
        hostname: base.hostname,
        port: base.port,
        method: req.method,
        path: `${base.pathname.replace(/\/$/, '')}${rest}${url.search}`,
        headers,
        agent,
        timeout: upstreamTimeoutMs,
      },
      (response) => {
        if (finished) {
          response.resume();
          return;
        }
        finished = true;
        upstream.setTimeout(0);
        const out = {};
        // The site's own security headers (set by the server before this handler) stand; Directus's are
        // written for its Data Studio.
        for (const [key, value] of Object.entries(response.headers))
          if (!HOP_BY_HOP.has(key) && !MANAGED_HEADERS.has(key)) out[key] = value;
        res.writeHead(response.statusCode ?? 502, response.statusMessage, out);
        response.pipe(res);
        response.on('error', () => res.destroy());
      },
    );
    upstream.on('timeout', () => fail(504, 'GATEWAY_TIMEOUT', 'Atlas’s data service took too long to answer. Please try again.'));
    upstream.on('error', (error) => {
      const down = ['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN'].includes(error.code);
      fail(down ? 503 : 502, 'SERVICE_UNAVAILABLE', UNAVAILABLE, error);
    });
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });

    // The body, counted as it streams: over the limit, the upstream call is abandoned and 413 answered.
    let received = 0;
    let idle = setTimeout(() => stalled(), bodyTimeoutMs);
    const stalled = () => fail(408, 'REQUEST_TIMEOUT', 'The request body arrived too slowly and was dropped. Please try again.');
    req.on('data', (chunk) => {
      received += chunk.length;
      clearTimeout(idle);
      if (received > maxBodyBytes) {
        fail(413, 'CONTENT_TOO_LARGE', tooLarge(maxBodyBytes));
        return;
      }
      idle = setTimeout(stalled, bodyTimeoutMs);
      if (!upstream.write(chunk)) req.pause();
    });
    upstream.on('drain', () => req.resume());
    req.on('end', () => {
      clearTimeout(idle);
      if (!upstream.destroyed) upstream.end();
    });
    req.on('error', () => {
      clearTimeout(idle);
      upstream.destroy();
    });
    req.on('close', () => clearTimeout(idle));
  };
}

function tooLarge(max) {
  return `The request is larger than ${Math.round(max / 1024)} KB, more than anything Atlas sends; nothing was saved.`;
}
