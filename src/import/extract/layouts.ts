import { type Block, type Fact, type Variant } from './fact';
import type { ImportField } from '../fields';
import { numberTokens } from '../numbers';

import type { TextCell, TextLine } from '../types';
import { L, LENDERS } from './labels';
import { DocReader, type LabelSpec } from './reader';
import { readMoney, readPayment, readPercent, readText, readYears, type ValueReader } from './values';

/**
 * How rows are found: sections and the system each is about, visual rows and their cells, tables whose
 * columns are options, and loan tables (one row per loan).
 */

// ---- sections ---------------------------------------------------------------------------------------

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const HEADING_WORDS =
  /^(?:option|package|proposal|system|financ|loan|cash|lease|ppa|payment|warrant|equipment|pricing|price|your|solar|battery|storage|incentive|savings|summary|cost)/i;

function isHeading(line: TextLine, bodySize: number): boolean {
  if (line.furniture || line.cells.length !== 1 || line.text.length > 70 || line.text.endsWith(':')) return false;
  const numbers = numberTokens(line.text).filter(
    (t) =>
      !/^(?:option|#|plan|package|loan)\s*$/i.test(
        line.text
          .slice(Math.max(0, t.index - 8), t.index)
          .trim()
          .split(/\s+/)
          .pop() ?? '',
      ),
  );
  if (numbers.some((t) => t.currency || t.unit !== '')) return false;
  const words = line.text.split(/\s+/).length;
  return (line.size >= bodySize * 1.15 && words <= 10) || (HEADING_WORDS.test(line.text) && words <= 6 && numbers.length === 0);
}

/** For each line: the system variant its section is about (a "Solar + battery" heading), or null. */
export function variantsOf(lines: readonly TextLine[]): (Variant | null)[] {
  const bodySize = median(lines.map((l) => l.size));
  const out: (Variant | null)[] = [];
  let current: Variant | null = null;
  let level = 0;
  // "Option 1" / "Option 2" sections without the words: the one that mentions a battery is the battery one.
  const optionStarts = lines
    .map((l, i) => (isHeading(l, bodySize) && /^(?:option|package|proposal)\s*[\w\d]{1,2}\b/i.test(l.text) ? i : -1))
    .filter((i) => i >= 0);
  const optionVariant = new Map<number, Variant>();
  if (optionStarts.length >= 2) {
    optionStarts.forEach((start, k) => {
      const end = optionStarts[k + 1] ?? lines.length;
      const text = lines
        .slice(start, end)
        .map((l) => l.text)
        .join(' ');
      optionVariant.set(start, L.withBattery.test(text) || /batter(?:y|ies)|powerwall|storage/i.test(text) ? 'battery' : 'solar');
    });
  }
  lines.forEach((line, i) => {
    if (isHeading(line, bodySize)) {
      const explicit: Variant | null = L.withBattery.test(line.text)
        ? 'battery'
        : L.solarOnly.test(line.text)
          ? 'solar'
          : (optionVariant.get(i) ?? null);
      if (explicit) {
        current = explicit;
        level = line.size;
      } else if (current && line.size >= level - 0.01) current = null;
    }
    out.push(current);
  });
  return out;
}

export const variantOfLabel = (text: string): Variant | null =>
  L.withBattery.test(text) ? 'battery' : L.solarOnly.test(text) ? 'solar' : null;

// ---- tables whose columns are options ("Solar only | Solar + battery", "Cash | Loan") -----------------

export interface ColumnFact extends Fact {
  readonly column: string;
  readonly variant: Variant | null;
  /** The way to pay the column is about ("Cash | Loan" tables), or null. */
  readonly payment: 'cash' | 'loan' | 'lease' | 'ppa' | null;
  /** The line of the column heads (it names the option). */
  readonly headIndex: number;
  /** The line of the row's label ("Cash price"). */
  readonly rowLabelIndex: number;
}

const paymentOfLabel = (text: string): ColumnFact['payment'] =>
  L.leaseWord.test(text)
    ? 'lease'
    : L.ppaWord.test(text)
      ? 'ppa'
      : L.loanWord.test(text) || LENDERS.test(text)
        ? 'loan'
        : L.cash.test(text)
          ? 'cash'
          : null;

const COLUMN_HEAD =
  /^(?:solar[\s-]*only|solar\s*(?:\+|&|and|with|plus)\s*(?:a\s+)?(?:battery|storage|powerwall)|with\s+(?:a\s+)?(?:battery|storage)|without\s+(?:a\s+)?battery|option\s*[\w\d]{1,2}|cash|loan|lease|ppa|package\s*[\w\d]{1,2})\b/i;

/**
 * The lines of line `index`'s visual row. With `across`, also those in the neighbouring column: a table's
 * labels may sit left of a gutter the layout found and its figures right of it (issue 25's printouts).
 */
function rowOf(lines: readonly TextLine[], index: number, across = false): number[] {
  const line = lines[index];
  if (!line) return [];
  const out: number[] = [];
  for (let i = Math.max(0, index - 40); i < Math.min(lines.length, index + 40); i++) {
    const other = lines[i];
    if (
      other &&
      other.page === line.page &&
      (other.column === line.column || (across && Math.abs(other.column - line.column) === 1)) &&
      Math.abs(other.y - line.y) <= 0.4 * Math.min(other.size, line.size)
    )
      out.push(i);
  }
  return out;
}

/** The cells of one visual row's lines, left to right. */
function cellsOf(lines: readonly TextLine[], row: readonly number[]): TextCell[] {
  return row.flatMap((j) => lines[j]?.cells ?? []).sort((a, b) => a.x0 - b.x0);
}

/**
 * The visual rows from line `from` on, each once (at its first line): its line indexes and its cells, left to
 * right. With `page`, they stop where that page ends; with `across`, rows reach into the neighbouring column.
 */
function* rowsFrom(
  lines: readonly TextLine[],
  from: number,
  page?: number,
  across = false,
): Generator<{ readonly index: number; readonly row: number[]; readonly cells: TextCell[] }> {
  for (let index = from; index < lines.length; index++) {
    if (page !== undefined && (lines[index]?.page ?? 0) > page) return;
    const row = rowOf(lines, index, across);
    // Once per row, at its first line (across columns: its first from `from` on, as its label in the
    // column before was read before the heads).
    if ((across ? row.find((j) => j >= from) : row[0]) === index) yield { index, row, cells: cellsOf(lines, row) };
  }
}

/** The cell printed under a column head: of those overlapping it (24 pt slack), the one centred nearest it. */
function cellUnder(head: TextCell, cells: readonly TextCell[]): TextCell | undefined {
  const centre = (head.x0 + head.x1) / 2;
  return cells
    .filter((c) => c.x0 - 24 < head.x1 && head.x0 - 24 < c.x1)
    .sort((a, b) => Math.abs((a.x0 + a.x1) / 2 - centre) - Math.abs((b.x0 + b.x1) / 2 - centre))[0];
}

export function columnTables(
  reader: DocReader,
  specs: readonly { field: ImportField; spec: LabelSpec }[],
): { facts: ColumnFact[]; consumed: Set<number> } {
  const lines = reader.lines;
  const facts: ColumnFact[] = [];
  const consumed = new Set<number>();
  for (const { index: i, row, cells } of rowsFrom(lines, 0)) {
    const heads = cells.filter((c) => COLUMN_HEAD.test(c.text) && c.text.length <= 40 && !/\$|\d{3}/.test(c.text));
    if (heads.length < 2 || heads.length !== cells.length - (cells[0] && !COLUMN_HEAD.test(cells[0].text) ? 1 : 0)) continue;
    const line = lines[i];
    if (!line) continue;
    // The rows below until a row that is not a label with figures under the heads; the table may run
    // over the page break, its rows going on at the top of the next page without the heads repeated.
    let misses = 0;
    let page = line.page;
    for (const { index: k, row: r, cells: rowCells } of rowsFrom(lines, i + 1, line.page + 1, true)) {
      const here = lines[k];
      if (!here || here.furniture) continue;
      if (here.page !== page) {
        page = here.page;
        // On the next page, its first row must go on with the table, and new heads start another table.
        if (misses > 0 || rowCells.filter((c) => COLUMN_HEAD.test(c.text)).length >= 2) break;
        misses = 1;
      }
      if (misses >= 2) break;
      const labelCell = rowCells[0];
      if (!labelCell || rowCells.length < 2) {
        misses += 1;
        continue;
      }
      const matched = specs.find(({ spec }) => spec.label.test(labelCell.text) && !spec.exclude?.test(labelCell.text));
      if (!matched) continue;
      for (const head of heads) {
        const value = cellUnder(head, rowCells.slice(1));
        if (!value) continue;
        const read = matched.spec.read(value.text, true);
        const lineIndex = r.find((j) => lines[j]?.cells.includes(value)) ?? k;
        // A battery's own price is the battery's whichever column it is printed under.
        const variant = matched.field === 'battery_cost' ? null : variantOfLabel(head.text);
        if (read)
          facts.push({
            field: matched.field,
            value: read.value,
            confidence: read.confidence,
            lineIndex,
            label: `${labelCell.text} · ${head.text}`,
            column: head.text,
            variant,
            payment: paymentOfLabel(head.text),
            headIndex: row.find((j) => lines[j]?.cells.includes(head)) ?? i,
            rowLabelIndex: r.find((j) => lines[j]?.cells.includes(labelCell)) ?? k,
          });
      }
      r.forEach((j) => consumed.add(j));
    }
  }
  return { facts, consumed };
}

// ---- loan tables (one row per loan: "Lender | Term | APR | Monthly payment | After paydown") ----------

const LOAN_COLUMNS: readonly { field: ImportField; head: RegExp; read: ValueReader }[] = [
  { field: 'quoted_payment_after_paydown', head: L.afterPaydown, read: readPayment },
  { field: 'quoted_monthly_payment', head: /monthly|payment/i, read: readPayment },
  { field: 'interest_rate_percent', head: /\bAPR\b|\brate\b/i, read: readPercent },
  { field: 'loan_term_years', head: /\bterm\b|\byears\b|length/i, read: readYears },
  { field: 'loan_amount', head: L.loanAmount, read: readMoney },
  { field: 'quoted_total_paid', head: L.totalPaid, read: readMoney },
  { field: 'down_payment', head: L.downPayment, read: readMoney },
  { field: 'lender_name', head: /\blender\b|\bprovider\b|\bloan\b$/i, read: readText },
];

export function loanTables(reader: DocReader): { blocks: Block[]; consumed: Set<number> } {
  const lines = reader.lines;
  const blocks: Block[] = [];
  const consumed = new Set<number>();
  for (const { index: i, row, cells } of rowsFrom(lines, 0)) {
    if (cells.length < 3 || cells.some((c) => /\d/.test(c.text.replace(/\b(?:1|one)\b/gi, '')) && /\$|%/.test(c.text))) continue;
    const columns = cells.map((c) => ({ cell: c, column: LOAN_COLUMNS.find((col) => col.head.test(c.text)) ?? null }));
    const known = columns.filter((c) => c.column !== null);
    if (known.length < 3 || !known.some((c) => c.column?.field === 'interest_rate_percent')) continue;
    const line = lines[i];
    if (!line) continue;
    for (const { index: k, row: r, cells: rowCells } of rowsFrom(lines, i + 1, line.page)) {
      if (!rowCells.some((c) => /%/.test(c.text))) break;
      const facts: Fact[] = [];
      for (const { cell: head, column } of columns) {
        if (!column) continue;
        const value = cellUnder(head, rowCells);
        if (!value) continue;
        const read = column.read(value.text, true);
        const lineIndex = r.find((j) => lines[j]?.cells.includes(value)) ?? k;
        if (read) facts.push({ field: column.field, value: read.value, confidence: read.confidence, lineIndex, label: head.text });
      }
      const lenderCell = rowCells[0];
      if (!facts.some((f) => f.field === 'lender_name') && lenderCell && LENDERS.test(lenderCell.text)) {
        const lender = LENDERS.exec(lenderCell.text)?.[0];
        if (lender) facts.push({ field: 'lender_name', value: lender, confidence: 'high', lineIndex: k });
      }
      r.forEach((j) => consumed.add(j));
      if (facts.length > 0) blocks.push({ kind: 'loan', facts, start: k, end: k + 1 });
    }
    row.forEach((j) => consumed.add(j));
  }
  return { blocks, consumed };
}

// ---- monthly production tables (issue 25: the hourly bill model reads them) ---------------------------

const MONTH_NAMES =
  /^(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?$/i;
const MONTH_KEYS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** 0 for January … 11 for December, -1 when the cell is not a month's name. */
export function monthOf(text: string): number {
  const m = MONTH_NAMES.exec(text.trim());
  return m?.[1] ? MONTH_KEYS.indexOf(m[1].slice(0, 3).toLowerCase()) : -1;
}

/** A production column's or row's heading; never consumption, usage, the bill, savings or offset. */
const PRODUCTION_HEAD = /\b(?:production|generation|generated|produced|output)\b/i;
const NOT_PRODUCTION = /consum|usage|\buse\b|bill|saving|offset|cost|\$|%|export|import|grid|net\b/i;
const isProductionHead = (text: string) =>
  PRODUCTION_HEAD.test(text) && !NOT_PRODUCTION.test(text) && text.length <= 40 && !/\d{2}/.test(text);

/** A bare unit head ("kWh", "Energy (kWh)") is production's only under a monthly production title. */
const KWH_HEAD = /^(?:energy\s*)?\(?kwh\)?$/i;
const MONTHLY_TITLE = /\bmonthly\s+(?:solar\s+|energy\s+)?(?:production|generation)\b|\b(?:production|generation)\s+by\s+month\b/i;

/** The title cell of a monthly production table within 3 lines above line `index` (same page), if any. */
function titleAbove(lines: readonly TextLine[], index: number): TextCell | undefined {
  for (let j = index - 1; j >= Math.max(0, index - 3); j--) {
    const above = lines[j];
    if (!above || above.page !== lines[index]?.page) return undefined;
    const cell = above.cells.find((c) => MONTHLY_TITLE.test(c.text) && !/consum|usage|bill|saving/i.test(c.text));
    if (cell) return cell;
  }
  return undefined;
}

/** A table cell's kWh figure ("1,012", "1,012 kWh"), or null (money, percent, other units, no figure). */
function kwhOf(text: string): number | null {
  const tokens = numberTokens(text);
  const t = tokens[0];
  if (tokens.length !== 1 || !t || t.currency || (t.unit !== '' && t.unit !== 'kwh') || t.value < 0) return null;
  return t.value;
}

/** A proposal's monthly production table: 12 figures January first, each with the line it is printed on. */
export interface MonthlyTable {
  readonly kwh: readonly number[];
  readonly lineIndexes: readonly number[];
  /** The line of the production heading (a column's head, or the row's label) and its text. */
  readonly headIndex: number;
  readonly label: string;
  /** Every line of the table (no other reader takes a value from them). */
  readonly consumed: ReadonlySet<number>;
}

interface MonthFigure {
  readonly kwh: number;
  readonly lineIndex: number;
}

function complete(figures: ReadonlyMap<number, MonthFigure>): MonthFigure[] | null {
  const out = MONTH_KEYS.map((_, m) => figures.get(m));
  return out.every((f): f is MonthFigure => f !== undefined) ? out : null;
}

/**
 * The first monthly production table: month rows under a production column ("Month | Usage | Solar
 * production | Offset"), or month columns with a production row ("Month | Jan … Dec" / "Generation | …").
 * Only a table with all 12 months is read; a consumption column or row beside it is never taken.
 */
export function monthlyTable(reader: DocReader): MonthlyTable | null {
  const lines = reader.lines;
  for (const { index: i, row, cells } of rowsFrom(lines, 0)) {
    const line = lines[i];
    if (!line || line.furniture || cells.length < 2) continue;
    const consumed = new Set(row);
    const figures = new Map<number, MonthFigure>();
    const title = titleAbove(lines, i);
    const head =
      cells.find((c) => isProductionHead(c.text) && monthOf(c.text) < 0) ??
      (title === undefined ? undefined : cells.find((c) => KWH_HEAD.test(c.text)));
    const monthHeads = cells.filter((c) => monthOf(c.text) >= 0);
    let label: TextCell | undefined;
    let headIndex = i;
    if (head && monthHeads.length === 0) {
      // Month rows: the figure under the production head on each row that starts with a month.
      label = isProductionHead(head.text) ? head : title;
      if (label === title) headIndex = lines.findIndex((l) => l.cells.includes(title as TextCell));
      let misses = 0;
      for (const { index: k, row: r, cells: rowCells } of rowsFrom(lines, i + 1, line.page)) {
        if (lines[k]?.furniture) continue;
        const month = rowCells[0] ? monthOf(rowCells[0].text) : -1;
        const value = month >= 0 ? cellUnder(head, rowCells.slice(1)) : undefined;
        const kwh = value ? kwhOf(value.text) : null;
        if (month < 0 || kwh === null || figures.has(month)) {
          if (figures.size > 0 || ++misses >= 2) break;
          continue;
        }
        figures.set(month, { kwh, lineIndex: r.find((j) => lines[j]?.cells.includes(value as TextCell)) ?? k });
        r.forEach((j) => consumed.add(j));
      }
    } else if (monthHeads.length >= 6) {
      // Month columns: the row below whose label names production, a figure under each month.
      let rows = 0;
      for (const { index: k, row: r, cells: rowCells } of rowsFrom(lines, i + 1, line.page)) {
        if (lines[k]?.furniture) continue;
        if (++rows > 8) break;
        const first = rowCells[0];
        r.forEach((j) => consumed.add(j));
        if (!first || !isProductionHead(first.text)) continue;
        label = first;
        headIndex = r.find((j) => lines[j]?.cells.includes(first)) ?? k;
        for (const monthHead of monthHeads) {
          const value = cellUnder(monthHead, rowCells.slice(1));
          const kwh = value ? kwhOf(value.text) : null;
          if (value && kwh !== null)
            figures.set(monthOf(monthHead.text), { kwh, lineIndex: r.find((j) => lines[j]?.cells.includes(value)) ?? k });
        }
        break;
      }
    }
    const months = complete(figures);
    if (label && months)
      return { kwh: months.map((f) => f.kwh), lineIndexes: months.map((f) => f.lineIndex), headIndex, label: label.text, consumed };
  }
  return null;
}
