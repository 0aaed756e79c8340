// The Content-Security-Policy of a build's pages, as Astro wrote it into them (security.csp).
//
// Astro writes the policy into each page as <meta http-equiv="content-security-policy">. Base.astro
// registers every variant of its inline script on every page, so all pages of a build share one policy:
// it is read once per build, from the landing page, and sent as a header with every page. It is read from
// the page's <head>, which Astro writes before any content; editor-written HTML only ever appears in the
// body (and is sanitised at build time).

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const META = /<meta\b[^>]*\bhttp-equiv=["']?content-security-policy["']?[^>]*>/i;
const CONTENT = /\bcontent=(?:"([^"]*)"|'([^']*)')/i;

const ENTITIES = { '&quot;': '"', '&#39;': "'", '&#x27;': "'", '&apos;': "'", '&amp;': '&', '&lt;': '<', '&gt;': '>' };

/** The policy in an HTML document's <head>, or null when it has none. */
export function policyInHtml(html) {
  const head = html.slice(0, Math.max(0, html.search(/<\/head>/i)) || html.length);
  const meta = META.exec(head);
  if (!meta) return null;
  const content = CONTENT.exec(meta[0]);
  if (!content) return null;
  return (content[1] ?? content[2]).replace(/&(?:quot|#39|#x27|apos|amp|lt|gt);/g, (entity) => ENTITIES[entity]).trim();
}

/** The policy of a build's pages (from its landing page, else its not-found page), or null. */
export function buildPolicy(clientDir) {
  for (const name of ['index.html', '404.html']) {
    const file = path.join(clientDir, name);
    if (existsSync(file)) {
      const policy = policyInHtml(readFileSync(file, 'utf8'));
      if (policy) return policy;
    }
  }
  return null;
}
