import { describe, expect, it } from 'vitest';
import { XmlError, child, descendants, parseXml, path } from './xml';

describe('the small XML reader', () => {
  it('reads elements, attributes, text, entities and CDATA, and drops namespace prefixes', () => {
    const root = parseXml(
      [
        '\uFEFF<?xml version="1.0"?>',
        '<!DOCTYPE feed [ <!ENTITY x "y"> ]>',
        '<a:feed xmlns:a="urn:a" b:kind=\'1\' xmlns:b="urn:b">',
        '  <!-- a comment with <tags> in it -->',
        '  <a:entry><link rel="self" href="/x?a=1&amp;b=2"/><title>Tom &amp; Jerry &#233;&#x41;</title></a:entry>',
        '  <entry><content><![CDATA[<not a tag> & raw]]></content></entry>',
        '</a:feed>',
      ].join('\n'),
    );
    expect(root.name).toBe('feed');
    expect(root.attributes).toEqual({ a: 'urn:a', kind: '1', b: 'urn:b' });
    const entries = descendants(root, 'entry');
    expect(entries).toHaveLength(2);
    expect(child(entries[0], 'link')?.attributes.href).toBe('/x?a=1&b=2');
    expect(path(entries[0], 'title')).toBe('Tom & Jerry éA');
    expect(path(entries[1], 'content')).toBe('<not a tag> & raw');
  });

  it.each([
    ['<a><b></a>', /<\/a> does not close <b> \(line 1\)/],
    ['<a>\n<b>\n</b>', /<a> is never closed/],
    ['<a></a><b></b>', /a second root element <b>/],
    ['just text', /text outside the root element/],
    ['<a>\n\n<1b/></a>', /a tag that cannot be read \(<1b>\) \(line 3\)/],
    ['<a><b attr="x></b></a>', /never ends/],
  ])('names what is wrong: %j', (text, message) => {
    expect(() => parseXml(text)).toThrow(XmlError);
    expect(() => parseXml(text)).toThrow(message);
  });
});
