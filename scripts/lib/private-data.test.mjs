import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeFilePrivate, makePrivate, PRIVATE_UMASK_PRELOAD } from './private-data.mjs';

const modeOf = (file) => statSync(file).mode & 0o777;
let tmp;
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

describe('the data folder is owner-only', () => {
  it('tightens an existing folder, its sub-folders and files (the database, uploads, logs)', () => {
    tmp = mkdtempSync(path.join(tmpdir(), 'atlas-private-'));
    const data = path.join(tmp, 'data');
    mkdirSync(path.join(data, 'uploads'), { recursive: true, mode: 0o755 });
    chmodSync(data, 0o755);
    chmodSync(path.join(data, 'uploads'), 0o755);
    for (const file of ['directus.sqlite', 'uploads/photo.jpg', 'directus.log']) writeFileSync(path.join(data, file), 'x', { mode: 0o644 });
    makePrivate(data);
    expect(modeOf(data)).toBe(0o700);
    expect(modeOf(path.join(data, 'uploads'))).toBe(0o700);
    for (const file of ['directus.sqlite', 'uploads/photo.jpg', 'directus.log']) expect(modeOf(path.join(data, file)), file).toBe(0o600);
  });

  it('creates a missing folder as 0700, and tightens a database kept elsewhere with its journal', () => {
    tmp = mkdtempSync(path.join(tmpdir(), 'atlas-private-'));
    makePrivate(path.join(tmp, 'new'));
    expect(modeOf(path.join(tmp, 'new'))).toBe(0o700);
    const db = path.join(tmp, 'elsewhere.sqlite');
    writeFileSync(db, 'x', { mode: 0o644 });
    writeFileSync(`${db}-wal`, 'x', { mode: 0o644 });
    makeFilePrivate(db);
    expect([modeOf(db), modeOf(`${db}-wal`)]).toEqual([0o600, 0o600]);
  });

  it('a process started with the preload creates files 0600 and folders 0700 (what Directus writes later)', () => {
    tmp = mkdtempSync(path.join(tmpdir(), 'atlas-private-'));
    const script = `const fs = require('node:fs'); fs.mkdirSync(${JSON.stringify(path.join(tmp, 'up'))}); fs.writeFileSync(${JSON.stringify(path.join(tmp, 'up', 'f'))}, 'x');`;
    const child = spawnSync(process.execPath, ['--import', PRIVATE_UMASK_PRELOAD, '-e', script], { encoding: 'utf8' });
    expect(child.status, child.stderr).toBe(0);
    expect(modeOf(path.join(tmp, 'up'))).toBe(0o700);
    expect(modeOf(path.join(tmp, 'up', 'f'))).toBe(0o600);
  });
});
