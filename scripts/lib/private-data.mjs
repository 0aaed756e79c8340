// The data folder holds the SQLite database (live session ids, password hashes), uploads, secrets.json and
// any log a deployment writes there: it is the installation's owner's alone. Review finding: the database
// was mode 644 in a 755 folder, and a session id read from it by another local user refreshed into a
// working token.
//
// Two parts: makePrivate() tightens what is already there (folders 0700, files 0600) before Directus
// starts, and PRIVATE_UMASK_PRELOAD is loaded into the Directus process (node --import) so every file it
// creates later (the database and its journal, uploads, a log file) is born owner-only. Only Directus's
// process gets the umask: the site's build output is meant to be readable by a web server.

import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The module that sets umask 077 in the process that imports it first (`node --import <url>`). */
export const PRIVATE_UMASK_PRELOAD = pathToFileURL(fileURLToPath(new URL('./private-umask.mjs', import.meta.url))).href;

/**
 * Creates `dir` if needed and makes it and everything below it owner-only: folders 0700, files 0600.
 * Symbolic links are left alone (their targets may be anywhere).
 * @param {string} dir
 */
export function makePrivate(dir) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const visit = (entry) => {
    const stat = lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    if (stat.isDirectory()) {
      if ((stat.mode & 0o777) !== 0o700) chmodSync(entry, 0o700);
      for (const name of readdirSync(entry)) visit(path.join(entry, name));
    } else if ((stat.mode & 0o777) !== 0o600) {
      chmodSync(entry, 0o600);
    }
  };
  visit(dir);
}

/**
 * Makes one file owner-only when it exists (a SQLite database kept outside the data folder).
 * @param {string} file
 */
export function makeFilePrivate(file) {
  for (const candidate of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) {
    if (existsSync(candidate)) chmodSync(candidate, 0o600);
  }
}
