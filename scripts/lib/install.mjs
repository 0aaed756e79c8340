// Installs dependencies from package-lock.json when they are missing or stale, so a fresh clone needs
// nothing but `npm start` or `npm test`. "Stale" means package-lock.json or the Node version changed since
// the last install: native modules are built for one Node ABI and crash under another.

import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './config.mjs';
import { run } from './proc.mjs';

const stampFile = path.join(root, 'node_modules', '.atlas-install-stamp');
const lockFile = path.join(root, 'package-lock.json');
const npmArgs = ['--no-audit', '--no-fund', '--loglevel=error'];

const lockHash = () => createHash('sha256').update(readFileSync(lockFile)).digest('hex');
const currentStamp = () => `${process.version} ${lockHash()}`;

const INSTALL_HINT =
  'if it could not reach the registry, check the network and `npm config get registry`; if a native module (sqlite3, isolated-vm, argon2) failed to build, make sure python3, make and g++ are installed; then run the command again.';

/**
 * `npm ci`, or the locked install it stands for. Some registries (the mirror these machines use among
 * them) do not serve every platform's optional binary (e.g. @astrojs/compiler-binding-darwin-arm64 404s),
 * so the lock cannot list them and `npm ci` refuses it as "not in sync" although every package this
 * platform needs is locked. Only on that refusal, `npm install` installs the same locked versions, and
 * the lock must come out byte for byte unchanged: anything else is a real mismatch and fails.
 */
async function lockedInstall() {
  try {
    await run('npm', ['ci', ...npmArgs], { cwd: root, label: 'npm ci', quiet: true });
    return;
  } catch (error) {
    const output = String(error.output ?? '');
    if (!/can only install packages when your package\.json and package-lock\.json/.test(output)) {
      throw new Error(`npm ci failed: ${INSTALL_HINT}\n${output.split('\n').slice(-15).join('\n')}`, { cause: error });
    }
    console.log(
      'atlas: npm ci refused the lock for optional binaries of other platforms that this registry does not serve; installing the locked versions with npm install ...',
    );
  }
  const before = lockHash();
  try {
    await run('npm', ['install', ...npmArgs], { cwd: root, label: 'npm install' });
  } catch (error) {
    throw new Error(`npm install failed: ${INSTALL_HINT}`, { cause: error });
  }
  if (lockHash() !== before) {
    throw new Error(
      'npm install changed package-lock.json, so package.json and the lock disagree: run `npm install`, review and commit the lock, then run the command again.',
    );
  }
}

/** Installs the locked dependencies unless node_modules already matches package-lock.json and this Node. */
export async function ensureInstalled() {
  const stamp = currentStamp();
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return;
  console.log(
    `atlas: installing dependencies from package-lock.json under Node ${process.version} (a first install takes 3-5 minutes) ...`,
  );
  await lockedInstall();
  writeFileSync(stampFile, stamp);
}
