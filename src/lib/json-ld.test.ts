import { describe, expect, it } from 'vitest';
import { jsonLdText } from './json-ld';

describe('jsonLdText', () => {
  it('can never close its script element, and still means the same JSON', () => {
    const value = { name: '</script><script>alert(1)</script>', note: 'a & b > c', sep: '\u2028' };
    const text = jsonLdText(value);
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(value);
  });
});
