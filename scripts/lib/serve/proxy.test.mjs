// The /api proxy on its own, between a real HTTP client and a stand-in for Directus (a plain HTTP server
// that records what reaches it). The full path, site server to real Directus, is in the browser suite.

import http from 'node:http';
import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DRAIN_LIMITS, refuseOversizedBody } from './body-limit.mjs';
import { clientAddress, createApiProxy, trustedHopsFrom } from './proxy.mjs';

let upstream;
let upstreamPort;
const seen = [];
/** How the stand-in answers the next request: `(req, res) => void`. */
let respond = null;

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks) });
      if (respond) return respond(req, res);
      res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': ['a=1; Path=/', 'b=2; Path=/'] });
      res.end(JSON.stringify({ data: { ok: true } }));
    });
  });
  await new Promise((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamPort = upstream.address().port;
});
afterAll(() => new Promise((resolve) => upstream.close(resolve)));

const servers = [];
afterEach(async () => {
  respond = null;
  seen.length = 0;
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A site server with only the proxy, in front of `target`. */
async function site({ target = `http://127.0.0.1:${upstreamPort}`, limits, trustedHops = 0 } = {}) {
  const logged = [];
  const proxy = createApiProxy({ target, limits, trustedHops, log: (m) => logged.push(m) });
  const server = http.createServer((req, res) => proxy(req, res));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return { url: `http://127.0.0.1:${server.address().port}`, port: server.address().port, logged };
}

/**
 * A client that sends `length` bytes to `path` in 64 KB pieces, goes on sending after the refusal arrives
 * (as a client that does not read while it writes would) and then waits for the server to close. Returns the
 * socket errors it met, the reply text and how much it managed to send.
 */
async function sendWhileRefused(port, path, { length, chunked = false }) {
  const piece = Buffer.alloc(64 * 1024, 'a');
  const socket = net.connect(port, '127.0.0.1');
  const errors = [];
  socket.on('error', (error) => errors.push(error.code));
  let reply = '';
  let answered;
  const answer = new Promise((resolve) => (answered = resolve));
  socket.on('data', (data) => {
    reply += data;
    if (reply.includes('nothing was saved.')) answered();
  });
  const closed = new Promise((resolve) => socket.on('close', resolve));
  // Resolves once written, or when the connection can no longer take it (closed by the server, or failed).
  const write = (data) => new Promise((resolve) => (socket.writable ? socket.write(data, () => resolve()) : resolve()));
  socket.on('close', () => {
    cut = true;
    answered(); // or never comes: a connection closed too early can lose it
  });
  let cut = false;
  const framed = (data) => (chunked ? Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]) : data);
  const length_ = chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${length}`;
  await write(`POST ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n${length_}\r\n\r\n`);
  let sent = 0;
  // Up to the refusal, then on to the end of the body, a piece at a time.
  const until = (stop) => async () => {
    while (sent < length && socket.writable && !cut && !stop()) {
      await write(framed(piece));
      if (socket.writable && !cut) sent += piece.length;
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  let refused = false;
  answer.then(() => (refused = true));
  await until(() => refused)();
  await answer;
  await until(() => false)();
  if (socket.writable) socket.end(chunked ? '0\r\n\r\n' : '');
  await closed;
  return { errors, reply, sent };
}

const json = async (response) => ({ status: response.status, body: await response.json(), headers: response.headers });

describe('createApiProxy', () => {
  it('forwards method, path, query, body and cookies, and sets the forwarding headers itself', async () => {
    const { url } = await site();
    const answer = await fetch(`${url}/api/items/project?fields=id`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie: 'session=x', 'x-forwarded-for': '6.6.6.6', 'x-real-ip': '6.6.6.6' },
      body: JSON.stringify({ name: 'n' }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    const [request] = seen;
    expect(request).toMatchObject({ method: 'PATCH', url: '/items/project?fields=id' });
    expect(request.body.toString()).toBe('{"name":"n"}');
    expect(request.headers.cookie).toBe('session=x');
    // The client's own claims about its address are replaced by the socket's.
    expect(request.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(request.headers['x-real-ip']).toBeUndefined();
  });

  it('answers 413 with a message for a declared body over 1 MB, without sending anything on', async () => {
    const { url } = await site();
    const answer = await json(
      await fetch(`${url}/api/items/form_submissions`, { method: 'POST', body: Buffer.alloc(1024 * 1024 + 1, 'a') }),
    );
    expect(answer.status).toBe(413);
    expect(answer.body.errors[0]).toEqual({
      message: 'The request is larger than 1024 KB, more than anything Atlas sends; nothing was saved.',
      extensions: { code: 'CONTENT_TOO_LARGE' },
    });
    expect(seen).toHaveLength(0);
  });

  it('answers 413 when a streamed body (no length given) grows over 1 MB, and cuts the upstream call', async () => {
    const { url } = await site();
    let sent = 0;
    const body = new ReadableStream({
      pull(controller) {
        if (sent > 4 * 1024 * 1024) return controller.close();
        sent += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const answer = await json(await fetch(`${url}/api/items/form_submissions`, { method: 'POST', body, duplex: 'half' }));
    expect(answer.status).toBe(413);
    // The stand-in never received a complete request.
    expect(seen).toHaveLength(0);
  });

  it('reads the rest of a refused body before closing, so a client still sending gets the 413, not EPIPE', async () => {
    const { port } = await site();
    const declared = await sendWhileRefused(port, '/api/items/form_submissions', { length: 2 * 1024 * 1024 });
    expect(declared.errors).toEqual([]);
    expect(declared.sent).toBe(2 * 1024 * 1024);
    expect(declared.reply).toMatch(/^HTTP\/1\.1 413 /);
    expect(declared.reply).toContain('The request is larger than 1024 KB, more than anything Atlas sends; nothing was saved.');
    // A body without a length, refused when it grows past 1 MB, is read to its end the same way.
    const streamed = await sendWhileRefused(port, '/api/items/form_submissions', { length: 3 * 1024 * 1024, chunked: true });
    expect(streamed.errors).toEqual([]);
    expect(streamed.sent).toBe(3 * 1024 * 1024);
    expect(streamed.reply).toMatch(/^HTTP\/1\.1 413 /);
    expect(seen).toHaveLength(0);
  });

  it('a page route refuses a body over 64 KB the same way: answer first, close once the body is read', async () => {
    const server = http.createServer((req, res) => {
      if (!refuseOversizedBody(req, res)) res.end('read');
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    const { errors, reply, sent } = await sendWhileRefused(server.address().port, '/checkout/pay', { length: 2 * 1024 * 1024 });
    expect(errors).toEqual([]);
    expect(sent).toBe(2 * 1024 * 1024);
    expect(reply).toMatch(/^HTTP\/1\.1 413 /);
    expect(reply).toContain('The request is larger than 64 KB, more than this page accepts; nothing was saved.');
  });

  it('cuts off a client that keeps sending a refused body past the drain limit', async () => {
    const { port } = await site();
    const bytes = DRAIN_LIMITS.bytes;
    DRAIN_LIMITS.bytes = 512 * 1024;
    try {
      const { reply, sent } = await sendWhileRefused(port, '/api/items/x', { length: 64 * 1024 * 1024 });
      expect(reply).toMatch(/^HTTP\/1\.1 413 /);
      // The refusal came after the first piece; the server read half a megabyte more, then closed.
      expect(sent).toBeLessThan(4 * 1024 * 1024);
    } finally {
      DRAIN_LIMITS.bytes = bytes;
    }
  });

  it('drops a body that stalls (408), and answers 504 when Directus does not answer in time', async () => {
    const slowBody = await site({ limits: { bodyTimeoutMs: 200 } });
    const reply = await new Promise((resolve) => {
      const socket = net.connect(slowBody.port, '127.0.0.1', () => {
        socket.write('POST /api/items/x HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nonly a part');
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk));
      socket.on('close', () => resolve(text));
    });
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
    expect(reply).toContain('The request body arrived too slowly');

    respond = () => {}; // never answers
    const slowUpstream = await site({ limits: { upstreamTimeoutMs: 200 } });
    const answer = await json(await fetch(`${slowUpstream.url}/api/items/pages`));
    expect(answer.status).toBe(504);
    expect(answer.body.errors[0].message).toBe('Atlas’s data service took too long to answer. Please try again.');
  });

  it('answers 503 with a message when Directus is down', async () => {
    const closed = http.createServer();
    await new Promise((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = closed.address().port;
    await new Promise((resolve) => closed.close(resolve));
    const { url, logged } = await site({ target: `http://127.0.0.1:${port}` });
    const answer = await json(await fetch(`${url}/api/items/pages`));
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('30');
    expect(answer.body.errors[0]).toEqual({
      message: 'Atlas cannot reach its data service right now. Nothing was changed; please try again in a minute.',
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
    expect(logged[0]).toContain('ECONNREFUSED');
  });

  it('does not reach the Directus app (/admin) in any letter case', async () => {
    const { url } = await site();
    for (const path of ['/api/admin', '/api/admin/', '/api/ADMIN/content', '/api/Admin/login', '/api/%61dmin/']) {
      expect((await fetch(`${url}${path}`)).status, path).toBe(404);
    }
    expect(seen).toHaveLength(0);
  });

  it('streams a large answer through without holding it', async () => {
    respond = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      let left = 32;
      const push = () => {
        while (left > 0) {
          left--;
          if (!res.write(Buffer.alloc(256 * 1024, 1))) return res.once('drain', push);
        }
        res.end();
      };
      push();
    };
    const { url } = await site();
    const body = await (await fetch(`${url}/api/assets/x`)).arrayBuffer();
    expect(body.byteLength).toBe(32 * 256 * 1024);
  });
});

/** A load balancer in front of the site: forwards everything, appending the address it saw to X-Forwarded-For. */
async function balancer(siteUrl) {
  const target = new URL(siteUrl);
  const server = http.createServer((req, res) => {
    const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const onward = http.request(
      {
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': forwarded },
      },
      (response) => {
        res.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(res);
      },
    );
    req.pipe(onward);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return server.address().port;
}

/** GET `path` on 127.0.0.1:`port` from the local address `from` (any 127.x address is this machine). */
function getFrom(from, port, path, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, localAddress: from, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the visitor address behind trusted proxies (review finding 4)', () => {
  it('two visitors through a balancer and the site reach Directus as two addresses, whatever they claim', async () => {
    const { url } = await site({ trustedHops: 1 });
    const port = await balancer(url);
    expect(await getFrom('127.0.0.2', port, '/api/items/pages')).toBe(200);
    expect(await getFrom('127.0.0.3', port, '/api/items/pages', { 'x-forwarded-for': '6.6.6.6' })).toBe(200);
    expect(seen.map((request) => request.headers['x-forwarded-for'])).toEqual(['127.0.0.2', '127.0.0.3']);
  });

  it('without a trusted hop, everyone behind the balancer is the balancer (the default for a site without one)', async () => {
    const { url } = await site();
    const port = await balancer(url);
    await getFrom('127.0.0.2', port, '/api/items/pages');
    await getFrom('127.0.0.3', port, '/api/items/pages');
    expect(seen.map((request) => request.headers['x-forwarded-for'])).toEqual(['127.0.0.1', '127.0.0.1']);
  });

  it('reads the chain from the right, and refuses a setting that is not a small whole number', () => {
    expect(clientAddress('1.1.1.1, 2.2.2.2', '3.3.3.3', 0)).toBe('3.3.3.3');
    expect(clientAddress('1.1.1.1, 2.2.2.2', '3.3.3.3', 1)).toBe('2.2.2.2');
    expect(clientAddress(['1.1.1.1', '2.2.2.2'], '3.3.3.3', 2)).toBe('1.1.1.1');
    expect(clientAddress(undefined, '3.3.3.3', 2)).toBe('3.3.3.3');
    expect(trustedHopsFrom(undefined)).toBe(0);
    expect(trustedHopsFrom('2')).toBe(2);
    expect(() => trustedHopsFrom('true')).toThrow('ATLAS_TRUST_PROXY_HOPS must be a whole number from 0 to 10');
  });
});
