import { describe, expect, it } from 'vitest';
import { notificationFor, submissionProblem } from './forms.mjs';

const contact = { firstName: 'Casey', lastName: 'Contact', email: 'casey@example.com', phone: '', message: 'Hello!', formType: 'contact' };

describe('submissionProblem', () => {
  it('accepts what the forms send', () => {
    expect(submissionProblem('contact', contact)).toBeNull();
    expect(
      submissionProblem('installer_application', {
        companyName: 'Example Solar',
        website: 'example-solar.example',
        contactName: 'Avery',
        role: 'Owner',
        email: 'avery@example.com',
        phone: '',
        formType: 'installer_application',
      }),
    ).toBeNull();
  });

  it.each([
    ['unknown form', 'newsletter', contact, /form_type must be one of contact, installer_application/],
    ['not an object', 'contact', 'hello', /payload must be an object/],
    ['a list', 'contact', [contact], /payload must be an object/],
    ['another field', 'contact', { ...contact, companyName: 'x' }, /"companyName" is not part of the contact form/],
    ['a long message', 'contact', { ...contact, message: 'x'.repeat(5001) }, /"message" is longer than 5000 characters/],
    ['a megabyte', 'contact', { ...contact, lastName: 'x'.repeat(1_000_000) }, /"lastName" is longer than 100/],
    ['not text', 'contact', { ...contact, message: { nested: true } }, /"message" must be text/],
  ])('refuses %s', (_what, formType, payload, message) => {
    expect(submissionProblem(formType, payload)).toMatch(message);
  });
});

describe('notificationFor', () => {
  it('is plain text to the support address, replying to the sender', () => {
    const mail = notificationFor(
      { id: 'abc', form_type: 'contact', payload: contact },
      { to: 'support@example.org', siteUrl: 'https://atlas.example' },
    );
    expect(mail).toMatchObject({ to: 'support@example.org', subject: 'Contact form from Casey Contact', replyTo: 'casey@example.com' });
    expect(mail.text).toContain('Email: casey@example.com');
    expect(mail.text).toContain('Message:\nHello!');
    expect(mail.text).toContain('Submission abc');
    expect(mail).not.toHaveProperty('html');
  });

  it('keeps header injection out of the subject and a malformed address out of Reply-To', () => {
    const mail = notificationFor(
      {
        id: 'x',
        form_type: 'contact',
        payload: { ...contact, firstName: 'Eve\r\nBcc: all@example.com', email: 'eve@example.com\r\nBcc: x@y.z' },
      },
      { to: 'support@example.org' },
    );
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail).not.toHaveProperty('replyTo');
  });
});
