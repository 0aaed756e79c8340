// npm run backup [-- <folder>] and npm run restore -- <folder>: see scripts/lib/backup.mjs.

import path from 'node:path';
import { root, stackConfig } from './lib/config.mjs';
import { backup, restore } from './lib/backup.mjs';

const [command, folder] = process.argv.slice(2);
const config = stackConfig();
if (config.db.client !== 'sqlite3') {
  console.error('npm run backup and restore copy a SQLite installation; for PostgreSQL use pg_dump and pg_restore (README, Backups).');
  process.exit(1);
}
const database = config.db.filename ?? path.join(config.dataDir, 'directus.sqlite');
const uploads = path.join(config.dataDir, 'uploads');
try {
  if (command === 'backup') {
    const target = folder ? path.resolve(folder) : path.join(root, 'backups', new Date().toISOString().replace(/[:.]/g, '-'));
    console.log(`backup: written to ${await backup({ database, uploads, target })}`);
  } else if (command === 'restore' && folder) {
    await restore({ source: path.resolve(folder), database, uploads });
    console.log(`restore: ${database} and ${uploads} now hold the backup in ${path.resolve(folder)}; start the stack again.`);
  } else {
    console.error('Usage: npm run backup [-- <folder>]  |  npm run restore -- <folder>');
    process.exit(1);
  }
} catch (error) {
  console.error(`${command}: ${error.message}`);
  process.exit(1);
}
