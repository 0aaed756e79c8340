// Backup and restore on a real SQLite file, written to by another connection while the backup runs (as
// Directus does), with an uploads folder.

import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sqlite3 from 'sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { backup, restore } from './backup.mjs';

let tmp;
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

const connect = (file) =>
  new Promise((resolve, reject) => {
    const db = new sqlite3.Database(file, (error) => (error ? reject(error) : resolve(db)));
  });
const exec = (db, sql) => new Promise((resolve, reject) => db.exec(sql, (error) => (error ? reject(error) : resolve())));
const all = (db, sql) => new Promise((resolve, reject) => db.all(sql, (error, rows) => (error ? reject(error) : resolve(rows))));
const close = (db) => new Promise((resolve) => db.close(resolve));

describe('npm run backup / restore', () => {
  it('copies a database in use and its uploads, and restoring reads the projects back as they were', async () => {
    tmp = mkdtempSync(path.join(tmpdir(), 'atlas-backup-'));
    const data = path.join(tmp, 'data');
    const database = path.join(data, 'directus.sqlite');
    const uploads = path.join(data, 'uploads');
    mkdirSync(uploads, { recursive: true });
    writeFileSync(path.join(uploads, 'roof.jpg'), 'photo');
    const live = await connect(database);
    await exec(
      live,
      "PRAGMA journal_mode=WAL; CREATE TABLE project (id TEXT, street_address TEXT); INSERT INTO project VALUES ('p1', '1 Backup St');",
    );

    // A write in progress on the live connection while the backup is taken.
    await exec(live, "BEGIN; INSERT INTO project VALUES ('p-uncommitted', 'not yet');");
    const target = await backup({ database, uploads, target: path.join(tmp, 'backups', 'one') });
    await exec(live, 'COMMIT;');
    await exec(
      live,
      "INSERT INTO project VALUES ('p2', 'after the backup'); UPDATE project SET street_address = 'changed' WHERE id = 'p1';",
    );
    await close(live);
    writeFileSync(path.join(uploads, 'later.jpg'), 'later');

    expect(statSync(target).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(target, 'directus.sqlite')).mode & 0o777).toBe(0o600);
    await expect(backup({ database, uploads, target })).rejects.toThrow('already holds a backup');

    await restore({ source: target, database, uploads });
    const restored = await connect(database);
    expect(await all(restored, 'SELECT id, street_address FROM project ORDER BY id')).toEqual([
      { id: 'p1', street_address: '1 Backup St' },
    ]);
    await close(restored);
    expect(readFileSync(path.join(uploads, 'roof.jpg'), 'utf8')).toBe('photo');
    expect(() => statSync(path.join(uploads, 'later.jpg'))).toThrow();
  });

  it('refuses a folder without a backup, and a damaged copy, before replacing anything', async () => {
    tmp = mkdtempSync(path.join(tmpdir(), 'atlas-backup-'));
    const database = path.join(tmp, 'data', 'directus.sqlite');
    await expect(restore({ source: tmp, database, uploads: path.join(tmp, 'u') })).rejects.toThrow('holds no directus.sqlite');
    writeFileSync(path.join(tmp, 'directus.sqlite'), 'not a database');
    await expect(restore({ source: tmp, database, uploads: path.join(tmp, 'u') })).rejects.toThrow();
    expect(() => statSync(database)).toThrow();
  });
});
