import type { ImportField } from '../fields';
import { formatMoney, numberAppearsIn, numberTokens } from '../numbers';
import { isTraced } from '../provenance';
import type { Confidence, Proposal, QuoteImport, SourceRef, TextCell, TextDocument, TextLine } from '../types';
import {
  BATTERY_BRAND,
  BRANDS,
  INVERTER_BRAND,
  INVERTER_TYPE_EVIDENCE,
  MONITORING_BRAND,
  PANEL_BRAND,
  readEquipment,
  roleOf,
  type Role,
} from './equipment';
import { L, LENDERS } from './labels';
import { DocReader, type Found, type LabelSpec } from './reader';
import {
  readAmount,
  readCount,
  readKw,
  readKwh,
  readMoney,
  readMonths,
  readPayment,
  readPercent,
  readRate,
  readText,
  readWatts,
  readYears,
  type ValueReader,
} from './values';

/**
 * Reads a proposal's text into the quote fields it states, grouped into the options it offers:
 * the system (solar only / with battery) × the way to pay (cash, each loan, lease, PPA). Pure: the
 * same text gives the same result, and every value passes `isTraced` (it appears on its source line).
 */

type Variant = 'solar' | 'battery';

interface Fact {
  readonly field: ImportField;
  readonly value: string;
  readonly confidence: Confidence;
  readonly lineIndex: number;
  readonly label?: string;
  readonly parts?: Proposal['parts'];
}

interface Payment {
  readonly kind: 'cash' | 'loan' | 'lease' | 'ppa';
  readonly label: string;
  readonly variant: Variant | null;
  readonly facts: readonly Fact[];
}

const fact = (field: ImportField, f: Pick<Found, 'value' | 'confidence' | 'lineIndex'> & { label?: string | undefined }): Fact => ({
  field,
  value: f.value,
  confidence: f.confidence,
  lineIndex: f.lineIndex,
  ...(f.label === undefined ? {} : { label: f.label }),
});

const rank: Readonly<Record<Confidence, number>> = { high: 0, medium: 1, low: 2 };
const best = <T extends { confidence: Confidence; lineIndex: number }>(list: readonly T[]): T | undefined =>
  [...list].sort((a, b) => rank[a.confidence] - rank[b.confidence] || a.lineIndex - b.lineIndex)[0];

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
function variantsOf(lines: readonly TextLine[]): (Variant | null)[] {
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

const variantOfLabel = (text: string): Variant | null => (L.withBattery.test(text) ? 'battery' : L.solarOnly.test(text) ? 'solar' : null);

// ---- tables whose columns are options ("Solar only | Solar + battery", "Cash | Loan") -----------------

interface ColumnFact extends Fact {
  readonly column: string;
  readonly variant: Variant | null;
  /** The way to pay the column is about ("Cash | Loan" tables), or null. */
  readonly payment: 'cash' | 'loan' | 'lease' | 'ppa' | null;
  /** The line of the column heads (it names the option). */
  readonly headIndex: number;
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

function rowOf(lines: readonly TextLine[], index: number): number[] {
  const line = lines[index];
  if (!line) return [];
  const out: number[] = [];
  for (let i = Math.max(0, index - 40); i < Math.min(lines.length, index + 40); i++) {
    const other = lines[i];
    if (
      other &&
      other.page === line.page &&
      other.column === line.column &&
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
 * right. With `page`, they stop where that page ends.
 */
function* rowsFrom(
  lines: readonly TextLine[],
  from: number,
  page?: number,
): Generator<{ readonly index: number; readonly row: number[]; readonly cells: TextCell[] }> {
  for (let index = from; index < lines.length; index++) {
    if (page !== undefined && lines[index]?.page !== page) return;
    const row = rowOf(lines, index);
    if (row[0] === index) yield { index, row, cells: cellsOf(lines, row) };
  }
}

/** The cell printed under a column head: of those overlapping it (24 pt slack), the one centred nearest it. */
function cellUnder(head: TextCell, cells: readonly TextCell[]): TextCell | undefined {
  const centre = (head.x0 + head.x1) / 2;
  return cells
    .filter((c) => c.x0 - 24 < head.x1 && head.x0 - 24 < c.x1)
    .sort((a, b) => Math.abs((a.x0 + a.x1) / 2 - centre) - Math.abs((b.x0 + b.x1) / 2 - centre))[0];
}

function columnTables(
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
    // The rows below, on the same page, until a row that is not a label with figures under the heads.
    let misses = 0;
    for (const { index: k, row: r, cells: rowCells } of rowsFrom(lines, i + 1, line.page)) {
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
          });
      }
      r.forEach((j) => consumed.add(j));
    }
  }
  return { facts, consumed };
}

// ---- loan tables (one row per loan: "Lender | Term | APR | Monthly payment | After paydown") ----------

interface Block {
  readonly kind: 'loan' | 'lease' | 'ppa';
  /** The price printed for this way to pay (a "Loan" column's system price), when it differs from cash. */
  price?: Fact;
  readonly facts: Fact[];
  readonly start: number;
  end: number;
}

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

function loanTables(reader: DocReader): { blocks: Block[]; consumed: Set<number> } {
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

// ---- the whole document -------------------------------------------------------------------------------

/** Reads the document into options of proposed values. */
export function extractQuote(doc: TextDocument): QuoteImport {
  const reader = new DocReader(doc);
  const lines = reader.lines;
  const variantAt = variantsOf(lines);
  const notes: string[] = [];
  const common: Fact[] = [];
  const add = (list: Fact[], field: ImportField, f: Found | null | undefined) => {
    if (f) list.push(fact(field, f));
  };

  // Installer.
  add(common, 'company_name', companyName(reader));

  // System.
  add(common, 'system_size_kw', reader.find({ label: L.systemSize, read: readKw, unitInLabel: /\(kw/i }));
  add(
    common,
    'year1_production_kwh',
    reader.find({ label: L.production, exclude: L.productionExclude, read: readKwh, unitInLabel: /kwh/i }),
  );

  // Equipment.
  const battery = equipment(reader, 'battery', []);
  equipment(reader, 'panel', common);
  equipment(reader, 'inverter', common);
  add(
    common,
    'panel_count',
    hasField(common, 'panel_count') ? null : reader.find({ label: L.panelCount, read: readCount, unitInLabel: true }),
  );
  add(
    common,
    'panel_wattage',
    hasField(common, 'panel_wattage') ? null : reader.find({ label: L.panelWatts, read: readWatts, unitInLabel: true }),
  );
  add(
    common,
    'inverter_count',
    hasField(common, 'inverter_count') ? null : reader.find({ label: L.inverterCount, read: readCount, unitInLabel: true }),
  );
  monitoring(reader, common);

  // Warranties.
  warranties(reader, common);

  // Battery facts go to the battery option only.
  const batteryFacts: Fact[] = [];
  add(
    batteryFacts,
    'battery_count',
    hasField(battery, 'battery_count') ? null : reader.find({ label: L.batteryCount, read: readCount, unitInLabel: true }),
  );
  add(batteryFacts, 'battery_capacity_kwh', reader.find({ label: L.batteryCapacity, read: readKwh, unitInLabel: /kwh/i }));
  for (const f of battery)
    if (!(f.field === 'battery_capacity_kwh' && hasField(batteryFacts, 'battery_capacity_kwh'))) batteryFacts.push(f);
  const batteryWarranty = common.findIndex((f) => f.field === 'battery_warranty');
  if (batteryWarranty >= 0) batteryFacts.push(...common.splice(batteryWarranty, 1));

  // Prices and incentives, plain and in option tables.
  const priceSpecs: { field: ImportField; spec: LabelSpec }[] = [
    { field: 'battery_cost', spec: { label: L.batteryPrice, exclude: L.batteryPriceExclude, read: readMoney, unitInLabel: true } },
    { field: 'solar_system_cost', spec: { label: L.price, exclude: L.priceExclude, read: readMoney, unitInLabel: true } },
    { field: 'solar_incentives', spec: { label: L.totalIncentives, read: readAmount, unitInLabel: true } },
    { field: 'federal_credit_amount', spec: { label: L.federal, exclude: L.federalExclude, read: readAmount, unitInLabel: true } },
    { field: 'battery_incentives', spec: { label: L.rebate, exclude: L.rebateExclude, read: readAmount, unitInLabel: true } },
  ];
  const loanRowSpecs = LOAN_SPECS.map(([field, spec]) => ({ field, spec }));
  const table = columnTables(reader, [...priceSpecs, ...loanRowSpecs]);
  const loanTable = loanTables(reader);
  const consumed = new Set([...table.consumed, ...loanTable.consumed]);
  interface Priced extends Fact {
    readonly variant: Variant | null;
    readonly labelIndex: number;
    readonly labelText: string;
    readonly column: string | null;
  }
  const priced: Priced[] = [];
  for (const { field, spec } of priceSpecs) {
    for (const f of reader.findAll(spec)) {
      if (consumed.has(f.labelIndex) || consumed.has(f.lineIndex)) continue;
      priced.push({
        ...fact(field, f),
        variant: variantOfLabel(f.labelText) ?? variantAt[f.labelIndex] ?? null,
        labelIndex: f.labelIndex,
        labelText: f.labelText,
        column: null,
      });
    }
  }
  // Option tables: prices under a system's column are that system's; figures under a "Loan" column make
  // that loan (its price is the financed price, the cash column's the cash price).
  const columnBlocks = new Map<string, Block>();
  const loanFields = new Set<ImportField>(LOAN_SPECS.map(([field]) => field));
  for (const f of table.facts) {
    const financed = f.payment !== null && f.payment !== 'cash';
    if (!financed && !loanFields.has(f.field)) {
      priced.push({ ...f, labelIndex: f.headIndex, labelText: f.label ?? '', column: f.column });
      continue;
    }
    if (!financed) continue;
    const kind = f.payment === 'lease' || f.payment === 'ppa' ? f.payment : 'loan';
    const block = columnBlocks.get(f.column) ?? { kind, facts: [], start: f.lineIndex, end: f.lineIndex };
    columnBlocks.set(f.column, block);
    block.end = Math.max(block.end, f.lineIndex);
    if (f.field === 'solar_system_cost') block.price = f;
    else if (!block.facts.some((g) => g.field === f.field)) block.facts.push(f);
  }
  for (const [column, block] of columnBlocks) {
    const lender = LENDERS.exec(column);
    if (lender && !block.facts.some((f) => f.field === 'lender_name'))
      block.facts.push({ field: 'lender_name', value: lender[0], confidence: 'high', lineIndex: block.start });
  }

  // Payments: loans (labelled or in a table), leases and PPAs.
  const blocks = [...columnBlocks.values(), ...loanTable.blocks, ...loanBlocks(reader, consumed), ...leaseBlocks(reader)];
  for (const block of blocks) addPaydown(lines, block);

  // Which systems the document offers.
  const prices = priced.filter((p) => p.field === 'solar_system_cost');
  const batteryPrices = priced.filter((p) => p.field === 'battery_cost');
  const hasBattery = batteryFacts.length > 0 || batteryPrices.length > 0 || prices.some((p) => p.variant === 'battery');
  const split =
    hasBattery && prices.some((p) => p.variant === 'solar') && (prices.some((p) => p.variant === 'battery') || batteryPrices.length > 0);
  const variants: Variant[] = split ? ['solar', 'battery'] : [hasBattery ? 'battery' : 'solar'];

  const options: { label: string; facts: Fact[] }[] = [];
  for (const variant of variants) {
    const mine = <T extends { variant: Variant | null }>(list: readonly T[]) =>
      list.filter((p) => p.variant === variant || p.variant === null || (!split && p.variant !== null));
    const systemFacts: Fact[] = [];
    const solarLabelled = (p: Priced) => /\bsolar\b/i.test(p.labelText) && !L.withBattery.test(p.labelText);
    const myPrices = mine(prices);
    const cashPrice = best(myPrices.filter((p) => L.cash.test(p.labelText)));
    const mainPrice = cashPrice ?? best(myPrices.filter((p) => p.variant === variant)) ?? best(myPrices);
    const batteryPrice = variant === 'battery' ? best(mine(batteryPrices)) : undefined;
    if (variant === 'battery') {
      systemFacts.push(...batteryFacts);
      const evidence = batteryFacts.find((f) => f.field === 'battery_brand') ?? batteryFacts[0] ?? batteryPrice ?? mainPrice;
      if (evidence) systemFacts.push({ field: 'battery_included', value: 'true', confidence: 'high', lineIndex: evidence.lineIndex });
      // A price that with the battery's price makes the printed total with the battery is the solar part.
      const withBatteryTotal = prices.filter((p) => p.variant === 'battery' && p !== mainPrice);
      const addsUp = (p: Priced) =>
        batteryPrice !== undefined &&
        withBatteryTotal.some((t) => Math.abs(Number(p.value) + Number(batteryPrice.value) - Number(t.value)) < 0.5);
      const solarOnly = best(prices.filter((p) => p.variant === 'solar' || solarLabelled(p) || addsUp(p)));
      if (batteryPrice) systemFacts.push(batteryPrice);
      if (solarOnly && (batteryPrice || !mainPrice || mainPrice === solarOnly))
        systemFacts.push({ ...solarOnly, field: 'solar_system_cost' });
      else if (mainPrice && batteryPrice && !solarLabelled(mainPrice)) {
        // Only the total with the battery and the battery's own price are printed: the solar part is their difference.
        const total = Number(mainPrice.value);
        const part = Number(batteryPrice.value);
        if (total > part) {
          systemFacts.push({
            field: 'solar_system_cost',
            value: formatMoney(total - part),
            confidence: 'medium',
            lineIndex: mainPrice.lineIndex,
            parts: [
              { ...ref(lines, mainPrice.lineIndex), amount: mainPrice.value },
              { ...ref(lines, batteryPrice.lineIndex), amount: `-${batteryPrice.value}` },
            ],
          });
          notes.push('The solar system cost is the printed total less the printed battery price.');
        }
      } else if (mainPrice) {
        systemFacts.push(mainPrice);
        if (!batteryPrice)
          notes.push('The document prints one price for solar and battery together; it is proposed as the solar system cost.');
      }
    } else {
      if (split) {
        const line = lines.findIndex((l, i) => L.solarOnly.test(l.text) && variantAt[i] !== 'battery');
        if (line >= 0) systemFacts.push({ field: 'battery_included', value: 'false', confidence: 'high', lineIndex: line });
      }
      const solarPrice = split ? (best(prices.filter((p) => p.variant === 'solar')) ?? mainPrice) : mainPrice;
      if (solarPrice) systemFacts.push({ ...solarPrice, field: 'solar_system_cost' });
    }
    // Incentives, each as printed; their sum when no total is printed.
    const federal = best(
      mine(priced.filter((p) => p.field === 'federal_credit_amount' && p.variant === variant)).concat(
        mine(priced.filter((p) => p.field === 'federal_credit_amount')),
      ),
    );
    if (federal) systemFacts.push(federal);
    const rebates = mine(priced.filter((p) => p.field === 'battery_incentives'));
    const batteryRebates = rebates.filter((p) => /batter|storage|sgip/i.test(p.labelText));
    const solarRebates = dedupe(rebates.filter((p) => !batteryRebates.includes(p)));
    const total = best(mine(priced.filter((p) => p.field === 'solar_incentives')));
    if (total) systemFacts.push(total);
    else {
      const parts = [...(federal ? [federal] : []), ...solarRebates];
      const single = parts.length === 1 ? parts[0] : undefined;
      if (single) systemFacts.push({ ...single, field: 'solar_incentives' });
      else if (parts.length > 1) {
        const sum = parts.reduce((s, p) => s + Number(p.value), 0);
        const first = parts[0];
        if (first)
          systemFacts.push({
            field: 'solar_incentives',
            value: formatMoney(sum),
            confidence: 'medium',
            lineIndex: first.lineIndex,
            parts: parts.map((p) => ({ ...ref(lines, p.lineIndex), amount: p.value })),
          });
      }
    }
    if (variant === 'battery' && batteryRebates.length === 1 && batteryRebates[0])
      systemFacts.push({ ...batteryRebates[0], field: 'battery_incentives' });

    // The ways to pay for this system.
    const payments: Payment[] = [];
    if (myPrices.length > 0 || blocks.length === 0) {
      const cashFacts: Fact[] = [];
      if (cashPrice) cashFacts.push({ field: 'payment_method', value: 'cash', confidence: 'high', lineIndex: cashPrice.labelIndex });
      payments.push({ kind: 'cash', label: 'Cash purchase', variant, facts: cashFacts });
    }
    for (const block of blocks) {
      const blockVariant = variantAt[block.start] ?? null;
      if (split && blockVariant !== null && blockVariant !== variant) continue;
      const facts: Fact[] = [...block.facts];
      const methodLine = evidenceLine(lines, block, block.kind === 'loan' ? L.loanWord : block.kind === 'lease' ? L.leaseWord : L.ppaWord);
      if (methodLine !== null) facts.push({ field: 'payment_method', value: block.kind, confidence: 'high', lineIndex: methodLine });
      if (block.kind === 'loan' && cashPrice) facts.push({ ...cashPrice, field: 'cash_price' });
      if (block.price) facts.push({ ...block.price, field: 'solar_system_cost' });
      payments.push({ kind: block.kind, label: paymentLabel(block), variant: blockVariant, facts });
    }
    const systemLabel = split ? (variant === 'battery' ? 'Solar + battery' : 'Solar only') : '';
    for (const payment of payments) {
      const label = [systemLabel, payments.length > 1 || !systemLabel ? payment.label : ''].filter(Boolean).join(' · ');
      // What the way to pay states (a financed price) stands over the system's.
      const own = new Set(payment.facts.map((f) => f.field));
      options.push({ label, facts: [...common, ...systemFacts.filter((f) => !own.has(f.field)), ...payment.facts] });
    }
  }

  return {
    pageCount: doc.pageCount,
    options: options
      .map((o, i) => ({ id: `option-${i + 1}`, label: o.label, proposals: toProposals(lines, o.facts) }))
      .filter((o) => o.proposals.length > 0),
    notes: [...new Set(notes)],
  };
}

// ---- pieces ---------------------------------------------------------------------------------------------

const hasField = (facts: readonly Fact[], field: ImportField) => facts.some((f) => f.field === field);

function dedupe<T extends Fact>(facts: readonly T[]): T[] {
  const seen = new Set<string>();
  return facts.filter((f) => {
    // The same incentive printed twice (in the pricing table and in a summary) counts once.
    const label =
      'labelText' in f && typeof f.labelText === 'string' ? f.labelText.toLowerCase().replace(/[^a-z]/g, '') : String(f.lineIndex);
    const key = `${label}:${f.value}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function ref(lines: readonly TextLine[], index: number): SourceRef {
  const line = lines[index];
  return { text: line?.text ?? '', page: line?.page ?? 0, line: line?.line ?? 0 };
}

/** One proposal per field (the most confident, then the first), each traced to its line. */
function toProposals(lines: readonly TextLine[], facts: readonly Fact[]): Proposal[] {
  const byField = new Map<ImportField, Fact>();
  for (const f of facts) {
    const current = byField.get(f.field);
    if (!current || rank[f.confidence] < rank[current.confidence]) byField.set(f.field, f);
  }
  const out: Proposal[] = [];
  for (const f of byField.values()) {
    const proposal: Proposal = {
      field: f.field,
      value: f.value,
      confidence: f.confidence,
      ...ref(lines, f.lineIndex),
      ...(f.label === undefined ? {} : { label: f.label }),
      ...(f.parts === undefined ? {} : { parts: f.parts }),
    };
    if (isTraced(proposal)) out.push(proposal);
  }
  return out.sort((a, b) => a.page - b.page || a.line - b.line);
}

function evidenceLine(lines: readonly TextLine[], block: Block, pattern: RegExp): number | null {
  for (let i = Math.max(0, block.start - 3); i < Math.min(lines.length, block.end + 1); i++)
    if (pattern.test(lines[i]?.text ?? '')) return i;
  return null;
}

function paymentLabel(block: Block): string {
  const get = (field: ImportField) => block.facts.find((f) => f.field === field)?.value;
  if (block.kind === 'lease') return 'Lease';
  if (block.kind === 'ppa') return 'PPA';
  const lender = get('lender_name');
  const term = get('loan_term_years');
  const apr = get('interest_rate_percent');
  return `Loan${lender ? `: ${lender}` : ''}${term ? `, ${term} years` : ''}${apr ? ` at ${apr}% APR` : ''}`;
}

const COMPANY_WORD =
  /\b(?:solar|energy|power|electric(?:al)?|renewables?|sun\w*|roofing|home|systems?|solutions|group|services|LLC|Inc\.?|Co\.?|Corp\.?|Company|Ltd\.?|construction|contracting)\b/i;
const EQUIPMENT_MAKER = new RegExp(`^(?:${[PANEL_BRAND, INVERTER_BRAND, BATTERY_BRAND].map((r) => r.source).join('|')})`, 'i');

/**
 * The installer: "Quote from X" (a marketplace), "Installer: X", "Contractor: X"; then "Prepared by X"
 * or "Presented by X" when X is a company (a person's name there is the sales consultant, proposed only
 * as a best effort); then, without a label, a company name on page 1 or in the running footer
 * ("© 2026 SunBright Solar LLC | License 123"). An equipment maker or a lender is never the installer.
 */
function companyName(reader: DocReader): Found | null {
  const candidates: (Found & { rank: number })[] = [];
  for (let i = 0; i < reader.lines.length; i++) {
    const line = reader.lines[i];
    if (!line) continue;
    for (const cell of line.cells) {
      const m = L.installer.exec(cell.text);
      if (!m || /prepared\s+for|customer|homeowner/i.test(cell.text)) continue;
      const byPerson = /prepared|presented|proposal\s+(?:from|by)/i.test(m[0]);
      const rest = cell.text.slice(m.index + m[0].length);
      const next = reader.rightOf(i, cell)[0];
      const below = rest.trim() === '' ? reader.following(i, 1)[0] : undefined;
      const options: [string | undefined, number, string | undefined][] = [
        [rest, i, undefined],
        [next?.cell.text, next?.lineIndex ?? i, undefined],
        [below === undefined ? undefined : reader.lines[below]?.cells[0]?.text, below ?? i, cell.text],
      ];
      for (const [text, lineIndex, label] of options) {
        const name = text === undefined ? null : cleanCompany(text);
        if (!name || EQUIPMENT_MAKER.test(name) || LENDERS.test(name)) continue;
        const company = COMPANY_WORD.test(name);
        const rank = byPerson ? (company ? 1 : 3) : 0;
        const confidence: Confidence = rank === 3 ? 'low' : label ? 'medium' : 'high';
        candidates.push({ value: name, confidence, lineIndex, labelIndex: i, labelText: cell.text, rank, ...(label ? { label } : {}) });
        break;
      }
    }
  }
  // No label: a company name with a corporate ending on the first page or in the running footer.
  const suffix =
    /^([A-Z][\w&'.-]*(?:\s+[A-Z&][\w&'.-]*){0,5}\s+(?:Solar|Energy|Power|Electric|Renewables|Sun\w*)(?:\s+(?:LLC|Inc\.?|Co\.?|Corp\.?|Company|Systems|Solutions))?|[A-Z][\w&'.-]*(?:\s+[A-Z&][\w&'.-]*){0,5},?\s+(?:LLC|Inc\.?|Corp\.?))$/;
  for (let i = 0; i < reader.lines.length; i++) {
    const line = reader.lines[i];
    if (!line || (line.page > 1 && !line.furniture)) continue;
    for (const cell of line.cells) {
      const bare = cell.text
        .replace(/^(?:©|\(c\)|copyright)\s*(?:\d{4}\s*)?/i, '')
        .split(/\s[|•·]\s|\s{2,}/)[0]
        ?.trim();
      const m = bare ? suffix.exec(bare) : null;
      if (m?.[1] && !EQUIPMENT_MAKER.test(m[1]) && !LENDERS.test(m[1]))
        candidates.push({ value: m[1], confidence: 'low', lineIndex: i, labelIndex: i, labelText: cell.text, rank: 2 });
    }
  }
  return [...candidates].sort((a, b) => a.rank - b.rank || a.lineIndex - b.lineIndex)[0] ?? null;
}

function cleanCompany(text: string): string | null {
  const name = text
    .replace(/^[\s:–—-]+/, '')
    .split(/\s+(?:for|to|on|dated?)\s+|\s[|•·–—]\s|\s{2,}|,\s(?=\d)/i)[0]
    ?.replace(/[\s:;,]+$/, '')
    .replace(/(?<!\b(?:Inc|Co|Corp|Ltd))\.$/, '')
    .trim();
  if (!name || name.length < 2 || name.length > 60 || !/^[A-Z0-9]/.test(name) || !/[A-Za-z]{2}/.test(name)) return null;
  if (/\$|%|\bkw\b/i.test(name)) return null;
  return name;
}

/** Panels, inverters and batteries: brand, model, count and size from the first line that names them. */
function equipment(reader: DocReader, role: Role, out: Fact[]): Fact[] {
  const lines = reader.lines;
  const added: Fact[] = [];
  const push = (f: Fact) => {
    out.push(f);
    added.push(f);
  };
  const brand = BRANDS[role];
  const candidates: { index: number; cell: string; confidence: Confidence }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!line || line.furniture) continue;
    const cell = line.cells.find((c) => brand.test(c.text));
    if (!cell) continue;
    // Its role: from its own words, the row's label cell, or the label line above.
    const above = reader.preceding(i);
    const context = [cell.text, line.text, above === null ? '' : (lines[above]?.text ?? '')];
    const found = context.map(roleOf).find((r) => r !== null) ?? null;
    if (found !== role) continue;
    const own = roleOf(cell.text) === role || roleOf(line.text) === role;
    candidates.push({ index: i, cell: cell.text, confidence: own ? 'high' : 'medium' });
  }
  const first = candidates.find((c) => c.confidence === 'high') ?? candidates[0];
  if (!first) return added;
  const read = readEquipment(first.cell, brand);
  if (!read) return added;
  const at = { confidence: first.confidence, lineIndex: first.index };
  const field = (name: 'brand' | 'model' | 'count'): ImportField => `${role}_${name}` as const;
  push({ field: field('brand'), value: read.brand, ...at });
  if (read.model) push({ field: field('model'), value: read.model, ...at });
  if (read.count !== null) push({ field: field('count'), value: String(read.count), ...at });
  if (role === 'panel' && read.watts !== null) push({ field: 'panel_wattage', value: String(read.watts), ...at });
  // A battery line's kWh is one unit's when it names several units ("2 x Powerwall 3, 13.5 kWh"): the
  // total is then not printed on this line, and is not multiplied out here.
  if (role === 'battery' && read.kwh !== null && (read.count === null || read.count === 1 || /\btotal\b/i.test(first.cell)))
    push({ field: 'battery_capacity_kwh', value: String(read.kwh), ...at, confidence: 'medium' });
  if (role === 'inverter') {
    // The type, from the inverter line or the lines around it ("Microinverters" as a heading or note).
    for (let i = Math.max(0, first.index - 2); i <= Math.min(lines.length - 1, first.index + 2); i++) {
      const text = lines[i]?.text ?? '';
      const evidence = INVERTER_TYPE_EVIDENCE.find((e) => e.pattern.test(text) && (i === first.index || e.confidence === 'high'));
      if (evidence) {
        push({ field: 'inverter_type', value: evidence.type, confidence: evidence.confidence, lineIndex: i });
        break;
      }
    }
  }
  return added;
}

function monitoring(reader: DocReader, out: Fact[]): void {
  const found = reader.find({
    label: L.monitoring,
    read: (text) => (/\b(?:none|not included|no)\b/i.test(text) ? null : readText(text, false)),
  });
  if (!found) return;
  const line = reader.lines[found.lineIndex]?.text ?? '';
  if (/\b(?:no monitoring|not included)\b/i.test(line)) return;
  out.push({ field: 'monitoring_included', value: 'true', confidence: found.confidence, lineIndex: found.labelIndex });
  const brand = MONITORING_BRAND.exec(found.value);
  const value = found.value.replace(/\s*\((?:included|yes)\)\s*$/i, '').replace(/^(?:included|yes)\s*[-–—:,]?\s*/i, '');
  if (brand && value !== '') out.push({ field: 'monitoring_brand', value, confidence: found.confidence, lineIndex: found.lineIndex });
}

/** Warranty years: labelled ("Workmanship warranty: 10 years") or in a "Warranties" table ("Panels | 25 years"). */
function warranties(reader: DocReader, out: Fact[]): void {
  const specs: readonly [ImportField, RegExp, RegExp | undefined][] = [
    ['panel_performance_warranty', L.performanceWarranty, /inverter|battery|roof/i],
    ['panel_warranty', L.panelWarranty, L.panelWarrantyExclude],
    ['inverter_warranty', L.inverterWarranty, undefined],
    ['battery_warranty', L.batteryWarranty, undefined],
    ['workmanship_warranty', L.workmanshipWarranty, /roof/i],
    ['roof_warranty', L.roofWarranty, undefined],
  ];
  for (const [field, label, exclude] of specs) {
    const found = reader.find({ label, ...(exclude ? { exclude } : {}), read: readYears, unitInLabel: false });
    if (found) out.push(fact(field, found));
  }
  // The figure before its words: "25-year product and performance warranty", "10 yr workmanship guarantee".
  reader.lines.forEach((line, i) => {
    if (line.furniture || !/warrant|guarantee/i.test(line.text)) return;
    for (const m of line.text.matchAll(
      /(\d{1,2})[\s-]*(?:years?|yrs?)\.?\s+((?:[A-Za-z&/,'-]+\s+){0,5}?)(?:limited\s+)?(?:warranty|guarantee)/gi,
    )) {
      const words = (m[2] ?? '').toLowerCase();
      const years = String(Number(m[1]));
      const role = roleOf(line.text);
      const fields: ImportField[] = [];
      if (/roof|penetration|leak/.test(words)) fields.push('roof_warranty');
      else if (/workmanship|labou?r|installation|craftsmanship/.test(words)) fields.push('workmanship_warranty');
      else if (
        /inverter|micro|optimi[sz]er/.test(words) ||
        (role === 'inverter' && /product|equipment|manufacturer|limited|^$/.test(words))
      )
        fields.push('inverter_warranty');
      else if (/battery|storage|powerwall/.test(words) || (role === 'battery' && /product|equipment|manufacturer|limited|^$/.test(words)))
        fields.push('battery_warranty');
      else {
        if (/product|panel|module|equipment|manufacturer|material/.test(words)) fields.push('panel_warranty');
        if (/performance|power|output|production/.test(words) && !/production\s+guarantee/.test(m[0].toLowerCase()))
          fields.push('panel_performance_warranty');
      }
      for (const field of fields) if (!hasField(out, field)) out.push({ field, value: years, confidence: 'medium', lineIndex: i });
    }
  });
  // A warranties table: a heading, then rows named by the equipment.
  const rows: readonly [RegExp, ImportField][] = [
    [/^(?:solar\s+)?(?:panels?|modules?)\b/i, 'panel_warranty'],
    [/^(?:micro-?\s?)?inverters?\b|^optimi[sz]ers?\b/i, 'inverter_warranty'],
    [/^(?:batter(?:y|ies)|storage|powerwall)\b/i, 'battery_warranty'],
    [/^(?:workmanship|labou?r|installation|craftsmanship)\b/i, 'workmanship_warranty'],
    [/^roof(?:ing)?\b|^(?:roof\s+)?penetrations?\b/i, 'roof_warranty'],
  ];
  const lines = reader.lines;
  lines.forEach((line, h) => {
    if (!L.warrantyHeading.test(line.text) || line.cells.length !== 1 || line.text.length > 40) return;
    for (let i = h + 1; i < Math.min(lines.length, h + 16); i++) {
      const row = lines[i];
      if (!row || row.furniture) continue;
      const first = row.cells[0]?.text ?? '';
      const match = rows.find(([pattern]) => pattern.test(first));
      if (!match) continue;
      const [, field] = match;
      // The row as printed, also when a column split put its figures on another line.
      const start = row.cells[0];
      const cells = reader.rowCells(i).filter((c) => start !== undefined && c.cell.x0 > start.x0);
      const text = [first, ...cells.map((c) => c.cell.text)].join('  ');
      // The line a figure is read from: this one, or the one beside it that prints it.
      const sourceOf = (value: string) =>
        [i, ...cells.map((c) => c.lineIndex)].find((j) => numberAppearsIn(value, reader.lines[j]?.text ?? '')) ?? i;
      if (field === 'panel_warranty' && /performance|power|output/i.test(text)) {
        const product =
          /(\d{1,2})[\s-]*(?:years?|yrs?)\.?\s*(?:product|materials?|equipment)|(?:product|materials?|equipment)[^\d]{0,12}(\d{1,2})\s*[-\s]?(?:years?|yrs?)/i.exec(
            text,
          );
        const performance =
          /(\d{1,2})[\s-]*(?:years?|yrs?)\.?\s*(?:performance|power|output)|(?:performance|power|output)[^\d]{0,12}(\d{1,2})\s*[-\s]?(?:years?|yrs?)/i.exec(
            text,
          );
        const p = product?.[1] ?? product?.[2];
        const q = performance?.[1] ?? performance?.[2];
        if (p && !hasField(out, 'panel_warranty'))
          out.push({ field: 'panel_warranty', value: String(Number(p)), confidence: 'high', lineIndex: sourceOf(p) });
        if (q && !hasField(out, 'panel_performance_warranty'))
          out.push({ field: 'panel_performance_warranty', value: String(Number(q)), confidence: 'high', lineIndex: sourceOf(q) });
        continue;
      }
      const read = readYears(cells.map((c) => c.cell.text).join(' ') || first.replace(match[0], ''), false);
      if (read && !hasField(out, field)) out.push({ field, value: read.value, confidence: 'high', lineIndex: sourceOf(read.value) });
    }
  });
}

/** A loan's labelled figures. */
const LOAN_SPECS: readonly [ImportField, LabelSpec][] = [
  ['interest_rate_percent', { label: L.apr, exclude: L.aprExclude, read: readPercent, unitInLabel: true }],
  ['loan_term_years', { label: L.term, exclude: L.termExclude, read: readYears, unitInLabel: true }],
  ['quoted_payment_after_paydown', { label: L.afterPaydown, exclude: L.afterPaydownExclude, read: readPayment, unitInLabel: true }],
  ['quoted_monthly_payment', { label: L.monthly, exclude: L.monthlyExclude, read: readPayment, unitInLabel: true }],
  ['loan_amount', { label: L.loanAmount, read: readMoney, unitInLabel: true }],
  ['quoted_total_paid', { label: L.totalPaid, read: readMoney, unitInLabel: true }],
  ['down_payment', { label: L.downPayment, read: readMoney, unitInLabel: true }],
  ['lender_name', { label: L.lender, read: readLender }],
];

/** Loans described by labels: a repeated figure, a lender's heading or a long gap starts the next loan. */
function loanBlocks(reader: DocReader, consumed: ReadonlySet<number>): Block[] {
  const lines = reader.lines;

  const found: (Fact & { at: number })[] = [];
  for (const [field, spec] of LOAN_SPECS) {
    for (const f of reader.findAll(spec)) {
      if (consumed.has(f.labelIndex) || consumed.has(f.lineIndex)) continue;
      // A label matched by a more specific field (a payment after paydown is not the first payment) is that field's.
      if (found.some((g) => g.at === f.labelIndex && g.lineIndex === f.lineIndex && g.value === f.value)) continue;
      found.push({ ...fact(field, f), at: Math.min(f.labelIndex, f.lineIndex) });
    }
  }
  // "25-year loan at 3.99% APR": the figure before its word.
  lines.forEach((line, i) => {
    if (consumed.has(i) || line.furniture) return;
    // Advertising ("rates as low as 2.99% APR", "APR from 3.99% to 9.99%") is not a loan on offer.
    const advert = /as\s+low\s+as|starting\s+(?:at|from)|\bfrom\s+\d|\bup\s+to\b|\branges?\b|subject\s+to|\bvaries\b|\bmay\b/i.test(
      line.text,
    );
    const apr = advert ? null : /(\d{1,2}(?:\.\d+)?)\s*%\s*(?:fixed\s+)?APR\b/i.exec(line.text);
    if (apr?.[1] && !found.some((f) => f.field === 'interest_rate_percent' && f.lineIndex === i))
      found.push({ field: 'interest_rate_percent', value: String(Number(apr[1])), confidence: 'high', lineIndex: i, at: i });
    const term =
      /\b(\d{1,2})[\s-]*(?:years?|yrs?)\.?\s+(?:fixed\s+)?(?:loan|financing)\b/i.exec(line.text) ??
      /\bloan\b[^.\d$%]{0,20}(\d{1,2})[\s-]*(?:years?|yrs?)\b/i.exec(line.text);
    if (term?.[1] && !found.some((f) => f.field === 'loan_term_years' && f.lineIndex === i))
      found.push({ field: 'loan_term_years', value: String(Number(term[1])), confidence: 'high', lineIndex: i, at: i });
  });
  found.sort((a, b) => a.at - b.at || a.lineIndex - b.lineIndex);

  const blocks: Block[] = [];
  let current: Block | null = null;
  const headingBetween = (from: number, to: number) => {
    for (let i = from + 1; i <= to; i++) {
      const text = lines[i]?.text ?? '';
      if (
        /^(?:(?:loan|financing)(?:\s+option)?\s*(?:#?\d{1,2}|[A-D])?\s*:?|option\s*(?:#?\d{1,2}|[A-D])\b.*)$/i.test(text) ||
        (LENDERS.test(text) && !/:/.test(text) && text.length < 50)
      )
        return true;
    }
    return false;
  };
  for (const f of found) {
    const repeats = current?.facts.some((g) => g.field === f.field && (g.value !== f.value || g.lineIndex !== f.lineIndex));
    if (!current || repeats || f.at - current.end > 14 || headingBetween(current.end, f.at)) {
      current = { kind: 'loan', facts: [], start: f.at, end: f.at };
      blocks.push(current);
    }
    if (!current.facts.some((g) => g.field === f.field)) current.facts.push(f);
    current.end = Math.max(current.end, f.lineIndex, f.at);
  }
  // A loan states a rate or a term, and at least one more of its figures: a lone rate is an advert.
  const loans = blocks.filter(
    (b) =>
      b.facts.some((f) => f.field === 'interest_rate_percent' || f.field === 'loan_term_years') &&
      new Set(b.facts.map((f) => f.field)).size >= 2,
  );
  for (const block of loans) {
    if (!block.facts.some((f) => f.field === 'lender_name')) {
      for (let i = Math.max(0, block.start - 3); i <= block.end; i++) {
        const m = LENDERS.exec(lines[i]?.text ?? '');
        if (m) {
          block.facts.push({ field: 'lender_name', value: m[0], confidence: 'medium', lineIndex: i });
          break;
        }
      }
    }
  }
  return loans;
}

/** The paydown a loan assumes: "pay down by month 18", "re-amortizes after month 18", near the loan. */
function addPaydown(lines: readonly TextLine[], block: Block): void {
  if (block.kind !== 'loan') return;
  for (let i = Math.max(0, block.start - 3); i <= Math.min(lines.length - 1, block.end + 3); i++) {
    const text = lines[i]?.text ?? '';
    if (!L.paydownMonth.test(text)) continue;
    const month = readMonths(text, false);
    if (month && !block.facts.some((f) => f.field === 'incentive_month'))
      block.facts.push({ field: 'incentive_month', value: month.value, confidence: 'medium', lineIndex: i });
    if (month && !block.facts.some((f) => f.field === 'incentive_paydown'))
      block.facts.push({ field: 'incentive_paydown', value: 'true', confidence: 'medium', lineIndex: i });
  }
}

/**
 * Leases and PPAs: each lease payment or PPA rate anchors one, with the escalator and term near it: below
 * the anchor up to the next one first, then above it back to the previous one (a document printing a
 * lease and a PPA one after the other gives each its own escalator and term).
 */
function leaseBlocks(reader: DocReader): Block[] {
  const anchors: { kind: 'lease' | 'ppa'; field: ImportField; found: Found; start: number }[] = [];
  const anchor = (kind: 'lease' | 'ppa', field: ImportField, spec: LabelSpec) => {
    for (const found of reader.findAll(spec)) anchors.push({ kind, field, found, start: Math.min(found.labelIndex, found.lineIndex) });
  };
  anchor('lease', 'lease_monthly_payment', { label: L.leasePayment, read: readPayment, unitInLabel: true });
  anchor('ppa', 'ppa_rate_per_kwh', { label: L.ppaRate, read: readRate, unitInLabel: true });
  anchors.sort((a, b) => a.start - b.start);
  const blocks: Block[] = [];
  anchors.forEach(({ kind, field, found, start }, i) => {
    const block: Block = { kind, facts: [fact(field, found)], start, end: start + 10 };
    const previous = blocks[i - 1];
    const next = anchors[i + 1]?.start;
    const below = { from: start, to: Math.min(start + 10, next ?? Infinity) };
    // Above: not back into the previous block, nor onto a line it already read.
    const previousEnd = previous ? Math.max(previous.start, ...previous.facts.map((f) => f.lineIndex)) + 1 : 0;
    const above = { from: Math.max(0, start - 8, previousEnd), to: start };
    const near = (s: LabelSpec) => reader.find({ ...s, ...below }) ?? reader.find({ ...s, ...above });
    const escalator = near({ label: L.escalator, exclude: L.escalatorExclude, read: readPercent, unitInLabel: true });
    if (escalator) block.facts.push(fact('escalator_percent', escalator));
    const term = near({ label: L.agreementTerm, read: readYears, unitInLabel: true });
    if (term) block.facts.push(fact('agreement_term_years', term));
    const buyout = near({ label: L.buyout, read: readMoney, unitInLabel: true });
    if (buyout) block.facts.push(fact('buyout_price', buyout));
    blocks.push(block);
  });
  return blocks;
}

/** Words a lender's printed name may go on with ("Sunrun Financial Services", "EnerBank USA"). */
const LENDER_TAIL =
  /^(?:\s+(?:financial|finance|services?|bank|credit|lending|loans?\s+services|capital|usa|inc\.?|llc|co\.?|corp\.?|company))*$/i;

/** Words of a figure's label: text holding one is not a lender's name. */
const LENDER_NOT_A_NAME = /\b(?:payments?|lease|term|rate|apr|price|cost|monthly|escalator|total|amount|down|interest|savings?)\b/i;

/** A lender: a known lender's name as printed (with its "Financial Services"), or a short name without figures. */
function readLender(text: string, unit: boolean): ReturnType<ValueReader> {
  const read = readText(text, unit);
  // A name, not a figure, and not the label of another figure (a card beside the loan's "Lender" row).
  const whole = read && read.value.length <= 40 && !/\d{3}|%|\$/.test(read.value) && !LENDER_NOT_A_NAME.test(read.value) ? read : null;
  const m = LENDERS.exec(text);
  if (m && whole?.value.startsWith(m[0]) && LENDER_TAIL.test(whole.value.slice(m[0].length))) return { ...whole, confidence: 'high' };
  if (m) return { value: m[0], confidence: 'high', index: m.index };
  return whole ? { ...whole, confidence: 'medium' } : null;
}
