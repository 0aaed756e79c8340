import { atom, computed, map, type MapStore, type ReadableAtom } from 'nanostores';
import type { CalculatorInputLike, CalculatorResult } from '../finance/calculate';
import { numberOr } from '../finance/coerce';
import type { ValidationContext } from '../finance/validation';
import type { Outcome, Warning } from '../finance/warnings';
import {
  ANALYSIS_INPUTS,
  CALCULATOR_SPECS,
  type CalculatorChoices,
  type CalculatorField,
  type CalculatorFlags,
  type CalculatorValues,
  type CalculatorVersion,
} from './calculator-spec';

/**
 * State of the two standalone calculators (spec §2, §4): the inputs as typed, field errors set on
 * blur, and the results panel (idle → calculating → result | error), recalculated 300 ms after the
 * last change. Inputs are kept as the text the visitor typed so that 'Must be a valid number' can be
 * shown and nothing is reformatted under the cursor; the engine reads text itself. What differs
 * between the versions is data in calculator-spec.ts.
 *
 * The finance engine (its bounds, messages and decimal.js model) is not imported here: it is loaded
 * on demand (`loadEngine`), so the form hydrates without it, and a view preloads it when the visitor
 * reaches for the form. Only its decimal-free helpers are (coerce.ts, exact-cents.ts).
 */

export type { CalculatorChoices, CalculatorField, CalculatorFlags, CalculatorValues, CalculatorVersion } from './calculator-spec';
export { CALCULATOR_SPECS } from './calculator-spec';

/** The results panel: idle until the required inputs are there, then calculating, result or error. */
export interface PanelState {
  readonly status: 'idle' | 'calculating' | 'result' | 'error';
  /** The last completed result (kept on screen, dimmed, while a new one is calculating). */
  readonly result: CalculatorResult | null;
  /** Warnings of the last run (error severity shown in red), or the validation problems on failure. */
  readonly warnings: readonly Warning[];
  /** The engine's error message (result null), or the crash message. */
  readonly error: string | null;
  /** True when the calculator itself failed ('Calculation Error' banner, spec §8). */
  readonly crashed: boolean;
  /** The required inputs still empty (idle state), in form order. */
  readonly missing: readonly CalculatorField[];
  /** The inputs the result was calculated from (Print to Console). */
  readonly input: CalculatorInputLike | null;
  /** Increments with every completed run (lets a view or a benchmark tell results apart). */
  readonly runs: number;
}

/** Spec §9: recalculate 300 ms after the last change. */
export const CALCULATOR_DEBOUNCE_MS = 300;

/**
 * The spec's messages the store needs before the engine has loaded (a failed load); a test checks
 * them against the engine's messages.
 */
export const CALCULATION_ERROR_TITLE = 'Calculation Error';
export const CALCULATOR_CRASH = 'An error occurred in the calculator. Please refresh and try again.';

/** Fields shown by the first version (its spec's fields). */
export const V1_FIELDS: readonly CalculatorField[] = CALCULATOR_SPECS.v1.fields;

/** Each version's starting values (its spec's). */
export const INITIAL_VALUES: Readonly<Record<CalculatorVersion, CalculatorValues>> = {
  v1: CALCULATOR_SPECS.v1.initialValues,
  v2: CALCULATOR_SPECS.v2.initialValues,
};

export const INITIAL_FLAGS: CalculatorFlags = { batteryIncluded: false, includeOM: false, npvEnabled: false, paymentMethod: 'cash' };
export const INITIAL_CHOICES: CalculatorChoices = { incentivePaydown: 'unsaid', endOfTerm: 'return' };

/** A typical 8 kW system, for the 'Try an example' button (a starting point, not a recommendation). */
export const EXAMPLE_VALUES: Partial<CalculatorValues> = {
  systemSize: '8',
  solarCost: '24000',
  otherCosts: '0',
  year1Production: '11000',
  solarIncentives: '0',
  monthlyConsumption: '900',
  electricityRate: '0.16',
};

const isBlank = (text: string | undefined): boolean => text === undefined || text.trim() === '';

/** The second version's loan placeholders (spec §2: loan rate 5.99, term 20), used when the fields are left empty. */
export const V2_LOAN_DEFAULTS = { interestRate: '5.99', loanTerm: '20' } as const;

/** The required inputs that are still empty, in form order. */
export function missingInputs(values: CalculatorValues, flags: CalculatorFlags, version: CalculatorVersion = 'v2'): CalculatorField[] {
  // A lease or PPA need not state the system's price (the engine reads it as 0).
  const agreement = flags.paymentMethod === 'lease' || flags.paymentMethod === 'ppa';
  const analysis = agreement ? ANALYSIS_INPUTS.filter((name) => name !== 'solarCost') : ANALYSIS_INPUTS;
  const required = [...analysis, ...(CALCULATOR_SPECS[version].requiredWhen[flags.paymentMethod] ?? [])];
  return required.filter((name) => isBlank(values[name]));
}

/** A typed amount as a number (the engine's reading, coerce.ts); empty or not a number counts as 0. */
export function amount(text: string): number {
  return numberOr(text, 0);
}

/** True when the version includes a battery: its switch, or (first version) a battery cost above 0. */
function batteryIncluded(version: CalculatorVersion, values: CalculatorValues, flags: CalculatorFlags): boolean {
  return CALCULATOR_SPECS[version].battery === 'switch' ? flags.batteryIncluded : amount(values.batteryCost) > 0;
}

/**
 * The engine input of a version's form: the version's fields as typed (an empty one replaced by
 * what the version says it means), its toggles, and the choices.
 */
export function toEngineInput(
  version: CalculatorVersion,
  values: CalculatorValues,
  flags: CalculatorFlags,
  choices: CalculatorChoices = INITIAL_CHOICES,
): CalculatorInputLike {
  const spec = CALCULATOR_SPECS[version];
  const input: Record<string, unknown> = { ...flags, batteryIncluded: batteryIncluded(version, values, flags) };
  for (const name of spec.fields) input[name] = isBlank(values[name]) ? (spec.emptyMeans[name] ?? values[name]) : values[name];
  if (spec.paymentMethods.length > 2) {
    input['incentivePaydown'] = choices.incentivePaydown === 'unsaid' ? null : choices.incentivePaydown === 'yes';
    input['endOfTerm'] = choices.endOfTerm;
  }
  return input;
}

/** What a field's bounds depend on (dynamic maxima of incentives and down payment). */
export function validationContext(version: CalculatorVersion, values: CalculatorValues, flags: CalculatorFlags): ValidationContext {
  const shown = CALCULATOR_SPECS[version].fields;
  return {
    solarCost: values.solarCost,
    otherCosts: shown.includes('otherCosts') ? values.otherCosts : '',
    batteryCost: values.batteryCost,
    batteryIncluded: CALCULATOR_SPECS[version].battery === 'switch' ? flags.batteryIncluded : !isBlank(values.batteryCost),
    paymentMethod: flags.paymentMethod,
  };
}

/**
 * The on-blur message of one field, or null. The first version checks its own table first (spec
 * §5); fields it does not list use the second version's bounds. An empty field is not an error
 * on blur: the panel lists what is still needed instead of scolding a visitor who tabs through.
 */
export function fieldError(
  engine: EngineKit,
  version: CalculatorVersion,
  name: CalculatorField,
  values: CalculatorValues,
  flags: CalculatorFlags,
): string | null {
  const text = values[name];
  const context = validationContext(version, values, flags);
  const useV1 = CALCULATOR_SPECS[version].rules === 'v1' && Object.hasOwn(engine.CALCULATOR_V1_RULES, name);
  const message = engine.validateField(name, text, context, useV1 ? 'v1' : 'v2');
  return message === engine.FIELD_REQUIRED && isBlank(text) ? null : message;
}

/** The engine's exact sum in cents (finance/exact-cents.ts), loaded with the engine. */
export type ExactCents = (values: readonly number[], numerator?: number, denominator?: number) => number;

/** Read-only monthly O&M: insurance + maintenance, rounded to cents (spec §3), as the engine rounds it. */
export function monthlyOMCost(values: CalculatorValues, exactCents: ExactCents): number {
  return exactCents([amount(values.monthlyInsurance), amount(values.monthlyMaintenance)]) / 100;
}

/**
 * The insurance and maintenance hint: at least 0.5 % of the net system cost per year, shown per
 * month (spec §2). `null` while the cost is unknown.
 */
export function suggestedMonthlyOM(
  version: CalculatorVersion,
  values: CalculatorValues,
  flags: CalculatorFlags,
  exactCents: ExactCents,
): number | null {
  const shown = CALCULATOR_SPECS[version].fields;
  const battery = batteryIncluded(version, values, flags);
  const part = (name: CalculatorField, sign: 1 | -1, counted = true): number =>
    counted && shown.includes(name) ? sign * amount(values[name]) : 0;
  const net = [
    part('solarCost', 1),
    part('otherCosts', 1),
    part('batteryCost', 1, battery),
    part('solarIncentives', -1),
    part('batteryIncentives', -1, battery),
  ];
  return exactCents(net) > 0 ? exactCents(net, 5, 12000) / 100 : null;
}

// ---- the engine, loaded on demand ---------------------------------------------------------------

/** What the store uses from the finance engine. */
export interface EngineKit {
  readonly calculate: (input: CalculatorInputLike) => Outcome<CalculatorResult>;
  readonly validateField: (name: string, value: unknown, context?: ValidationContext, version?: 'v1' | 'v2') => string | null;
  readonly CALCULATOR_V1_RULES: Readonly<Record<string, unknown>>;
  readonly FIELD_REQUIRED: string;
  readonly exactCents: ExactCents;
}

let engineLoad: Promise<EngineKit> | null = null;

/** Loads the engine once per page; a failed load (offline) may be retried by the next change. */
export function loadEngine(): Promise<EngineKit> {
  if (engineLoad === null) {
    const load = Promise.all([
      import('../finance/calculate'),
      import('../finance/validation'),
      import('../finance/messages'),
      import('../finance/exact-cents'),
    ]).then(([calculation, validation, messages, cents]): EngineKit => ({
      calculate: calculation.calculate,
      validateField: validation.validateField,
      CALCULATOR_V1_RULES: validation.CALCULATOR_V1_RULES,
      FIELD_REQUIRED: messages.FIELD_REQUIRED,
      exactCents: cents.exactCents,
    }));
    engineLoad = load;
    load.catch(() => {
      if (engineLoad === load) engineLoad = null;
    });
  }
  return engineLoad;
}

export interface CalculatorStoreOptions {
  readonly version: CalculatorVersion;
  readonly debounceMs?: number;
  /** The engine; loaded on demand unless given (tests). */
  readonly engine?: EngineKit;
  readonly values?: Partial<CalculatorValues>;
  readonly flags?: Partial<CalculatorFlags>;
}

/** One calculator's stores and actions. */
export interface CalculatorStore {
  readonly version: CalculatorVersion;
  readonly $values: MapStore<CalculatorValues>;
  readonly $flags: MapStore<CalculatorFlags>;
  readonly $errors: MapStore<Partial<Record<CalculatorField, string>>>;
  readonly $panel: ReadableAtom<PanelState>;
  /** Extra logging and the debug button (the URL query tester=testing, spec §7). */
  readonly $debug: ReadableAtom<boolean>;
  /** The monthly O&M sum and the O&M hint, `null` until the engine (its exact rounding) has loaded. */
  readonly $monthlyOM: ReadableAtom<number | null>;
  readonly $suggestedOM: ReadableAtom<number | null>;
  /** True once a result exists (views below the panel mount then, without re-rendering on every run). */
  readonly $hasResult: ReadableAtom<boolean>;
  /** Whether incentives pay down the loan, and a lease or PPA's end (the second version). */
  readonly $choices: MapStore<CalculatorChoices>;
  setChoice<K extends keyof CalculatorChoices>(name: K, value: CalculatorChoices[K]): void;
  setValue(name: CalculatorField, text: string): void;
  setFlag<K extends keyof CalculatorFlags>(name: K, value: CalculatorFlags[K]): void;
  blur(name: CalculatorField): void;
  /** Runs the pending calculation now (tests, Enter key). */
  flush(): void;
  loadExample(): void;
  reset(): void;
  setDebug(on: boolean): void;
  /** Prints the inputs, result, warnings and yearly timeline to the console; returns what it printed. */
  printToConsole(out?: Pick<Console, 'log' | 'table' | 'group' | 'groupEnd'>): unknown;
  /** Starts loading the engine (after hydration), so the first result does not wait for it. */
  preload(): void;
  /** Cancels a pending calculation (island unmount, tests). */
  dispose(): void;
}

const IDLE: PanelState = { status: 'idle', result: null, warnings: [], error: null, crashed: false, missing: [], input: null, runs: 0 };

/** Creates a calculator's state. Both pages use one each (`calculatorV1`, `calculatorV2`). */
export function createCalculatorStore(options: CalculatorStoreOptions): CalculatorStore {
  const { version, debounceMs = CALCULATOR_DEBOUNCE_MS } = options;
  let engine: EngineKit | null = options.engine ?? null;
  const initialValues = (): CalculatorValues => ({ ...INITIAL_VALUES[version], ...options.values });
  const initialFlags = (): CalculatorFlags => ({ ...INITIAL_FLAGS, ...options.flags });
  const $values = map<CalculatorValues>(initialValues());
  const $flags = map<CalculatorFlags>(initialFlags());
  const $errors = map<Partial<Record<CalculatorField, string>>>({});
  const $panel = atom<PanelState>({ ...IDLE, missing: missingInputs($values.get(), $flags.get(), version) });
  const $debug = atom(false);
  // Computed with the engine's exact rounding once it has loaded (right after hydration).
  const $engineReady = atom(engine !== null);
  const $monthlyOM = computed([$values, $engineReady], (values) => (engine === null ? null : monthlyOMCost(values, engine.exactCents)));
  const $suggestedOM = computed([$values, $flags, $engineReady], (values, flags) =>
    engine === null ? null : suggestedMonthlyOM(version, values, flags, engine.exactCents),
  );
  const engineLoaded = (loaded: EngineKit): void => {
    engine = loaded;
    $engineReady.set(true);
  };
  const $choices = map<CalculatorChoices>({ ...INITIAL_CHOICES });
  const $hasResult = computed($panel, (panel) => panel.result !== null);
  // Bumped by every change: a run waiting for the engine applies only if nothing changed meanwhile.
  let generation = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  function run(): void {
    timer = null;
    const values = $values.get();
    const flags = $flags.get();
    const previous = $panel.get();
    const missing = missingInputs(values, flags, version);
    if (missing.length > 0) {
      $panel.set({ ...IDLE, missing, runs: previous.runs + 1 });
      return;
    }
    const input = toEngineInput(version, values, flags, $choices.get());
    if (engine === null) {
      const waiting = generation;
      loadEngine().then(
        (loaded) => {
          engineLoaded(loaded);
          if (waiting === generation && timer === null) run();
        },
        (cause: unknown) => {
          console.error(new Error('calculator: the finance engine could not be loaded', { cause }));
          if (waiting === generation)
            $panel.set({ ...IDLE, status: 'error', error: CALCULATOR_CRASH, crashed: true, input, runs: previous.runs + 1 });
        },
      );
      return;
    }
    let outcome: Outcome<CalculatorResult>;
    try {
      outcome = engine.calculate(input);
    } catch (cause) {
      // The engine promises not to throw; if it ever does, the spec's crash message, cause logged.
      console.error(new Error('calculator: the engine threw', { cause }));
      $panel.set({ ...IDLE, status: 'error', error: CALCULATOR_CRASH, crashed: true, input, runs: previous.runs + 1 });
      return;
    }
    if ($debug.get()) console.log('[calculator]', { input, outcome });
    if (outcome.result === null) {
      const crashed = outcome.warnings.some((warning) => warning.code === 'ENGINE_FAILURE');
      $panel.set({
        ...IDLE,
        status: 'error',
        warnings: outcome.warnings,
        error: outcome.error ?? CALCULATOR_CRASH,
        crashed,
        input,
        runs: previous.runs + 1,
      });
      return;
    }
    $panel.set({ ...IDLE, status: 'result', result: outcome.result, warnings: outcome.warnings, input, runs: previous.runs + 1 });
  }

  function schedule(): void {
    generation += 1;
    if (timer !== null) clearTimeout(timer);
    const current = $panel.get();
    const missing = missingInputs($values.get(), $flags.get(), version);
    // Nothing to calculate yet: stay idle at once, listing what is missing.
    if (missing.length > 0 && current.result === null) {
      timer = null;
      $panel.set({ ...current, status: 'idle', missing, error: null, crashed: false, warnings: [] });
      return;
    }
    if (current.status !== 'calculating') $panel.set({ ...current, status: 'calculating' });
    timer = setTimeout(run, debounceMs);
  }

  /** Re-checks the fields that show an error, so a fixed field (or a changed limit) clears it. */
  function recheckErrors(): void {
    // Errors exist only once the engine has checked a field.
    if (engine === null) return;
    const errors = $errors.get();
    const values = $values.get();
    const flags = $flags.get();
    for (const name of Object.keys(errors) as CalculatorField[]) {
      const message = fieldError(engine, version, name, values, flags);
      $errors.setKey(name, message ?? undefined);
    }
  }

  function check(name: CalculatorField, kit: EngineKit): void {
    $errors.setKey(name, fieldError(kit, version, name, $values.get(), $flags.get()) ?? undefined);
  }

  return {
    version,
    $values,
    $flags,
    $errors,
    $panel,
    $debug,
    $monthlyOM,
    $suggestedOM,
    $hasResult,
    $choices,
    setChoice(name, value) {
      if ($choices.get()[name] === value) return;
      $choices.set({ ...$choices.get(), [name]: value });
      schedule();
    },
    setValue(name, text) {
      if ($values.get()[name] === text) return;
      $values.setKey(name, text);
      recheckErrors();
      schedule();
    },
    setFlag(name, value) {
      if ($flags.get()[name] === value) return;
      $flags.set({ ...$flags.get(), [name]: value });
      recheckErrors();
      schedule();
    },
    blur(name) {
      if (engine !== null) {
        check(name, engine);
        return;
      }
      const text = $values.get()[name];
      loadEngine().then(
        (loaded) => {
          engineLoaded(loaded);
          // Checked as it is now, if it was not changed meanwhile (a change re-checks by itself).
          if ($values.get()[name] === text) check(name, loaded);
        },
        // A failed load shows as the calculation error; the field stays unmarked.
        () => undefined,
      );
    },
    flush() {
      if (timer !== null) {
        clearTimeout(timer);
        run();
      }
    },
    loadExample() {
      $values.set({ ...$values.get(), ...EXAMPLE_VALUES });
      $errors.set({});
      schedule();
    },
    reset() {
      generation += 1;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      $values.set(initialValues());
      $flags.set(initialFlags());
      $choices.set({ ...INITIAL_CHOICES });
      $errors.set({});
      $panel.set({ ...IDLE, missing: missingInputs($values.get(), $flags.get(), version) });
    },
    setDebug(on) {
      $debug.set(on);
    },
    // Asked for by the visitor, so not silenced outside debug mode: the page's own console (debug-mode.ts).
    printToConsole(out = (typeof window !== 'undefined' && window.__atlasConsole) || console) {
      const panel = $panel.get();
      const { timeline, ...figures } = panel.result ?? { timeline: [] };
      const yearly = timeline
        .filter((row) => row.month === 12)
        .map((row) => ({
          year: row.year,
          cumulativeCashFlow: row.cumulativeCashFlow,
          loanBalance: row.balance,
        }));
      const printed = { version, input: panel.input, result: figures, warnings: panel.warnings };
      out.group(`Atlas calculator (${version})`);
      out.log('Inputs', panel.input);
      out.log('Result', figures);
      out.log('Warnings', panel.warnings);
      if (yearly.length > 0) out.table(yearly);
      out.groupEnd();
      return printed;
    },
    preload() {
      if (engine !== null) return;
      loadEngine().then(
        (loaded) => {
          engineLoaded(loaded);
        },
        // Reported when a calculation needs it; a preload failure alone changes nothing on screen.
        () => undefined,
      );
    },
    dispose() {
      generation += 1;
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}

/** The second calculator at /calculator-v2. */
export const calculatorV2 = /* @__PURE__ */ createCalculatorStore({ version: 'v2' });
/** The first calculator at /calculator. */
export const calculatorV1 = /* @__PURE__ */ createCalculatorStore({ version: 'v1' });

/** The calculator of each version, for the one component that renders either. */
export const CALCULATORS: Readonly<Record<CalculatorVersion, CalculatorStore>> = { v1: calculatorV1, v2: calculatorV2 };
