/**
 * Referral capture in the browser, on the two kinds of page that can carry a code, each with a script of its
 * own so that each carries only what it uses:
 *   - the /r/ shell (src/pages/r/index.astro), for /r/{code}, {path}/r/{code} (which the server answers with
 *     the shell) and any page opened with ?via= or ?ref= (which Base.astro sends to /r/?from={url});
 *   - the not-found pages (src/components/ReferralCapture.astro), where a first path segment may be a code.
 * Both check the code is published, set the `atlas_referral` cookie, count one click per new referral visit
 * through the Directus flow, send `referral_visit` (recordReferral, below), then take the visitor on.
 */
import { REFERRAL_FLOW_ID } from '../../../directus/ids.mjs';
import { buildReferralCookie, referralCookieCode, referralLookupPath, serializeReferralCookie, type ReferralCandidate } from '../referral';

type Code = { id: string | number; code: string };

/**
 * The published code, or null. The status filter is allowed to visitors (directus/access/views.mjs
 * `filterOnly`, asserted by tests/api/spec-calls.test.mjs), and they are shown published codes only.
 */
async function lookup(code: string): Promise<Code | null> {
  const response = await fetch(referralLookupPath(code));
  const found = response.ok ? ((await response.json()) as { data?: Code[] }).data?.[0] : null;
  return found?.code === code ? found : null;
}

/**
 * Records a referral visit for the code `url` carries (`candidate`, from detectReferral), once the code is
 * found published: the cookie and one counted click for a new referral visit, `referral_visit` always.
 * Answers the published code, or nothing (none, or the lookup failed: reported, and the visit goes on as
 * one without a code).
 */
export async function recordReferral(candidate: ReferralCandidate | null, url: URL): Promise<Code | null | void> {
  const verified = candidate && (await lookup(candidate.code).catch(console.error));
  if (verified) {
    // A visitor who already carries this code is not a new referral visit: no second click.
    const isNew = referralCookieCode(document.cookie) !== verified.code;
    if (isNew) {
      document.cookie = serializeReferralCookie(buildReferralCookie(verified, candidate, url, new Date()), location.protocol === 'https:');
      fetch(`/api/flows/trigger/${REFERRAL_FLOW_ID}`, {
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
    // The page head defines atlasTrack on every page (Base.astro).
    window.atlasTrack!('referral_visit', { code: verified.code, pattern: candidate.pattern, new_visit: isNew });
  }
  return verified;
}
