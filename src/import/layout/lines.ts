import type { TextCell, TextDocument, TextLine } from '../types';

/**
 * Rebuilds lines from a PDF's positioned text runs (pdf.js `getTextContent` items): runs on one
 * baseline form a row; wide gaps split a row into cells (table columns, label and value); a page whose
 * rows share an empty vertical gutter is read as two columns, left first; running headers and footers
 * are marked so they never interrupt a label and its value across a page break. Pure; no DOM.
 */

/** One positioned run of text, in PDF points, origin bottom-left (as pdf.js reports it). */
export interface TextRun {
  readonly str: string;
  readonly x: number;
  /** Baseline. */
  readonly y: number;
  readonly width: number;
  /** Font size. */
  readonly size: number;
}

export interface PageText {
  readonly width: number;
  readonly height: number;
  readonly runs: readonly TextRun[];
}

interface Row {
  y: number;
  size: number;
  runs: TextRun[];
}

interface RowCells {
  readonly y: number;
  readonly size: number;
  readonly cells: TextCell[];
}

// A gap wider than this many font sizes ends a cell: word spaces are ~0.25 em, table gaps several em.
const CELL_GAP_EM = 1.2;
// A gap wider than this inserts a space between runs (runs often split inside a word for kerning).
const SPACE_GAP_EM = 0.12;

/** A currency sign on its own: web pages print it small and raised before a big figure. */
const SIGN = /^\s*(?:\$|US\$|€|£)\s*$/;

/**
 * A raised currency sign ("$" in small type, set higher than the figure after it) is moved onto the
 * figure's baseline, so "$" and "38,400" read as one value instead of two lines (issue 25: values split
 * over two text items).
 */
function lowerRaisedSigns(runs: readonly TextRun[]): TextRun[] {
  return runs.map((run) => {
    if (!SIGN.test(run.str)) return run;
    const end = run.x + run.width;
    const figure = runs.find(
      (r) =>
        r !== run &&
        /^\s*\d/.test(r.str) &&
        r.size > run.size &&
        r.x >= end - 1 &&
        r.x - end <= 0.5 * r.size &&
        run.y >= r.y &&
        run.y - r.y <= 0.8 * r.size,
    );
    return figure ? { ...run, y: figure.y } : run;
  });
}

function groupRows(runs: readonly TextRun[]): Row[] {
  const sorted = lowerRaisedSigns(runs)
    .filter((r) => r.str.trim() !== '' && r.size > 0)
    .sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: Row[] = [];
  for (const run of sorted) {
    // Same row when the baselines are within 40% of the smaller font size (sub/superscripts join it).
    const row = rows.find((r) => Math.abs(r.y - run.y) <= 0.4 * Math.min(r.size, run.size));
    if (row) {
      row.runs.push(run);
      row.size = Math.max(row.size, run.size);
    } else rows.push({ y: run.y, size: run.size, runs: [run] });
  }
  rows.sort((a, b) => b.y - a.y);
  return rows;
}

function cellsOf(row: Row): TextCell[] {
  const runs = [...row.runs].sort((a, b) => a.x - b.x);
  const cells: TextCell[] = [];
  let text = '';
  let x0 = 0;
  let x1 = 0;
  for (const run of runs) {
    const gap = run.x - x1;
    if (text !== '' && gap > CELL_GAP_EM * row.size) {
      cells.push({ text: clean(text), x0, x1 });
      text = '';
    }
    if (text === '') {
      text = run.str;
      x0 = run.x;
    } else {
      const needsSpace = gap > SPACE_GAP_EM * run.size && !/\s$/.test(text) && !/^\s/.test(run.str);
      text += (needsSpace ? ' ' : '') + run.str;
    }
    x1 = Math.max(x1, run.x + run.width);
  }
  if (text !== '') cells.push({ text: clean(text), x0, x1 });
  return cells.filter((c) => c.text !== '');
}

function clean(text: string): string {
  // Non-breaking and other odd spaces become plain spaces; runs of spaces collapse.
  return text
    .replace(/[\u00a0\u2000-\u200b\u202f\u205f\u3000]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const UNIT_WORDS = /\b(?:kwh|kw|mwh|watts?|years?|yrs?|months?|panels?|modules?|units?|per|dc|ac)\b/gi;
/** A cell with words in it (not just a figure and its unit): what a column of text is made of. */
const hasWords = (text: string) => /[A-Za-z]{4,}/.test(text.replace(UNIT_WORDS, ''));

const crosses = (r: RowCells, x: number) => r.cells.some((c) => c.x0 < x && c.x1 > x);

/**
 * The x of an empty vertical gutter between `lo` and `hi` that splits the band's rows into columns of
 * text, or null. A few rows may cross it (a title, a note under both columns): they are read as
 * full-width lines. A table (labels left, figures right) is not two columns: the right side must hold
 * words on ≥ 3 rows.
 */
function findGutter(band: readonly RowCells[], lo: number, hi: number): number | null {
  if (band.length < 4) return null;
  const width = hi - lo;
  let best: { x: number; score: number } | null = null;
  for (let x = lo + width * 0.3; x <= lo + width * 0.7; x += 2) {
    const crossing = band.filter((r) => crosses(r, x)).length;
    if (crossing > band.length * 0.2) continue;
    const left = band.filter((r) => !crosses(r, x) && r.cells.some((c) => c.x1 <= x && hasWords(c.text))).length;
    const right = band.filter((r) => !crosses(r, x) && r.cells.some((c) => c.x0 >= x && hasWords(c.text))).length;
    if (left < 3 || right < 3) continue;
    const score = Math.min(left, right) * 10 - crossing;
    if (!best || score > best.score) best = { x, score };
  }
  if (!best) return null;
  // Centre the gutter in its stretch of equally good positions.
  const rowsCrossing = (x: number) => band.filter((r) => crosses(r, x)).length;
  const at = rowsCrossing(best.x);
  let left = best.x;
  let right = best.x;
  while (left - 2 >= lo + width * 0.2 && rowsCrossing(left - 2) <= at) left -= 2;
  while (right + 2 <= lo + width * 0.8 && rowsCrossing(right + 2) <= at) right += 2;
  return (left + right) / 2;
}

interface Fragment {
  readonly cells: TextCell[];
  readonly size: number;
  readonly column: number;
  readonly y: number;
}

/**
 * Reads a band column by column: split at a gutter, each side read whole (and split again, for three
 * cards side by side, "Cash | Loan | Lease"), rows crossing the gutter read full width where they stand.
 */
function arrange(
  band: readonly RowCells[],
  lo: number,
  hi: number,
  depth: number,
  column: number,
  next: { column: number },
  out: Fragment[],
): void {
  const gutter = depth < 3 ? findGutter(band, lo, hi) : null;
  if (gutter === null) {
    for (const r of band) out.push({ cells: r.cells, size: r.size, column, y: r.y });
    return;
  }
  let stretch: RowCells[] = [];
  const emit = () => {
    if (stretch.length === 0) return;
    const side = (keep: (c: TextCell) => boolean) =>
      stretch.map((r) => ({ ...r, cells: r.cells.filter(keep) })).filter((r) => r.cells.length > 0);
    arrange(
      side((c) => c.x1 <= gutter),
      lo,
      gutter,
      depth + 1,
      next.column++,
      next,
      out,
    );
    arrange(
      side((c) => c.x0 >= gutter),
      gutter,
      hi,
      depth + 1,
      next.column++,
      next,
      out,
    );
    stretch = [];
  };
  for (const r of band) {
    if (crosses(r, gutter)) {
      emit();
      out.push({ cells: r.cells, size: r.size, column, y: r.y });
    } else stretch.push(r);
  }
  emit();
}

/** Orders a page's rows into reading-order line fragments (column-aware). */
function pageLines(rows: readonly RowCells[], width: number): Fragment[] {
  const out: Fragment[] = [];
  const next = { column: 1 };
  // Bands: stretches of rows between full-width rows that span the middle (headings, banners). Each band
  // is tested for columns on its own, so a full-width title above two columns still reads in order.
  let band: RowCells[] = [];
  for (const row of rows) {
    const spans = row.cells.some((c) => c.x0 < width * 0.3 && c.x1 > width * 0.7);
    if (spans) {
      arrange(band, 0, width, 0, 0, next, out);
      band = [];
      out.push({ cells: row.cells, size: row.size, column: 0, y: row.y });
    } else band.push(row);
  }
  arrange(band, 0, width, 0, 0, next, out);
  return out;
}

/** The shape of a line with digits masked, to recognise "Page 3 of 20" and repeated footers. */
const shape = (text: string) => text.toLowerCase().replace(/\d+/g, '#');
const PAGE_NUMBER = /^page\s*#|^#\s*(?:of|\/)\s*#$/;
/** A bare number is a page number only at the top or bottom of the page: elsewhere it is a value ("26" under "Number of panels"). */
const BARE_NUMBER = /^#$/;

/**
 * Text of a web page's interface, which printouts of marketplace pages carry: buttons and links beside the
 * figures ("Contact installer", "Show more details"), navigation and cookie bars, and banners. A short
 * phrase led by a verb of the interface, without a figure, is a control, not a label or a value (issue 25).
 */
export const INTERFACE_TEXT =
  /^(?:contact|message|call|email|select|choose|apply|learn|view|show|see|read|download|print|share|save|book|schedule|request|get|start|compare|back|sign|log|chat|ask|hide|expand|collapse|accept|reject|manage|edit|change|close|open|next|previous|continue|submit|upload|visit)\b[^\d$%:]{0,30}$/i;
/** Navigation and legal links in a row ("Home  Compare quotes  Messages  Account  Sign out", "Cookie settings  Privacy  Terms"). */
const NAVIGATION =
  /\b(?:sign\s+(?:out|in)|log\s+(?:out|in)|my\s+account|cookie|privacy(?:\s+policy)?|terms\s+of\s+(?:use|service)|help\s+center)\b/i;
/**
 * Marketing lines: a banner or an advert of the tax credit ("The 30 % solar tax credit expires …"). Their
 * figures are no values of this quote.
 */
export const MARKETING_TEXT =
  /\b(?:expires?|expiring|lock\s+in|limited\s+time|act\s+now|don'?t\s+miss|hurry|sign\s+up|as\s+low\s+as|book\s+(?:a|your)|while\s+it\s+lasts|before\s+it'?s\s+gone)\b|!\s*$/i;

/** True when a line is interface text, navigation or marketing: never a value's source. */
export function isInterfaceLine(text: string, cells: readonly { readonly text: string }[]): boolean {
  if (cells.length > 0 && cells.every((c) => INTERFACE_TEXT.test(c.text.trim()))) return true;
  if (NAVIGATION.test(text) && !/[$%]|\d{2}/.test(text)) return true;
  return cells.length === 1 && MARKETING_TEXT.test(text) && !/:\s*[$\d]/.test(text);
}

/** Turns pages of positioned runs into the document's lines in reading order. */
export function buildDocument(pages: readonly PageText[]): TextDocument {
  const perPage = pages.map((page) => {
    const rows = groupRows(page.runs)
      .map((r) => ({ y: r.y, size: r.size, cells: cellsOf(r) }))
      .filter((r) => r.cells.length > 0);
    return { page, fragments: pageLines(rows, page.width) };
  });
  // Furniture: a line shape near the top or bottom of ≥ half the pages (2 at least), or a page number.
  const edgeCounts = new Map<string, number>();
  for (const { page, fragments } of perPage) {
    const seen = new Set<string>();
    for (const f of fragments) {
      if (f.y > page.height * 0.12 && f.y < page.height * 0.9) continue;
      seen.add(shape(f.cells.map((c) => c.text).join('  ')));
    }
    for (const s of seen) edgeCounts.set(s, (edgeCounts.get(s) ?? 0) + 1);
  }
  const repeatAt = pages.length < 2 ? Infinity : Math.max(2, Math.ceil(pages.length / 2));
  const lines: TextLine[] = [];
  perPage.forEach(({ page, fragments }, index) => {
    fragments.forEach((f, i) => {
      const text = f.cells.map((c) => c.text).join('  ');
      const s = shape(text);
      const atEdge = f.y <= page.height * 0.12 || f.y >= page.height * 0.9;
      const furniture =
        PAGE_NUMBER.test(s) || (atEdge && (BARE_NUMBER.test(s) || (edgeCounts.get(s) ?? 0) >= repeatAt)) || isInterfaceLine(text, f.cells);
      lines.push({ page: index + 1, line: i + 1, text, cells: f.cells, size: f.size, y: f.y, column: f.column, furniture });
    });
  });
  return { pageCount: pages.length, lines };
}
