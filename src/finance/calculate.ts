import { parseCalculatorInput, type CalculatorInputLike } from './calculator-input';
import { toCalculatorResult, type CalculatorResult } from './calculator-result';
import { incentivesIssue } from './incentives';
import { NON_FINITE_RESULT } from './messages';
import { runModel, type ModelInput } from './model';
import { crashed, failed } from './outcome';
import { timelineIsFinite } from './timeline';
import { hasNonFinite, resultWarnings, type Outcome, type Warning } from './warnings';

/*
 * The second calculator's entry point. Its input parsing (calculator-input.ts) and result shape
 * (calculator-result.ts) live beside it and are re-exported, so callers keep one import.
 */
export * from './calculator-input';
export * from './calculator-result';
export { crashed, failed } from './outcome';
export { incentivesIssue } from './incentives';

/** Runs a validated model into a calculator outcome (used by `calculate` and the what-if helpers). */
export function calculateModel(model: ModelInput, inputIssues: readonly Warning[] = []): Outcome<CalculatorResult> {
  const incentives = incentivesIssue(model);
  if (incentives !== null) return failed([...inputIssues, incentives]);
  const run = runModel(model);
  const result = toCalculatorResult(run);
  if (hasNonFinite({ ...result, timeline: [] }) || !timelineIsFinite(result.timeline)) {
    return failed([...inputIssues, { severity: 'error', code: 'ENGINE_FAILURE', message: NON_FINITE_RESULT }]);
  }
  return { result, warnings: [...inputIssues, ...resultWarnings(run)] };
}

/**
 * The second calculator (spec §9 model). Accepts any value; never throws and never returns a
 * non-finite number: invalid input yields `result: null`, error warnings and `error`.
 */
export function calculate(input: CalculatorInputLike | null | undefined): Outcome<CalculatorResult> {
  try {
    const parsed = parseCalculatorInput(input);
    if (parsed.model === null) return failed(parsed.issues);
    return calculateModel(parsed.model, parsed.issues);
  } catch (cause) {
    return crashed(cause);
  }
}
