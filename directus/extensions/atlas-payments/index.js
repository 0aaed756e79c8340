// Payments: a property request becomes `active` only through the server, never because a browser opened
// the payment-success page (accounts spec sections 2 and 4).
//
//  POST /atlas/payments/webhook  the payment provider reports a completed payment. Signed with HMAC-SHA256
//    of the raw body (webhook.js); the payment is recorded on the request once (payment_reference,
//    payment_received_at, payment_amount, payment_currency). Answers 503 while ATLAS_PAYMENTS_WEBHOOK_SECRET
//    is unset, 401 for a missing or wrong signature, 400 for a malformed body, 404 for an unknown request,
//    409 when a different payment is already recorded, else 200 { data: { request_id, recorded: true,
//    duplicate } } (a repeated delivery of the same payment is a duplicate and changes nothing).
//  POST /atlas/payments/confirm { request_id }  the signed-in homeowner's payment-success page. When the
//    webhook has recorded the payment, the request becomes `active` with payment_completed_at = now (once);
//    the answer is { data: { id, status, payment_completed_at } }, and the page shows success only for
//    status `active`. Before the payment is recorded the same shape comes back with the current status.
//    Other users' requests and unknown or malformed ids get the same 404; visitors get 403.
//
// Both read and lock the row inside a transaction (PostgreSQL: SELECT ... FOR UPDATE; SQLite has a single
// writer), so concurrent deliveries or confirmations act once, and write through Directus's ItemsService
// so caches are purged on every instance. Homeowners cannot write these fields themselves: the access guard
// (access/views.mjs) refuses them.

import { isRequestId, parseWebhookPayload, SIGNATURE_HEADER, verifySignature } from './webhook.js';

const error = (res, status, code, message) => res.status(status).json({ errors: [{ message, extensions: { code } }] });
const NOT_FOUND_MESSAGE = 'Property request not found';

export default {
  id: 'atlas',
  handler: (router, { services, getSchema, database, logger }) => {
    const { ItemsService } = services;

    /** Reads one property request with the row locked until the transaction ends. */
    const lockedRequest = (trx, where) => {
      const select = trx('property_requests')
        .select('id', 'status', 'payment_reference', 'payment_received_at', 'payment_completed_at')
        .where(where);
      if (trx.client.config.client !== 'sqlite3') select.forUpdate();
      return select.first();
    };

    // Bad signatures are logged at most once a minute, with how many there were.
    let lastWarning = 0;
    let refused = 0;
    const warnRefused = (message) => {
      refused++;
      if (Date.now() - lastWarning < 60_000) return;
      logger.warn(`atlas payments: ${message} (${refused} refused webhook call(s) since the last warning)`);
      lastWarning = Date.now();
      refused = 0;
    };

    router.post('/payments/webhook', async (req, res) => {
      res.set('Cache-Control', 'no-store');
      const secret = process.env.ATLAS_PAYMENTS_WEBHOOK_SECRET;
      if (!secret) {
        logger.error('atlas payments: ATLAS_PAYMENTS_WEBHOOK_SECRET is not set: payment webhooks are refused');
        return error(res, 503, 'SERVICE_UNAVAILABLE', 'Payment webhooks are not configured.');
      }
      // Directus keeps the exact bytes of JSON bodies in req.rawBody; anything else is verified as empty.
      if (!verifySignature(req.rawBody, req.get(SIGNATURE_HEADER), secret)) {
        warnRefused(`a webhook call without a valid ${SIGNATURE_HEADER} header was refused`);
        return error(res, 401, 'INVALID_SIGNATURE', 'Invalid or missing signature.');
      }
      const { payment, error: problem } = parseWebhookPayload(req.rawBody ? req.body : undefined);
      if (!payment) return error(res, 400, 'INVALID_PAYLOAD', problem);
      try {
        const schema = await getSchema();
        const outcome = await database.transaction(async (trx) => {
          const row = await lockedRequest(trx, { id: payment.requestId });
          if (!row) return { status: 404 };
          if (row.payment_reference) return { status: row.payment_reference === payment.reference ? 200 : 409, duplicate: true };
          await new ItemsService('property_requests', { knex: trx, schema }).updateOne(row.id, {
            payment_reference: payment.reference,
            payment_received_at: new Date().toISOString(),
            payment_amount: payment.amount,
            payment_currency: payment.currency,
          });
          return { status: 200, duplicate: false };
        });
        if (outcome.status === 404) return error(res, 404, 'NOT_FOUND', NOT_FOUND_MESSAGE);
        if (outcome.status === 409) {
          logger.warn(`atlas payments: request ${payment.requestId} already has another payment; ${payment.reference} was not recorded`);
          return error(res, 409, 'CONFLICT', 'A different payment is already recorded for this request.');
        }
        if (!outcome.duplicate) logger.info(`atlas payments: payment ${payment.reference} recorded on request ${payment.requestId}`);
        return res.json({ data: { request_id: payment.requestId, recorded: true, duplicate: outcome.duplicate } });
      } catch (failure) {
        logger.error(failure, 'atlas payments: a webhook could not be recorded');
        return error(res, 500, 'INTERNAL_SERVER_ERROR', 'The payment could not be recorded. Please retry.');
      }
    });

    router.post('/payments/confirm', async (req, res) => {
      res.set('Cache-Control', 'no-store');
      const userId = req.accountability?.user;
      if (!userId) return error(res, 403, 'FORBIDDEN', "You don't have permission to access this.");
      // Nothing else the browser sends is used: not a status, not a time, not an amount.
      const requestId = req.body?.request_id;
      if (requestId === undefined || requestId === null || requestId === '') {
        return error(res, 400, 'INVALID_PAYLOAD', 'request_id is required.');
      }
      if (!isRequestId(requestId)) return error(res, 404, 'NOT_FOUND', NOT_FOUND_MESSAGE);
      try {
        const schema = await getSchema();
        const answer = await database.transaction(async (trx) => {
          const row = await lockedRequest(trx, { id: requestId.toLowerCase(), user_created: userId });
          if (!row) return null;
          const service = new ItemsService('property_requests', { knex: trx, schema });
          if (row.payment_received_at && !row.payment_completed_at) {
            await service.updateOne(row.id, { status: 'active', payment_completed_at: new Date().toISOString() });
          }
          return service.readOne(row.id, { fields: ['id', 'status', 'payment_completed_at'] });
        });
        if (!answer) return error(res, 404, 'NOT_FOUND', NOT_FOUND_MESSAGE);
        return res.json({ data: answer });
      } catch (failure) {
        logger.error(failure, 'atlas payments: a payment could not be confirmed');
        return error(res, 500, 'INTERNAL_SERVER_ERROR', 'The payment could not be confirmed. Please try again.');
      }
    });
  },
};
