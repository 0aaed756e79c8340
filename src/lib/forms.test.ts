import { describe, expect, it } from 'vitest';
import { FORMS, isEmail, payloadFrom, prefillValues, submission, validate } from './forms';

describe('contact form', () => {
  it('requires first name, last name, email and message; phone is optional', () => {
    expect(validate('contact', {})).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      message: 'Message is required',
    });
    expect(validate('contact', { firstName: 'Ada', lastName: 'L', email: 'ada@example.com', message: 'Hi' })).toEqual({});
    expect(validate('contact', { firstName: 'Ada', lastName: 'L', email: 'ada@', message: 'Hi' })).toEqual({
      email: 'Please enter a valid email',
    });
    expect(validate('contact', { firstName: '  ', lastName: 'L', email: 'a@b.co', message: 'Hi' })).toEqual({
      firstName: 'First name is required',
    });
  });

  it('sends the spec fields with formType contact', () => {
    expect(payloadFrom('contact', { firstName: ' Ada ', lastName: 'L', email: 'a@b.co', phone: '', message: 'Hi' })).toEqual({
      firstName: 'Ada',
      lastName: 'L',
      email: 'a@b.co',
      phone: '',
      message: 'Hi',
      formType: 'contact',
    });
  });

  it('sends installer_application as the formType of the application', () => {
    expect(payloadFrom('installer_application', { companyName: 'Sun' })).toEqual({ companyName: 'Sun', formType: 'installer_application' });
  });

  it('promises a reply within 24 hours', () => expect(FORMS.contact.success).toContain("We'll get back to you within 24 hours"));
});

describe('installer application', () => {
  it('requires company, website, name, role and email', () => {
    expect(Object.keys(validate('installer_application', { phone: '1' }))).toEqual([
      'companyName',
      'website',
      'contactName',
      'role',
      'email',
    ]);
  });

  it('has the spec messages', () => {
    expect(FORMS.installer_application.success).toBe("Thank you! We'll review your application and get back to you within 48 hours.");
    expect(FORMS.installer_application.failure).toBe('Oops! Something went wrong. Please try again or email us at {email}.');
  });

  it('prefills name and email from the signed-in user', () => {
    expect(prefillValues('installer_application', { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' })).toEqual({
      contactName: 'Ada Lovelace',
      email: 'ada@example.com',
    });
    expect(prefillValues('contact', { first_name: 'Ada', email: '' })).toEqual({ firstName: 'Ada' });
    expect(prefillValues('contact', null)).toEqual({});
  });
});

describe('submission target', () => {
  const payload = { email: 'a@b.co', formType: 'contact' };
  it('posts to the hosted form service when configured', () => {
    expect(submission('contact', payload, { formsUrl: 'https://forms.example.com/f/', formId: 'abc' })).toEqual({
      url: 'https://forms.example.com/f/abc',
      body: JSON.stringify(payload),
    });
  });
  it('otherwise stores it in Directus form_submissions through the site proxy', () => {
    expect(submission('contact', payload, { formsUrl: '', formId: 'abc' })).toEqual({
      url: '/api/items/form_submissions',
      body: JSON.stringify({ form_type: 'contact', payload }),
    });
  });
  it('checks emails with a basic pattern', () => {
    expect(isEmail('a@b.co')).toBe(true);
    expect(isEmail('a b@c.de')).toBe(false);
    expect(isEmail('a@b')).toBe(false);
  });
});
