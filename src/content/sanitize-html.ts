/**
 * Editor-written HTML (content pages, guide heroes) is reduced to an allow-list before it is built into a
 * page, with sanitize-html (a maintained allow-list sanitiser): the site serves it on the same origin as a
 * homeowner's session, so a script, an event handler, a `javascript:` link, a form or a frame written into
 * the Data Studio must never reach the page. The Content-Security-Policy would stop a script as well; this
 * keeps the markup itself clean. Elements outside the list are dropped with their content when they can
 * only carry code (script, style, iframe…) and unwrapped (their text kept) otherwise.
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'mark',
    'abbr',
    'cite',
    'q',
    'code',
    'pre',
    'kbd',
    'span',
    'div',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
  ],
  // Headings keep an id so a page can link to its own sections; nothing carries a class or a style.
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    abbr: ['title'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    h2: ['id'],
    h3: ['id'],
    h4: ['id'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'svg', 'math'],
  transformTags: {
    // A link that opens a new tab cannot reach back into this one.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs['target'] === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** Editor-written HTML reduced to the allow-list above. */
export function sanitizeEditorHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
