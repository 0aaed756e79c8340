// The site as `npm start` runs it: one build, served by scripts/serve.mjs.
// (The rebuild-on-publish worker extends this module: see issue "Public site".)

import path from 'node:path';
import { buildSite, startSite } from './site.mjs';

/** Builds the site into buildsDir/current and serves it. Resolves with the server handle. */
export async function startRebuildingSite(config, { buildsDir }) {
  const build = await buildSite(config, { outDir: path.join(buildsDir, 'current') });
  const site = await startSite(config, build);
  return site.handle;
}
