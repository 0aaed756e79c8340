// Backups of a SQLite installation: the database and the uploads, taken while the stack runs.
//
//   npm run backup [-- <folder>]     writes backups/<UTC time>/ (or <folder>): directus.sqlite and uploads/
//   npm run restore -- <folder>      puts them back (stop the stack first: Directus holds the file open)
//
// Consistent while Directus writes: the copy is SQLite's own `VACUUM INTO`, which reads one snapshot inside
// a read transaction (the database is never seen half-written, WAL or not). Uploads are written once and
// never changed in place, so copying the folder after the database gives every file a row refers to.
// Backups hold password hashes and session ids: their folders are 0700 and files 0600 (private-data.mjs).
// PostgreSQL installations use pg_dump instead (README, Backups).

import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { makePrivate } from './private-data.mjs';

const DB_FILE = 'directus.sqlite';

/** Opens a SQLite file with the sqlite3 driver Directus itself uses. */
async function open(file, mode) {
  const { default: sqlite3 } = await import('sqlite3');
  return new Promise((resolve, reject) => {
    const db = new sqlite3.Database(file, mode ?? sqlite3.OPEN_READONLY, (error) => (error ? reject(error) : resolve(db)));
  });
}
const run = (db, sql, params = []) => new Promise((resolve, reject) => db.run(sql, params, (error) => (error ? reject(error) : resolve())));
const close = (db) => new Promise((resolve, reject) => db.close((error) => (error ? reject(error) : resolve())));

/**
 * Writes a consistent copy of `database` and of `uploads` into `target` (created; must not hold a backup).
 * @param {{ database: string, uploads: string, target: string }} where
 * @returns {Promise<string>} the backup folder
 */
export async function backup({ database, uploads, target }) {
  if (!existsSync(database)) throw new Error(`There is no database at ${database} to back up.`);
  if (existsSync(path.join(target, DB_FILE))) throw new Error(`${target} already holds a backup; choose another folder.`);
  mkdirSync(target, { recursive: true, mode: 0o700 });
  const db = await open(database);
  try {
    await run(db, 'VACUUM INTO ?', [path.join(target, DB_FILE)]);
  } catch (error) {
    throw new Error(`SQLite could not copy ${database}: ${error.message}`, { cause: error });
  } finally {
    await close(db);
  }
  if (existsSync(uploads)) cpSync(uploads, path.join(target, 'uploads'), { recursive: true });
  makePrivate(target);
  return target;
}

/**
 * Puts a backup back: the database replaced in one rename (its old journal files removed), the uploads
 * folder replaced by the backup's. The stack must be stopped.
 * @param {{ source: string, database: string, uploads: string }} where
 */
export async function restore({ source, database, uploads }) {
  const copy = path.join(source, DB_FILE);
  if (!existsSync(copy)) throw new Error(`${source} holds no ${DB_FILE}: is it a folder written by npm run backup?`);
  // Checked before anything is replaced: a damaged copy must not take the place of a working database.
  const db = await open(copy);
  try {
    await new Promise((resolve, reject) =>
      db.get('PRAGMA integrity_check', (error, row) =>
        error || row?.integrity_check !== 'ok' ? reject(error ?? new Error(`the copy in ${source} is damaged`)) : resolve(),
      ),
    );
  } finally {
    await close(db);
  }
  mkdirSync(path.dirname(database), { recursive: true, mode: 0o700 });
  const temporary = `${database}.restoring`;
  cpSync(copy, temporary);
  for (const journal of ['-wal', '-shm', '-journal']) rmSync(`${database}${journal}`, { force: true });
  renameSync(temporary, database);
  rmSync(uploads, { recursive: true, force: true });
  if (existsSync(path.join(source, 'uploads'))) cpSync(path.join(source, 'uploads'), uploads, { recursive: true });
  else mkdirSync(uploads, { recursive: true });
  makePrivate(path.dirname(database));
  makePrivate(uploads);
}
