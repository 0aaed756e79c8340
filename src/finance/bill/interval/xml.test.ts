import { describe, expect, it } from 'vitest';
import { XmlError, child, descendants, parseXml, path } from './xml';

describe('the XML reader (fast-xml-parser, as an element tree)', () => {
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
    // Namespace declarations are not data; a prefixed attribute keeps its local name.
    expect(root.attributes).toEqual({ kind: '1' });
    const entries = descendants(root, 'entry');
    expect(entries).toHaveLength(2);
    expect(child(entries[0], 'link')?.attributes.href).toBe('/x?a=1&b=2');
    expect(path(entries[0], 'title')).toBe('Tom & Jerry éA');
    expect(path(entries[1], 'content')).toBe('<not a tag> & raw');
  });

  it.each([
    ['<a><b></a>', /Expected closing tag 'b' .* instead of closing tag 'a' \(line 1\)/],
    ['<a>\n<b>\n</b>', /Unclosed tag 'a' \(line 1\)/],
    ['<a></a><b></b>', /Multiple possible root nodes found \(line 1\)/],
    ['just text', /char 'j' is not expected \(line 1\)/],
    ['<a>\n\n<1b/></a>', /Tag '1b' is an invalid name \(line 3\)/],
    ['<a><b attr="x></b></a>', /Attributes for 'b' have open quote \(line 1\)/],
    ['', /Start tag expected \(line 1\)/],
  ])('names what is wrong: %j', (text, message) => {
    expect(() => parseXml(text)).toThrow(XmlError);
    expect(() => parseXml(text)).toThrow(message);
  });
});
