/**
 * GET /checkout/{requestId}: where the installer-introduction flow sends the homeowner to pay. When the
 * signed-in homeowner owns the request and it awaits payment, redirects to the configured payment
 * provider's checkout (src/payments/provider.ts); otherwise back to the request's page, which says where it
 * stands (not found, already paid, payments not open: production without a provider). Nothing is written
 * here.
 */
import type { APIRoute } from 'astro';
import { ownRequest } from '../../payments/local';
import { configuredProvider } from '../../payments/provider';

export const prerender = false;

export const GET: APIRoute = async ({ params, request, redirect }) => {
  const requestId = params['requestId'] ?? '';
  const configured = configuredProvider();
  if ('error' in configured) {
    // Refused: no provider is asked. The page it goes back to tells the homeowner; the log tells the operator.
    console.error(`checkout: refused for request ${requestId}: ${configured.error}`);
    return redirect(`/select-installers/${encodeURIComponent(requestId)}`, 303);
  }
  const directusUrl = process.env['DIRECTUS_URL'] ?? '';
  const own = directusUrl ? await ownRequest(directusUrl, request.headers.get('cookie'), requestId) : null;
  if (own?.status !== 'pending_payment') return redirect(`/select-installers/${encodeURIComponent(requestId)}`, 303);
  return redirect(await configured.provider.checkoutUrl({ requestId, siteOrigin: new URL(request.url).origin }), 303);
};
