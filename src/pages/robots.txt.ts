import type { APIRoute } from 'astro';
import { isQaDeployment } from '../lib/deployment';

/** robots.txt: the sitemap for search engines, everything closed on a QA deployment. */
export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL('/sitemap-index.xml', site).href;
  const rules = isQaDeployment()
    ? ['User-agent: *', 'Disallow: /']
    : [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /r/',
        'Disallow: /dashboard',
        'Disallow: /project/',
        'Disallow: /quotes/',
      ];
  return new Response(`${rules.join('\n')}\n\nSitemap: ${sitemap}\n`, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
};
