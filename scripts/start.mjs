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

/**
 * The sign-in lines of the banner. A password generated on this (first) start is printed once, in full;
 * afterwards the banner says where it is kept, so it does not end up in every log of every start.
 */
function signIns(config) {
  const line = (label, account, key) => {
    const where = config.generatedSecrets.includes(key)
      ? `${account.password}   (generated now; kept in ${config.secretsFile})`
      : config.secretsFile && !process.env[key]
        ? `(password: ${key} in ${config.secretsFile})`
        : `(password from ${key})`;
    return `    ${label.padEnd(10)} ${account.email} ${where}`;
  };
  const lines = [line('Admin', config.admin, 'ADMIN_PASSWORD')];
  if (config.seedDemo) lines.push(line('Homeowner', config.demo, 'DEMO_PASSWORD'));
  return lines.join('\n');
}

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

${signIns(config)}

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
