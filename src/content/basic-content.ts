/**
 * Reading a business's `basic_content`: JSON text kept by the data team, sometimes stored with escaped
 * newlines (a literal backslash-n between tokens) or encoded twice. Reading never throws: a business
 * whose content cannot be read gets the minimal card (spec: "No detailed information available").
 */

/** Service labels by type (spec section 3). */
export const SERVICE_LABELS: Readonly<Record<string, string>> = {
  solar_installation: 'Solar Installation',
  battery_installation: 'Battery Storage',
  ev_charging_installation: 'EV Charger',
  maintenance: 'Maintenance',
  electrical: 'Electrical',
  roofing: 'Roofing',
  hvac: 'Heat Pumps',
  energy_audit: 'Energy Audit',
  solar_servicing: 'Solar Service',
  solar_loan: 'Solar Loans',
  solar_lease: 'Solar Lease',
  solar_ppa: 'PPA',
  solar_pace: 'PACE',
};

export type TrustKind = 'certification' | 'license' | 'award' | 'warranty';

export interface TrustItem {
  kind: TrustKind;
  /** What the card shows, e.g. "25-year roof warranty", "NABCEP PV Installation Professional (2019)". */
  label: string;
  /** The item's own name when the label does not already carry it (warranties). */
  detail: string | null;
}

export interface Partner {
  name: string;
  kind: 'equipment_supplier' | 'partner';
}

export type Coverage = { nationwide: true } | { nationwide: false; states: string[] };

/** What a card can show from `basic_content`, every part optional. */
export interface BasicInfo {
  coverage: Coverage | null;
  costPerWatt: number | null;
  costRange: { low: number; high: number } | null;
  services: string[];
  trust: TrustItem[];
  partners: Partner[];
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function tryParse(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * Turns escaped whitespace that sits between JSON tokens (`{\n  "info": ...}` stored with a literal
 * backslash-n) into real whitespace. Escapes inside strings are left alone: they are valid JSON.
 */
export function unescapeStructuralWhitespace(text: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (inString) {
      out += ch;
      if (ch === '\\') {
        out += text[i + 1] ?? '';
        i++;
      } else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') {
      inString = true;
      out += ch;
    } else if (ch === '\\' && (text[i + 1] === 'n' || text[i + 1] === 'r' || text[i + 1] === 't')) {
      out += text[i + 1] === 't' ? '\t' : '\n';
      i++;
    } else out += ch;
  }
  return out;
}

/**
 * The JSON document in `basic_content`, or null when it cannot be read. Accepts an object (a JSON field),
 * JSON text, JSON text with escaped newlines between tokens, and JSON encoded twice.
 */
export function parseBasicContentJson(raw: unknown): JsonObject | null {
  let value: unknown = raw;
  for (let depth = 0; depth < 3 && typeof value === 'string'; depth++) {
    const text = value.trim();
    if (text === '') return null;
    let parsed = tryParse(text);
    if (!parsed.ok) parsed = tryParse(unescapeStructuralWhitespace(text));
    // Encoded twice but stored without the outer quotes: {\"info\": ...}
    if (!parsed.ok && text.includes('\\"')) {
      const unquoted = tryParse(`"${text}"`);
      if (unquoted.ok && typeof unquoted.value === 'string') parsed = tryParse(unescapeStructuralWhitespace(unquoted.value));
    }
    if (!parsed.ok) return null;
    value = parsed.value;
  }
  return isObject(value) ? value : null;
}

function text(value: unknown): string | null {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  }
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** A number from 2.85, "2.85", "$2.85/W" or "$18,500"; null otherwise. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const match = value.replace(/,/g, '').match(/-?\d+(?:\.\d+)?/);
  if (!match) return null;
  let n = Number(match[0]);
  // "$15k" style amounts.
  if (/^\s*\$?\s*-?\d+(?:\.\d+)?\s*k\b/i.test(value.replace(/,/g, ''))) n *= 1000;
  return Number.isFinite(n) ? n : null;
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** A low-high range from "15000-30000", "$15,000 - $30,000", [15000, 30000] or { low, high } / { min, max }. */
export function toRange(value: unknown): { low: number; high: number } | null {
  let low: number | null = null;
  let high: number | null = null;
  if (Array.isArray(value) && value.length === 2) {
    low = toNumber(value[0]);
    high = toNumber(value[1]);
  } else if (isObject(value)) {
    low = toNumber(value['low'] ?? value['min'] ?? value['from']);
    high = toNumber(value['high'] ?? value['max'] ?? value['to']);
  } else if (typeof value === 'string') {
    const parts = value.split(/\s*(?:-|–|—|to)\s*(?=\$?\s*\d)/i);
    if (parts.length === 2) {
      low = toNumber(parts[0]);
      high = toNumber(parts[1]);
    }
  }
  if (low === null || high === null || low < 0 || high < 0) return null;
  return low <= high ? { low, high } : { low: high, high: low };
}

function readCoverage(info: JsonObject): Coverage | null {
  const coverage = info['coverage'];
  const serves = isObject(coverage) ? coverage['serves'] : coverage;
  const nationwide = (v: unknown) => typeof v === 'string' && /^(nationwide|national|all|us|usa)$/i.test(v.trim());
  if (nationwide(serves)) return { nationwide: true };
  const raw = typeof serves === 'string' ? serves.split(/[\s,;/]+/) : list(serves);
  if (raw.some(nationwide)) return { nationwide: true };
  const states = [
    ...new Set(
      raw
        .map(text)
        .filter((s): s is string => s !== null && /^[A-Za-z]{2}$/.test(s))
        .map((s) => s.toUpperCase()),
    ),
  ];
  return states.length > 0 ? { nationwide: false, states } : null;
}

function readServices(info: JsonObject): string[] {
  const labels = list(info['services']).map((service) => {
    if (typeof service === 'string') return SERVICE_LABELS[service] ?? text(service);
    if (!isObject(service)) return null;
    const type = text(service['type']);
    if (type && SERVICE_LABELS[type]) return SERVICE_LABELS[type];
    return text(service['name']) ?? (type ? humanize(type) : null);
  });
  return [...new Set(labels.filter((l): l is string => l !== null))];
}

function humanize(type: string): string {
  const words = type.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Warranty wording: a workmanship warranty is shown as a roof warranty, any other as a product warranty. */
export function warrantyLabel(item: { warranty_type?: unknown; year?: unknown; lifetime?: unknown }): string {
  const kind = typeof item.warranty_type === 'string' && item.warranty_type.trim().toLowerCase() === 'workmanship' ? 'roof' : 'product';
  const lifetime = item.lifetime === true || item.lifetime === 'true' || item.lifetime === 1;
  const years = toNumber(item.year);
  if (lifetime) return `Lifetime ${kind} warranty`;
  // A warranty's `year` is its length; a calendar year (2019) says nothing about coverage.
  if (years !== null && years > 0 && years < 100) return `${Math.round(years)}-year ${kind} warranty`;
  return `${kind === 'roof' ? 'Roof' : 'Product'} warranty`;
}

function readTrust(info: JsonObject): TrustItem[] {
  const items: TrustItem[] = [];
  for (const entry of list(info['trust'])) {
    if (!isObject(entry)) continue;
    const kind = text(entry['type'])?.toLowerCase();
    const name = text(entry['name']);
    const year = toNumber(entry['year']);
    if (kind === 'warranty') {
      // The name adds something only when it is not itself just "... warranty".
      items.push({ kind, label: warrantyLabel(entry), detail: name && !/warranty/i.test(name) ? name : null });
    } else if (kind === 'certification' || kind === 'license' || kind === 'award') {
      if (!name) continue;
      const withYear = year !== null && year >= 1900 && year <= 2200 && kind !== 'license' ? `${name} (${year})` : name;
      items.push({ kind, label: withYear, detail: null });
    }
  }
  return items;
}

function readPartners(info: JsonObject): Partner[] {
  const partners: Partner[] = [];
  const seen = new Set<string>();
  for (const entry of list(info['partners'])) {
    const name = typeof entry === 'string' ? text(entry) : isObject(entry) ? text(entry['name']) : null;
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    const type = isObject(entry) ? text(entry['type']) : null;
    partners.push({ name, kind: type === 'equipment_supplier' ? 'equipment_supplier' : 'partner' });
  }
  return partners;
}

function readMetrics(info: JsonObject): Pick<BasicInfo, 'costPerWatt' | 'costRange'> {
  let costPerWatt: number | null = null;
  let costRange: BasicInfo['costRange'] = null;
  for (const metric of list(info['metrics'])) {
    if (!isObject(metric)) continue;
    const type = text(metric['type']);
    if (type === 'cost_per_watt' && costPerWatt === null) {
      const value = toNumber(metric['value']);
      if (value !== null && value > 0) costPerWatt = value;
    } else if (type === 'project_cost_range' && costRange === null) {
      costRange = toRange(metric['value']);
    }
  }
  return { costPerWatt, costRange };
}

/**
 * What a card shows from `basic_content`, or null when the content is unreadable (the minimal card).
 * The details live under `info`; a document without `info` is read from its top level.
 */
export function readBasicContent(raw: unknown): BasicInfo | null {
  const doc = parseBasicContentJson(raw);
  if (!doc) return null;
  const info = isObject(doc['info']) ? doc['info'] : doc;
  return {
    coverage: readCoverage(info),
    ...readMetrics(info),
    services: readServices(info),
    trust: readTrust(info),
    partners: readPartners(info),
  };
}
