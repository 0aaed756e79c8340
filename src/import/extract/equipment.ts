import { numberTokens } from '../numbers';
import { panelWatts } from './values';
import type { Confidence } from '../types';

/**
 * Equipment lines: "30 × REC Alpha Pure-R 410 W", "(2) Tesla Powerwall 3", "Enphase IQ8M microinverters".
 * A brand is recognised from the makers that sell into US residential solar; the model is what the line
 * prints after the brand. Pure.
 */

export type Role = 'panel' | 'inverter' | 'battery';

// Makers by what they make for homes. A maker in several lists (Tesla, Enphase, LG…) is told apart by
// the words on its line ("panel", "inverter", "battery") or its model family.
const PANEL_BRANDS = [
  'REC',
  'Hanwha Q ?CELLS',
  'Q ?CELLS',
  'Qcells',
  'SunPower',
  'Maxeon',
  'LG',
  'Panasonic',
  'Canadian Solar',
  'Jinko ?Solar',
  'Jinko',
  'LONGi( Solar)?',
  'Trina( Solar)?',
  'JA Solar',
  'Silfab',
  'Mission Solar',
  'Meyer Burger',
  'Tesla',
  'Axitec',
  'Hyundai',
  'Solaria',
  'Aptos( Solar)?',
  'Heliene',
  'URECO',
  'Waaree',
  'Risen',
  'Astronergy',
  'Boviet',
  'Seraphim',
  'ZNShine',
  'S-Energy',
  'VSUN',
  'Talesun',
  'SolarWorld',
  'Philadelphia Solar',
  'Adani',
  'Vikram( Solar)?',
  'Illuminate USA',
  'Hanwha',
  'Sonali',
  'Solarever',
  'Znshine',
  'Recom',
  'Sunergy',
  'Ulica',
  'Yingli',
  'GCL',
  'Tongwei',
  'DMEGC',
];
const INVERTER_BRANDS = [
  'Enphase',
  'SolarEdge',
  'SMA',
  'Fronius',
  'Tesla',
  'Generac',
  'Sol-?Ark',
  'Huawei',
  'GoodWe',
  'Growatt',
  'APsystems',
  'Hoymiles',
  'Chilicon',
  'Delta',
  'ABB',
  'FIMER',
  'Schneider( Electric)?',
  'OutBack( Power)?',
  'Victron',
  'Sungrow',
  'Solis',
  'Ginlong',
  'Tigo',
  'SunPower',
  'EG4',
  'Franklin ?WH',
  'Qcells',
  'NEP',
  'Northern Electric',
  'Sol-Ark',
];
const BATTERY_BRANDS = [
  'Tesla',
  'Enphase',
  'Franklin ?WH',
  'Franklin',
  'LG( Energy Solution)?',
  'Generac',
  'SolarEdge',
  'Panasonic',
  'sonnen',
  'Fortress( Power)?',
  'EG4',
  'Q ?CELLS',
  'Qcells',
  'SunPower',
  'Electriq( Power)?',
  'Duracell',
  'Savant',
  'BYD',
  'HomeGrid',
  'SimpliPhi',
  'Briggs (&|and) Stratton',
  'Anker( SOLIX)?',
  'Lunar',
  'EcoFlow',
  'Sol-?Ark',
  'Canadian Solar',
];

const MONITORING_BRANDS = [
  'Enphase',
  'SolarEdge',
  'Tesla',
  'SunPower',
  'Generac',
  'SMA',
  'Fronius',
  'Sense',
  'Emporia',
  'Curb',
  'Span',
  'Locus',
  'AlsoEnergy',
  'eGauge',
];

// A maker's name as printed, with the company word some documents add ("Enphase Energy", "REC Solar",
// "SolarEdge Technologies"): group 1 is the maker (the brand proposed), the whole match is skipped
// before the model is read.
const brandRegex = (brands: readonly string[]) =>
  new RegExp(`(?<![\\w.])(${brands.join('|')})(?![\\w])(?:\\s+(?:Energy|Solar|Group|Technologies|Electric|Inc\\.?)(?![\\w]))?`, 'i');
export const PANEL_BRAND = brandRegex(PANEL_BRANDS);
export const INVERTER_BRAND = brandRegex(INVERTER_BRANDS);
export const BATTERY_BRAND = brandRegex(BATTERY_BRANDS);
export const MONITORING_BRAND = brandRegex(MONITORING_BRANDS);

/** Words that say what a line's equipment is. */
export const ROLE_WORDS: Readonly<Record<Role, RegExp>> = {
  panel: /\b(solar\s+)?(panels?|modules?|pv modules?)\b/i,
  inverter: /\b(micro-?\s?inverters?|inverters?|optimi[sz]ers?)\b/i,
  battery: /\b(batter(y|ies)|storage|powerwall|ess|energy storage)\b/i,
};

// Model families that name their role without the word: an Enphase IQ8 is a microinverter, a
// Powerwall or IQ Battery a battery.
const ROLE_MODELS: Readonly<Record<Role, RegExp>> = {
  panel: /\b(Q\.?PEAK|Alpha( Pure)?|Maxeon|X22|A-Series|Hi-MO|Tiger|Vertex|SIL-\d+|HiKu|Neon|Prime|Pure-R|Q\.TRON)\b/i,
  inverter: /\b(IQ ?[78][A-Z+]*|M2[15]0|HD-?Wave|Sunny Boy|Primo|Symo|SE\d{4,5}[A-Z]*|Tesla Inverter|PWRcell Inverter)\b/i,
  battery: /\b(Powerwall|IQ Battery|Encharge|aPower|RESU|PWRcell|Home Battery|EverVolt|SunVault|Q\.HOME|eco\s?\d|ecoLinx|Energy Bank)\b/i,
};

/** Evidence for an inverter type, as the line prints it (the word, or a model family of that type). */
export const INVERTER_TYPE_EVIDENCE: readonly {
  readonly type: 'microinverters' | 'power-optimizers' | 'string';
  readonly pattern: RegExp;
  readonly confidence: Confidence;
}[] = [
  { type: 'microinverters', pattern: /micro-?\s?inverters?|\bmicros?\b/i, confidence: 'high' },
  { type: 'power-optimizers', pattern: /optimi[sz]ers?/i, confidence: 'high' },
  { type: 'string', pattern: /string inverters?|central inverter/i, confidence: 'high' },
  { type: 'microinverters', pattern: /\bEnphase\b.*\b(IQ ?[78][A-Z+-]*|M2[15]0)\b/i, confidence: 'medium' },
  { type: 'power-optimizers', pattern: /\bSolarEdge\b/i, confidence: 'medium' },
  { type: 'string', pattern: /\b(Sunny Boy|Fronius Primo|Fronius Symo|Tesla Inverter)\b/i, confidence: 'medium' },
];

/** An equipment line read apart. */
export interface EquipmentRead {
  readonly brand: string;
  readonly model: string | null;
  readonly count: number | null;
  readonly watts: number | null;
  readonly kwh: number | null;
}

const CUT = /\s+(?:[-–—|]\s|with\b|w\/|and\b|\+\s|x\s?\d|×|@|,|;|\(|qty\b|quantity\b)|\s*[([]|,\s|;\s/i;
const TRAILING =
  /\s*(?:\d+(?:\.\d+)?\s*(?:w|watts?|wp|kwh|kw)\b\.?|solar panels?|panels?|modules?|micro-?\s?inverters?|inverters?|string inverter|optimi[sz]ers?|batter(?:y|ies)|units?|systems?|each|qty:?)\s*$/i;

/** Words of marketing and warranty prose: text holding one is a sentence about the equipment, not its model. */
const PROSE =
  /\b(?:offers?|improved|provides?|delivers?|aesthetics?|warrant(?:y|ies)|guarantee|industry|leading|reliab(?:le|ility)|quality|designed|efficien(?:t|cy)|quiet|operation|performance|backed|trusted|premium|durable|sleek)\b/i;

/**
 * True when a text is a model designation ("Q.TRON BLK M-G2+", "IQ Battery 5P", "Alpha Pure-R"), not a
 * heading or prose: no prose word, and at most one all-lowercase word (issue 25: model fields were filled
 * with warranty headings and "… offers improved aesthetics").
 */
export function isModelLike(text: string): boolean {
  if (PROSE.test(text) || text.length > 40) return false;
  const lower = text.split(/\s+/).filter((w) => /^[a-z]{3,}$/.test(w));
  return lower.length <= 1;
}

/** True when a line is a sentence (prose), whose maker's name is mentioned, not listed as equipment. */
export function isProse(text: string): boolean {
  const words = text.split(/\s+/).filter((w) => /^[a-z]{3,}[.,]?$/.test(w));
  return PROSE.test(text) && words.length >= 3;
}

/** Reads "(30) Qcells Q.PEAK DUO BLK ML-G10+ 400W" apart, for the maker found by `brand`. */
export function readEquipment(text: string, brand: RegExp): EquipmentRead | null {
  const m = brand.exec(text);
  if (!m?.[0] || !m[1]) return null;
  const before = text.slice(0, m.index);
  const after = text.slice(m.index + m[0].length);
  let model = after.split(CUT)[0] ?? '';
  for (let i = 0; i < 4; i++) model = model.replace(TRAILING, '');
  model = model.replace(/^[\s:–—-]+/, '').trim();
  // A count printed before the maker: "30 x", "(30)", "30 ×", "Qty 30", "30 " at the start.
  const countMatch =
    /(?:^|\s|\()\(?(\d{1,4})\)?\s*(?:x|×|\*|pcs|units?|panels?|modules?)?\s*$/i.exec(before) ??
    /(?:\bx|×|qty:?|quantity:?)\s*(\d{1,4})\b/i.exec(after) ??
    /\((?:x\s*)?(\d{1,4})\)\s*$/i.exec(after);
  const count = countMatch?.[1] ? Number(countMatch[1]) : null;
  const tokens = numberTokens(text);
  const watts = tokens.map((t) => (t.unit === '' ? null : panelWatts(t))).find((w) => w !== null && w !== undefined) ?? null;
  const kwhToken = tokens.find((t) => t.unit === 'kwh' && t.value > 0 && t.value < 500);
  return {
    brand: m[1].trim(),
    model: model.length >= 2 && /[A-Za-z0-9]/.test(model) && isModelLike(model) ? model : null,
    count: count !== null && count > 0 ? count : null,
    watts,
    kwh: kwhToken ? kwhToken.value : null,
  };
}

/** The role a line's equipment plays, from its words or model family; null when it does not say. */
export function roleOf(text: string): Role | null {
  const roles = (['battery', 'inverter', 'panel'] as const).filter((r) => ROLE_WORDS[r].test(text) || ROLE_MODELS[r].test(text));
  if (roles.length === 1) return roles[0] ?? null;
  if (roles.length === 0) return null;
  // Several roles named ("panels with microinverters"): the one named first wins.
  const first = roles
    .map((r) => ({
      r,
      at: Math.min(...[ROLE_WORDS[r].exec(text)?.index, ROLE_MODELS[r].exec(text)?.index].filter((x): x is number => x !== undefined)),
    }))
    .sort((a, b) => a.at - b.at)[0];
  return first?.r ?? null;
}

export const BRANDS: Readonly<Record<Role, RegExp>> = { panel: PANEL_BRAND, inverter: INVERTER_BRAND, battery: BATTERY_BRAND };
