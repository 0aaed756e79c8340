import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bill } from '../../finance/bill/bill';
import { hourCalendar } from '../../finance/bill/calendar';
import { readTariff, type StoredTariff, type Tariff } from '../../finance/bill/tariff';
import {
  EMPTY_TARIFF_FORM,
  exportFormOf,
  exportTableSummary,
  formatExportTable,
  formFromTariff,
  hourRange,
  importedWithExport,
  parseExportTable,
  storedTariff,
  tariffFromForm,
  validateTariffForm,
  type TariffForm,
} from './tariff-form';

const SAVED = new Date('2026-01-15T10:00:00Z');
const pacific = hourCalendar({ standardOffsetHours: -8, observesDst: true });

/** Through JSON, as Directus stores and answers it. */
const stored = (form: TariffForm): StoredTariff => storedTariff(JSON.stringify(tariffFromForm(form, SAVED)))!;

function billed(form: TariffForm): Tariff {
  const { tariff, issues } = readTariff(stored(form));
  if (tariff === null) throw new Error(issues.map((i) => i.message).join(' '));
  return tariff;
}

const flat: TariffForm = { ...EMPTY_TARIFF_FORM, name: 'Xcel R', rate: 0.14, fixedCharge: 7.1, trueUpRate: 0.04 };
const tou: TariffForm = {
  ...EMPTY_TARIFF_FORM,
  name: 'E-TOU-C',
  timeOfUse: true,
  rate: 0.31,
  peakRate: 0.49,
  peakStart: 16,
  peakEnd: 21,
  peakWeekends: true,
  fixedCharge: 0,
  minimumBill: 10,
  exportChoice: 'net_billing_period',
  exportPeriodRates: [0.05, 0.08],
};

describe('the typed rate is stored in URDB’s fields and read back exactly', () => {
  it.each([
    ['one price with a fixed charge, net metering with a true-up rate', flat],
    ['time of use, weekends too, a minimum bill, net billing by period', tou],
    [
      'time of use in summer only on weekdays, with a second tier',
      { ...tou, peakWeekends: false, peakSummerOnly: true, tierKwh: 400, tierAdder: 0.1 },
    ],
    ['net billing at one rate', { ...flat, exportChoice: 'net_billing_flat' as const, exportRate: 0.06, trueUpRate: null }],
    ['no export credit', { ...flat, exportChoice: 'none' as const, trueUpRate: null }],
  ])('%s', (_what, form) => {
    const back = formFromTariff(stored(form));
    expect(back).not.toBeNull();
    expect(tariffFromForm(back!, SAVED)).toEqual(tariffFromForm(form, SAVED));
    expect(back!.rate).toBe(form.rate);
    expect(back!.exportChoice).toBe(form.exportChoice);
  });

  it('holds for any rate the form accepts (property)', () => {
    const money = fc.integer({ min: 0, max: 100_000 }).map((n) => n / 100_000);
    const forms = fc
      .record({
        timeOfUse: fc.boolean(),
        rate: money,
        peakRate: money,
        peakStart: fc.integer({ min: 0, max: 22 }),
        length: fc.integer({ min: 1, max: 8 }),
        peakWeekends: fc.boolean(),
        peakSummerOnly: fc.boolean(),
        tier: fc.option(fc.record({ kwh: fc.integer({ min: 1, max: 2000 }), adder: money }), { nil: null }),
        fixedCharge: fc.option(
          fc.integer({ min: 0, max: 10_000 }).map((n) => n / 100),
          { nil: null },
        ),
        minimumBill: fc.option(
          fc.integer({ min: 0, max: 10_000 }).map((n) => n / 100),
          { nil: null },
        ),
        exportChoice: fc.constantFrom<TariffForm['exportChoice']>('net_metering', 'net_billing_flat', 'none'),
        exportRate: money,
      })
      .map((r): TariffForm => ({
        ...EMPTY_TARIFF_FORM,
        timeOfUse: r.timeOfUse,
        rate: r.rate,
        peakRate: r.timeOfUse ? r.peakRate : null,
        peakStart: r.peakStart,
        peakEnd: Math.min(24, r.peakStart + r.length),
        peakWeekends: r.peakWeekends,
        peakSummerOnly: r.peakSummerOnly,
        tierKwh: r.tier?.kwh ?? null,
        tierAdder: r.tier?.adder ?? null,
        fixedCharge: r.fixedCharge,
        minimumBill: r.minimumBill,
        exportChoice: r.exportChoice,
        exportRate: r.exportChoice === 'net_billing_flat' ? r.exportRate : null,
        trueUpRate: r.exportChoice === 'net_metering' ? r.exportRate : null,
      }));
    fc.assert(
      fc.property(forms, (form) => {
        expect(validateTariffForm(form)).toEqual({});
        const back = formFromTariff(stored(form));
        expect(back).not.toBeNull();
        // The same rate again: the schedules, prices and charges the engine bills.
        expect(tariffFromForm(back!, SAVED)).toEqual(tariffFromForm(form, SAVED));
      }),
      { numRuns: 150 },
    );
  });

  it('a rate the form cannot say (three periods, as a URDB file may have) is not read into it', () => {
    const three = {
      ...tariffFromForm(tou, SAVED),
      energyratestructure: [[{ rate: 0.2 }], [{ rate: 0.3 }], [{ rate: 0.5 }]],
    };
    expect(formFromTariff(three)).toBeNull();
    expect(formFromTariff(storedTariff('not json'))).toBeNull();
  });
});

describe('the engine bills the typed rate as a bill would (worked by hand)', () => {
  const hours = pacific.hours;
  const fill = (kwh: number, month: number): Float64Array => {
    const out = new Float64Array(hours);
    for (let h = 0; h < hours; h += 1) if (pacific.month[h] === month) out[h] = kwh;
    return out;
  };
  const none = new Float64Array(hours);

  it('a second tier above 500 kWh and the fixed charge', () => {
    const tariff = billed({ ...flat, tierKwh: 500, tierAdder: 0.1 });
    // January, 1 kWh every hour: 744 kWh → 500 × $0.14 + 244 × $0.24 = $70.00 + $58.56 = $128.56, + $7.10 fixed.
    const jan = bill(tariff, fill(1, 0), none, 0, { calendar: pacific });
    expect(jan.energyCents).toBe(12856);
    expect(jan.totalCents).toBe(12856 + 710);
  });

  it('the peak 4–9 pm every day: 5 of 24 hours at the peak price', () => {
    const tariff = billed(tou);
    // June, 1 kWh every hour: 30 days × 5 peak hours = 150 kWh × $0.49 = $73.50; 570 × $0.31 = $176.70.
    const june = bill(tariff, fill(1, 5), none, 5, { calendar: pacific });
    expect(june.energyCents).toBe(7350 + 17670);
    expect(june.totalCents).toBe(7350 + 17670);
  });

  it('the minimum bill when the month’s charges are below it', () => {
    const tariff = billed(tou);
    // No use in June: $0 of energy, no fixed charge → the $10.00 minimum.
    expect(bill(tariff, none, none, 5, { calendar: pacific }).totalCents).toBe(1000);
  });

  it('summer-only peak on weekdays: January has no peak price', () => {
    const tariff = billed({ ...tou, peakSummerOnly: true, peakWeekends: false });
    expect(tariff.weekday[0]).toEqual(new Array(24).fill(0));
    expect(tariff.weekday[6]?.slice(15, 22)).toEqual([0, 1, 1, 1, 1, 1, 0]);
    expect(tariff.weekend[6]).toEqual(new Array(24).fill(0));
  });
});

describe('messages name what is wrong, and nothing typed is lost', () => {
  it('a rate in cents is flagged as implausible', () => {
    expect(validateTariffForm({ ...flat, rate: 14 }).rate).toBe(
      'The rate of 14 $/kWh is implausible. Is it in cents? Enter dollars, e.g. 0.32, not 32.',
    );
  });

  it('a time-of-use rate needs its peak price and a peak that ends after it starts', () => {
    const errors = validateTariffForm({ ...tou, peakRate: null, peakStart: 21, peakEnd: 16 });
    expect(errors.peakRate).toBe('The peak rate is required.');
    expect(errors.peakEnd).toMatch(/must end after it starts/);
  });

  it('a tier needs both of its fields, and a plausible price above it', () => {
    expect(validateTariffForm({ ...flat, tierKwh: 500 }).tierAdder).toMatch(/how much more/);
    expect(validateTariffForm({ ...tou, tierKwh: 500, tierAdder: 1.6 }).tierAdder).toMatch(
      /2\.09 \$\/kWh in the second tier\) is implausible/,
    );
  });

  it('net billing needs its rates; by period only with time of use', () => {
    expect(validateTariffForm({ ...flat, exportChoice: 'net_billing_flat' }).exportRate).toBe('The export rate is required.');
    expect(validateTariffForm({ ...tou, exportPeriodRates: [0.05, null] }).exportPeriodRates1).toBe('The Peak export rate is required.');
    expect(validateTariffForm({ ...flat, exportChoice: 'net_billing_period', exportPeriodRates: [0.05, 0.05] }).exportChoice).toMatch(
      /need a time-of-use rate/,
    );
  });
});

describe('an imported URDB rate keeps its fields; only how exports are paid is set here', () => {
  const urdb: StoredTariff & Record<string, unknown> = {
    name: 'E-1 Residential',
    utility: 'Pacific Gas & Electric Co',
    energyratestructure: [[{ rate: 0.3, sell: 0.04 }], [{ rate: 0.45 }], [{ rate: 0.6 }]],
    energyweekdayschedule: Array.from({ length: 12 }, () => [...new Array<number>(16).fill(0), 2, 2, 2, 2, 2, 1, 1, 0]),
    demandcomments: 'kept as it came',
    atlas_true_up_rate: 0.02,
  };

  it('replaces the export fields and records the file and the moment', () => {
    const saved = importedWithExport(
      urdb,
      { ...exportFormOf(null, 3), exportChoice: 'net_billing_flat', exportRate: 0.07 },
      'e1.json',
      SAVED,
    );
    expect(saved.energyratestructure).toEqual(urdb.energyratestructure);
    expect((saved as Record<string, unknown>)['demandcomments']).toBe('kept as it came');
    expect(saved.atlas_true_up_rate).toBeUndefined();
    expect(saved.atlas_export_compensation).toBe('net_billing');
    expect(saved.atlas_export_rate).toBe(0.07);
    expect(saved.atlas_source).toEqual({ kind: 'urdb', file: 'e1.json', saved_at: '2026-01-15T10:00:00.000Z' });
    expect(readTariff(saved).tariff?.exportValue).toEqual({ kind: 'flat', rate: 0.07 });
  });

  it('reads the export fields back into the form, one rate per period', () => {
    const saved = importedWithExport(
      urdb,
      {
        exportChoice: 'net_billing_period',
        trueUpRate: null,
        exportRate: null,
        exportPeriodRates: [0.03, 0.05, 0.09],
        exportTableText: '',
      },
      'e1.json',
      SAVED,
    );
    expect(exportFormOf(saved, 3)).toEqual({
      exportChoice: 'net_billing_period',
      trueUpRate: null,
      exportRate: null,
      exportPeriodRates: [0.03, 0.05, 0.09],
      exportTableText: '',
    });
    expect(formFromTariff(saved)).toBeNull();
  });
});

describe('the 12 × 24 export-value table, typed or pasted', () => {
  /** $0.05 every hour but August 7–8 pm (month 7, hour 19) at $0.31. */
  const table = Array.from({ length: 12 }, (_, m) => Array.from({ length: 24 }, (_, h) => (m === 7 && h === 19 ? 0.31 : 0.05)));
  const tabbed = table.map((row) => row.join('\t')).join('\n');
  const lines = (edit: (rows: string[][]) => void): string => {
    const rows = table.map((row) => row.map(String));
    edit(rows);
    return rows.map((row) => row.join(' ')).join('\n');
  };

  it('reads a spreadsheet paste (tabs), commas, spaces, a $ sign, CRLF and a trailing blank line', () => {
    expect(parseExportTable(tabbed)).toEqual({ ok: true, table });
    const mixed = table.map((row, m) => (m % 3 === 0 ? row.join(', ') : m % 3 === 1 ? row.join('  ') : row.map((v) => `$${v}`).join('\t')));
    expect(parseExportTable(`${mixed.join('\r\n')}\r\n\r\n`)).toEqual({ ok: true, table });
  });

  it.each([
    ['11 lines', tabbed.split('\n').slice(0, 11).join('\n'), '12 lines are needed, one per month; found 11.'],
    ['nothing', '  \n ', '12 lines are needed, one per month; found 0.'],
    ['23 values in March', lines((rows) => rows[2]!.pop()), 'Line 3 (March) has 23 values; it needs 24.'],
    ['a word in May at 2 pm', lines((rows) => (rows[4]![14] = 'abc')), "Line 5, hour 14: 'abc' is not a number."],
    [
      'cents in August at 7 pm',
      lines((rows) => (rows[7]![19] = '31')),
      'Line 8, hour 19: 31 $/kWh is implausible. Is it in cents? Enter dollars, e.g. 0.32, not 32.',
    ],
    ['a negative value', lines((rows) => (rows[0]![0] = '-0.01')), 'Line 1, hour 0: -0.01 is below 0.'],
  ])('%s: one message naming the line and the value', (_what, text, message) => {
    expect(parseExportTable(text)).toEqual({ ok: false, message });
    // The form's own message, with the text left as it was typed.
    const form: TariffForm = { ...flat, exportChoice: 'net_billing_table', exportTableText: text };
    expect(validateTariffForm(form).exportTableText).toBe(message);
    expect(form.exportTableText).toBe(text);
  });

  it('sums up a valid table in one line (worked by hand)', () => {
    // (287 × 0.05 + 0.31) / 288 = 14.66 / 288 = 0.05090…
    expect(exportTableSummary(table)).toBe('Average $0.051/kWh; highest $0.31 in August 7–8 pm');
    expect(hourRange(0)).toBe('midnight–1 am');
    expect(hourRange(11)).toBe('11 am–noon');
    expect(hourRange(12)).toBe('noon–1 pm');
    expect(hourRange(23)).toBe('11 pm–midnight');
    expect(hourRange(6)).toBe('6–7 am');
  });

  it('a typed rate with the table round-trips: save, reload, the same 288 numbers', () => {
    const form: TariffForm = { ...flat, trueUpRate: null, exportChoice: 'net_billing_table', exportTableText: tabbed };
    expect(validateTariffForm(form)).toEqual({});
    const saved = stored(form);
    expect(saved.atlas_export_compensation).toBe('net_billing');
    expect(saved.atlas_export_table).toEqual(table);
    expect(readTariff(saved).tariff?.exportValue).toEqual({ kind: 'table', table });
    const back = formFromTariff(saved);
    expect(back?.exportChoice).toBe('net_billing_table');
    expect(back?.exportTableText.split('\n')).toHaveLength(12);
    expect(parseExportTable(back!.exportTableText)).toEqual({ ok: true, table });
    expect(tariffFromForm(back!, SAVED)).toEqual(tariffFromForm(form, SAVED));
  });

  it('an imported rate takes the table too, and gives it back to the form', () => {
    const urdb: StoredTariff = {
      name: 'E-1',
      energyratestructure: [[{ rate: 0.3 }]],
      energyweekdayschedule: Array.from({ length: 12 }, () => new Array<number>(24).fill(0)),
    };
    const saved = storedTariff(
      JSON.stringify(
        importedWithExport(
          urdb,
          { ...exportFormOf(null, 1), exportChoice: 'net_billing_table', exportTableText: tabbed },
          'e1.json',
          SAVED,
        ),
      ),
    )!;
    expect(saved.atlas_export_table).toEqual(table);
    const again = exportFormOf(saved, 1);
    expect(again.exportChoice).toBe('net_billing_table');
    expect(again.exportTableText).toBe(formatExportTable(table));
    expect(again.exportTableText).toBe(tabbed);
    // Switching back to one rate drops the table.
    const flatAgain = importedWithExport(saved, { ...again, exportChoice: 'net_billing_flat', exportRate: 0.04 }, 'e1.json', SAVED);
    expect(flatAgain.atlas_export_table).toBeUndefined();
    expect(readTariff(flatAgain).tariff?.exportValue).toEqual({ kind: 'flat', rate: 0.04 });
  });
});
