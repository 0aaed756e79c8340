// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { cspConfig } from './scripts/lib/csp-config.mjs';
import { precompressIntegration } from './scripts/lib/precompress.mjs';

// Public pages are prebuilt (output 'static'); the few routes that must read live data on request
// (the shared view, the /api proxy) opt out with `export const prerender = false` and run on the Node
// adapter. SITE_URL is where the site is served; canonical links and the sitemap are built from it.
const site = process.env.SITE_URL ?? 'http://localhost:4321';

export default defineConfig({
  site,
  output: 'static',
  adapter: node({ mode: 'middleware' }),
  integrations: [
    // The islands are React 19 components hydrated by react-dom (issue 21: the specified stack). Pages
    // that need no island (content pages, the shared view) ship no framework at all; the per-page
    // budgets are in scripts/lib/page-js.mjs.
    react(),
    sitemap({
      // Signed-in screens, share links and utility pages are not for search engines.
      filter: (page) =>
        !/\/(dashboard|project|quotes|shared|login|signup|forgot-password|reset-password|payment-success|api)(\/|$)/.test(
          new URL(page).pathname,
        ),
    }),
    // Brotli and gzip copies of every text file, which the site server sends as they are.
    precompressIntegration(),
  ],
  vite: {
    plugins: [
      tailwindcss(),
      // react-aria ships its screen-reader strings in 34 languages; Atlas is written in US English, so only
      // en-US is kept (Adobe's own plugin for this; other browser locales fall back to en-US, as react-aria
      // does by itself). It saves about 8 KB gzip on every page with a ComboBox.
      optimizeLocales.vite({ locales: ['en-US'] }),
    ],
    build: { sourcemap: process.env.ATLAS_SOURCEMAP === '1' },
  },
  // Content-Security-Policy with hashes of every script Astro emits (scripts/lib/csp-config.mjs); the
  // server sends it as a header as well (scripts/lib/serve/headers.mjs).
  security: { csp: cspConfig() },
  experimental: {
    incrementalBuild: true,
  },
  build: {
    // Small inline scripts (referral capture, analytics bootstrap) stay in the HTML: no extra request.
    inlineStylesheets: 'auto',
  },
  server: {
    host: '127.0.0.1',
    port: 4321,
  },
});
