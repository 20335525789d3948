import type { GradingResult, PromptfooAssertion } from '../assertion-contract.js';
import { type AssertionHandler, invariant } from './assertion-params.js';
import { runInlinePython } from './python-runner.js';

/**
 * `javascript` and `python` assertions as promptfoo 0.123.1 runs them. Code returns a boolean, a
 * number (passes above 0, or at the assertion's `threshold`) or a GradingResult; `not-` inverts the
 * verdict. JavaScript runs in-process (the user's own config, as in promptfoo): a one-line value is
 * an expression (`return` is put in front of it, or of its last statement after `const`/`let`/`var`
 * declarations), a multi-line value is a function body of `(output, context, process)`. Python runs
 * in a child process (see python-runner.ts).
 */

export function isGradingResult(value: unknown): value is GradingResult {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  const optional = (key: string, type: string): boolean => r[key] === undefined || typeof r[key] === type;
  return (
    typeof r.pass === 'boolean' &&
    typeof r.score === 'number' &&
    typeof r.reason === 'string' &&
    optional('namedScores', 'object') &&
    optional('namedScoreWeights', 'object') &&
    optional('tokensUsed', 'object') &&
    (r.componentResults === undefined || Array.isArray(r.componentResults)) &&
    (r.assertion === undefined || r.assertion === null || typeof r.assertion === 'object') &&
    optional('comment', 'string')
  );
}

/** The index of the last `;` outside string and template literals, or -1. */
function lastStatementSemicolon(code: string): number {
  let quote: string | undefined;
  let last = -1;
  for (let i = 0; i < code.length; i++) {
    const c = code[i]!;
    let slashes = 0;
    for (let j = i - 1; j >= 0 && code[j] === '\\'; j--) slashes++;
    if (slashes % 2 === 0 && (c === "'" || c === '"' || c === '`')) {
      if (quote === undefined) quote = c;
      else if (quote === c) quote = undefined;
    }
    if (c === ';' && quote === undefined) last = i;
  }
  return last;
}

export function javascriptBody(code: string): string {
  const trimmed = code.trim().replace(/;+\s*$/, '');
  if (/^(const|let|var)\s/.test(trimmed)) {
    const semi = lastStatementSemicolon(trimmed);
    const expression = semi === -1 ? '' : trimmed.slice(semi + 1).trim();
    return expression ? `${trimmed.slice(0, semi + 1)} return ${expression}` : trimmed;
  }
  return `return ${trimmed}`;
}

interface Labels {
  code: string;
  language: string;
}

/** A boolean, number or GradingResult from code, as one assertion's result (promptfoo's rules). */
export function normalizeScriptResult(
  assertion: PromptfooAssertion,
  result: boolean | number | GradingResult,
  inverse: boolean,
  labels: Labels,
  suffix?: unknown,
): GradingResult {
  const failure = (rawPass: boolean): string => {
    const reason = `${labels.code} returned ${rawPass ? 'true' : 'false'}`;
    return typeof suffix === 'string' && suffix ? `${reason}\n${suffix}` : reason;
  };
  if (typeof result === 'boolean') {
    const pass = result !== inverse;
    return { pass, score: pass ? 1 : 0, reason: pass ? 'Assertion passed' : failure(result), assertion };
  }
  if (typeof result === 'number') {
    const rawPass = assertion.threshold === undefined ? result > 0 : result >= assertion.threshold;
    const pass = rawPass !== inverse;
    return { pass, score: result, reason: pass ? 'Assertion passed' : failure(rawPass), assertion };
  }
  const pass = result.pass !== inverse;
  const reason =
    pass === result.pass
      ? result.reason
      : pass
        ? 'Assertion passed'
        : `${labels.code} returned ${result.pass ? 'true' : 'false'}`;
  return { ...result, pass, reason, assertion: result.assertion ?? assertion };
}

async function validJavascriptResult(result: unknown): Promise<boolean | number | GradingResult> {
  const value = await Promise.resolve(result);
  if (typeof value === 'boolean' || typeof value === 'number' || isGradingResult(value)) return value;
  throw new Error(
    `Custom function must return a boolean, number, or GradingResult object. Got ` +
      `type ${typeof value}: ${JSON.stringify(value)}`,
  );
}

const javascript: AssertionHandler = async ({
  assertion,
  renderedValue,
  valueFromScript,
  context,
  output,
  inverse,
}) => {
  const code = typeof renderedValue === 'string' ? renderedValue.trimEnd() : renderedValue;
  const withCode = (reason: string): string => (typeof code === 'string' && code ? `${reason}\n${code}` : reason);
  try {
    invariant(typeof code === 'string', 'javascript assertion must have a string value');
    let result: boolean | number | GradingResult;
    if (valueFromScript === undefined) {
      const body = code.includes('\n') ? code : javascriptBody(code);
      // The config's own code, compiled as promptfoo compiles it.
      const fn = new Function('output', 'context', 'process', body) as (...a: unknown[]) => unknown;
      result = await validJavascriptResult(fn(output, context, process));
    } else {
      invariant(
        ['boolean', 'number', 'object'].includes(typeof valueFromScript),
        `Javascript assertion script must return a boolean, number, or object (${String(assertion.value)})`,
      );
      result = await validJavascriptResult(valueFromScript);
    }
    const labels = { code: 'Custom function', language: 'JavaScript' };
    if (typeof result !== 'object') return normalizeScriptResult(assertion, result, inverse, labels, code);
    return normalizeScriptResult(assertion, result, inverse, labels);
  } catch (error) {
    const e = error as Error;
    return {
      pass: false,
      score: 0,
      reason: withCode(`Custom function threw error: ${e.message}\nStack Trace: ${e.stack}`),
      assertion,
    };
  }
};

/** snake_case keys a Python GradingResult may use, mapped as promptfoo maps them. */
function camelCaseResult(obj: Record<string, unknown>): Record<string, unknown> {
  const r = { ...obj };
  const alias = (snake: string, camel: string): void => {
    if (snake in r && !(camel in r)) r[camel] = r[snake];
  };
  alias('pass_', 'pass');
  alias('named_scores', 'namedScores');
  alias('component_results', 'componentResults');
  alias('tokens_used', 'tokensUsed');
  if (Array.isArray(r.componentResults)) {
    r.componentResults = r.componentResults.map((c: unknown) =>
      typeof c === 'object' && c !== null ? camelCaseResult(c as Record<string, unknown>) : c,
    );
  }
  return r;
}

const PYTHON = { code: 'Python code', language: 'Python' };

function pythonObjectResult(
  assertion: PromptfooAssertion,
  obj: Record<string, unknown>,
  inverse: boolean,
): GradingResult {
  const mapped = camelCaseResult(obj);
  if (!isGradingResult(mapped))
    throw new Error(
      `Python assertion must return a boolean, number, or {pass, score, reason} object. Got ` +
        `instead:\n${JSON.stringify(mapped, null, 2)}`,
    );
  if (assertion.threshold !== undefined && mapped.score < assertion.threshold) {
    mapped.pass = false;
    const message = `Python score ${mapped.score} is less than threshold ${assertion.threshold}`;
    mapped.reason = mapped.reason ? `${message}: ${mapped.reason}` : message;
  }
  return normalizeScriptResult(assertion, { ...mapped, assertion }, inverse, PYTHON, assertion.value);
}

export function normalizePythonResult(assertion: PromptfooAssertion, result: unknown, inverse: boolean): GradingResult {
  const lower = typeof result === 'string' ? result.toLowerCase() : undefined;
  if (result === true || lower === 'true')
    return normalizeScriptResult(assertion, true, inverse, PYTHON, assertion.value);
  if (typeof result === 'boolean' || lower === 'false')
    return normalizeScriptResult(assertion, false, inverse, PYTHON, assertion.value);
  if (typeof result === 'string' && result.startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(result);
    } catch (error) {
      throw new Error(`Invalid JSON: ${String(error)} when parsing result: ${result}`);
    }
    if (typeof parsed !== 'object' || parsed === null)
      throw new Error(
        `Python assertion must return a boolean, number, or {pass, score, reason} object. Got instead: ${result}`,
      );
    return pythonObjectResult(assertion, parsed as Record<string, unknown>, inverse);
  }
  if (typeof result === 'object' && result !== null)
    return pythonObjectResult(assertion, result as Record<string, unknown>, inverse);
  const score = Number.parseFloat(String(result));
  if (Number.isNaN(score))
    throw new Error(
      `Python assertion must return a boolean, number, or {pass, score, reason} object. Instead ` +
        `got:\n${String(result)}`,
    );
  return normalizeScriptResult(assertion, score, inverse, PYTHON, assertion.value);
}

const python: AssertionHandler = async ({
  assertion,
  renderedValue,
  valueFromScript,
  context,
  output,
  inverse,
  input,
}) => {
  invariant(typeof renderedValue === 'string', 'python assertion must have a string value');
  try {
    const result =
      valueFromScript === undefined ? await runInlinePython(renderedValue, [output, context], input) : valueFromScript;
    return normalizePythonResult(assertion, result, inverse);
  } catch (error) {
    return { pass: false, score: 0, reason: `Python code execution failed: ${(error as Error).message}`, assertion };
  }
};

export const SCRIPT_ASSERTIONS: Record<string, AssertionHandler> = { javascript, python };
