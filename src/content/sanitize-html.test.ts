import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseDocument } from 'htmlparser2';
import { sanitizeEditorHtml } from './sanitize-html';
import { normalizeGuide, normalizePage } from './normalize';

describe('sanitizeEditorHtml', () => {
  it('keeps what editors write: headings, lists, links, tables, emphasis', () => {
    const html =
      '<h2 id="costs">Costs</h2><p>See <a href="/methodology">how we rank</a> and <a href="https://example.org" target="_blank">this</a>.</p>' +
      '<ul><li><strong>One</strong></li></ul><table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>';
    expect(sanitizeEditorHtml(html)).toBe(html.replace('target="_blank"', 'target="_blank" rel="noopener noreferrer"'));
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<p onclick="alert(1)">x</p>', '<p>x</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java&#x09;script:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x" />'],
    ['<img src="javascript:alert(1)">', '<img />'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<style>body{display:none}</style>', ''],
    ['<form action="https://evil.example"><input name="password"></form>', ''],
    ['<p style="position:fixed;inset:0">x</p>', '<p>x</p>'],
    ['<meta http-equiv="refresh" content="0;url=https://evil.example">', ''],
    ['<base href="https://evil.example/">', ''],
    ['<object data="x"></object><embed src="x">', ''],
    ['<div class="fixed inset-0">x</div>', '<div>x</div>'],
    ['<a href="//evil.example">x</a>', '<a>x</a>'],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>', ''],
  ])('%s → %s', (dirty, clean) => {
    expect(sanitizeEditorHtml(dirty)).toBe(clean);
  });

  it('never lets an event handler, a script or a javascript: URL through, whatever the mix', () => {
    const piece = fc.constantFrom(
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">',
      '<svg onload=alert(1)>',
      '<p>',
      '</p>',
      '<',
      '>',
      '"',
      "'",
      '<!--',
      '-->',
      '<![CDATA[',
      '<iframe srcdoc="<script>alert(1)</script>">',
      ' onfocus=alert(1) autofocus ',
      '&lt;script&gt;',
      '<a href="&#106;avascript:alert(1)">',
      'text',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (parts) => {
        // Parsed as a browser would, the output holds no dangerous element, handler or URL.
        const clean = sanitizeEditorHtml(parts.join(''));
        const elements = [] as { name: string; attribs: Record<string, string> }[];
        const walk = (node: unknown) => {
          const n = node as { name?: string; attribs?: Record<string, string>; children?: unknown[] };
          if (n.name && n.attribs) elements.push({ name: n.name, attribs: n.attribs });
          for (const child of n.children ?? []) walk(child);
        };
        walk(parseDocument(clean));
        for (const element of elements) {
          expect(['script', 'iframe', 'svg', 'style', 'object', 'embed']).not.toContain(element.name);
          for (const [name, value] of Object.entries(element.attribs)) {
            expect(name).not.toMatch(/^on/i);
            expect(value.replace(/\s/g, '')).not.toMatch(/^javascript:/i);
          }
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('content normalisation sanitises editor HTML', () => {
  it('in pages and guide heroes', () => {
    const page = normalizePage({ id: 1, slug: 'about', title: 'About', content: '<p>Hi</p><script>steal()</script>' });
    expect(page.content).toBe('<p>Hi</p>');
    const guide = normalizeGuide({
      id: 1,
      title: 'Guide',
      hero_content: '<p onmouseover="steal()">Hero</p>',
      country: 'US',
      state: 'colorado',
      locality: 'denver',
      seo_id: { slug: 'best-denver' },
    });
    expect(guide.heroContent).toBe('<p>Hero</p>');
  });
});
