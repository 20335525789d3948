import type { GradingResult } from '../../assertion-contract.js';
import type { AssertionHandler, AssertionParams } from '../assertion-params.js';
import { invariant } from '../assertion-params.js';
import { addTokens, graderFailure, loadRubricPrompt, renderGradingPrompt, tokens, tryParse } from './grading-prompt.js';
import { GEVAL_EVALUATE_PROMPT, GEVAL_STEPS_PROMPT } from './grading-prompts.js';
import { callGrader, options } from './grader-selection.js';

/**
 * `g-eval` as promptfoo 0.123.1 grades it: per criterion, one call for evaluation steps and one
 * for a 0–10 score; the score is that over 10, passing at the `threshold` (0.7). A list of criteria
 * averages them and stops at the first grader failure. `rubricPrompt: {steps, evaluate}` replaces
 * either prompt.
 */
const MAX_SCORE = 10;
const STEPS_NOT_JSON = 'LLM-proposed evaluation steps are not in JSON format';
const RESULT_NOT_JSON = 'LLM-proposed evaluation result is not in JSON format';

type Fail = (reason: string) => GradingResult & { graderError?: boolean };
type Step<T> = { ok: true; value: T } | { ok: false; result: GradingResult & { graderError?: boolean } };

/** The first match of `pattern` in a grader's answer, parsed as JSON, or the failure (`notJson`) promptfoo reports. */
function parseAnswer<T>(output: string, pattern: RegExp, notJson: string, fail: Fail): Step<T> {
  try {
    const match = output.match(pattern);
    if (!match) return { ok: false, result: fail(`${notJson}: ${output}`) };
    return { ok: true, value: JSON.parse(match[0]) as T };
  } catch (error) {
    return {
      ok: false,
      result: fail(`${notJson}: ${(error as Error).message}\n\n${output}`),
    };
  }
}

/** One grader call with the rubric prompt `key` (or its default), counting its tokens. */
async function ask(
  params: AssertionParams,
  key: 'steps' | 'evaluate',
  fallback: string,
  vars: Record<string, unknown>,
  used: NonNullable<GradingResult['tokensUsed']>,
) {
  const { input } = params;
  const custom = options(params).rubricPrompt as Record<string, unknown> | undefined;
  const chosen = custom && typeof custom === 'object' && !Array.isArray(custom) ? custom[key] : undefined;
  const prompt = renderGradingPrompt(await loadRubricPrompt(chosen, fallback, input), vars, input.env);
  const resp = await callGrader(params, 'text', prompt);
  addTokens(used, resp.tokenUsage);
  return resp;
}

/** The first call: the evaluation steps the grader proposes for `criteria`. */
async function proposeSteps(
  params: AssertionParams,
  criteria: string,
  used: NonNullable<GradingResult['tokensUsed']>,
  fail: Fail,
): Promise<Step<string[]>> {
  const resp = await ask(params, 'steps', GEVAL_STEPS_PROMPT, { criteria }, used);
  if (resp.error) return { ok: false, result: fail(resp.error) };
  if (!resp.output) return { ok: false, result: fail('G-Eval step-generation call returned no output') };
  const parsed = parseAnswer<{ steps?: unknown }>(resp.output, /\{"steps".+\}/g, STEPS_NOT_JSON, fail);
  if (!parsed.ok) return parsed;
  const steps = parsed.value.steps;
  if (!Array.isArray(steps))
    return { ok: false, result: fail(`G-Eval steps response has invalid or missing steps: ${JSON.stringify(steps)}`) };
  if (steps.length === 0) return { ok: false, result: fail('LLM does not propose any evaluation step') };
  if (!steps.every((s) => typeof s === 'string' && s.trim() !== ''))
    return { ok: false, result: fail(`G-Eval steps response contains invalid steps: ${JSON.stringify(steps)}`) };
  return { ok: true, value: steps as string[] };
}

/** The second answer's score (0–10, a number or a numeric string) and reason, checked. */
function readScore(result: { score?: unknown; reason?: unknown }, fail: Fail): Step<{ raw: number; reason: string }> {
  const raw =
    typeof result.score === 'number'
      ? result.score
      : typeof result.score === 'string' && result.score.trim() !== ''
        ? Number(result.score)
        : NaN;
  if (!Number.isFinite(raw))
    return { ok: false, result: fail(`G-Eval result has invalid or missing score: ${JSON.stringify(result.score)}`) };
  if (raw < 0 || raw > MAX_SCORE)
    return { ok: false, result: fail(`G-Eval result score ${raw} is outside the expected 0-${MAX_SCORE} range`) };
  if (typeof result.reason !== 'string' || result.reason.trim() === '')
    return { ok: false, result: fail(`G-Eval result has invalid or missing reason: ${JSON.stringify(result.reason)}`) };
  return { ok: true, value: { raw, reason: result.reason } };
}

async function gradeCriterion(
  params: AssertionParams,
  criteria: string,
  threshold: number,
): Promise<GradingResult & { graderError?: boolean }> {
  const { input, outputString } = params;
  if (!input.prompt) throw new Error('No source text to estimate reply');
  const used = tokens(undefined)!;
  const fail: Fail = (reason) => graderFailure(reason, used);
  const steps = await proposeSteps(params, criteria, used, fail);
  if (!steps.ok) return steps.result;
  const evalVars = {
    criteria,
    steps: steps.value.join('\n- '),
    maxScore: String(MAX_SCORE),
    input: tryParse(input.prompt),
    output: tryParse(outputString),
  };
  const resp = await ask(params, 'evaluate', GEVAL_EVALUATE_PROMPT, evalVars, used);
  if (resp.error) return fail(resp.error);
  if (!resp.output) return fail('G-Eval evaluation call returned no output');
  const parsed = parseAnswer<{ score?: unknown; reason?: unknown }>(resp.output, /\{.+\}/g, RESULT_NOT_JSON, fail);
  if (!parsed.ok) return parsed.result;
  const scored = readScore(parsed.value, fail);
  if (!scored.ok) return scored.result;
  const { raw, reason } = scored.value;
  return { pass: raw / MAX_SCORE >= threshold, score: raw / MAX_SCORE, reason, tokensUsed: used };
}

export const gEval: AssertionHandler = async (params) => {
  const { assertion, renderedValue, inverse } = params;
  invariant(
    typeof renderedValue === 'string' ||
      (Array.isArray(renderedValue) && renderedValue.every((v) => typeof v === 'string')),
    'G-Eval assertion type must have a string or array of strings value',
  );
  const threshold = assertion.threshold ?? 0.7;
  const criteria = Array.isArray(renderedValue) ? (renderedValue as string[]) : [renderedValue];
  if (criteria.length === 0)
    return {
      assertion,
      pass: false,
      score: 0,
      reason: 'G-Eval assertion requires at least one criterion string in the value array.',
    };
  const results: GradingResult[] = [];
  const used = tokens(undefined)!;
  for (const [i, criterion] of criteria.entries()) {
    const r = await gradeCriterion(params, criterion, threshold);
    addTokens(used, r.tokensUsed);
    if ('graderError' in r && r.graderError) {
      const reason = Array.isArray(renderedValue)
        ? `G-Eval criterion ${i + 1}/${criteria.length} (${JSON.stringify(criterion)}) failed: ${r.reason}`
        : r.reason;
      return { assertion, pass: false, score: 0, reason, tokensUsed: used };
    }
    results.push(r);
  }
  const score = results.reduce((acc, r) => acc + r.score, 0) / results.length;
  return {
    assertion,
    pass: score >= threshold !== inverse,
    score: inverse ? 1 - score : score,
    reason: results.map((r) => r.reason).join('\n\n'),
    tokensUsed: used,
  };
};
