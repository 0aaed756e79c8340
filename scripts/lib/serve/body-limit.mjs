// Request bodies for the site's own server-rendered routes (the local checkout's form post, the shared
// view): Astro reads a body whole into memory, so its size is bounded before Astro sees it (review finding
// 7: a 50 MB POST to the local checkout raised the server from 196 to 336 MB). The /api proxy has its own,
// streamed limit (proxy.mjs).

import { discard } from './proxy.mjs';

/** The largest body a page route accepts: the checkout's form is a few bytes. */
export const PAGE_BODY_LIMIT = 64 * 1024;

function refuse(req, res, status, message) {
  const body = `${message}\n`;
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(body), connection: 'close' });
  res.end(body);
  discard(req);
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
