// `npm start`: the whole product on this machine.
//
// Installs dependencies when missing, provisions the embedded Directus on SQLite (data/directus.sqlite,
// kept between runs), builds the site against it, then serves the site on :4321 (with the rebuild
// webhook) and Directus on :8055. Ctrl-C stops everything it started.

import path from 'node:path';
import { assertProductionSecrets, root, stackConfig } from './lib/config.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { assertPortFree, stopAll, stopOnSignals } from './lib/proc.mjs';

stopOnSignals();

async function main() {
  const config = stackConfig();
  assertProductionSecrets(config);
  await ensureInstalled();
  // Imported after the install: they load packages from node_modules.
  const { startStack } = await import('./lib/stack.mjs');
  const { startRebuildingSite } = await import('./lib/rebuild.mjs');

  await assertPortFree(config.directusPort, config.host, 'Directus');
  await assertPortFree(config.sitePort, config.host, 'the site');

  console.log(`atlas: starting Directus on ${config.db.client === 'sqlite3' ? 'SQLite (data/)' : config.db.client} ...`);
  const stack = await startStack(config);

  console.log('atlas: building the site ...');
  const site = await startRebuildingSite(config, { buildsDir: path.join(root, 'dist', 'builds'), env: stack.siteEnv });

  console.log(`
  Atlas is running.

    Site       ${config.siteUrl}
    Directus   ${config.directusUrl}   (Data Studio: ${config.directusUrl}/admin)

    Admin      ${config.admin.email} / ${config.admin.password === 'admin-password' ? 'admin-password' : '(from ADMIN_PASSWORD)'}
    Homeowner  ${config.demo.email} / ${config.demo.password === 'demo-password' ? 'demo-password' : '(from DEMO_PASSWORD)'}

  Publishing in the Data Studio rebuilds the site by itself. Press Ctrl-C to stop.
`);

  // If either server dies, stop the other and say so, rather than leave half a product running.
  const ended = await Promise.race([
    stack.directus.exited.then((info) => ({ what: 'Directus', info, tail: stack.directus.tail() })),
    site.exited.then((info) => ({ what: 'the site server', info, tail: site.tail() })),
  ]);
  throw new Error(`${ended.what} stopped (${ended.info.signal ?? `exit code ${ended.info.code}`}). Its last lines:\n${ended.tail}`);
}

try {
  await main();
} catch (error) {
  console.error(`\natlas: ${error.message}`);
  await stopAll();
  process.exit(1);
}
