// atlas-forms: the contact and installer-application forms post to `form_submissions`, which anyone may
// create. This hook keeps those rows to the form's fields and lengths (directus/lib/forms.mjs; a visitor
// once stored a 1 MB row) and e-mails each stored submission to the support address (ATLAS_SUPPORT_EMAIL),
// so nobody has to watch the collection. Mail that cannot be sent is logged; the submission stays stored.

import { invalidPayload } from '../../lib/errors.mjs';
import { notificationFor, submissionProblem } from '../../lib/forms.mjs';
import { FORM_FIELDS } from '../../schema/content.mjs';

export default ({ filter, action }, { services, getSchema, logger }) => {
  filter('form_submissions.items.create', (payload, _meta, context) => {
    if (!context.accountability) return payload;
    // An unknown form type or a missing payload is refused by the collection's own validation, which
    // names the field; this hook checks what a known form sends.
    if (!payload || !(payload.form_type in FORM_FIELDS) || payload.payload === null || payload.payload === undefined) return payload;
    const problem = submissionProblem(payload.form_type, payload.payload);
    if (problem) throw invalidPayload(problem);
    return payload;
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
