// Installs dependencies with `npm ci` when they are missing or stale, so a fresh clone needs nothing but
// `npm start` or `npm test`. "Stale" means package-lock.json or the Node version changed since the last
// install: native modules are built for one Node ABI and crash under another.

import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './config.mjs';
import { run } from './proc.mjs';

const stampFile = path.join(root, 'node_modules', '.atlas-install-stamp');

function currentStamp() {
  const lock = readFileSync(path.join(root, 'package-lock.json'));
  return `${process.version} ${createHash('sha256').update(lock).digest('hex')}`;
}

/** Runs `npm ci` unless node_modules already matches package-lock.json and this Node. */
export async function ensureInstalled() {
  const stamp = currentStamp();
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return;
  console.log(`atlas: installing dependencies with npm ci under Node ${process.version} (a first install takes 3-5 minutes) ...`);
  try {
    await run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: root, label: 'npm ci' });
  } catch (error) {
    throw new Error(
      'npm ci failed: if it could not reach the registry, check the network and `npm config get registry`; if a native module (sqlite3, isolated-vm, argon2) failed to build, make sure python3, make and g++ are installed; then run the command again.',
      { cause: error },
    );
  }
  writeFileSync(stampFile, stamp);
}
