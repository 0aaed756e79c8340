import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mergeQuote, sameValue } from './quote-merge';

const base = {
  name: 'Sunny Co',
  notes: 'first visit',
  status: 'quote_received',
  proposal_data: { system_size_kw: 8.4, total_system_cost: 25200, interest_rate: 6.99 },
  equipment: { panel_brand: 'REC' },
};

describe('mergeQuote', () => {
  it('sends only what this session changed, over what the server holds now', () => {
    const mine = { ...base, notes: 'asked about the roof', proposal_data: { ...base.proposal_data, total_system_cost: 24800 } };
    const theirs = { ...base, name: 'Sunny Solar Co', proposal_data: { ...base.proposal_data, interest_rate: 5.99 } };
    const { patch, conflicts } = mergeQuote(base, mine, theirs);
    expect(conflicts).toEqual([]);
    // The other session's name and rate survive; this session's note and price go out.
    expect(patch).toEqual({
      notes: 'asked about the roof',
      proposal_data: { system_size_kw: 8.4, total_system_cost: 24800, interest_rate: 5.99 },
    });
  });

  it('reports a field both sessions changed to different values, and sends nothing until it is settled', () => {
    const mine = { ...base, proposal_data: { ...base.proposal_data, total_system_cost: 24800 } };
    const theirs = { ...base, proposal_data: { ...base.proposal_data, total_system_cost: 26000 } };
    const result = mergeQuote(base, mine, theirs);
    expect(result.conflicts).toEqual([{ path: 'proposal_data.total_system_cost', mine: 24800, theirs: 26000 }]);
    expect(result.patch).toEqual({});
  });

  it('keep mine and take theirs settle the conflict each way and keep the other side’s other changes', () => {
    const mine = { ...base, notes: 'mine', proposal_data: { ...base.proposal_data, total_system_cost: 24800 } };
    const theirs = { ...base, notes: 'theirs', equipment: { panel_brand: 'Qcells' } };
    expect(mergeQuote(base, mine, theirs).conflicts.map((c) => c.path)).toEqual(['notes']);
    expect(mergeQuote(base, mine, theirs, 'mine').patch).toEqual({
      notes: 'mine',
      proposal_data: { ...base.proposal_data, total_system_cost: 24800 },
    });
    expect(mergeQuote(base, mine, theirs, 'theirs').patch).toEqual({ proposal_data: { ...base.proposal_data, total_system_cost: 24800 } });
  });

  it('the same change made in both sessions is no conflict', () => {
    const both = { ...base, notes: 'same words' };
    expect(mergeQuote(base, both, both)).toEqual({ patch: { notes: 'same words' }, conflicts: [] });
  });

  it('a key this session cleared is sent as null, so the server forgets it', () => {
    const mine = { ...base, proposal_data: { system_size_kw: 8.4, total_system_cost: 25200 } };
    expect(mergeQuote(base, mine, base).patch).toEqual({ proposal_data: { ...base.proposal_data, interest_rate: null } });
  });

  it('property: without a conflict, the merge holds every change of both sessions', () => {
    const value = fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 3 }));
    const record = fc.record({ a: value, b: value, c: value });
    fc.assert(
      fc.property(record, record, record, (b, m, t) => {
        const { patch, conflicts } = mergeQuote(b, m, t);
        if (conflicts.length > 0) return;
        const result = { ...t, ...patch };
        for (const key of ['a', 'b', 'c'] as const) {
          if (!sameValue(b[key], m[key])) expect(result[key]).toEqual(m[key]);
          else expect(sameValue(result[key], t[key])).toBe(true);
        }
      }),
    );
  });
});
