import { describe, expect, it } from 'vitest';
import { CASH, LEASE, LOAN, PROJECT, quote } from './fixtures.test-support';
import { compareProjectQuotes, type CompareQuoteInput } from './quotes';
import { bestOf, COMPARE_ROWS } from './rows';
import { leftOut, standings, verdict } from './verdict';

const OPTIONS = { installDate: '2026-06-01' };
const compare = (quotes: CompareQuoteInput[]) => compareProjectQuotes(PROJECT, quotes, OPTIONS);
const sentence = (v: ReturnType<typeof verdict>) => v.claims.map((c) => c.text).join(' ');

describe('verdict: every sentence computed from the engine figures', () => {
  const three = compare([CASH, LOAN, LEASE]);

  it('lifetime: names the quote with the largest net savings, the margin and the reason, each linked to its row', () => {
    const v = verdict(three, 'lifetime');
    const [cash, , lease] = three;
    const lead = cash!.row.metrics!.netSavings - lease!.row.metrics!.netSavings;
    expect(v.status).toBe('clear');
    expect(v.leaders).toEqual(['cash']);
    expect(v.claims[0]).toEqual({
      text: `Best on lifetime savings: Sunny Cash Co, by $${Math.round(lead).toLocaleString('en-US')} over 25 years against Lease Power,`,
      rowId: 'net-savings',
    });
    expect(v.claims[1]!.rowId).toBe('total-paid');
  });

  it('lifetime: a price-per-watt reason when the leader is cheaper per watt', () => {
    const cheap = quote('a', 'Cheap Watts', { solar_system_cost: 20_000 });
    const dear = quote('b', 'Dear Watts', { solar_system_cost: 24_400 });
    const v = verdict(compare([dear, cheap]), 'lifetime');
    expect(v.leaders).toEqual(['a']);
    // $2.50/W against $3.05/W: 18 % lower.
    expect(v.claims[1]).toEqual({ text: 'because its price per watt after incentives is 18 % lower.', rowId: 'cpw-net' });
  });

  // Issue 22: the monthly priority rests on the headline rows: it ranks on "Monthly outlay in year 1", among
  // the quotes needing little at signing ("Cash needed at signing"); it used to rank on year-1 cash flow.
  it('monthly: ranks on the monthly outlay among quotes needing little at signing, and says what the cash quote needs', () => {
    const v = verdict(three, 'monthly');
    expect(v.leaders).toEqual(['lease']);
    expect(sentence(v)).toBe(
      'Lowest monthly outlay of the quotes needing little at signing: Lease Power, $95.00 a month in year 1, $114.17 less than Loan Solar. ' +
        'It needs nothing at signing. After bill savings it leaves $49.00 a month in year 1. ' +
        'Sunny Cash Co has no monthly outlay but needs $24,000 at signing.',
    );
    expect(v.claims.map((c) => c.rowId)).toEqual(['outlay', 'upfront', 'y1', 'upfront']);
  });

  it('monthly: the leader is the quote the table marks Best on the monthly outlay row of its pool', () => {
    const financed = compare([LOAN, LEASE]);
    const v = verdict(financed, 'monthly');
    const best = bestOf(
      COMPARE_ROWS.find((r) => r.id === 'outlay')!,
      financed,
    );
    expect([...(best?.ids ?? [])]).toEqual(v.leaders);
  });

  it('monthly: a quote with a lower outlay that leaves less after bill savings is named beside the one that leaves more', () => {
    const cheap = quote('a', 'Small Lease', {
      payment_method: 'lease',
      lease_monthly_payment: 60,
      agreement_term_years: 25,
      end_of_term: 'return',
      year1_production_kwh: 6_000,
    });
    const big = quote('b', 'Big Lease', {
      payment_method: 'lease',
      lease_monthly_payment: 90,
      agreement_term_years: 25,
      end_of_term: 'return',
    });
    const v = verdict(compare([big, cheap]), 'monthly');
    expect(v.leaders).toEqual(['a']);
    expect(sentence(v)).toMatch(/^Lowest monthly outlay: Small Lease, \$60\.00 a month in year 1, \$30\.00 less than Big Lease\./);
    expect(sentence(v)).toMatch(/Big Lease costs more each month but leaves more after bill savings: \$[\d.,]+ a month in year 1\.$/);
  });

  // Issue 22 changed this: an Immediate payback (nothing paid at signing) used to "win"; it cannot be ranked.
  it('payback: a quote with nothing to pay back is not the fastest; the verdict says why and leads with no one', () => {
    const v = verdict(three, 'payback');
    expect(v.status).toBe('none');
    expect(v.leaders).toEqual([]);
    expect(sentence(v)).toContain('Payback cannot rank these quotes: Lease Power needs nothing at signing');
    expect(v.claims[0]!.rowId).toBe('payback');
  });

  it('payback: among quotes that each pay something back, the fastest leads', () => {
    const v = verdict(compare([CASH, LOAN]), 'payback');
    expect(v.status).not.toBe('none');
    expect(v.leaders).toHaveLength(1);
    expect(sentence(v)).toMatch(/pays back in /);
  });

  it('protection: the longest workmanship warranty, against the runner-up', () => {
    const v = verdict(three, 'protection');
    expect(v.leaders).toEqual(['cash']);
    expect(v.claims).toEqual([
      {
        text: 'Most protection: Sunny Cash Co, with a 25-year workmanship warranty (Loan Solar: 10 years).',
        rowId: 'workmanship-warranty',
      },
    ]);
  });

  it('protection: no warranties stated anywhere says to ask, and names no one', () => {
    const v = verdict(compare([quote('a', 'A', {}), quote('b', 'B', {})]), 'protection');
    expect(v.status).toBe('none');
    expect(v.leaders).toEqual([]);
    expect(sentence(v)).toMatch(/No quote states its warranties/);
  });

  it('per quote: which priorities each one leads', () => {
    expect(standings(three).map((s) => [s.id, s.leads])).toEqual([
      ['cash', ['lifetime', 'protection']],
      ['loan', []],
      ['lease', ['monthly']],
    ]);
  });
});

describe('verdict: ties and close calls', () => {
  it('identical quotes tie on every money priority, naming both', () => {
    const a = quote('a', 'Alpha', { workmanship_warranty: 10 });
    const b = quote('b', 'Beta', { workmanship_warranty: 10 });
    const quotes = compare([a, b]);
    for (const p of ['lifetime', 'monthly', 'payback', 'protection'] as const) {
      const v = verdict(quotes, p);
      expect(v.status, p).toBe('tie');
      expect(v.leaders, p).toEqual(['a', 'b']);
      expect(sentence(v), p).toMatch(/Alpha and Beta tie/);
    }
  });

  it('a $100 lead on lifetime savings is a close call, not a win', () => {
    const v = verdict(
      compare([quote('a', 'Alpha', { solar_system_cost: 24_000 }), quote('b', 'Beta', { solar_system_cost: 24_100 })]),
      'lifetime',
    );
    expect(v.status).toBe('close');
    expect(v.leaders).toEqual(['a']);
    expect(sentence(v)).toMatch(/^Close call on lifetime savings: Alpha is ahead of Beta by only \$100 over 25 years/);
  });

  it('a payback lead under half a year is a close call', () => {
    const v = verdict(
      compare([quote('a', 'Alpha', { solar_system_cost: 24_000 }), quote('b', 'Beta', { solar_system_cost: 24_400 })]),
      'payback',
    );
    expect(v.status).toBe('close');
    expect(sentence(v)).toMatch(/^Close call on payback: Alpha pays back in \d+\.\d years, only 0\.\d years before Beta\.$/);
  });

  it('a monthly lead under $5 is a close call', () => {
    const v = verdict(
      compare([
        quote('a', 'Alpha', { payment_method: 'lease', lease_monthly_payment: 95, agreement_term_years: 25, end_of_term: 'return' }),
        quote('b', 'Beta', { payment_method: 'lease', lease_monthly_payment: 97, agreement_term_years: 25, end_of_term: 'return' }),
      ]),
      'monthly',
    );
    expect(v.status).toBe('close');
    expect(sentence(v)).toMatch(/^Close call on the monthly outlay: Alpha costs only \$2\.00 a month less than Beta in year 1\./);
  });
});

describe('verdict: one quote, and quotes that fail to calculate', () => {
  it('a single quote states its figure and asks for another', () => {
    const v = verdict(compare([CASH]), 'lifetime');
    expect(v.status).toBe('single');
    expect(sentence(v)).toMatch(/^Sunny Cash Co saves \$[\d,]+ over 25 years\. Add another quote to compare\.$/);
  });

  it('a quote the engine cannot calculate is left out of the money verdicts and said to be', () => {
    const broken = quote('x', 'Broken Co', { system_size_kw: 0, solar_system_cost: 0, year1_production_kwh: 0 });
    const quotes = compare([CASH, broken, LEASE]);
    expect(quotes[1]!.result).toBeNull();
    const v = verdict(quotes, 'lifetime');
    expect(v.leaders).toEqual(['cash']);
    expect(sentence(v)).not.toContain('Broken Co');
    expect(leftOut(quotes)).toBe(
      'Broken Co is left out of the money verdicts: its figures cannot be calculated yet (missing quote details).',
    );
    expect(leftOut(compare([CASH]))).toBeNull();
  });

  it('no quote calculated: nothing is named', () => {
    const quotes = compare([quote('x', 'Broken Co', { system_size_kw: 0 })]);
    for (const p of ['lifetime', 'monthly', 'payback'] as const) {
      expect(verdict(quotes, p).leaders, p).toEqual([]);
    }
  });

  it('no quote paying back within 30 years says so', () => {
    const v = verdict(
      compare([quote('a', 'Slow', { solar_system_cost: 90_000 }), quote('b', 'Slower', { solar_system_cost: 95_000 })]),
      'payback',
    );
    expect(v.status).toBe('none');
    expect(sentence(v)).toBe('No quote pays back within 30 years on these figures.');
  });
});
