// `npm run backup` and `npm run restore` end to end, on a Directus of this file's own (the suite's Directus
// must keep running): a homeowner's project and an uploaded file are backed up while Directus runs, changed
// afterwards, and after the restore (Directus stopped, then started on the restored data) they read back as
// they were at the backup, through the API. The backup and the restored data are owner-only (0700/0600).
// scripts/lib/backup.test.mjs covers the copy itself on a bare SQLite file.

import { execFile } from 'node:child_process';
import { createWriteStream, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOMEOWNER_ROLE_ID } from '../../directus/ids.mjs';
import { provision } from '../../directus/provision.mjs';
import { root, stackConfig } from '../../scripts/lib/config.mjs';
import { bootstrapDirectus, startDirectus } from '../../scripts/lib/directus.mjs';
import { get, login, patch, post } from './helpers/http.mjs';

const runScript = promisify(execFile);

/** A port nothing listens on now (the system's pick), for this file's Directus. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The permission bits of a path, e.g. 0o600. */
const modeOf = (file) => statSync(file).mode & 0o777;

let tmp;
let config;
let directus = null;
let url;

/** `npm run backup|restore -- <folder>` for this file's installation, as an operator runs it. */
function npmRun(script, folder) {
  return runScript('npm', ['run', '--silent', script, '--', folder], {
    cwd: root,
    env: {
      ...process.env,
      ATLAS_DATA_DIR: config.dataDir,
      DB_CLIENT: 'sqlite3',
      DB_FILENAME: config.db.filename,
    },
  });
}

async function start() {
  directus = await startDirectus(config, {
    instance: 'directus-backup',
    logFile: createWriteStream(path.join(tmp, 'directus.log'), { flags: 'a' }),
  });
}

async function stop() {
  await directus?.stop();
  directus = null;
}

beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'atlas-backup-api-'));
  const port = await freePort();
  const data = path.join(tmp, 'data');
  config = stackConfig({
    directusPort: port,
    dataDir: data,
    db: { client: 'sqlite3', filename: path.join(data, 'directus.sqlite') },
    redis: null,
    seedDemo: false,
  });
  url = `http://localhost:${port}`;
  config.directusUrl = url;
  await bootstrapDirectus(config);
  await start();
  await provision({ url, admin: config.admin, demo: config.demo, seedDemo: false, siteUrl: config.siteUrl });
}, 300_000);

afterAll(async () => {
  await stop();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe('npm run backup / restore on a running installation', () => {
  it('brings back a project and an upload as they were at the backup, with owner-only files', async () => {
    const adminToken = await login(config.admin.email, config.admin.password, { url });
    const email = `backup-${Date.now().toString(36)}@example.com`;
    const password = 'backup-homeowner-password';
    const user = await post(
      '/users',
      { email, password, first_name: 'Back', last_name: 'Up', role: HOMEOWNER_ROLE_ID, status: 'active' },
      { url, token: adminToken },
    );
    expect(user.status, user.text).toBe(200);
    const token = await login(email, password, { url });
    const project = await post(
      '/items/project',
      { street_address: '1 Backup Lane', city: 'Boulder', state_province: 'CO', postal_code: '80301', country: 'USA' },
      { url, token },
    );
    expect(project.status, project.text).toBe(200);
    const projectId = project.body.data.id;
    const form = new FormData();
    form.append('file', new Blob(['roof photo, before'], { type: 'text/plain' }), 'roof.txt');
    const upload = await post('/files', form, { url, token: adminToken });
    expect(upload.status, upload.text).toBe(200);
    const fileId = upload.body.data.id;

    // Taken while Directus runs.
    const folder = path.join(tmp, 'backups', 'one');
    const { stdout } = await npmRun('backup', folder);
    expect(stdout).toContain(`backup: written to ${folder}`);
    expect(modeOf(folder)).toBe(0o700);
    expect(modeOf(path.join(folder, 'directus.sqlite'))).toBe(0o600);
    expect(modeOf(path.join(folder, 'uploads'))).toBe(0o700);
    for (const name of readdirSync(path.join(folder, 'uploads'))) expect(modeOf(path.join(folder, 'uploads', name)), name).toBe(0o600);

    // Changed after the backup: the project renamed, another added, the upload deleted.
    expect((await patch(`/items/project/${projectId}`, { street_address: 'changed after the backup' }, { url, token })).status).toBe(200);
    expect((await post('/items/project', { street_address: '2 Later Lane', country: 'USA' }, { url, token })).status).toBe(200);
    expect((await get(`/items/project?fields=id`, { url, token })).body.data).toHaveLength(2);
    expect(
      await (
        await fetch(`${url}/files/${fileId}`, { method: 'DELETE', headers: { authorization: `Bearer ${adminToken}` } })
      ).status,
    ).toBe(204);

    await stop();
    await npmRun('restore', folder);
    expect(modeOf(config.dataDir)).toBe(0o700);
    expect(modeOf(config.db.filename)).toBe(0o600);
    await start();

    const again = await login(email, password, { url });
    const projects = await get('/items/project?fields=id,street_address', { url, token: again });
    expect(projects.body.data).toEqual([{ id: projectId, street_address: '1 Backup Lane' }]);
    const asset = await fetch(`${url}/assets/${fileId}`, {
      headers: { authorization: `Bearer ${await login(config.admin.email, config.admin.password, { url })}` },
    });
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe('roof photo, before');
  });
});
