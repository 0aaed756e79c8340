// Flow operation atlas-referral-click: adds one to `clicks` of a published referral code.
//
// An operation of its own because the built-in ones can only read a value and write it back later, which
// loses clicks when two visitors arrive at once. Here the row is locked (PostgreSQL) or the single SQLite
// writer serialises the transaction, and the update goes through Directus's ItemsService so caches on every
// instance are purged. Unknown and unpublished codes answer the same `{ counted: false }`.

import { invalidPayload } from '../../lib/errors.mjs';

export default {
  id: 'atlas-referral-click',
  handler: async ({ item_id: itemId }, { database, getSchema, services }) => {
    const id = Number(itemId);
    if (!Number.isSafeInteger(id) || id <= 0 || String(itemId).trim() === '') {
      throw invalidPayload('item_id must be the numeric id of a referral code');
    }
    const schema = await getSchema();
    const counted = await database.transaction(async (trx) => {
      const select = trx('referral_codes').select('clicks').where({ id, status: 'published' });
      if (trx.client.config.client !== 'sqlite3') select.forUpdate();
      const row = await select.first();
      if (!row) return false;
      await new services.ItemsService('referral_codes', { knex: trx, schema }).updateOne(id, {
        clicks: Number(row.clicks ?? 0) + 1,
      });
      return true;
    });
    return { counted };
  },
};
