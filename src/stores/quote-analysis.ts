import { atom, onMount, type ReadableAtom } from 'nanostores';
import { batteryIncrement, type BatteryIncrement } from '../finance/battery';
import type { BillProjectInputs } from '../finance/bill/setup';
import type { CarbonProjectInputs } from '../finance/carbon/carbon';
import { analyzeQuote, type EngineResult, type ProjectEnergySettings, type ProposalData } from '../finance/quote-engine';
import type { Outcome } from '../finance/warnings';
import { $quoteDraft, projectSettings, proposalInputs, type QuoteDraftState } from './quoteDraft';

/**
 * The quote page's analysis: ONE store, computed from the draft once typing pauses. Before, every
 * keystroke re-ran the whole model 6–8 times (the analysis, five sensitivity scenarios, the battery with
 * and without); now typing runs it 0 times and each pause once (plus the battery's own comparison when the
 * quote has one). Opening a quote, "Add New Quote" and the NPV switch are answered at once. The
 * sensitivity scenarios are left to the panel, which runs them only while their section is open.
 */

/** How long typing must pause before the figures follow (ms). */
export const ANALYSIS_PAUSE_MS = 300;

export interface QuoteAnalysis {
  /** The inputs the figures below were computed from (the draft as of the last pause, with the project's bill inputs). */
  readonly settings: ProjectEnergySettings & QuoteProjectInputs;
  readonly proposal: ProposalData;
  readonly npvEnabled: boolean;
  readonly outcome: Outcome<EngineResult>;
  /** "The battery on its own", when the quote includes one and the analysis ran; else null. */
  readonly battery: BatteryIncrement | null;
}

/** The NPV switch of the Cash Flow Analysis card. */
export const $quoteNpv = atom(false);

/** Sets the NPV switch (figures follow at once). */
export function setQuoteNpv(on: boolean): void {
  $quoteNpv.set(on);
}

/** The project fields the quote page hands the engine beside the draft: the bill's inputs and the grid factor's. */
export type QuoteProjectInputs = BillProjectInputs & CarbonProjectInputs;

/**
 * The project's inputs of the hourly bill (issue 23: tariff, use by the hour or month, where the home is)
 * and its country (the grid emission factor), which the quote form does not edit: the quote page sets them
 * from the project as loaded, so the side panel bills each quote as the project page does. `null`: none
 * (the simple model runs).
 */
export const $quoteBillInputs = atom<QuoteProjectInputs | null>(null);

/** The bill inputs of a project (only those fields: the rest of the project is the draft's). */
export function setQuoteBillInputs(project: QuoteProjectInputs | null | undefined): void {
  const next: QuoteProjectInputs | null =
    project === null || project === undefined
      ? null
      : {
          tariff: project.tariff ?? null,
          monthly_usage_kwh: project.monthly_usage_kwh ?? null,
          hourly_usage_kwh: project.hourly_usage_kwh ?? null,
          interval_source: project.interval_source ?? null,
          postal_code: project.postal_code ?? null,
          state_province: project.state_province ?? null,
          country: project.country ?? null,
        };
  const now = $quoteBillInputs.get();
  const same = now !== null && next !== null && (Object.keys(next) as (keyof QuoteProjectInputs)[]).every((key) => now[key] === next[key]);
  if (!same && !(now === null && next === null)) $quoteBillInputs.set(next);
}

/** The analysis of a draft's form and settings (no debounce: the store below decides when). */
export function analyseDraft(
  draft: Pick<QuoteDraftState, 'form' | 'settings'>,
  npvEnabled: boolean,
  bill: QuoteProjectInputs | null = null,
): QuoteAnalysis {
  // The draft's settings win (monthly consumption is typed in the wizard); the tariff and hours are the project's.
  const { monthly_consumption_kwh: _typedInTheDraft, ...billInputs } = bill ?? {};
  const settings = { ...billInputs, ...projectSettings(draft.settings) };
  const proposal = proposalInputs(draft.form);
  const outcome = analyzeQuote(settings, proposal, { npvEnabled });
  const battery =
    outcome.result !== null && outcome.result.system.batteryIncluded ? (batteryIncrement(settings, proposal).result ?? null) : null;
  return { settings, proposal, npvEnabled, outcome, battery };
}

export interface QuoteAnalysisOptions {
  readonly draft?: ReadableAtom<QuoteDraftState>;
  readonly npv?: ReadableAtom<boolean>;
  readonly bill?: ReadableAtom<QuoteProjectInputs | null>;
  readonly pauseMs?: number;
}

/** A debounced analysis store over a draft store (the app uses `$quoteAnalysis`; tests make their own). */
export function createQuoteAnalysis(options: QuoteAnalysisOptions = {}): ReadableAtom<QuoteAnalysis | null> {
  const $draft = options.draft ?? $quoteDraft;
  const $npv = options.npv ?? $quoteNpv;
  const $bill = options.bill ?? $quoteBillInputs;
  const pauseMs = options.pauseMs ?? ANALYSIS_PAUSE_MS;
  const $analysis = atom<QuoteAnalysis | null>(null);

  onMount($analysis, () => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    // What the current value was computed from: a change elsewhere in the draft (saving, errors, the tab) is not a change.
    let seen: { form: unknown; settings: unknown; npv: boolean; bill: unknown; quote: string } | null = null;

    const cancel = (): void => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    };
    const run = (): void => {
      cancel();
      const draft = $draft.get();
      if (draft.status !== 'ready') {
        seen = null;
        $analysis.set(null);
        return;
      }
      const npv = $npv.get();
      const bill = $bill.get();
      seen = { form: draft.form, settings: draft.settings, npv, bill, quote: quoteKey(draft) };
      $analysis.set(analyseDraft(draft, npv, bill));
    };
    const changed = (): void => {
      const draft = $draft.get();
      const npv = $npv.get();
      if (draft.status !== 'ready' || seen === null || seen.quote !== quoteKey(draft) || seen.npv !== npv || seen.bill !== $bill.get()) {
        // A quote opened or closed, the NPV switch, or the project's tariff or hours arrived: at once.
        run();
        return;
      }
      if (seen.form === draft.form && seen.settings === draft.settings) return;
      cancel();
      timer = setTimeout(run, pauseMs);
    };

    run();
    const stopDraft = $draft.listen(changed);
    const stopNpv = $npv.listen(changed);
    const stopBill = $bill.listen(changed);
    return () => {
      cancel();
      stopDraft();
      stopNpv();
      stopBill();
      seen = null;
    };
  });

  return $analysis;
}

/** Which quote the draft holds; "Add New Quote" empties the form and starts a new one. */
function quoteKey(draft: QuoteDraftState): string {
  return `${draft.projectId ?? ''}:${draft.quoteId ?? 'new'}:${draft.status}`;
}

/** The quote page's analysis. */
export const $quoteAnalysis = /* @__PURE__ */ createQuoteAnalysis();
