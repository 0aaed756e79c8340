// The site server's memory around a 50 MB POST to /api (issue 12, finding 6: it moved from 166 MB to 340 MB
// and stayed there). Starts scripts/serve.mjs on a one-page stand-in build, in front of a stand-in Directus
// that reads and drops whatever reaches it, and samples the server's resident memory (Linux /proc) before,
// during and after one 50 MB POST with a declared length and one streamed without. Prints the figures.
//
//   node tests/bench/proxy-memory.mjs [build dir]      (or: npm run bench -- proxy-memory)
//
// With a build directory (e.g. one `node scripts/lib/site.mjs build` wrote), that build is served, so the
// figures include the real server bundle; without, a one-page stand-in.

import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { root } from '../../scripts/lib/config.mjs';

const MB = 1024 * 1024;
const SIZE = 50 * MB;

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Resident memory of a process in MB (VmRSS). */
const rss = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

const given = process.argv[2] ? path.resolve(process.argv[2]) : null;
const dir = given ?? mkdtempSync(path.join(os.tmpdir(), 'atlas-proxy-bench-'));
if (!given) {
  mkdirSync(path.join(dir, 'client'), { recursive: true });
  mkdirSync(path.join(dir, 'server'), { recursive: true });
  writeFileSync(path.join(dir, 'client', 'index.html'), '<!doctype html><title>bench</title>');
  writeFileSync(path.join(dir, 'server', 'entry.mjs'), 'export function handler(req, res, next) { next(); }');
}

let received = 0;
const upstream = http.createServer((req, res) => {
  req.on('data', (chunk) => (received += chunk.length));
  req.on('end', () => res.end('{"data":null}'));
});
await new Promise((resolve) => upstream.listen(0, '127.0.0.1', resolve));

const port = await freePort();
const server = spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs'), dir], {
  env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DIRECTUS_URL: `http://127.0.0.1:${upstream.address().port}` },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  server.stdout.on('data', (chunk) => String(chunk).includes('serving') && resolve());
  server.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
});

/** One POST of `SIZE` bytes in 1 MB chunks; resolves with the status and the peak memory while it ran. */
function post({ declared }) {
  return new Promise((resolve, reject) => {
    let peak = rss(server.pid);
    const sampler = setInterval(() => (peak = Math.max(peak, rss(server.pid))), 20);
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/items/form_submissions',
        headers: { 'content-type': 'application/json', ...(declared ? { 'content-length': SIZE } : {}) },
      },
      (response) => {
        response.resume();
        response.on('end', () => {
          clearInterval(sampler);
          resolve({ status: response.statusCode, peak });
        });
      },
    );
    request.on('error', (error) => {
      clearInterval(sampler);
      // The server may close the connection once it has answered; the answer is what counts.
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') resolve({ status: 'closed after answering', peak });
      else reject(error);
    });
    const chunk = Buffer.alloc(MB, 'x');
    let sent = 0;
    const write = () => {
      while (sent < SIZE) {
        sent += MB;
        if (!request.write(chunk)) return request.once('drain', write);
      }
      request.end();
    };
    write();
  });
}

const before = rss(server.pid);
const declared = await post({ declared: true });
const streamed = await post({ declared: false });
const after = rss(server.pid);

console.log(`proxy memory, one 50 MB POST to /api (site server RSS):
  before                       ${before.toFixed(1)} MB
  declared length: answer ${declared.status}, peak ${declared.peak.toFixed(1)} MB
  streamed, no length: answer ${streamed.status}, peak ${streamed.peak.toFixed(1)} MB
  after                        ${after.toFixed(1)} MB   (growth ${(after - before).toFixed(1)} MB)
  bytes that reached Directus  ${(received / MB).toFixed(2)} MB (limit 1 MB)`);

server.kill('SIGTERM');
upstream.close();
if (!given) rmSync(dir, { recursive: true, force: true });
