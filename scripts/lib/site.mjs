// Building and serving the site as in production.
//
// A build goes to its own directory (dist/builds/<id>); the server serves whichever build is current and
// switches by replacing one reference in memory once a new build is complete. So a visitor never sees a
// half-built site, and a failed build leaves the previous one serving. The rebuild worker
// (scripts/lib/rebuild.mjs) drives the switch.

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { root } from './config.mjs';
import { run, serve, waitForHttp } from './proc.mjs';

const astro = path.join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');

/** The environment the Astro build and the site server read. */
export function siteEnv(config, extra = {}) {
  return {
    ...process.env,
    ASTRO_TELEMETRY_DISABLED: '1',
    SITE_URL: config.siteUrl,
    DIRECTUS_URL: config.directusUrl,
    ATLAS_WEBHOOK_SECRET: config.webhookSecret,
    ...extra,
  };
}

/** Runs `astro build` into outDir; resolves with the build's directory. */
export async function buildSite(config, { outDir = path.join(root, 'dist'), env = {}, quiet = false } = {}) {
  mkdirSync(path.dirname(outDir), { recursive: true });
  await run(process.execPath, [astro, 'build', '--outDir', outDir], {
    cwd: root,
    env: siteEnv(config, env),
    label: 'astro build',
    quiet,
  });
  return { dir: outDir };
}

/** Starts scripts/serve.mjs on the built site and resolves once it answers. */
export async function startSite(config, build, { logFile, env = {} } = {}) {
  const handle = serve(process.execPath, [path.join(root, 'scripts', 'serve.mjs'), build.dir], {
    cwd: root,
    env: siteEnv(config, { HOST: config.host, PORT: String(config.sitePort), ...env }),
    label: 'site',
    logFile: logFile ? (await import('node:fs')).createWriteStream(logFile) : undefined,
  });
  await waitForHttp(`${config.siteUrl}/`, { handle, what: 'the site server', timeoutMs: 60_000 });
  return { handle, testEnv: { ATLAS_SITE_URL: config.siteUrl, SITE_URL: config.siteUrl }, stop: () => handle.stop() };
}
