import { describe, expect, it } from 'vitest';
import { ApiError } from '../../directus/api-error';
import { createQuoteDraft, isConflict, type QuoteApi } from './store';
import type { ProjectRecord, QuotePayload, QuoteRecord } from './mapping';

// Issue 12, finding 8: two sessions edit one quote. Each store below is one browser tab; `server` is the
// quote as the backend holds it, changed only by the tabs' saves.

const project: ProjectRecord = {
  id: 'p1',
  wizard_completed: true,
  installer: [],
  monthly_consumption_kwh: 900,
  current_rate_per_kwh: 0.15,
};

const quote: QuoteRecord = {
  id: 'q1',
  name: 'Sunny Co',
  company_name: 'Sunny Co',
  status: 'quote_received',
  notes: 'first visit',
  proposal_data: { system_size_kw: 8.4, solar_system_cost: 25200, year1_production_kwh: 11000, payment_method: 'cash' },
};

function backend() {
  let stored: QuoteRecord = quote;
  const api: QuoteApi = {
    createQuote: () => Promise.reject(new Error('not in this test')),
    updateQuote: (_projectId: string, _quoteId: string, payload: QuotePayload) => {
      stored = { id: stored.id, ...payload };
      return Promise.resolve(stored);
    },
    updateProject: () => Promise.resolve(null),
    markWizardDone: () => Promise.resolve(null),
    fetchQuote: () => Promise.resolve(stored),
  };
  return { api, read: () => stored };
}

function tab(api: QuoteApi) {
  const store = createQuoteDraft({ storage: null, now: () => 0 });
  store.setApi(api);
  store.init({ project: { ...project, installer: [quote] }, quote, mode: 'editor' });
  return store;
}

describe('two sessions editing one quote', () => {
  it('changes to different fields both survive, and the second tab shows the first tab’s change', async () => {
    const server = backend();
    const a = tab(server.api);
    const b = tab(server.api);
    a.setField('notes', 'asked about the roof');
    expect((await a.save()).ok).toBe(true);
    b.setField('solar_system_cost', '24800');
    expect((await b.save()).ok).toBe(true);
    expect(server.read().notes).toBe('asked about the roof');
    expect(server.read().proposal_data?.['solar_system_cost']).toBe(24800);
    expect(b.$quoteDraft.get().form.notes).toBe('asked about the roof');
    expect(b.$dirty.get()).toBe(false);
  });

  it('the same field changed differently stops the save and names the field with both values', async () => {
    const server = backend();
    const a = tab(server.api);
    const b = tab(server.api);
    a.setField('solar_system_cost', '26000');
    await a.save();
    b.setField('solar_system_cost', '24800');
    const result = await b.save();
    expect(isConflict(result)).toBe(true);
    expect(server.read().proposal_data?.['solar_system_cost']).toBe(26000);
    expect(b.$quoteDraft.get().conflict?.fields).toEqual([
      { name: 'solar_system_cost', label: expect.any(String) as string, mine: '24800', theirs: '26000' },
    ]);
    // What was typed is kept while the homeowner decides.
    expect(b.$quoteDraft.get().form.solar_system_cost).toBe('24800');
    // Save and Go Back reports the conflict through its dialog, not as a failed save.
    expect(isConflict(await b.saveAll())).toBe(true);
    expect(b.$quoteDraft.get().formError).toBeNull();
  });

  it('keep mine saves this tab’s value; take theirs keeps the other tab’s and shows it', async () => {
    for (const [choice, expected] of [
      ['mine', 24800],
      ['theirs', 26000],
    ] as const) {
      const server = backend();
      const a = tab(server.api);
      const b = tab(server.api);
      a.setField('solar_system_cost', '26000');
      a.setField('notes', 'from tab a');
      await a.save();
      b.setField('solar_system_cost', '24800');
      await b.save();
      const settled = await b.resolveConflict(choice);
      expect(settled.ok).toBe(true);
      expect(server.read().proposal_data?.['solar_system_cost']).toBe(expected);
      // The other tab's change to a field this tab left alone survives either way.
      expect(server.read().notes).toBe('from tab a');
      expect(b.$quoteDraft.get().conflict).toBeNull();
      expect(b.$quoteDraft.get().form.solar_system_cost).toBe(String(expected));
    }
  });

  it('saving twice from one tab is never a conflict with itself', async () => {
    const server = backend();
    const a = tab(server.api);
    a.setField('solar_system_cost', '24800.50');
    expect((await a.save()).ok).toBe(true);
    a.setField('solar_system_cost', '24000');
    const second = await a.save();
    expect(second.ok).toBe(true);
    expect(server.read().proposal_data?.['solar_system_cost']).toBe(24000);
  });
});

describe('a save overtaken between its read and its write (review finding 5)', () => {
  /** A backend that checks the precondition as the server does: 409 when date_updated moved since the read. */
  function conditionalBackend() {
    let version = 1;
    let stored: QuoteRecord = { ...quote, date_updated: `v${version}` };
    /** Runs once, after the next read: another tab's save landing between this tab's read and write. */
    let afterNextRead: (() => void) | null = null;
    const write = (payload: QuotePayload) => {
      version++;
      stored = { id: stored.id, ...payload, date_updated: `v${version}` };
    };
    const api: QuoteApi = {
      createQuote: () => Promise.reject(new Error('not in this test')),
      updateQuote: (_projectId, _quoteId, payload, readVersion) => {
        if (readVersion !== undefined && readVersion !== stored.date_updated) {
          return Promise.reject(
            new ApiError('This quote was changed elsewhere since it was read; nothing was saved.', { code: 'conflict', status: 409 }),
          );
        }
        write(payload);
        return Promise.resolve(stored);
      },
      updateProject: () => Promise.resolve(null),
      markWizardDone: () => Promise.resolve(null),
      fetchQuote: () => {
        const read = stored;
        const overtake = afterNextRead;
        afterNextRead = null;
        overtake?.();
        return Promise.resolve(read);
      },
    };
    return { api, read: () => stored, overtake: (change: () => void) => (afterNextRead = change), write };
  }

  it('the other save is not overwritten: the 409 leads to a fresh merge, and a clash to the dialog', async () => {
    const server = conditionalBackend();
    const b = tab(server.api);
    b.setField('notes', 'from tab b');
    // Tab A's new cost lands after tab B's read and before tab B's write.
    server.overtake(() =>
      server.write({ ...server.read(), proposal_data: { ...quote.proposal_data, solar_system_cost: 26000 } } as unknown as QuotePayload),
    );
    expect((await b.save()).ok).toBe(true);
    expect(server.read().proposal_data?.['solar_system_cost']).toBe(26000);
    expect(server.read().notes).toBe('from tab b');

    const c = tab(server.api);
    c.init({ project: { ...project, installer: [server.read()] }, quote: server.read(), mode: 'editor' });
    c.setField('solar_system_cost', '24800');
    server.overtake(() =>
      server.write({
        ...server.read(),
        proposal_data: { ...server.read().proposal_data, solar_system_cost: 27000 },
      } as unknown as QuotePayload),
    );
    expect(isConflict(await c.save())).toBe(true);
    expect(server.read().proposal_data?.['solar_system_cost']).toBe(27000);
    expect(c.$quoteDraft.get().conflict?.fields.map((field) => [field.mine, field.theirs])).toEqual([['24800', '27000']]);
  });
});
