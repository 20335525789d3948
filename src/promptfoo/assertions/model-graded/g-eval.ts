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

async function gradeCriterion(
  params: AssertionParams,
  criteria: string,
  threshold: number,
): Promise<GradingResult & { graderError?: boolean }> {
  const { input, outputString } = params;
  if (!input.prompt) throw new Error('No source text to estimate reply');
  const custom = options(params).rubricPrompt as Record<string, unknown> | undefined;
  const pick = (key: string): unknown =>
    custom && typeof custom === 'object' && !Array.isArray(custom) ? custom[key] : undefined;
  const used = tokens(undefined)!;
  const fail = (reason: string) => graderFailure(reason, used);
  const stepsResp = await callGrader(
    params,
    'text',
    renderGradingPrompt(await loadRubricPrompt(pick('steps'), GEVAL_STEPS_PROMPT, input), { criteria }, input.env),
  );
  addTokens(used, stepsResp.tokenUsage);
  if (stepsResp.error) return fail(stepsResp.error);
  if (!stepsResp.output) return fail('G-Eval step-generation call returned no output');
  let steps: unknown;
  try {
    const match = stepsResp.output.match(/\{"steps".+\}/g);
    if (!match) return fail(`LLM-proposed evaluation steps are not in JSON format: ${stepsResp.output}`);
    steps = (JSON.parse(match[0]) as { steps?: unknown }).steps;
  } catch (error) {
    return fail(
      `LLM-proposed evaluation steps are not in JSON format: ${(error as Error).message}\n\n${stepsResp.output}`,
    );
  }
  if (!Array.isArray(steps))
    return fail(`G-Eval steps response has invalid or missing steps: ${JSON.stringify(steps)}`);
  if (steps.length === 0) return fail('LLM does not propose any evaluation step');
  if (!steps.every((s) => typeof s === 'string' && s.trim() !== ''))
    return fail(`G-Eval steps response contains invalid steps: ${JSON.stringify(steps)}`);
  const evalVars = {
    criteria,
    steps: (steps as string[]).join('\n- '),
    maxScore: String(MAX_SCORE),
    input: tryParse(input.prompt),
    output: tryParse(outputString),
  };
  const resp = await callGrader(
    params,
    'text',
    renderGradingPrompt(await loadRubricPrompt(pick('evaluate'), GEVAL_EVALUATE_PROMPT, input), evalVars, input.env),
  );
  addTokens(used, resp.tokenUsage);
  if (resp.error) return fail(resp.error);
  if (!resp.output) return fail('G-Eval evaluation call returned no output');
  let result: { score?: unknown; reason?: unknown };
  try {
    const match = resp.output.match(/\{.+\}/g);
    if (!match) return fail(`LLM-proposed evaluation result is not in JSON format: ${resp.output}`);
    result = JSON.parse(match[0]) as typeof result;
  } catch (error) {
    return fail(`LLM-proposed evaluation result is not in JSON format: ${(error as Error).message}\n\n${resp.output}`);
  }
  const raw =
    typeof result.score === 'number'
      ? result.score
      : typeof result.score === 'string' && result.score.trim() !== ''
        ? Number(result.score)
        : NaN;
  if (!Number.isFinite(raw)) return fail(`G-Eval result has invalid or missing score: ${JSON.stringify(result.score)}`);
  if (raw < 0 || raw > MAX_SCORE)
    return fail(`G-Eval result score ${raw} is outside the expected 0-${MAX_SCORE} range`);
  if (typeof result.reason !== 'string' || result.reason.trim() === '')
    return fail(`G-Eval result has invalid or missing reason: ${JSON.stringify(result.reason)}`);
  return { pass: raw / MAX_SCORE >= threshold, score: raw / MAX_SCORE, reason: result.reason, tokensUsed: used };
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
