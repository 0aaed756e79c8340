import type { APIRoute } from 'astro';

/**
 * The browser's door to Directus: /api/* is forwarded to DIRECTUS_URL, so the session cookie Directus sets
 * is first-party to the site and CORS stays closed. Rendered on request, never prebuilt.
 */
export const prerender = false;

// Headers that describe one hop, not the message: never forwarded.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'host', 'content-length']);

function backend(): string {
  const url = process.env.DIRECTUS_URL;
  if (!url) throw new Error('DIRECTUS_URL is not set: the /api proxy has nowhere to send requests.');
  return url.replace(/\/$/, '');
}

export const ALL: APIRoute = async ({ request, params, clientAddress }) => {
  const incoming = new URL(request.url);
  const target = `${backend()}/${params.path ?? ''}${incoming.search}`;
  const headers = new Headers();
  request.headers.forEach((value, key) => {
    if (!HOP_BY_HOP.has(key)) headers.set(key, value);
  });
  // Directus trusts one proxy hop (IP_TRUST_PROXY) to rate-limit per visitor, not per site server.
  headers.set('x-forwarded-for', clientAddress);
  headers.set('x-forwarded-proto', incoming.protocol.replace(':', ''));
  headers.set('x-forwarded-host', incoming.host);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  let response: Response;
  try {
    response = await fetch(target, {
      method: request.method,
      headers,
      redirect: 'manual',
      ...(hasBody ? { body: await request.arrayBuffer() } : {}),
    });
  } catch (error) {
    console.error('api proxy: Directus did not answer', error);
    return Response.json({ errors: [{ message: 'The service is temporarily unavailable. Please try again.', extensions: { code: 'SERVICE_UNAVAILABLE' } }] }, { status: 502 });
  }
  const out = new Headers();
  response.headers.forEach((value, key) => {
    if (!HOP_BY_HOP.has(key) && key !== 'set-cookie' && key !== 'content-encoding') out.set(key, value);
  });
  for (const cookie of response.headers.getSetCookie()) out.append('set-cookie', cookie);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: out });
};
