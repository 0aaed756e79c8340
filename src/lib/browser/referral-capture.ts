/**
 * Referral capture in the browser, on the pages that can carry a code: the /r/ shell (for /r/{code},
 * {path}/r/{code}, and any page opened with ?via= or ?ref=, which Base.astro sends to /r/?from={url})
 * and the not-found page (a first path segment). It checks the code is published, sets the
 * `atlas_referral` cookie, counts one click per new referral visit through the Directus flow, sends
 * `referral_visit`, then takes the visitor on.
 */
import {
  buildReferralCookie,
  detectReferral,
  dropCodeParams,
  localPath,
  referralCookieCode,
  referralLookupPath,
  serializeReferralCookie,
} from '../referral';

type Code = { id: string | number; code: string };

async function lookup(code: string): Promise<Code | null> {
  const get = (withStatus: boolean) => fetch(referralLookupPath(code, { withStatus }));
  let response = await get(true);
  // The backend may refuse a filter on status, which visitors cannot read; it shows them published codes only.
  if (response.status === 403) response = await get(false);
  const found = response.ok ? ((await response.json()) as { data?: Code[] }).data?.[0] : null;
  return found?.code === code ? found : null;
}

const SHELL = /^\/r\/?$/;

export async function captureReferral(flowId: string | undefined, notFound: boolean): Promise<void> {
  const here = new URL(location.href);
  // On the /r/ shell, `from` is the page the visitor opened with ?via= or ?ref= (same origin only).
  const from = SHELL.test(here.pathname) ? new URL(here.searchParams.get('from') || '/', here) : null;
  const url = from && from.origin === here.origin ? from : here;
  const candidate = detectReferral(url, { notFound });
  let verified: Code | null = null;
  if (candidate) {
    try {
      verified = await lookup(candidate.code);
    } catch (error) {
      console.error(error);
    }
  }
  if (candidate && verified) {
    // A visitor who already carries this code is not a new referral visit: no second click.
    const isNew = referralCookieCode(document.cookie) !== verified.code;
    if (isNew) {
      document.cookie = serializeReferralCookie(buildReferralCookie(verified, candidate, url, new Date()), {
        secure: here.protocol === 'https:',
      });
      if (flowId) {
        fetch(`/api/flows/trigger/${flowId}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ item_id: verified.id }),
          keepalive: true,
        }).then(
          // Spec section 8: a refused trigger is reported, not ignored (the visit itself goes on).
          (response) => response.ok || console.error('Flow trigger failed:', response.status),
          console.error,
        );
      }
    }
    window.atlasTrack?.('referral_visit', { code: verified.code, pattern: candidate.pattern, new_visit: isNew });
  }
  if (candidate?.redirectTo && (candidate.pattern !== 'path' || verified)) location.replace(candidate.redirectTo);
  else if (from) {
    // Back to the page the visitor opened, without the code, so it is not captured twice.
    dropCodeParams(url);
    location.replace(url === here || SHELL.test(url.pathname) ? '/' : `${localPath(url.pathname)}${url.search}${url.hash}`);
  } else document.documentElement.removeAttribute('data-referral-check');
}
