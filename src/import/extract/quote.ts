import type { ImportField } from '../fields';
import { formatNumber } from '../numbers';
import { IMPORT_MESSAGES } from '../messages';
import type { ImportOutcome, QuoteImport, TextDocument } from '../types';
import { fact, hasField, ref, toProposals, type Block, type Fact, type Priced } from './fact';
import { companyName, equipment, labelledModels, LOAN_SPECS, monitoring, warranties } from './facts';
import { L, LENDERS } from './labels';
import { columnTables, loanTables, monthlyTable, variantOfLabel, variantsOf, type MonthlyTable } from './layouts';
import { addPaydown, buildOptions, leaseBlocks, loanBlocks } from './offers';
import { DocReader, type Found, type LabelSpec } from './reader';
import { readAmount, readCount, readKw, readKwh, readMoney, readWatts } from './values';

/**
 * Reads a proposal's text into the quote fields it states, grouped into the options it offers:
 * the system (solar only / with battery) × the way to pay (cash, each loan, lease, PPA). Pure: the
 * same text gives the same result, and every value passes `isTraced` (it appears on its source line).
 */

/**
 * The import's answer for a read document: its options, with a note naming each page that has no text
 * (a scanned or photographed page) and the pages the values came from; a document whose readable text
 * gives no value while some pages have no text is told as a scan, not shown as an empty review.
 */
export function importQuote(doc: TextDocument): ImportOutcome<QuoteImport> {
  const result = extractQuote(doc);
  const blank = doc.pagesWithoutText ?? [];
  if (blank.length === 0) return { ok: true, value: result };
  if (result.options.length === 0) return { ok: false, code: 'no-text', message: IMPORT_MESSAGES['no-text'] };
  const found = [...new Set(result.options.flatMap((o) => o.proposals.map((p) => p.page)))].sort((a, b) => a - b);
  const note = `${pageList(blank)} no text to read (a scanned or photographed page, or a blank one), so nothing on it was read: type what it states. The values below were found on ${pageList(found, false)}.`;
  return { ok: true, value: { ...result, notes: [note, ...result.notes] } };
}

/** "Page 2 has" / "Pages 2 and 4 have" (or without the verb: "page 1", "pages 1 and 3"). */
function pageList(pages: readonly number[], verb = true): string {
  const names = pages.length === 1 ? String(pages[0]) : `${pages.slice(0, -1).join(', ')} and ${pages[pages.length - 1]}`;
  const word = pages.length === 1 ? 'page' : 'pages';
  return verb ? `${word[0]?.toUpperCase()}${word.slice(1)} ${names} ${pages.length === 1 ? 'has' : 'have'}` : `${word} ${names}`;
}

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
  // A monthly table's production row is never the year's figure ("Production (kWh)  812  905 …").
  const monthly = monthlyTable(reader);
  const year1s = reader
    .findAll({ label: L.production, exclude: L.productionExclude, read: readKwh, unitInLabel: /kwh/i })
    .filter((f) => !monthly?.consumed.has(f.lineIndex) && !monthly?.consumed.has(f.labelIndex));
  const year1 = year1s.find((f) => f.confidence === 'high') ?? year1s[0];
  add(common, 'year1_production_kwh', year1);
  if (monthly) common.push(monthlyFact(reader, monthly, year1?.value, notes));

  // Equipment.
  const battery = equipment(reader, 'battery', []);
  equipment(reader, 'panel', common);
  equipment(reader, 'inverter', common);
  labelledModels(reader, ['panel', 'inverter'], common);
  labelledModels(reader, ['battery'], battery);
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
  unitsToTotal(reader, batteryFacts, notes);
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
      // The line that says "cash": the row's label ("Cash price") or else the column head ("Cash | Loan").
      const labelIndex = L.cash.test(lines[f.rowLabelIndex]?.text ?? '') ? f.rowLabelIndex : f.headIndex;
      priced.push({ ...f, labelIndex, labelText: f.label ?? '', column: f.column });
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

  const options = buildOptions({ lines, variantAt, priced, batteryFacts, common, blocks, notes });

  return {
    pageCount: doc.pageCount,
    options: options
      .map((o, i) => ({ id: `option-${i + 1}`, label: o.label, proposals: toProposals(lines, o.facts) }))
      .filter((o) => o.proposals.length > 0),
    notes: [...new Set(notes)],
  };
}

/**
 * Counts × unit sizes give totals: "Number of batteries 3" and "Battery capacity (per unit) 5 kWh" is a
 * 15 kWh system (issue 25: a battery's capacity came in per unit where the system holds three). The total
 * lists the unit's line once per unit, so its provenance adds up like any other computed sum.
 */
function unitsToTotal(reader: DocReader, facts: Fact[], notes: string[]): void {
  const count = Number(facts.find((f) => f.field === 'battery_count')?.value ?? '');
  const at = facts.findIndex((f) => f.field === 'battery_capacity_kwh');
  const unit = facts[at];
  if (!unit || !Number.isInteger(count) || count < 2) return;
  const labelText = `${unit.label ?? ''} ${reader.lines[unit.lineIndex]?.text ?? ''}`;
  if (!/\b(?:per\s+(?:unit|battery)|each|unit\s+(?:capacity|size))\b|\/\s*unit\b/i.test(labelText)) return;
  const total = Math.round(Number(unit.value) * count * 100) / 100;
  const line = reader.lines[unit.lineIndex];
  const part = { text: line?.text ?? '', page: line?.page ?? 0, line: line?.line ?? 0, amount: unit.value };
  facts[at] = { ...unit, value: String(total), confidence: 'medium', parts: Array.from({ length: count }, () => part) };
  notes.push(`The battery capacity is ${count} units × ${unit.value} kWh, as printed per unit.`);
}

/**
 * The monthly production table as one value (12 figures, January first), each month's line in `parts`:
 * high confidence when its sum is within 3 % of the stated year-1 production, medium when none is stated,
 * low (with a note) when it differs more, so the homeowner ticks it only after a look.
 */
function monthlyFact(reader: DocReader, table: MonthlyTable, year1: string | undefined, notes: string[]): Fact {
  const total = table.kwh.reduce((s, kwh) => s + kwh, 0);
  const stated = year1 === undefined ? null : Number(year1);
  const off = stated !== null && stated > 0 ? Math.abs(total - stated) / stated : null;
  if (off !== null && off > 0.03)
    notes.push(
      `The monthly production table adds up to ${Math.round(total).toLocaleString('en-US')} kWh, ${Math.round(off * 100)} % off the stated year-1 production of ${Number(stated).toLocaleString('en-US')} kWh: check it before using it.`,
    );
  return {
    field: 'monthly_production_kwh',
    value: table.kwh.map(formatNumber).join(' '),
    confidence: off === null ? 'medium' : off > 0.03 ? 'low' : 'high',
    lineIndex: table.headIndex,
    label: table.label,
    parts: table.kwh.map((kwh, m) => ({ ...ref(reader.lines, table.lineIndexes[m] ?? table.headIndex), amount: formatNumber(kwh) })),
  };
}
