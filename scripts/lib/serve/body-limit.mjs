// Request bodies for the site's own server-rendered routes (the local checkout's form post, the shared
// view): Astro reads a body whole into memory, so its size is bounded before Astro sees it (review finding
// 7: a 50 MB POST to the local checkout raised the server from 196 to 336 MB). The /api proxy has its own,
// streamed limit (proxy.mjs); both refuse through refuseWhileReading().

/** The largest body a page route accepts: the checkout's form is a few bytes. */
export const PAGE_BODY_LIMIT = 64 * 1024;

/**
 * How long, and how much, of a refused body is read and dropped before the connection is cut: a client
 * sending a few MB finishes well within; one that keeps sending is not fed for ever.
 */
export const DRAIN_LIMITS = { ms: 5_000, bytes: 16 * 1024 * 1024 };

/**
 * Answers a request whose body is still arriving, and ends the exchange only once that body has been read.
 * The answer goes out whole at once (its length is given), so a client that reads while it sends sees it
 * straight away; the connection stays open while the rest of the body is read and dropped. Closing it
 * earlier left a client still writing with EPIPE or a reset instead of the answer (the e2e's 2 MB post
 * failed so, now and then). A body still coming after DRAIN_LIMITS is cut off.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {Record<string, string | number>} headers without content-length (set here)
 * @param {string} body
 */
export function refuseWhileReading(req, res, status, headers, body) {
  res.writeHead(status, { ...headers, 'content-length': Buffer.byteLength(body) });
  if (req.destroyed) {
    res.end(body);
    return;
  }
  if (req.complete) {
    // All of it has arrived: nothing to wait for.
    res.end(body);
    discard(req);
    return;
  }
  res.write(body);
  discard(req, () => res.end());
}

/**
 * Reads and drops what is left of a request body, then calls `done`; a client that keeps sending past
 * DRAIN_LIMITS has its connection cut (and `done` is not called).
 * @param {import('node:http').IncomingMessage} req
 * @param {() => void} [done]
 */
export function discard(req, done = () => {}) {
  req.removeAllListeners('data');
  const cut = () => {
    clearTimeout(cutoff);
    req.socket?.destroy();
  };
  const cutoff = setTimeout(cut, DRAIN_LIMITS.ms);
  cutoff.unref();
  let dropped = 0;
  req.on('data', (chunk) => {
    dropped += chunk.length;
    if (dropped > DRAIN_LIMITS.bytes) cut();
  });
  req.once('end', () => {
    clearTimeout(cutoff);
    done();
  });
  req.once('close', () => clearTimeout(cutoff));
  req.resume();
}

function refuse(req, res, status, message) {
  refuseWhileReading(req, res, status, { 'content-type': 'text/plain; charset=utf-8' }, `${message}\n`);
  return true;
}

/**
 * Answers a request whose body a page route must not read: over `maxBytes` (413), or of unknown length
 * (411: a chunked body could grow without end; browsers' form posts always give the length). Returns
 * whether it answered.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function refuseOversizedBody(req, res, maxBytes = PAGE_BODY_LIMIT) {
  if (req.method === 'GET' || req.method === 'HEAD') return false;
  const declared = req.headers['content-length'];
  if (declared === undefined) {
    if (req.headers['transfer-encoding'] === undefined) return false;
    return refuse(req, res, 411, 'Send the length of the request body.');
  }
  if (Number(declared) > maxBytes) {
    return refuse(
      req,
      res,
      413,
      `The request is larger than ${Math.round(maxBytes / 1024)} KB, more than this page accepts; nothing was saved.`,
    );
  }
  return false;
}
