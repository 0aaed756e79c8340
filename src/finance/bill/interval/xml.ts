/**
 * A small XML reader for Green Button ESPI feeds, DOM-free so the import runs the same in the browser,
 * in a worker and in Node's unit tests (the browser's DOMParser does not exist in the last two). It
 * reads elements, attributes and text, drops namespace prefixes (`espi:IntervalReading` is
 * `IntervalReading`), skips the prolog, comments, processing instructions and DOCTYPE, and reads
 * CDATA as text. It is not a validating parser: a tag that does not close the element it should is
 * an error with the line where it happened.
 */

export interface XmlElement {
  /** The local name, without its namespace prefix. */
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: XmlElement[];
  /** The element's own text (its children's text not included), entities decoded, trimmed. */
  text: string;
}

export class XmlError extends Error {}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X')) return String.fromCodePoint(parseInt(code.slice(2), 16));
    if (code.startsWith('#')) return String.fromCodePoint(parseInt(code.slice(1), 10));
    return ENTITIES[code] ?? whole;
  });
}

const localName = (qualified: string): string => qualified.slice(qualified.indexOf(':') + 1);

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i += 1) if (text.charCodeAt(i) === 10) line += 1;
  return line;
}

const NO_ATTRIBUTES: Record<string, string> = Object.freeze({});
const NAME = /^[A-Za-z_][\w.:-]*$/;
const ATTRIBUTE = /([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** The index of the `>` closing the tag opened at `from`, outside quoted attribute values; -1 if none. */
function tagEnd(text: string, from: number): number {
  const gt = text.indexOf('>', from);
  if (gt === -1) return -1;
  const inner = text.slice(from, gt);
  if (!inner.includes('"') && !inner.includes("'")) return gt;
  let quote = 0;
  for (let i = from; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (quote !== 0) {
      if (c === quote) quote = 0;
    } else if (c === 34 || c === 39) quote = c;
    else if (c === 62) return i;
  }
  return -1;
}

/**
 * The document's root element; throws XmlError (with a line number) when the text is not
 * well-formed XML. A scanner rather than one regular expression: a year of 15-minute readings is
 * 10–20 MB of XML, and this reads it in one pass with few allocations.
 */
export function parseXml(text: string): XmlElement {
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  const fail = (what: string, at: number): never => {
    throw new XmlError(`${what} (line ${lineAt(text, at)})`);
  };
  const addText = (raw: string, at: number, cdata: boolean): void => {
    const top = stack[stack.length - 1];
    if (top !== undefined) top.text += cdata || !raw.includes('&') ? raw : decode(raw);
    else if (raw.trim() !== '') fail('text outside the root element', at);
  };
  const n = text.length;
  let i = 0;
  while (i < n) {
    const lt = text.indexOf('<', i);
    if (lt === -1) {
      addText(text.slice(i), i, false);
      break;
    }
    if (lt > i) addText(text.slice(i, lt), i, false);
    const next = text.charCodeAt(lt + 1);
    if (next === 33 /* ! */) {
      if (text.startsWith('<!--', lt)) {
        const end = text.indexOf('-->', lt + 4);
        if (end === -1) fail('a comment that never ends', lt);
        i = end + 3;
      } else if (text.startsWith('<![CDATA[', lt)) {
        const end = text.indexOf(']]>', lt + 9);
        if (end === -1) fail('a CDATA section that never ends', lt);
        addText(text.slice(lt + 9, end), lt, true);
        i = end + 3;
      } else if (text.startsWith('<!DOCTYPE', lt)) {
        const bracket = text.indexOf('[', lt);
        const gt = text.indexOf('>', lt);
        const end = bracket !== -1 && bracket < gt ? text.indexOf('>', text.indexOf(']', bracket)) : gt;
        if (end === -1) fail('a DOCTYPE that never ends', lt);
        i = end + 1;
      } else fail('a tag that cannot be read', lt);
      continue;
    }
    if (next === 63 /* ? */) {
      const end = text.indexOf('?>', lt + 2);
      if (end === -1) fail('a processing instruction that never ends', lt);
      i = end + 2;
      continue;
    }
    const gt = tagEnd(text, lt + 1);
    if (gt === -1) fail('a tag that never ends (the file may be cut short)', lt);
    i = gt + 1;
    if (next === 47 /* / */) {
      const name = text.slice(lt + 2, gt).trim();
      const open = stack.pop();
      if (open === undefined || open.name !== localName(name))
        fail(`</${name}> does not close ${open === undefined ? 'any element' : `<${open.name}>`}`, lt);
      else open.text = open.text.trim();
      continue;
    }
    const selfClosing = text.charCodeAt(gt - 1) === 47;
    const inner = text.slice(lt + 1, selfClosing ? gt - 1 : gt);
    const space = inner.search(/\s/);
    const name = space === -1 ? inner : inner.slice(0, space);
    if (!NAME.test(name)) fail(`a tag that cannot be read (<${inner.slice(0, 20)}>)`, lt);
    let attributes: Record<string, string> = NO_ATTRIBUTES;
    if (space !== -1 && inner.includes('=')) {
      attributes = {};
      for (const a of inner.slice(space).matchAll(ATTRIBUTE)) attributes[localName(a[1] ?? '')] = decode(a[2] ?? a[3] ?? '');
    }
    const element: XmlElement = { name: localName(name), attributes, children: [], text: '' };
    const parent = stack[stack.length - 1];
    if (parent !== undefined) parent.children.push(element);
    else if (root === null) root = element;
    else fail(`a second root element <${name}>`, lt);
    if (!selfClosing) stack.push(element);
  }
  if (stack.length > 0) throw new XmlError(`<${stack[stack.length - 1]?.name ?? ''}> is never closed (the file may be cut short)`);
  if (root === null) throw new XmlError('no element at all');
  return root;
}

/** The first child (not deeper) with this local name. */
export function child(element: XmlElement | undefined, name: string): XmlElement | undefined {
  return element?.children.find((c) => c.name === name);
}

/** Every descendant with this local name, in document order. */
export function descendants(element: XmlElement, name: string, out: XmlElement[] = []): XmlElement[] {
  for (const c of element.children) {
    if (c.name === name) out.push(c);
    descendants(c, name, out);
  }
  return out;
}

/** The text of a path of children (`path(reading, 'timePeriod', 'start')`), or undefined. */
export function path(element: XmlElement | undefined, ...names: readonly string[]): string | undefined {
  let at = element;
  for (const name of names) at = child(at, name);
  return at?.text;
}
