import type { AssertionInput, GradingResult, PromptfooAssertion } from '../assertion-contract.js';

/**
 * What one assertion's handler sees, as promptfoo 0.123.1 hands it over: the assertion, its type
 * without `not-`, whether it is inverted, its value rendered with the test's vars (or what a
 * `file://` script returned), and the answer as promptfoo coerces it to text.
 */
export interface AssertionParams {
  assertion: PromptfooAssertion;
  baseType: string;
  inverse: boolean;
  renderedValue: unknown;
  /** What a `file://…js|py` value returned (javascript/python grade it; others take it as value). */
  valueFromScript: unknown;
  output: unknown;
  outputString: string;
  /** The context promptfoo hands javascript/python code (`prompt`, `vars`, `test`, `logProbs`, …). */
  context: Record<string, unknown>;
  input: AssertionInput;
}

export type AssertionHandler = (params: AssertionParams) => GradingResult | Promise<GradingResult>;

/**
 * A misconfigured assertion or an answer the assertion cannot grade: promptfoo throws, and the
 * whole result becomes an error (not pass, score 0) instead of a failed assertion.
 */
export class AssertionFailure extends Error {}

export function invariant(condition: unknown, message: string): asserts condition {
  if (!condition) throw new AssertionFailure(message);
}

/** A 0-or-1 verdict: "Assertion passed" on pass, else the reason. */
export function verdict(assertion: PromptfooAssertion, pass: boolean, failReason: string): GradingResult {
  return { pass, score: pass ? 1 : 0, reason: pass ? 'Assertion passed' : failReason, assertion };
}

/** `not ` when the assertion is inverted: promptfoo's failure reasons read "to not contain". */
export function not(inverse: boolean): string {
  return inverse ? 'not ' : '';
}

/** promptfoo's coerceString: strings as they are, anything else as JSON. */
export function coerceString(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) as string);
}
