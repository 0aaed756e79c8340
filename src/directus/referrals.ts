import { readItems } from '@directus/sdk';
import { callWithoutSession, type Result } from './call';
import { anonymous } from './client';
import { FALLBACK } from './errors';

/** GET /items/referral_codes filtered by code and published, limit 1: the code's id, or null. */
export function findPublishedReferralCode(code: string): Promise<Result<{ id: number } | null>> {
  return callWithoutSession('read referral code', FALLBACK.getReferralCode, async () => {
    const [first] = await anonymous().request(
      readItems('referral_codes', { fields: ['id'], filter: { code: { _eq: code }, status: { _eq: 'published' } }, limit: 1 }),
    );
    return first ? { id: first.id } : null;
  });
}
