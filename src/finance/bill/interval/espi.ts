import type { Flow, RawReading, ReadOutcome, Unreadable } from './readings';
import { XmlError, child, parseXml, path, type XmlElement } from './xml';

/**
 * Interval readings from a Green Button ESPI XML file (an Atom feed of UsagePoint, MeterReading,
 * ReadingType, IntervalBlock and LocalTimeParameters entries, or a bare IntervalBlock). Each
 * IntervalBlock is read with the ReadingType of its MeterReading (the entries' links say which): the
 * value × 10^powerOfTenMultiplier is in the unit `uom` (72 = Wh); flowDirection 1 is energy delivered
 * to the home, 19 energy received from it, 4 net. Times are UTC seconds (timePeriod start, duration);
 * LocalTimeParameters' tzOffset gives the home's standard time.
 */

const WH = 72;
const FLOWS: Readonly<Record<string, { readonly flow: Flow; readonly net: boolean }>> = {
  '1': { flow: 'import', net: false },
  '19': { flow: 'export', net: false },
  '4': { flow: 'import', net: true },
};

interface Kind {
  readonly scale: number;
  readonly uom: number;
  readonly flow: string;
}

function kindOf(readingType: XmlElement | undefined): Kind | null {
  if (readingType === undefined) return null;
  const power = Number(path(readingType, 'powerOfTenMultiplier') ?? '0');
  const uom = Number(path(readingType, 'uom') ?? String(WH));
  return { scale: 10 ** (Number.isFinite(power) ? power : 0), uom, flow: path(readingType, 'flowDirection') ?? '1' };
}

const hrefPath = (href: string): string => href.replace(/^[a-z]+:\/\/[^/]+/i, '');
const meterReadingKey = (href: string): string | null => /(?:UsagePoint\/[^/]+\/)?MeterReading\/[^/]+/.exec(hrefPath(href))?.[0] ?? null;
const readingTypeKey = (href: string): string | null => /ReadingType\/[^/]+/.exec(hrefPath(href))?.[0] ?? null;

function links(entry: XmlElement): { rel: string; href: string }[] {
  return entry.children.filter((c) => c.name === 'link').map((c) => ({ rel: c.attributes.rel ?? '', href: c.attributes.href ?? '' }));
}

export function readEspiXml(text: string): ReadOutcome {
  let root: XmlElement;
  try {
    root = parseXml(text);
  } catch (cause) {
    if (!(cause instanceof XmlError)) throw cause;
    return {
      ok: false,
      message: `This XML file cannot be read (${cause.message}): download the Green Button file again from your utility.`,
    };
  }
  // Each Atom entry holds one resource (entry/content/<Resource>); a bare resource file is its own entry.
  const entries = root.name === 'feed' ? root.children.filter((c) => c.name === 'entry') : [root];
  const resourceOf = (entry: XmlElement): XmlElement | undefined =>
    entry === root && root.name !== 'feed' ? root : child(entry, 'content')?.children[0];
  const readingTypes = new Map<string, XmlElement>();
  const meterToType = new Map<string, string>();
  const everyType: XmlElement[] = [];
  let offsetSeconds: number | null = null;
  for (const entry of entries) {
    const resource = resourceOf(entry);
    const self = links(entry).find((l) => l.rel === 'self')?.href ?? '';
    if (resource?.name === 'ReadingType') {
      everyType.push(resource);
      const typeKey = readingTypeKey(self);
      if (typeKey !== null) readingTypes.set(typeKey, resource);
    } else if (resource?.name === 'MeterReading') {
      const meter = meterReadingKey(self);
      const related = links(entry).find((l) => l.rel === 'related' && readingTypeKey(l.href) !== null);
      if (meter !== null && related !== undefined) meterToType.set(meter, readingTypeKey(related.href) ?? '');
    } else if (resource?.name === 'LocalTimeParameters' && offsetSeconds === null) {
      const tz = Number(path(resource, 'tzOffset'));
      if (Number.isFinite(tz)) offsetSeconds = tz;
    }
  }
  const readings: RawReading[] = [];
  const badTimes: Unreadable[] = [];
  const leftOut = new Map<string, number>();
  let blocks = 0;
  let net = false;
  let lastType: XmlElement | undefined;
  let guessed = 0;
  for (const entry of entries) {
    const resource = resourceOf(entry);
    if (resource?.name === 'ReadingType') lastType = resource;
    // An entry holds one IntervalBlock, or (some exports) several side by side in its content.
    const intervalBlocks =
      resource?.name === 'IntervalBlock' ? (child(entry, 'content')?.children ?? [resource]).filter((c) => c.name === 'IntervalBlock') : [];
    if (intervalBlocks.length === 0) continue;
    // Which ReadingType: through the MeterReading the block's links name, else the only one, else the last one before it.
    const meter = links(entry)
      .map((l) => meterReadingKey(l.href))
      .find((key) => key !== null);
    const linked = meter === undefined || meter === null ? undefined : readingTypes.get(meterToType.get(meter) ?? '');
    const type = linked ?? (everyType.length === 1 ? everyType[0] : lastType);
    if (linked === undefined && everyType.length !== 1) guessed += 1;
    const kind = kindOf(type) ?? { scale: 1, uom: WH, flow: '1' };
    const direction = FLOWS[kind.flow];
    for (const block of intervalBlocks) {
      blocks += 1;
      const list = block.children.filter((c) => c.name === 'IntervalReading');
      if (kind.uom !== WH || direction === undefined) {
        const what = kind.uom !== WH ? `readings in unit code ${kind.uom} (not watt-hours)` : `readings with flow direction ${kind.flow}`;
        leftOut.set(what, (leftOut.get(what) ?? 0) + list.length);
        continue;
      }
      if (direction.net) net = true;
      list.forEach((reading, i) => {
        const where = `interval block ${blocks}, reading ${i + 1}`;
        const period = child(reading, 'timePeriod');
        const startText = path(period, 'start');
        const start = Number(startText);
        const duration = Number(path(period, 'duration'));
        const valueText = (path(reading, 'value') ?? '').trim();
        if (startText === undefined || startText === '' || !Number.isFinite(start)) {
          badTimes.push({ where, text: startText ?? '(no start)' });
          return;
        }
        const value = /^[-+]?\d+(?:\.\d+)?$/.test(valueText) ? Number(valueText) : NaN;
        readings.push({
          start: start * 1000,
          minutes: Number.isFinite(duration) && duration > 0 ? duration / 60 : null,
          flow: direction.flow,
          kwh: (value * kind.scale) / 1000,
          where,
        });
      });
    }
  }
  if (blocks === 0) {
    return {
      ok: false,
      message:
        child(root, 'entry') !== undefined || root.name === 'feed'
          ? 'This Green Button XML file holds no interval readings (no IntervalBlock): it may be the account or billing part of the download. Choose the usage file.'
          : `This XML file is not a Green Button usage file (its root element is <${root.name}>, and it has no IntervalBlock): download “Green Button Download My Data” as XML.`,
    };
  }
  const notes = [...leftOut].map(([what, count]) => `${count} ${what} left out`);
  if (guessed > 0)
    notes.push(
      `${guessed} interval block${guessed === 1 ? '' : 's'} had no link to a reading type: the nearest reading type before it was used`,
    );
  return {
    ok: true,
    value: {
      format: 'green-button-xml',
      clock: 'utc',
      readings,
      standardOffsetHours: offsetSeconds === null ? null : offsetSeconds / 3600,
      badTimes,
      leftOut: notes,
      net,
    },
  };
}
