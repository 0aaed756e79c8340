// Child processes for the start and test scripts: started with prefixed output, awaited on an HTTP
// health check, and all stopped together on exit or Ctrl-C, so nothing outlives the script.

import { spawn } from 'node:child_process';
import net from 'node:net';

const children = new Set();
let stopping = false;

// Long-running children get process groups of their own (so Ctrl-C reaches them only through us); should
// this script end any other way, they are still signalled on the way out rather than left running.
process.on('exit', () => {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Not a group leader (a `run` child) or already gone: signal the process itself.
      child.kill('SIGTERM');
    }
  }
});

/** Runs a command to completion; rejects with its exit code and a hint naming what failed. */
export function run(cmd, args, { env, cwd, label = cmd, quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd,
      env: env ?? process.env,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
    }
    children.add(child);
    child.on('error', (error) => {
      children.delete(child);
      reject(new Error(`${label} could not start: ${error.message}`, { cause: error }));
    });
    child.on('exit', (code, signal) => {
      children.delete(child);
      if (code === 0) resolve(output);
      else {
        const error = new Error(`${label} failed (${signal ?? `exit code ${code}`})`);
        error.output = output;
        error.exitCode = code ?? 1;
        reject(error);
      }
    });
  });
}

/**
 * Starts a long-running process whose output is prefixed with its label. The returned handle's `exited`
 * promise settles when it stops; `stop()` ends it (SIGTERM, then SIGKILL after 5 s).
 */
export function serve(cmd, args, { env, cwd, label, logFile } = {}) {
  const child = spawn(cmd, args, { cwd, env: env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  children.add(child);
  const tail = [];
  const onData = (stream) => (chunk) => {
    for (const line of String(chunk).split('\n')) {
      if (!line) continue;
      tail.push(line);
      if (tail.length > 40) tail.shift();
      if (logFile) logFile.write(`${line}\n`);
      else stream.write(`[${label}] ${line}\n`);
    }
  };
  child.stdout.on('data', onData(process.stdout));
  child.stderr.on('data', onData(process.stderr));
  const exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    });
  });
  return {
    label,
    child,
    exited,
    tail: () => tail.join('\n'),
    stop: () => stopChild(child, exited),
  };
}

function stopChild(child, exited) {
  if (child.exitCode !== null || child.signalCode !== null) return exited;
  try {
    // The process group: npm and node wrappers may have children of their own.
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      child.kill('SIGKILL');
    }
  }, 5000);
  return exited.finally(() => clearTimeout(timer));
}

/** Stops every process this script started. */
export async function stopAll() {
  stopping = true;
  await Promise.all([...children].map((child) => stopChild(child, new Promise((r) => child.once('exit', r)))));
}

export function isStopping() {
  return stopping;
}

/** Stops every child and exits on Ctrl-C or SIGTERM. */
export function stopOnSignals() {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, async () => {
      process.stdout.write(`\natlas: stopping (${signal}) ...\n`);
      await stopAll();
      process.exit(signal === 'SIGINT' ? 130 : 143);
    });
  }
}

/** Fails with a clear sentence when something already listens on the port. */
export async function assertPortFree(port, host, what) {
  const free = await new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.once('listening', () => server.close(() => resolve(true)));
    server.listen(port, host);
  });
  if (!free) {
    throw new Error(
      `port ${port} on ${host} is already in use, so ${what} cannot start there: stop whatever uses it, or choose another port (see README, Configuration).`,
    );
  }
}

/** Polls an URL until it answers 2xx, the process exits, or the time runs out. */
export async function waitForHttp(url, { handle, timeoutMs = 120_000, what = url } = {}) {
  const deadline = Date.now() + timeoutMs;
  let exited = null;
  handle?.exited.then((info) => (exited = info));
  while (Date.now() < deadline) {
    if (exited) {
      throw new Error(
        `${what} stopped before it was ready (${exited.signal ?? `exit code ${exited.code}`}). Its last lines:\n${handle.tail()}`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet: poll again.
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(
    `${what} did not answer on ${url} within ${Math.round(timeoutMs / 1000)} s.${handle ? ` Its last lines:\n${handle.tail()}` : ''}`,
  );
}
