// GET /atlas/shared/:shortId — the public, read-only view of a shared project (accounts spec, Sharing).
//
// Served here rather than by public permissions so visitors cannot list or filter projects at all: the only
// question they can ask is "show me the project with this 128-bit id", and the answer holds exactly the
// whitelisted fields. Unknown, unshared and archived projects get the same 404, so the answer does not tell
// whether an id exists.

import { createHash, timingSafeEqual } from 'node:crypto';
import {
  QUOTE_ORDER,
  SHARED_BILL_FIELDS,
  SHARED_PROJECT_FIELDS,
  SHARED_QUOTE_FIELDS,
  SHORT_ID_PATTERN,
  sharedBillInputs,
  sharedInverters,
} from '../../access/shared-view.mjs';

const NOT_FOUND = { errors: [{ message: 'Project not found' }] };

/**
 * Whether the request comes from the site server: it carries ATLAS_SITE_KEY in `x-atlas-site-key`. Only
 * then does the answer hold the project's bill inputs (`bill`, see sharedBillInputs), which the site bills
 * with on the server and never renders. Compared as SHA-256 digests, in constant time.
 * @param {import('express').Request} req
 */
function fromSite(req) {
  const key = process.env.ATLAS_SITE_KEY;
  const sent = req.get('x-atlas-site-key');
  if (!key || typeof sent !== 'string' || sent === '') return false;
  const digest = (value) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(sent), digest(key));
}

/**
 * A row with exactly these fields (null where it has none): what the public view shows of a row that was
 * read with more fields for the site server.
 * @param {Record<string, unknown>} row
 * @param {readonly string[]} fields
 */
const pick = (row, fields) => Object.fromEntries(fields.map((field) => [field, row[field] ?? null]));

export default {
  id: 'atlas',
  handler: (router, { services, getSchema, logger }) => {
    const { ItemsService } = services;

    router.get('/shared/:shortId', async (req, res) => {
      // The answer changes when the owner turns sharing off: never cache it on the way.
      res.set('Cache-Control', 'no-store');
      const shortId = String(req.params.shortId ?? '');
      if (!SHORT_ID_PATTERN.test(shortId)) return res.status(404).json(NOT_FOUND);
      const site = fromSite(req);
      try {
        const schema = await getSchema();
        // No accountability: Directus reads as itself, and only the fields named here leave the server.
        const projects = new ItemsService('project', { schema });
        const [project] = await projects.readByQuery({
          filter: {
            _and: [
              { short_UUID: { _eq: shortId } },
              { shared: { _eq: true } },
              { archived: { _eq: false } },
              { status: { _neq: 'archived' } },
            ],
          },
          fields: site ? [...SHARED_PROJECT_FIELDS, ...SHARED_BILL_FIELDS] : SHARED_PROJECT_FIELDS,
          limit: 1,
        });
        if (!project) return res.status(404).json(NOT_FOUND);
        // The public fields only, and beside them (for the site server) the bill inputs, reduced.
        const shown = pick(project, SHARED_PROJECT_FIELDS);
        // Spec section 7: a failure to read the quotes leaves the list empty; the page then shows the project
        // with "No Quotes Available" rather than failing as a whole.
        const quotes = await new ItemsService('installer', { schema })
          .readByQuery({
            filter: { _and: [{ project_id: { _eq: project.id } }, { archived: { _eq: false } }] },
            fields: site ? [...SHARED_QUOTE_FIELDS, 'equipment'] : SHARED_QUOTE_FIELDS,
            sort: [...QUOTE_ORDER],
            limit: -1,
          })
          .catch((error) => {
            logger.error(error, `atlas: the quotes of shared project ${shortId} could not be read; shown without quotes`);
            return [];
          });
        // The quotes' public fields only; the site server also gets each one's inverter (sharedInverters).
        const shownQuotes = quotes.map((quote) => pick(quote, SHARED_QUOTE_FIELDS));
        return res.json({
          data: {
            project: shown,
            quotes: shownQuotes,
            ...(site ? { bill: sharedBillInputs(project), inverters: sharedInverters(quotes) } : {}),
          },
        });
      } catch (error) {
        logger.error(error, 'atlas: the shared view could not be read');
        return res.status(500).json({ errors: [{ message: 'The shared project could not be loaded. Please try again.' }] });
      }
    });
  },
};
