// Installs dependencies from package-lock.json when they are missing or stale, so a fresh clone needs
// nothing but `npm start` or `npm test`. "Stale" means package-lock.json or the Node version changed since
// the last install: native modules are built for one Node ABI and crash under another.

import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './config.mjs';
import { diffLocks } from './lock-diff.mjs';
import { run } from './proc.mjs';

const stampFile = path.join(root, 'node_modules', '.atlas-install-stamp');
const lockFile = path.join(root, 'package-lock.json');
const npmArgs = ['--no-audit', '--no-fund', '--loglevel=error'];

const lockHash = () => createHash('sha256').update(readFileSync(lockFile)).digest('hex');
const currentStamp = () => `${process.version} ${lockHash()}`;

const INSTALL_HINT =
  'if it could not reach the registry, check the network and the registry it uses (`npm config get registry`); if a native module (sqlite3, isolated-vm, argon2) failed to build, install its build tools (`apt-get install -y python3 make g++` on Debian or Ubuntu); then run the command again.';

/**
 * `npm ci`, or the locked install it stands for. A lock is written against one registry; another may serve
 * more, or fewer, of the other platforms' optional binaries (e.g. @tailwindcss/oxide-darwin-arm64), and then
 * `npm ci` refuses it as "not in sync" although every package this platform needs is locked. Only on that
 * refusal, `npm install` installs the same locked versions. If all it changed in the lock are optional
 * platform entries (scripts/lib/lock-diff.mjs), that is said in one line and the committed lock is put back,
 * so the work tree stays clean; any other change is a real mismatch and fails.
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
    console.log('atlas: npm ci refused the lock; installing the locked versions with npm install and comparing the lock it writes ...');
  }
  const committed = readFileSync(lockFile);
  try {
    await run('npm', ['install', ...npmArgs], { cwd: root, label: 'npm install' });
  } catch (error) {
    writeFileSync(lockFile, committed);
    throw new Error(`npm install failed: ${INSTALL_HINT}`, { cause: error });
  }
  const written = readFileSync(lockFile);
  if (written.equals(committed)) return;
  const { added, dropped, mismatches } = diffLocks(JSON.parse(committed.toString('utf8')), JSON.parse(written.toString('utf8')));
  if (mismatches.length > 0) {
    throw new Error(
      `npm install changed package-lock.json, so package.json and the lock disagree (${mismatches.slice(0, 5).join('; ')}${mismatches.length > 5 ? `; and ${mismatches.length - 5} more` : ''}): run \`npm install\`, review and commit the lock, then run the command again.`,
    );
  }
  // Only other platforms' optional binaries differ: what is installed here is exactly what the lock says.
  writeFileSync(lockFile, committed);
  console.log(
    `atlas: this registry serves ${describe(added, 'more')}${added.length && dropped.length ? ' and ' : ''}${describe(dropped, 'fewer')} optional platform binaries than the lock lists; installed the locked versions and kept the committed lock.`,
  );
}

const describe = (keys, word) =>
  keys.length === 0
    ? ''
    : `${keys.length} ${word} (${keys
        .slice(0, 2)
        .map((k) => k.replace(/^.*node_modules\//, ''))
        .join(', ')}${keys.length > 2 ? ', …' : ''})`;

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
