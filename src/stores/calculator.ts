import { atom, computed, map, type MapStore, type ReadableAtom } from 'nanostores';
import type { CalculatorInputLike, CalculatorResult } from '../finance/calculate';
import type { CalculatorV2Field, ValidationContext } from '../finance/validation';
import type { Outcome, Warning } from '../finance/warnings';

/**
 * State of the two standalone calculators (spec §2, §4): the inputs as typed, field errors set on
 * blur, and the results panel (idle → calculating → result | error), recalculated 300 ms after the
 * last change. Inputs are kept as the text the visitor typed so that 'Must be a valid number' can be
 * shown and nothing is reformatted under the cursor; the engine reads text itself.
 *
 * The finance engine (its bounds, messages and decimal.js model) is not imported here: it is loaded
 * on demand (`loadEngine`), so the form hydrates without it, and a view preloads it at once.
 */

/** The calculator's numeric inputs (the spec's names, §3). */
export type CalculatorField = CalculatorV2Field;
export type CalculatorValues = Record<CalculatorField, string>;

/** The toggles and choices: battery, O&M, NPV, payment method. */
export interface CalculatorFlags {
  readonly batteryIncluded: boolean;
  readonly includeOM: boolean;
  readonly npvEnabled: boolean;
  readonly paymentMethod: 'cash' | 'financing';
}

export type CalculatorVersion = 'v1' | 'v2';

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

// Every input, empty. Typed as the engine's field names, so a field added there must be added here.
const EMPTY_VALUES: CalculatorValues = {
  systemSize: '',
  solarCost: '',
  otherCosts: '',
  batteryCost: '',
  batteryCapacity: '',
  year1Production: '',
  degradationRate: '',
  systemLifetime: '',
  solarIncentives: '',
  batteryIncentives: '',
  yearlyBenefits: '',
  yearlyBenefitDuration: '',
  downPayment: '',
  interestRate: '',
  loanTerm: '',
  monthlyConsumption: '',
  monthlyNetExcess: '',
  electricityRate: '',
  netMeteringRate: '',
  rateIncrease: '',
  netMeteringEscalation: '',
  monthlyInsurance: '',
  monthlyMaintenance: '',
  annualEscalation: '',
  discountRate: '',
};

/** Fields shown by each version (the first version has no battery capacity, yearly benefits or net excess inputs). */
export const V1_FIELDS: readonly CalculatorField[] = [
  'systemSize',
  'solarCost',
  'batteryCost',
  'year1Production',
  'degradationRate',
  'systemLifetime',
  'solarIncentives',
  'downPayment',
  'interestRate',
  'loanTerm',
  'monthlyConsumption',
  'electricityRate',
  'rateIncrease',
  'monthlyMaintenance',
  'monthlyInsurance',
  'annualEscalation',
  'discountRate',
];

/**
 * Starting values. The second version starts empty with the spec's placeholders (the engine's
 * defaults apply to what is left empty); the first version starts with its defaults filled in
 * (spec §9: loan 5 % over 20 years, lifetime 25, degradation 0.5 %, rate increase 3 %, O&M
 * escalation 2 %, discount rate 3 %).
 */
export const INITIAL_VALUES: Readonly<Record<CalculatorVersion, CalculatorValues>> = {
  v2: EMPTY_VALUES,
  v1: {
    ...EMPTY_VALUES,
    degradationRate: '0.5',
    systemLifetime: '25',
    interestRate: '5',
    loanTerm: '20',
    rateIncrease: '3',
    annualEscalation: '2',
    discountRate: '3',
  },
};

export const INITIAL_FLAGS: CalculatorFlags = { batteryIncluded: false, includeOM: false, npvEnabled: false, paymentMethod: 'cash' };

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

/** Inputs needed before a result can be shown; the loan ones only when financing. */
const REQUIRED: readonly CalculatorField[] = ['systemSize', 'solarCost', 'year1Production', 'monthlyConsumption', 'electricityRate'];
const REQUIRED_FINANCING: readonly CalculatorField[] = ['interestRate', 'loanTerm'];

const isBlank = (text: string | undefined): boolean => text === undefined || text.trim() === '';

/**
 * The second version's loan placeholders (spec §2: loan rate 5.99, term 20), used when the fields
 * are left empty, as every other placeholder there is. The first version starts with its defaults
 * filled in instead, so an emptied loan field there is missing.
 */
export const V2_LOAN_DEFAULTS = { interestRate: '5.99', loanTerm: '20' } as const;

/** The required inputs that are still empty, in form order. */
export function missingInputs(values: CalculatorValues, flags: CalculatorFlags, version: CalculatorVersion = 'v2'): CalculatorField[] {
  const required = flags.paymentMethod === 'financing' && version === 'v1' ? [...REQUIRED, ...REQUIRED_FINANCING] : REQUIRED;
  return required.filter((name) => isBlank(values[name]));
}

/**
 * The engine input of a version's form. The first version has no battery switch: a battery cost
 * above 0 includes it. Its O&M inputs count when the O&M switch is on, as in the second version.
 */
export function toEngineInput(version: CalculatorVersion, values: CalculatorValues, flags: CalculatorFlags): CalculatorInputLike {
  if (version === 'v2') {
    return {
      ...values,
      interestRate: isBlank(values.interestRate) ? V2_LOAN_DEFAULTS.interestRate : values.interestRate,
      loanTerm: isBlank(values.loanTerm) ? V2_LOAN_DEFAULTS.loanTerm : values.loanTerm,
      ...flags,
    };
  }
  const input: Record<string, unknown> = { paymentMethod: flags.paymentMethod, includeOM: flags.includeOM, npvEnabled: flags.npvEnabled };
  for (const name of V1_FIELDS) input[name] = values[name];
  const battery = Number(values.batteryCost.replaceAll(',', ''));
  input['batteryIncluded'] = Number.isFinite(battery) && battery > 0;
  return input;
}

/** What a field's bounds depend on (dynamic maxima of incentives and down payment). */
export function validationContext(version: CalculatorVersion, values: CalculatorValues, flags: CalculatorFlags): ValidationContext {
  const battery = version === 'v2' ? flags.batteryIncluded : !isBlank(values.batteryCost);
  return {
    solarCost: values.solarCost,
    otherCosts: version === 'v2' ? values.otherCosts : '',
    batteryCost: values.batteryCost,
    batteryIncluded: battery,
    paymentMethod: flags.paymentMethod,
  };
}

/**
 * The on-blur message of one field, or null. The first version checks its own table first (spec
 * §5); fields it does not list use the second version's bounds. An empty field is not an error
 * on blur: the panel lists what is still needed instead of scolding a visitor who tabs through.
 */
export function fieldError(engine: EngineKit, version: CalculatorVersion, name: CalculatorField, values: CalculatorValues, flags: CalculatorFlags): string | null {
  const text = values[name];
  const context = validationContext(version, values, flags);
  const useV1 = version === 'v1' && Object.hasOwn(engine.CALCULATOR_V1_RULES, name);
  const message = engine.validateField(name, text, context, useV1 ? 'v1' : 'v2');
  return message === engine.FIELD_REQUIRED && isBlank(text) ? null : message;
}

/** Rounds to cents the way money is shown (half away from zero). */
function toCents(value: number): number {
  return (Math.sign(value) * Math.round(Math.abs(value) * 100)) / 100;
}

/** A typed amount as a number; empty or not a number counts as 0. */
export function amount(text: string): number {
  const n = Number(text.replaceAll(',', '').trim());
  return text.trim() !== '' && Number.isFinite(n) ? n : 0;
}

/** Read-only monthly O&M: insurance + maintenance, rounded to cents (spec §3). */
export function monthlyOMCost(values: CalculatorValues): number {
  return toCents(amount(values.monthlyInsurance) + amount(values.monthlyMaintenance));
}

/**
 * The insurance and maintenance hint: at least 0.5 % of the net system cost per year, shown per
 * month (spec §2). `null` while the cost is unknown.
 */
export function suggestedMonthlyOM(version: CalculatorVersion, values: CalculatorValues, flags: CalculatorFlags): number | null {
  const battery = version === 'v1' || flags.batteryIncluded;
  const cost = amount(values.solarCost) + (version === 'v2' ? amount(values.otherCosts) : 0) + (battery ? amount(values.batteryCost) : 0);
  const incentives = amount(values.solarIncentives) + (version === 'v2' && battery ? amount(values.batteryIncentives) : 0);
  const net = cost - incentives;
  return net > 0 ? toCents((net * 0.005) / 12) : null;
}


// ---- inputs of the decision helpers ------------------------------------------------------------

/** Inputs of the extras that the model itself does not need. */
export interface ExtraInputs {
  /** The installer's cash price, when the quote shows one beside the financed price. */
  cashPrice: string;
  /** Regular payments made before the incentive is paid onto the loan (R1: 15). */
  paydownAfterPayments: string;
}

export const INITIAL_EXTRA_INPUTS: ExtraInputs = { cashPrice: '', paydownAfterPayments: '15' };

// ---- the engine, loaded on demand ---------------------------------------------------------------

/** What the store uses from the finance engine. */
export interface EngineKit {
  readonly calculate: (input: CalculatorInputLike) => Outcome<CalculatorResult>;
  readonly validateField: (name: string, value: unknown, context?: ValidationContext, version?: 'v1' | 'v2') => string | null;
  readonly CALCULATOR_V1_RULES: Readonly<Record<string, unknown>>;
  readonly FIELD_REQUIRED: string;
}

let engineLoad: Promise<EngineKit> | null = null;

/** Loads the engine once per page; a failed load (offline) may be retried by the next change. */
export function loadEngine(): Promise<EngineKit> {
  if (engineLoad === null) {
    const load = Promise.all([import('../finance/calculate'), import('../finance/validation'), import('../finance/messages')]).then(
      ([calculation, validation, messages]): EngineKit => ({
        calculate: calculation.calculate,
        validateField: validation.validateField,
        CALCULATOR_V1_RULES: validation.CALCULATOR_V1_RULES,
        FIELD_REQUIRED: messages.FIELD_REQUIRED,
      }),
    );
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
  readonly $monthlyOM: ReadableAtom<number>;
  readonly $suggestedOM: ReadableAtom<number | null>;
  /** True once a result exists (views below the panel mount then, without re-rendering on every run). */
  readonly $hasResult: ReadableAtom<boolean>;
  readonly $extraInputs: MapStore<ExtraInputs>;
  setExtra(name: keyof ExtraInputs, text: string): void;
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
  const $monthlyOM = computed($values, monthlyOMCost);
  const $suggestedOM = computed([$values, $flags], (values, flags) => suggestedMonthlyOM(version, values, flags));
  const $extraInputs = map<ExtraInputs>({ ...INITIAL_EXTRA_INPUTS });
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
    const input = toEngineInput(version, values, flags);
    if (engine === null) {
      const waiting = generation;
      loadEngine().then(
        (loaded) => {
          engine = loaded;
          if (waiting === generation && timer === null) run();
        },
        (cause: unknown) => {
          console.error(new Error('calculator: the finance engine could not be loaded', { cause }));
          if (waiting === generation) $panel.set({ ...IDLE, status: 'error', error: CALCULATOR_CRASH, crashed: true, input, runs: previous.runs + 1 });
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
    $extraInputs,
    setExtra(name, text) {
      $extraInputs.setKey(name, text);
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
          engine = loaded;
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
      $errors.set({});
      $panel.set({ ...IDLE, missing: missingInputs($values.get(), $flags.get(), version) });
    },
    setDebug(on) {
      $debug.set(on);
    },
    printToConsole(out = console) {
      const panel = $panel.get();
      const { timeline, ...figures } = panel.result ?? { timeline: [] };
      const yearly = timeline.filter((row) => row.month === 12).map((row) => ({
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
          engine = loaded;
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
