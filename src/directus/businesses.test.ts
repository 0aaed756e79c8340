import { describe, expect, it } from 'vitest';
import { BUSINESS_CARD_FIELDS } from '../../directus/access/views.mjs';
import { GUIDE_BUSINESS_FIELDS } from './businesses';

describe('the comparison’s business lookup', () => {
  it('reads only fields anyone may read of a published business (no contact e-mail, no internal notes)', () => {
    for (const field of GUIDE_BUSINESS_FIELDS) expect(BUSINESS_CARD_FIELDS).toContain(field);
    expect(GUIDE_BUSINESS_FIELDS).not.toContain('contact_email');
    expect(GUIDE_BUSINESS_FIELDS).not.toContain('internal_notes');
  });
});
