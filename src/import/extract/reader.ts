import type { Confidence, TextCell, TextDocument, TextLine } from '../types';
import type { Read, ValueReader } from './values';

/**
 * Finding a labelled value in a document, the way a person reads one: the value follows the label in the
 * same cell ("System Size: 8.40 kW DC"), sits in the next cell of the row (a table: "Gross system price
 * $35,244"), on the line below (a marketplace page: "System size" / "13.2 kW", even across a page
 * break), or above it as a big figure over its caption ("8.40 kW" / "System size").
 */

/** A value found for a label, with the line it was read from. */
export interface Found {
  readonly value: string;
  readonly confidence: Confidence;
  /** Index of the value's line in `doc.lines`. */
  readonly lineIndex: number;
  /** Index of the label's line (the same line, or the one above or below). */
  readonly labelIndex: number;
  /** The label as printed, when it is on another line than the value. */
  readonly label?: string;
  /** The cell the label matched in. */
  readonly labelText: string;
}

export interface LabelSpec {
  /** Matches the label inside a cell. */
  readonly label: RegExp;
  /** A cell matching this is not the label (e.g. "Net cost" for a price). */
  readonly exclude?: RegExp;
  readonly read: ValueReader;
  /** The label names the unit ("System size (kW)", "APR"), so a bare number is read in it. */
  readonly unitInLabel?: boolean | RegExp;
  /** Only lines in [from, to) are searched. */
  readonly from?: number;
  readonly to?: number;
}

/** A unit in words on its own ("kWh per year", "kW DC", "W", "per month"), printed under its figure. */
const UNIT_ONLY =
  /^(?:kwh|kw|mwh|w|watts?|wp|kwp|%|years?|yrs?|months?)?(?:\s*(?:dc|ac))?(?:\s*(?:\/|per)\s*(?:year|yr|month|mo|panel|module))?$|^(?:\/|per)\s*(?:year|yr|month|mo)$/i;

const sameRow = (a: TextLine, b: TextLine) => a.page === b.page && Math.abs(a.y - b.y) <= 0.4 * Math.min(a.size, b.size);
const overlaps = (a: TextCell, b: TextCell, slack: number) => a.x0 - slack < b.x1 && b.x0 - slack < a.x1;

/** Text of a cell with no words in it beyond a figure and its units: a value on its own. */
export function isValueOnly(text: string): boolean {
  const words = text
    .replace(
      /\b(?:kwh|kw|mwh|kwp|dc|ac|watts?|w|wp|years?|yrs?|months?|mo|per|month|panels?|modules?|units?|apr|usd|yr|year|total|approx\.?|est\.?|estimated)\b/gi,
      '',
    )
    .match(/[A-Za-z]{2,}/g);
  return /\d/.test(text) && (words === null || words.length === 0);
}

// Words that may stand between a label and its value in one sentence or cell ("The contract price is
// $19,500", "System size of approximately 8.4 kW"). Any other word there means the figure is about
// something else ("Long-term savings over 25 years").
const FILLER =
  /^(?:is|are|of|at|about|approx|approximately|estimated|est|your|the|a|an|will|be|would|fixed|only|just|total|per|month|monthly|year|yearly|annual|initial|first|dc|ac|kw|kwh|w|usd|to|for|you|our|this|system|apr|rate|incl|including|before|with|all|in|pay|paid)$/i;

/** True when the text between a label and a figure holds only punctuation, percentages and filler words. */
export function onlyFillerBetween(text: string): boolean {
  const words = text.replace(/\([^)]*\)/g, ' ').match(/[A-Za-z]+/g) ?? [];
  return words.length <= 4 && words.every((w) => FILLER.test(w));
}

export class DocReader {
  readonly lines: readonly TextLine[];
  constructor(readonly doc: TextDocument) {
    this.lines = doc.lines;
  }

  /** Cells to the right of `cell` on the same row of the page (also across a column gutter), left to right. */
  rightOf(index: number, cell: TextCell): { cell: TextCell; lineIndex: number }[] {
    const line = this.lines[index];
    if (!line) return [];
    const out: { cell: TextCell; lineIndex: number }[] = [];
    for (let i = Math.max(0, index - 80); i < Math.min(this.lines.length, index + 80); i++) {
      const other = this.lines[i];
      if (!other || !sameRow(line, other)) continue;
      for (const c of other.cells) if (c.x0 >= cell.x1 - 0.5) out.push({ cell: c, lineIndex: i });
    }
    return out.sort((a, b) => a.cell.x0 - b.cell.x0);
  }

  /** Every cell on the row of line `index` (all columns), left to right, with the line it is on. */
  rowCells(index: number): { cell: TextCell; lineIndex: number }[] {
    const line = this.lines[index];
    if (!line) return [];
    const out: { cell: TextCell; lineIndex: number }[] = [];
    for (let i = Math.max(0, index - 80); i < Math.min(this.lines.length, index + 80); i++) {
      const other = this.lines[i];
      if (other && sameRow(line, other)) for (const cell of other.cells) out.push({ cell, lineIndex: i });
    }
    return out.sort((a, b) => a.cell.x0 - b.cell.x0);
  }

  /**
   * The next lines in reading order after `index` in the same column (skipping running headers and
   * footers, continuing on the next page when a label ends a page).
   */
  following(index: number, count: number): number[] {
    const line = this.lines[index];
    if (!line) return [];
    const out: number[] = [];
    for (let i = index + 1; i < this.lines.length && out.length < count; i++) {
      const next = this.lines[i];
      if (!next || next.furniture || sameRow(line, next)) continue;
      if (next.page === line.page && next.column !== line.column) continue;
      if (next.page > line.page + 1) break;
      out.push(i);
    }
    return out;
  }

  preceding(index: number): number | null {
    const line = this.lines[index];
    if (!line) return null;
    for (let i = index - 1; i >= 0; i--) {
      const prev = this.lines[i];
      if (!prev || prev.furniture || sameRow(line, prev)) continue;
      if (prev.page !== line.page) return null;
      if (prev.column !== line.column) continue;
      return i;
    }
    return null;
  }

  /** Every value found for the label, in reading order. */
  findAll(spec: LabelSpec): Found[] {
    const found: Found[] = [];
    const from = spec.from ?? 0;
    const to = Math.min(spec.to ?? this.lines.length, this.lines.length);
    for (let i = from; i < to; i++) {
      const line = this.lines[i];
      if (!line || line.furniture) continue;
      for (const cell of line.cells) {
        const m = spec.label.exec(cell.text);
        if (!m || spec.exclude?.test(cell.text)) continue;
        const unit = typeof spec.unitInLabel === 'object' ? spec.unitInLabel.test(cell.text) : spec.unitInLabel === true;
        const hit = this.valueFor(i, cell, m.index + m[0].length, spec, unit);
        if (hit) found.push(hit);
      }
    }
    return found;
  }

  /** The first value found for the label (highest confidence first, then reading order). */
  find(spec: LabelSpec): Found | null {
    const all = this.findAll(spec);
    return all.find((f) => f.confidence === 'high') ?? all[0] ?? null;
  }

  /**
   * A figure whose unit is printed in small type on the line under it ("12,040" / "kWh per year"): read
   * with that unit, at medium confidence. The figure's own line stays the source (it shows the value).
   */
  private withUnitBelow(index: number, figure: TextCell, spec: LabelSpec, unit: boolean): Read | null {
    if (!/^[\s$\d.,()-]+$/.test(figure.text)) return null;
    const j = this.following(index, 1)[0];
    const below = j === undefined ? undefined : this.lines[j];
    const unitCell = below?.cells.find((c) => overlaps(c, figure, 12));
    if (!below || below.page !== this.lines[index]?.page || !unitCell || !UNIT_ONLY.test(unitCell.text)) return null;
    const read = spec.read(`${figure.text} ${unitCell.text}`, unit);
    return read ? { ...read, confidence: lower(read.confidence, true) } : null;
  }

  private valueFor(index: number, cell: TextCell, labelEnd: number, spec: LabelSpec, unit: boolean): Found | null {
    const line = this.lines[index];
    if (!line) return null;
    // 1. In the same cell, after the label.
    const rest = cell.text.slice(labelEnd);
    const inCell = spec.read(rest, unit);
    if (inCell && onlyFillerBetween(rest.slice(0, inCell.index)))
      return { ...inCell, lineIndex: index, labelIndex: index, labelText: cell.text };
    if (/[A-Za-z]{3,}/.test(rest.replace(/\(.*?\)/g, '')) && !/^\s*[:–—=-]?\s*$/.test(rest) && rest.trim().length > 24) return null;
    // 2. In the next cell of the row (a table). It must be a value on its own, not another label.
    const next = this.rightOf(index, cell)[0];
    if (next) {
      const read = spec.read(next.cell.text, unit);
      if (read && (isValueOnly(next.cell.text) || read.index === 0))
        return { ...read, lineIndex: next.lineIndex, labelIndex: index, labelText: cell.text };
      // A neighbour that is not this label's value (another column's text): look below instead.
    }
    // 3. On the line below (stacked label and value), overlapping the label horizontally.
    for (const j of this.following(index, 1)) {
      const below = this.lines[j];
      const target = below?.cells.find((c) => overlaps(c, cell, 12));
      if (!below || !target) continue;
      const read = spec.read(target.text, unit) ?? this.withUnitBelow(j, target, spec, unit);
      if (read && (isValueOnly(target.text) || read.index === 0))
        return {
          ...read,
          confidence: lower(read.confidence, below.page !== line.page),
          lineIndex: j,
          labelIndex: index,
          label: cell.text,
          labelText: cell.text,
        };
    }
    // 4. Above it: a big figure over its caption.
    const j = this.preceding(index);
    const above = j === null ? undefined : this.lines[j];
    const target = above?.cells.find((c) => overlaps(c, cell, 12));
    if (j !== null && above && target && isValueOnly(target.text) && rest.trim() === '') {
      const read = spec.read(target.text, unit);
      if (read)
        return {
          ...read,
          confidence: lower(read.confidence, true),
          lineIndex: j,
          labelIndex: index,
          label: cell.text,
          labelText: cell.text,
        };
    }
    return null;
  }
}

function lower(confidence: Confidence, yes: boolean): Confidence {
  if (!yes) return confidence;
  return confidence === 'high' ? 'medium' : 'low';
}
