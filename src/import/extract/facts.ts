import { fact, hasField, type Fact } from './fact';
import type { ImportField } from '../fields';
import { numberAppearsIn } from '../numbers';

import type { Confidence } from '../types';
import {
  BATTERY_BRAND,
  BRANDS,
  INVERTER_BRAND,
  INVERTER_TYPE_EVIDENCE,
  MONITORING_BRAND,
  PANEL_BRAND,
  isModelLike,
  isProse,
  readEquipment,
  roleOf,
  type Role,
} from './equipment';
import { INTERFACE_TEXT } from '../layout/lines';
import { L, LENDERS } from './labels';
import { DocReader, type Found, type LabelSpec } from './reader';
import { readMoney, readPayment, readPercent, readText, readYears, type ValueReader } from './values';

/**
 * Which label means which field: the installer, the equipment, monitoring, warranties and a loan's labels.
 */

const COMPANY_WORD =
  /\b(?:solar|energy|power|electric(?:al)?|renewables?|sun\w*|roofing|home|systems?|solutions|group|services|LLC|Inc\.?|Co\.?|Corp\.?|Company|Ltd\.?|construction|contracting)\b/i;
const EQUIPMENT_MAKER = new RegExp(`^(?:${[PANEL_BRAND, INVERTER_BRAND, BATTERY_BRAND].map((r) => r.source).join('|')})`, 'i');

/**
 * The installer: "Quote from X" (a marketplace), "Installer: X", "Contractor: X"; then "Prepared by X"
 * or "Presented by X" when X is a company (a person's name there is the sales consultant, proposed only
 * as a best effort); then, without a label, a company name on page 1 or in the running footer
 * ("© 2026 SunBright Solar LLC | License 123"). An equipment maker or a lender is never the installer.
 */
export function companyName(reader: DocReader): Found | null {
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
        if (!name || EQUIPMENT_MAKER.test(name) || LENDERS.test(name) || INTERFACE_TEXT.test(name)) continue;
        const company = COMPANY_WORD.test(name);
        const rank = byPerson ? (company ? 1 : 3) : 0;
        const confidence: Confidence = rank === 3 ? 'low' : label ? 'medium' : 'high';
        candidates.push({ value: name, confidence, lineIndex, labelIndex: i, labelText: cell.text, rank, ...(label ? { label } : {}) });
        break;
      }
    }
  }
  // A name in a sentence ("Thank you for choosing X to …", "X is pleased to present …"): a company, or
  // the letterhead's name in the sentence's spelling (a letterhead often prints it in capitals).
  const head = letterhead(reader);
  for (let i = 0; i < reader.lines.length; i++) {
    const line = reader.lines[i];
    if (!line || line.furniture || line.page > 2) continue;
    for (const pattern of COMPANY_SENTENCES) {
      // "The Bluebird Solar team is pleased …": the company without the article and the team word.
      const said = pattern
        .exec(line.text)?.[1]
        ?.replace(/^the\s+/i, '')
        .replace(/\s+(?:team|staff|crew|family)$/i, '');
      const name = said === undefined ? null : cleanCompany(said);
      if (!name || EQUIPMENT_MAKER.test(name) || LENDERS.test(name) || /^(?:we|our|us|you)\b/i.test(name)) continue;
      const agrees = head !== null && head.name.toLowerCase() === name.toLowerCase();
      if (!agrees && !COMPANY_WORD.test(name)) continue;
      const confidence: Confidence = agrees ? 'high' : 'medium';
      candidates.push({ value: name, confidence, lineIndex: i, labelIndex: i, labelText: line.text, rank: 1 });
    }
  }
  if (head) {
    // Named again below the letterhead (in any spelling), the letterhead is the installer's.
    const again = reader.lines.some(
      (l, i) => i !== head.lineIndex && !l.furniture && l.text.toLowerCase().includes(head.name.toLowerCase()),
    );
    candidates.push({
      value: head.name,
      confidence: again ? 'medium' : 'low',
      lineIndex: head.lineIndex,
      labelIndex: head.lineIndex,
      labelText: head.name,
      rank: 2,
    });
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

/** Sentences that name the installer: group 1 holds the name (cut at its end by `cleanCompany`). */
const COMPANY_SENTENCES: readonly RegExp[] = [
  /\bthanks?(?:\s+you)?\s+for\s+(?:choosing|considering|selecting|trusting)\s+(.+)/i,
  /^(?:at\s+)?(.{2,60}?),?\s+(?:is|are)\s+(?:pleased|proud|happy|excited|delighted)\s+to\b/i,
];

/** Words of a title, not a name ("Your Solar Proposal", "Solar Quote for …"). */
const TITLE_WORDS = /\b(?:proposal|quote|estimate|your|prepared|summary|overview|agreement|contract|design|report)\b/i;

/**
 * The letterhead: the largest type among the first lines of page 1, when it reads as a company's name
 * ("Bluebird Solar Co.", "HELIOS HOME ENERGY") and not as a title, a maker or a lender.
 */
function letterhead(reader: DocReader): { name: string; lineIndex: number } | null {
  const top = reader.lines
    .map((line, lineIndex) => ({ line, lineIndex }))
    .filter(({ line }) => line.page === 1)
    .slice(0, 4);
  const largest = [...top].sort((a, b) => b.line.size - a.line.size)[0];
  const cell = largest?.line.cells[0];
  if (!largest || !cell || largest.line.size < 14 || TITLE_WORDS.test(cell.text)) return null;
  const name = cleanCompany(cell.text);
  if (!name || !COMPANY_WORD.test(name) || EQUIPMENT_MAKER.test(name) || LENDERS.test(name) || INTERFACE_TEXT.test(name)) return null;
  return { name, lineIndex: largest.lineIndex };
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
export function equipment(reader: DocReader, role: Role, out: Fact[]): Fact[] {
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
    const cell = line.cells.find((c) => brand.test(c.text) && !isProse(c.text));
    if (!cell) continue;
    // Its role: from its own words, the row's label cell (also when a column split put it on another
    // line: "Panels" left of a gutter, "18 x Silfab …" right of it), or the label line above.
    const above = reader.preceding(i);
    const label = reader
      .rowCells(i)
      .filter((c) => c.cell.x1 <= cell.x0)
      .map((c) => c.cell.text)
      .join('  ');
    const context = [cell.text, line.text, label, above === null ? '' : (lines[above]?.text ?? '')];
    const found = context.map(roleOf).find((r) => r !== null) ?? null;
    if (found !== role) continue;
    const own = roleOf(cell.text) === role || roleOf(line.text) === role || roleOf(label) === role;
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

export /** "Panel model" / "Q.TRON BLK M-G2+": a model printed under or beside its own label, when the maker's line gave none. */
const MODEL_LABEL: Readonly<Record<Role, RegExp>> = {
  panel: /\b(?:panel|module)\s+model\b/i,
  inverter: /\binverter\s+model\b/i,
  battery: /\b(?:battery|storage)\s+model\b/i,
};

/** Adds a labelled model for each role whose maker's line did not print one; a text that is not a model is left out. */
export function labelledModels(reader: DocReader, roles: readonly Role[], out: Fact[]): void {
  for (const role of roles) {
    const field: ImportField = `${role}_model`;
    if (out.some((f) => f.field === field)) continue;
    const found = reader.find({
      label: MODEL_LABEL[role],
      read: (text, unit) => {
        const read = readText(text, unit);
        // A designation carries a digit or capitals ("IQ8PLUS", "Q.TRON"): a neighbour's label ("Number of batteries") does not.
        const designation = read !== null && (/\d/.test(read.value) || /[A-Z]{2}/.test(read.value));
        return read && designation && isModelLike(read.value) && !/\d{3,}\s*(?:w|kwh)\b|\$/i.test(read.value) ? read : null;
      },
    });
    if (found) out.push(fact(field, found));
  }
}

export function monitoring(reader: DocReader, out: Fact[]): void {
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
export function warranties(reader: DocReader, out: Fact[]): void {
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
export const LOAN_SPECS: readonly [ImportField, LabelSpec][] = [
  ['interest_rate_percent', { label: L.apr, exclude: L.aprExclude, read: readPercent, unitInLabel: true }],
  ['loan_term_years', { label: L.term, exclude: L.termExclude, read: readYears, unitInLabel: true }],
  ['quoted_payment_after_paydown', { label: L.afterPaydown, exclude: L.afterPaydownExclude, read: readPayment, unitInLabel: true }],
  ['quoted_monthly_payment', { label: L.monthly, exclude: L.monthlyExclude, read: readPayment, unitInLabel: true }],
  ['loan_amount', { label: L.loanAmount, read: readMoney, unitInLabel: true }],
  ['quoted_total_paid', { label: L.totalPaid, read: readMoney, unitInLabel: true }],
  ['down_payment', { label: L.downPayment, read: readMoney, unitInLabel: true }],
  ['lender_name', { label: L.lender, read: readLender }],
];

/** Words a lender's printed name may go on with ("Sunrun Financial Services", "EnerBank USA"). */
const LENDER_TAIL =
  /^(?:\s+(?:financial|finance|services?|bank|credit|lending|loans?\s+services|capital|usa|inc\.?|llc|co\.?|corp\.?|company))*$/i;

/** Words of a figure's label: text holding one is not a lender's name. */
const LENDER_NOT_A_NAME = /\b(?:payments?|lease|term|rate|apr|price|cost|monthly|escalator|total|amount|down|interest|savings?)\b/i;

/** A lender: a known lender's name as printed (with its "Financial Services"), or a short name without figures. */
export function readLender(text: string, unit: boolean): ReturnType<ValueReader> {
  const read = readText(text, unit);
  // A name, not a figure, and not the label of another figure (a card beside the loan's "Lender" row).
  const whole = read && read.value.length <= 40 && !/\d{3}|%|\$/.test(read.value) && !LENDER_NOT_A_NAME.test(read.value) ? read : null;
  const m = LENDERS.exec(text);
  if (m && whole?.value.startsWith(m[0]) && LENDER_TAIL.test(whole.value.slice(m[0].length))) return { ...whole, confidence: 'high' };
  if (m) return { value: m[0], confidence: 'high', index: m.index };
  return whole ? { ...whole, confidence: 'medium' } : null;
}
