import { describe, expect, it } from 'vitest';
import { buildComparison } from './build';
import { CASH, LEASE, LOAN, PROJECT, quote } from './fixtures.test-support';
import { compareProjectQuotes } from './quotes';

const OPTIONS = { installDate: '2026-06-01' };

describe('one comparison for the owner and the shared view', () => {
  // The case: equal workmanship warranties, one quote's private equipment notes give longer
  // inverter cover. The owner's view used to rank it on that, the shared view (no equipment) could not.
  const owner = compareProjectQuotes(
    PROJECT,
    [
      quote('a', 'Alpha', { workmanship_warranty: 10 }, { equipment: { inverters: { warranty: 25 } }, trust: { quality_rating: 5 } }),
      quote('b', 'Beta', { workmanship_warranty: 10, panel_performance_warranty: 25 }),
      CASH,
      LOAN,
      LEASE,
    ],
    OPTIONS,
  );
  // What the shared page reads: proposal data only.
  const shared = compareProjectQuotes(
    PROJECT,
    [
      quote('a', 'Alpha', { workmanship_warranty: 10 }),
      quote('b', 'Beta', { workmanship_warranty: 10, panel_performance_warranty: 25 }),
      CASH,
      LOAN,
      LEASE,
    ],
    OPTIONS,
  );

  it('the same verdicts and standings', () => {
    const a = buildComparison(owner, 'owner');
    const b = buildComparison(shared, 'public');
    expect(b.verdicts).toEqual(a.verdicts);
    expect(b.standings.map((s) => [s.id, s.leads])).toEqual(a.standings.map((s) => [s.id, s.leads]));
  });

  it('the same rows and best marks, apart from the private rows', () => {
    const a = buildComparison(owner, 'owner');
    const b = buildComparison(shared, 'public');
    const privateIds = a.rows.filter((r) => r.row.private).map((r) => r.row.id);
    expect(privateIds).toEqual(expect.arrayContaining(['panels', 'inverter', 'panel-warranty', 'inverter-warranty', 'rating']));
    expect(b.rows.map((r) => r.row.id)).toEqual(a.rows.filter((r) => !r.row.private).map((r) => r.row.id));
    const marks = (rows: typeof a.rows) => rows.filter((r) => !r.row.private).map((r) => [r.row.id, r.best && [...r.best.ids], r.noBest]);
    expect(marks(b.rows)).toEqual(marks(a.rows));
  });

  it('no Best on a row where a compared quote has no comparable value', () => {
    const { rows } = buildComparison(owner, 'owner');
    for (const { row, best } of rows) {
      if (!best || !row.value) continue;
      for (const q of owner) expect(row.value(q), `${row.id}: ${q.name}`).not.toBeNull();
    }
    // The headline rows every way to pay has.
    expect(rows.slice(1, 5).map((r) => r.row.label)).toEqual([
      'Cash needed at signing',
      'Total paid over the lifetime',
      'Lifetime net savings',
      'Monthly outlay in year 1',
    ]);
  });
});
