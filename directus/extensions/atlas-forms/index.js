// atlas-forms: the contact and installer-application forms post to `form_submissions`, which anyone may
// create. This hook keeps those rows to the form's fields and lengths (directus/lib/forms.mjs; a visitor
// once stored a 1 MB row) and e-mails each stored submission to the support address (ATLAS_SUPPORT_EMAIL),
// so nobody has to watch the collection. Mail that cannot be sent is logged; the submission stays stored.
// Anonymous submissions are rate-limited per address and overall, and carry a honeypot (lib/form-rate.mjs).

import { invalidPayload, tooManyRequests } from '../../lib/errors.mjs';
import { createFormRate, rateMessage, withoutHoneypot } from '../../lib/form-rate.mjs';
import { notificationFor, submissionProblem } from '../../lib/forms.mjs';
import { FORM_FIELDS } from '../../schema/content.mjs';

export default ({ filter, action }, { services, getSchema, logger }) => {
  const rate = createFormRate();

  filter('form_submissions.items.create', async (payload, _meta, context) => {
    if (!context.accountability) return payload;
    const admin = context.accountability.admin === true;
    // An unknown form type or a missing payload is refused by the collection's own validation, which
    // names the field; this hook checks what a known form sends.
    // Own properties only: `in` would take "__proto__" for a form (review finding 9).
    if (!payload || typeof payload.form_type !== 'string' || !Object.hasOwn(FORM_FIELDS, payload.form_type)) return payload;
    if (payload.payload === null || payload.payload === undefined) return payload;
    const trap = withoutHoneypot(payload.payload);
    if (trap.problem) throw invalidPayload(trap.problem);
    const problem = submissionProblem(payload.form_type, trap.payload);
    if (problem) throw invalidPayload(problem);
    // Counted only once the submission would be stored; staff entering one in the Studio are not counted.
    if (!admin) {
      const wait = await rate.take(context.accountability.ip);
      if (wait !== null) throw tooManyRequests(rateMessage(wait));
    }
    return { ...payload, payload: trap.payload };
  });

  action('form_submissions.items.create', async ({ key, payload }) => {
    const to = process.env.ATLAS_SUPPORT_EMAIL;
    if (!to) {
      logger.warn('atlas: ATLAS_SUPPORT_EMAIL is not set: form submissions are stored but nobody is told');
      return;
    }
    try {
      const mail = new services.MailService({ schema: await getSchema() });
      await mail.send(
        notificationFor({ id: key, form_type: payload.form_type, payload: payload.payload }, { to, siteUrl: process.env.ATLAS_SITE_URL }),
      );
    } catch (error) {
      logger.error(`atlas: the notification for form submission ${key} could not be sent: ${error.message}`);
    }
  });
};
