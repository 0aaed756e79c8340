import { describe, expect, it } from 'vitest';
import { cleanPayload, maxLength, stripControls, TEXT_MAX } from './text-input.mjs';

describe('text a visitor or homeowner writes', () => {
  it('loses control characters and bidirectional overrides, keeps lines, tabs and other scripts', () => {
    expect(stripControls('Sun\u0000Power\u202E Inc\u0007')).toBe('SunPower Inc');
    expect(stripControls('line 1\nline 2\ttab\r\n')).toBe('line 1\nline 2\ttab\r\n');
    expect(stripControls('שמש Solar — 5 kW ☀')).toBe('שמש Solar — 5 kW ☀');
  });

  it('takes lengths from the schema: a varchar column’s own, else TEXT_MAX', () => {
    expect(maxLength('installer', 'company_name')).toBe(255);
    expect(maxLength('installer', 'phone')).toBe(40);
    expect(maxLength('installer', 'notes')).toBe(TEXT_MAX);
    expect(maxLength('directus_users', 'first_name')).toBe(50);
  });

  it('refuses a 100,000-character company name, naming the field', () => {
    const { problem } = cleanPayload('installer', { company_name: `${'x'.repeat(100_000)}\u202E\u0000` });
    expect(problem).toBe('"company_name" may be at most 255 characters long.');
    expect(cleanPayload('installer', { proposal_data: { note: 'y'.repeat(TEXT_MAX + 1) } }).problem).toBe(
      `"proposal_data" may be at most ${TEXT_MAX} characters long.`,
    );
  });

  it('cleans JSON fields and batches, and never changes a password', () => {
    const { payload, problem } = cleanPayload('installer', [{ company_name: 'A\u0000', proposal_data: { items: ['b\u202E'] }, cost: 5 }]);
    expect(problem).toBeNull();
    expect(payload).toEqual([{ company_name: 'A', proposal_data: { items: ['b'] }, cost: 5 }]);
    expect(cleanPayload('directus_users', { password: 'p\u0000ss' }).payload).toEqual({ password: 'p\u0000ss' });
  });
});

describe('form submissions', () => {
  it('are cleaned here and measured by their own hook, which names the form’s field', () => {
    const { payload, problem } = cleanPayload('form_submissions', {
      form_type: 'contact',
      payload: { message: `${'x'.repeat(30_000)}\u0000` },
    });
    expect(problem).toBeNull();
    expect(payload.payload.message).toHaveLength(30_000);
  });
});
