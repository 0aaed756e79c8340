import { readItems } from '@directus/sdk';
import { anonymous } from './client';
import { fail } from './errors';
import type { Result } from './schema';

/** GET /items/referral_codes filtered by code and published, limit 1: the code's id, or null. */
export async function findPublishedReferralCode(code: string): Promise<Result<{ id: string } | null>> {
  try {
    const rows = await anonymous().request(
      readItems('referral_codes' as never, { fields: ['id'], filter: { code: { _eq: code }, status: { _eq: 'published' } }, limit: 1 } as never),
    );
    const first = (rows as Array<{ id: unknown }>)[0];
    return { data: first ? { id: String(first.id) } : null };
  } catch (error) {
    return fail('read referral code', error, 'Failed to get referral code');
  }
}
