import type { AstroGlobal } from 'astro';
import { loadSharedView, type SharedView } from '../../directus/shared';

/**
 * The read both shared routes (/shared/{id} and /shared/quotes/{id}) make before rendering _view.astro:
 * the shared view of the id in the address, with the answer's headers set. The answer changes the moment
 * the owner turns sharing off, so it is never cached; unknown and unshared ids answer 404.
 */
export async function readSharedPage(astro: AstroGlobal): Promise<{ shortId: string; view: SharedView | null }> {
  const shortId = astro.params['id'] ?? '';
  const view = await loadSharedView(shortId);
  astro.response.headers.set('Cache-Control', 'no-store');
  if (!view) astro.response.status = 404;
  return { shortId, view };
}
