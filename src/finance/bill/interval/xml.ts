/**
 * Green Button ESPI feeds as a small element tree, read by fast-xml-parser (a maintained, dependency-light
 * XML parser that runs the same in the browser, in a worker and in Node's unit tests, where the browser's
 * DOMParser does not exist). Namespace prefixes are dropped (`espi:IntervalReading` is `IntervalReading`),
 * entities and CDATA are read as text, and a file that is not well-formed XML is an XmlError naming what is
 * wrong and its line.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';

export interface XmlElement {
  /** The local name, without its namespace prefix. */
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: XmlElement[];
  /** The element's own text (its children's text not included), entities decoded, trimmed. */
  text: string;
}

export class XmlError extends Error {}

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  htmlEntities: true,
  trimValues: true,
});

/** One node of fast-xml-parser's ordered output: `{ name: children, ':@': attributes }` or `{ '#text': … }`. */
type Ordered = Record<string, unknown>;

function toElement(node: Ordered): XmlElement | null {
  const name = Object.keys(node).find((key) => key !== ':@');
  if (name === undefined || name === '#text' || name.startsWith('?') || name.startsWith('!')) return null;
  const raw = (node[':@'] ?? {}) as Record<string, unknown>;
  const attributes: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) if (!key.startsWith('xmlns')) attributes[key] = String(value);
  const element: XmlElement = { name, attributes, children: [], text: '' };
  const texts: string[] = [];
  for (const inner of (node[name] ?? []) as Ordered[]) {
    if ('#text' in inner) texts.push(String(inner['#text']));
    else {
      const childElement = toElement(inner);
      if (childElement !== null) element.children.push(childElement);
    }
  }
  element.text = texts.join('').trim();
  return element;
}

/** The root element of an XML document; an XmlError naming what is wrong (and where) when it is not well-formed. */
export function parseXml(text: string): XmlElement {
  const body = text.replace(/^\uFEFF/, '');
  const checked = XMLValidator.validate(body);
  if (checked !== true) throw new XmlError(`${checked.err.msg.replace(/\.$/, '')} (line ${checked.err.line})`);
  const roots = (parser.parse(body) as Ordered[]).map(toElement).filter((e): e is XmlElement => e !== null);
  if (roots.length === 0) throw new XmlError('no element at all');
  if (roots.length > 1) throw new XmlError(`a second root element <${roots[1]!.name}>`);
  return roots[0]!;
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
