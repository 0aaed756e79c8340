// Flow operation atlas-referral-click: adds one to `clicks` of a published referral code, once per visitor
// per code per day.
//
// An operation of its own because the built-in ones can only read a value and write it back later, which
// loses clicks when two visitors arrive at once. Here the row is locked (PostgreSQL) or the single SQLite
// writer serialises the transaction, and the update goes through Directus's ItemsService so caches on every
// instance are purged. Unknown and unpublished codes answer the same `{ counted: false }`.
//
// A visitor is the client address as Directus sees it (X-Forwarded-For is believed only from the site's
// own proxy, IP_TRUST_PROXY): calling the flow again from the same address for the same code on the same
// (UTC) day answers `{ counted: false }`, in Redis across instances when there is one. A household behind
// one address counts once; that undercount is the price of a count nobody can inflate from one machine.

import { createHash } from 'node:crypto';
import { invalidPayload } from '../../lib/errors.mjs';
import { createLimiter } from '../../lib/limiters.mjs';

let seen = null;

/** One point per visitor, code and day; kept a little over a day so the key outlives its date. */
const visits = () => (seen ??= createLimiter({ points: 1, duration: 26 * 60 * 60, keyPrefix: 'referral-visit' }));

/** The key of one visitor's visit to one code today (the address is hashed, never stored). */
export function visitKey(codeId, address, now = new Date()) {
  const visitor = createHash('sha256').update(String(address)).digest('base64url').slice(0, 22);
  return `${now.toISOString().slice(0, 10)}|${codeId}|${visitor}`;
}

/** Whether this is the visitor's first visit to the code today (and records it). */
async function firstVisitToday(codeId, address) {
  try {
    await visits().consume(visitKey(codeId, address));
    return true;
  } catch (error) {
    if (error instanceof Error) throw new Error('the referral visit counter failed', { cause: error });
    return false;
  }
}

export default {
  id: 'atlas-referral-click',
  handler: async ({ item_id: itemId }, { database, getSchema, services, data }) => {
    const id = Number(itemId);
    if (!Number.isSafeInteger(id) || id <= 0 || String(itemId).trim() === '') {
      throw invalidPayload('item_id must be the numeric id of a referral code');
    }
    const address = data?.$accountability?.ip ?? 'unknown';
    const schema = await getSchema();
    const counted = await database.transaction(async (trx) => {
      const select = trx('referral_codes').select('clicks').where({ id, status: 'published' });
      if (trx.client.config.client !== 'sqlite3') select.forUpdate();
      const row = await select.first();
      if (!row || !(await firstVisitToday(id, address))) return false;
      await new services.ItemsService('referral_codes', { knex: trx, schema }).updateOne(id, {
        clicks: Number(row.clicks ?? 0) + 1,
      });
      return true;
    });
    return { counted };
  },
};
