import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calculate } from '../finance/calculate';
import { exactCents } from '../finance/exact-cents';
import * as messages from '../finance/messages';
import { CALCULATOR_V1_RULES, validateField } from '../finance/validation';
import {
  CALCULATOR_SPECS,
  CALCULATION_ERROR_TITLE,
  CALCULATOR_CRASH,
  CALCULATOR_DEBOUNCE_MS,
  EXAMPLE_VALUES,
  INITIAL_VALUES,
  createCalculatorStore,
  fieldError,
  missingInputs,
  monthlyOMCost,
  suggestedMonthlyOM,
  toEngineInput,
  type CalculatorFlags,
  type EngineKit,
  type CalculatorValues,
} from './calculator';

const flags = (extra: Partial<CalculatorFlags> = {}): CalculatorFlags => ({
  batteryIncluded: false,
  includeOM: false,
  npvEnabled: false,
  paymentMethod: 'cash',
  ...extra,
});
/** The engine as the store loads it, available at once (optionally with another calculate). */
const kit = (compute: EngineKit['calculate'] = calculate): EngineKit => ({
  calculate: compute,
  validateField,
  CALCULATOR_V1_RULES,
  FIELD_REQUIRED: messages.FIELD_REQUIRED,
  exactCents,
});

const values = (extra: Partial<CalculatorValues> = {}): CalculatorValues => ({ ...INITIAL_VALUES.v2, ...extra });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('debounced recalculation (spec §4, §9)', () => {
  it('stays idle, listing what is missing, until the required inputs are there', () => {
    const store = createCalculatorStore({ version: 'v2', engine: kit() });
    expect(store.$panel.get()).toMatchObject({
      status: 'idle',
      missing: ['systemSize', 'solarCost', 'year1Production', 'monthlyConsumption', 'electricityRate'],
    });
    store.setValue('systemSize', '8');
    expect(store.$panel.get().status).toBe('idle');
    expect(store.$panel.get().missing).not.toContain('systemSize');
  });

  it('calculates once, 300 ms after the last change', () => {
    const compute = vi.fn(calculate);
    const store = createCalculatorStore({ version: 'v2', engine: kit(compute), values: EXAMPLE_VALUES });
    store.setValue('systemSize', '8.5');
    expect(store.$panel.get().status).toBe('calculating');
    vi.advanceTimersByTime(CALCULATOR_DEBOUNCE_MS - 50);
    store.setValue('solarCost', '25000');
    vi.advanceTimersByTime(CALCULATOR_DEBOUNCE_MS - 1);
    expect(compute).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(compute).toHaveBeenCalledTimes(1);
    expect(store.$panel.get().status).toBe('result');
  });

  it('shows exactly what the engine returns for the same inputs', () => {
    const store = createCalculatorStore({ version: 'v2', engine: kit() });
    store.loadExample();
    store.setFlag('paymentMethod', 'financing');
    store.setValue('interestRate', '6.99');
    store.setValue('loanTerm', '20');
    store.setValue('downPayment', '2000');
    vi.advanceTimersByTime(CALCULATOR_DEBOUNCE_MS);
    const expected = calculate({
      ...values(EXAMPLE_VALUES),
      interestRate: '6.99',
      loanTerm: '20',
      downPayment: '2000',
      ...flags({ paymentMethod: 'financing' }),
    });
    expect(store.$panel.get().result).toEqual(expected.result);
    expect(store.$panel.get().warnings).toEqual(expected.warnings);
  });

  it('keeps the previous result on screen while recalculating', () => {
    const store = createCalculatorStore({ version: 'v2', values: EXAMPLE_VALUES, engine: kit() });
    store.flush();
    store.setValue('solarCost', '1');
    vi.advanceTimersByTime(CALCULATOR_DEBOUNCE_MS);
    const first = store.$panel.get().result;
    store.setValue('solarCost', '26000');
    expect(store.$panel.get()).toMatchObject({ status: 'calculating', result: first });
  });

  it('reports an engine error with its message and no result', () => {
    const store = createCalculatorStore({ version: 'v2', values: { ...EXAMPLE_VALUES, solarIncentives: '30000' }, engine: kit() });
    store.setValue('systemSize', '8');
    store.setValue('systemSize', '8.0');
    vi.advanceTimersByTime(CALCULATOR_DEBOUNCE_MS);
    const panel = store.$panel.get();
    expect(panel.status).toBe('error');
    expect(panel.result).toBeNull();
    expect(panel.error).toBe('Solar incentives: Must not exceed 24,000');
    expect(panel.crashed).toBe(false);
  });

  it('turns an engine crash into the Calculation Error message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createCalculatorStore({
      version: 'v2',
      values: EXAMPLE_VALUES,
      engine: kit(() => {
        throw new Error('boom');
      }),
    });
    store.setValue('systemSize', '9');
    vi.advanceTimersByTime(CALCULATOR_DEBOUNCE_MS);
    expect(store.$panel.get()).toMatchObject({ status: 'error', error: CALCULATOR_CRASH, crashed: true, result: null });
  });

  it('financing uses the loan placeholders when left empty (5.99 %, 20 years)', () => {
    const store = createCalculatorStore({ version: 'v2', values: EXAMPLE_VALUES, engine: kit() });
    store.setFlag('paymentMethod', 'financing');
    vi.advanceTimersByTime(CALCULATOR_DEBOUNCE_MS);
    const expected = calculate({
      ...values(EXAMPLE_VALUES),
      ...flags({ paymentMethod: 'financing' }),
      interestRate: '5.99',
      loanTerm: '20',
    });
    expect(store.$panel.get().result).toEqual(expected.result);
  });

  it('the first version needs an emptied loan rate and term again', () => {
    const store = createCalculatorStore({ version: 'v1', values: { ...EXAMPLE_VALUES, interestRate: '', loanTerm: '' }, engine: kit() });
    store.setFlag('paymentMethod', 'financing');
    vi.advanceTimersByTime(CALCULATOR_DEBOUNCE_MS);
    expect(store.$panel.get()).toMatchObject({ status: 'idle', missing: ['interestRate', 'loanTerm'] });
  });
});

describe('validation on blur (spec §5)', () => {
  it.each([
    ['systemSize', 'abc', 'Must be a valid number'],
    ['systemSize', '0.05', 'Must be at least 0.1'],
    ['systemSize', '1001', 'Must not exceed 1,000'],
    ['solarCost', '10000001', 'Must not exceed 10,000,000'],
    ['year1Production', '0', 'Must be at least 1'],
    ['degradationRate', '6', 'Must not exceed 5'],
    ['systemLifetime', '41', 'Must not exceed 40'],
    ['electricityRate', '2.5', 'Must not exceed 2'],
    ['interestRate', '51', 'Must not exceed 50'],
    ['loanTerm', '31', 'Must not exceed 30'],
    ['otherCosts', '100001', 'Must not exceed 100,000'],
    ['batteryCapacity', '101', 'Must not exceed 100'],
    ['netMeteringEscalation', '-11', 'Must be at least -10'],
    ['discountRate', '26', 'Must not exceed 25'],
    ['monthlyInsurance', '1001', 'Must not exceed 1,000'],
  ] as const)('%s = %s → %s', (name, text, message) => {
    expect(fieldError(kit(), 'v2', name, values({ [name]: text }), flags())).toBe(message);
  });

  it('does not call an empty field an error on blur', () => {
    expect(fieldError(kit(), 'v2', 'systemSize', values(), flags())).toBeNull();
  });

  it('limits incentives to the cost they reduce, and the down payment to the total cost', () => {
    const v = values({
      solarCost: '20000',
      otherCosts: '1000',
      batteryCost: '10000',
      solarIncentives: '20001',
      batteryIncentives: '10001',
      downPayment: '31001',
    });
    expect(fieldError(kit(), 'v2', 'solarIncentives', v, flags())).toBe('Must not exceed 20,000');
    expect(fieldError(kit(), 'v2', 'batteryIncentives', v, flags({ batteryIncluded: true }))).toBe('Must not exceed 10,000');
    expect(fieldError(kit(), 'v2', 'downPayment', v, flags({ batteryIncluded: true, paymentMethod: 'financing' }))).toBe(
      'Must not exceed 31,000',
    );
    expect(fieldError(kit(), 'v2', 'downPayment', v, flags({ batteryIncluded: false, paymentMethod: 'financing' }))).toBe(
      'Must not exceed 21,000',
    );
  });

  it('sets the message on blur and clears it once the field is fixed', () => {
    const store = createCalculatorStore({ version: 'v2', engine: kit() });
    store.setValue('systemSize', '2000');
    expect(store.$errors.get().systemSize).toBeUndefined();
    store.blur('systemSize');
    expect(store.$errors.get().systemSize).toBe('Must not exceed 1,000');
    store.setValue('systemSize', '20');
    expect(store.$errors.get().systemSize).toBeUndefined();
  });

  it('re-checks a dynamic limit when the value it depends on changes', () => {
    const store = createCalculatorStore({ version: 'v2', values: { solarCost: '10000', solarIncentives: '12000' }, engine: kit() });
    store.blur('solarIncentives');
    expect(store.$errors.get().solarIncentives).toBe('Must not exceed 10,000');
    store.setValue('solarCost', '15000');
    expect(store.$errors.get().solarIncentives).toBeUndefined();
  });

  it('the first version uses its own table, then the second version for the rest', () => {
    const v = { ...INITIAL_VALUES.v1, systemSize: '0', solarCost: '1000', solarIncentives: '2000' };
    expect(fieldError(kit(), 'v1', 'systemSize', v, flags())).toBe('Must be at least 0.1');
    expect(fieldError(kit(), 'v1', 'solarIncentives', v, flags())).toBe('Must not exceed 1,000');
  });
});

describe('derived inputs', () => {
  it('sums insurance and maintenance to the cent (read-only monthly O&M)', () => {
    expect(monthlyOMCost(values({ monthlyInsurance: '10.005', monthlyMaintenance: '5' }), exactCents)).toBe(15.01);
    expect(monthlyOMCost(values(), exactCents)).toBe(0);
  });

  it('suggests at least 0.5 % of the net system cost per year, per month', () => {
    // (24,000 + 1,000 − 1,000) × 0.5 % / 12 = 10.00
    expect(suggestedMonthlyOM('v2', values({ solarCost: '24000', otherCosts: '1000', solarIncentives: '1000' }), flags(), exactCents)).toBe(
      10,
    );
    expect(
      suggestedMonthlyOM('v2', values({ solarCost: '24000', batteryCost: '12000' }), flags({ batteryIncluded: true }), exactCents),
    ).toBe(15);
    expect(suggestedMonthlyOM('v2', values(), flags(), exactCents)).toBeNull();
  });

  it('lists missing inputs by label', () => {
    expect(missingInputs(values(EXAMPLE_VALUES), flags())).toEqual([]);
    expect(missingInputs(values({ ...EXAMPLE_VALUES, electricityRate: ' ' }), flags())).toEqual(['electricityRate']);
  });

  it('the first version includes a battery when it has a cost', () => {
    const input = toEngineInput('v1', { ...INITIAL_VALUES.v1, batteryCost: '12000' }, flags());
    expect(input.batteryIncluded).toBe(true);
    expect(toEngineInput('v1', INITIAL_VALUES.v1, flags()).batteryIncluded).toBe(false);
    expect(INITIAL_VALUES.v1).toMatchObject({ interestRate: '5', loanTerm: '20', systemLifetime: '25' });
  });
});

describe('first version', () => {
  it('calculates with its defaults once the analysis inputs are typed', () => {
    const store = createCalculatorStore({ version: 'v1', engine: kit() });
    for (const [name, text] of Object.entries(EXAMPLE_VALUES)) store.setValue(name as keyof CalculatorValues, text);
    vi.advanceTimersByTime(CALCULATOR_DEBOUNCE_MS);
    const expected = calculate(toEngineInput('v1', { ...INITIAL_VALUES.v1, ...EXAMPLE_VALUES }, flags()));
    expect(store.$panel.get().result).toEqual(expected.result);
  });
});

describe('Print to Console and reset', () => {
  it('prints inputs, result, warnings and the yearly timeline', () => {
    const store = createCalculatorStore({ version: 'v2', values: EXAMPLE_VALUES, engine: kit() });
    store.setValue('systemSize', '8.1');
    vi.advanceTimersByTime(CALCULATOR_DEBOUNCE_MS);
    const out = { log: vi.fn(), table: vi.fn(), group: vi.fn(), groupEnd: vi.fn() };
    const printed = store.printToConsole(out) as { result: Record<string, unknown> };
    expect(out.group).toHaveBeenCalledWith('Atlas calculator (v2)');
    expect(printed.result).toHaveProperty('netSavings');
    expect(printed.result).not.toHaveProperty('timeline');
    expect(out.table.mock.calls[0]?.[0]).toHaveLength(25);
  });

  it('prints to the page’s own console, which debug mode leaves unsilenced (the visitor asked for it)', () => {
    const store = createCalculatorStore({ version: 'v2', values: EXAMPLE_VALUES, engine: kit() });
    vi.advanceTimersByTime(CALCULATOR_DEBOUNCE_MS);
    const own = { log: vi.fn(), table: vi.fn(), group: vi.fn(), groupEnd: vi.fn() };
    const silenced = vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.stubGlobal('window', { __atlasConsole: own });
    try {
      store.printToConsole();
    } finally {
      vi.unstubAllGlobals();
    }
    expect(own.group).toHaveBeenCalledWith('Atlas calculator (v2)');
    expect(own.log.mock.calls.map(([label]) => label as string)).toEqual(['Inputs', 'Result', 'Warnings']);
    expect(silenced).not.toHaveBeenCalled();
    silenced.mockRestore();
  });

  it('reset returns to the empty, idle form and cancels a pending run', () => {
    const compute = vi.fn(calculate);
    const store = createCalculatorStore({ version: 'v2', engine: kit(compute) });
    store.loadExample();
    store.reset();
    vi.advanceTimersByTime(CALCULATOR_DEBOUNCE_MS * 2);
    expect(compute).not.toHaveBeenCalled();
    expect(store.$values.get().systemSize).toBe('');
    expect(store.$panel.get().status).toBe('idle');
  });
});

describe('the engine, loaded on demand', () => {
  it('loads the engine for the first calculation and shows its result', async () => {
    vi.useRealTimers();
    const store = createCalculatorStore({ version: 'v2', values: EXAMPLE_VALUES, debounceMs: 1 });
    store.setValue('systemSize', '8.2');
    await vi.waitFor(() => expect(store.$panel.get().status).toBe('result'), { timeout: 5000 });
    expect(store.$panel.get().result).toEqual(calculate({ ...values({ ...EXAMPLE_VALUES, systemSize: '8.2' }), ...flags() }).result);
  });

  it('drops a run that waited for the engine if the inputs changed meanwhile', async () => {
    vi.useRealTimers();
    const store = createCalculatorStore({ version: 'v2', values: EXAMPLE_VALUES, debounceMs: 1 });
    store.setValue('systemSize', '8.2');
    await new Promise((resolve) => setTimeout(resolve, 5));
    store.setValue('systemSize', '9');
    await vi.waitFor(() => expect(store.$panel.get().status).toBe('result'), { timeout: 5000 });
    expect(store.$panel.get().input?.systemSize).toBe('9');
  });
});

describe('messages the store holds before the engine loads', () => {
  it('are the engine’s texts', () => {
    expect(CALCULATOR_CRASH).toBe(messages.CALCULATOR_CRASH);
    expect(CALCULATION_ERROR_TITLE).toBe(messages.CALCULATION_ERROR_TITLE);
  });

  it('validates on blur once the engine has loaded', async () => {
    vi.useRealTimers();
    const store = createCalculatorStore({ version: 'v2' });
    store.setValue('systemSize', '5000');
    store.blur('systemSize');
    await vi.waitFor(() => expect(store.$errors.get().systemSize).toBe('Must not exceed 1,000'), { timeout: 5000 });
  });
});

describe('the per-version spec (issue 10) and issue 11’s inputs', () => {
  it('each version offers its own payment methods and fields', () => {
    expect(CALCULATOR_SPECS.v1.paymentMethods).toEqual(['cash', 'financing']);
    expect(CALCULATOR_SPECS.v2.paymentMethods).toEqual(['cash', 'financing', 'lease', 'ppa']);
    expect(CALCULATOR_SPECS.v1.fields).not.toContain('leasePayment');
    expect(CALCULATOR_SPECS.v2.fields).toContain('leasePayment');
  });

  it('a lease needs its payment and term before a result, a PPA its rate and term', () => {
    expect(missingInputs(values(EXAMPLE_VALUES), flags({ paymentMethod: 'lease' }))).toEqual(['leasePayment', 'agreementTerm']);
    expect(missingInputs(values({ ...EXAMPLE_VALUES, ppaRate: '0.1' }), flags({ paymentMethod: 'ppa' }))).toEqual(['agreementTerm']);
  });

  it('sends the paydown and end-of-term choices to the engine', () => {
    const store = createCalculatorStore({
      version: 'v2',
      engine: kit(),
      values: { ...EXAMPLE_VALUES, solarIncentives: '7200', incentiveMonth: '12', interestRate: '6', loanTerm: '20', downPayment: '0' },
      flags: { paymentMethod: 'financing' },
    });
    store.setChoice('incentivePaydown', 'yes');
    vi.advanceTimersByTime(CALCULATOR_DEBOUNCE_MS);
    const financing = store.$panel.get().result?.financing;
    expect(financing?.kind === 'loan' && financing.paymentAfterPaydown !== null).toBe(true);
    store.setChoice('incentivePaydown', 'no');
    vi.advanceTimersByTime(CALCULATOR_DEBOUNCE_MS);
    const kept = store.$panel.get().result?.financing;
    expect(kept?.kind === 'loan' && kept.paymentAfterPaydown === null).toBe(true);
    expect(toEngineInput('v2', values(), flags(), { incentivePaydown: 'unsaid', endOfTerm: 'renew' })).toMatchObject({
      incentivePaydown: null,
      endOfTerm: 'renew',
    });
    expect(toEngineInput('v1', INITIAL_VALUES.v1, flags())).not.toHaveProperty('endOfTerm');
  });

  it('reads typed amounts as the engine does (coerce.ts): grouped thousands, blanks and junk', () => {
    expect(suggestedMonthlyOM('v2', values({ solarCost: '24,000' }), flags(), exactCents)).toBe(10);
    expect(suggestedMonthlyOM('v2', values({ solarCost: 'abc' }), flags(), exactCents)).toBeNull();
  });
});
