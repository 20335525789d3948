import type { GradingResult } from '../../assertion-contract.js';
import type { AssertionHandler } from '../assertion-params.js';
import { invariant } from '../assertion-params.js';
import { extractJsonObjects } from '../json-assertions.js';
import { callGrader, options } from './grader-selection.js';
import { graderFailure, loadRubricPrompt, renderGradingPrompt, tokens, tryParse } from './grading-prompt.js';
import { CLOSED_QA_PROMPT, FACTUALITY_PROMPT, LLM_RUBRIC_PROMPT } from './grading-prompts.js';
import { CONTEXT_ASSERTIONS } from './context-assertions.js';
import { gEval } from './g-eval.js';
import { EMBEDDING_ASSERTIONS } from './embedding-assertions.js';

/**
 * llm-rubric, model-graded-closedqa and factuality (model-graded-factuality) as promptfoo 0.123.1
 * grades them: its default prompt (or the `rubricPrompt`), one call to the grader it would choose,
 * its reading of the reply. A grader error fails the assertion with score 0 whatever `not-` says;
 * closedqa and factuality ignore `not-` as promptfoo does.
 */

const llmRubric: AssertionHandler = async (params) => {
  const { assertion, renderedValue, outputString, inverse, input } = params;
  invariant(
    ['string', 'object', 'undefined'].includes(typeof renderedValue),
    '"llm-rubric" assertion type must have a string or object value',
  );
  const opts = options(params);
  const vars = { ...input.vars, output: tryParse(outputString), rubric: renderedValue || '' };
  const rendered = renderGradingPrompt(
    await loadRubricPrompt(opts.rubricPrompt, LLM_RUBRIC_PROMPT, input),
    vars,
    input.env,
  );
  const resp = await callGrader(params, 'llm-rubric', rendered);
  if (resp.error || !resp.output)
    return { ...graderFailure(resp.error || 'No output', tokens(resp.tokenUsage)), assertion };
  let found: object[];
  try {
    found = extractJsonObjects(resp.output);
  } catch (error) {
    return {
      ...graderFailure(
        `llm-rubric produced malformed response: ${String(error)}\n\n${resp.output}`,
        tokens(resp.tokenUsage),
      ),
      assertion,
    };
  }
  const parsed = found[0] as { pass?: unknown; score?: unknown; reason?: unknown } | undefined;
  if (!parsed || Array.isArray(parsed))
    return { ...graderFailure('Could not extract JSON from llm-rubric response', tokens(resp.tokenUsage)), assertion };
  let pass = parsed.pass ?? true;
  if (typeof pass !== 'boolean') pass = /^(true|yes|pass|y)$/i.test(String(pass));
  let score = parsed.score;
  if (typeof score !== 'number') score = Number.isFinite(Number(score)) ? Number(score) : Number(pass);
  const threshold = assertion.threshold;
  if (typeof threshold === 'number' && Number.isFinite(threshold))
    pass = (pass as boolean) && (score as number) >= threshold;
  const reason =
    (parsed.reason as string) || (pass ? 'Grading passed' : `Score ${String(score)} below threshold ${threshold}`);
  const s = score as number;
  return {
    assertion,
    pass: (pass as boolean) !== inverse,
    score: inverse ? Math.min(1, Math.max(0, 1 - (Number.isFinite(s) ? s : 0))) : s,
    reason,
    tokensUsed: tokens(resp.tokenUsage),
  };
};

const closedQa: AssertionHandler = async (params) => {
  const { assertion, renderedValue, outputString, input } = params;
  invariant(typeof renderedValue === 'string', 'model-graded-closedqa assertion type must have a string value');
  invariant(input.prompt, 'model-graded-closedqa assertion type must have a prompt');
  const vars = { ...input.vars, input: input.prompt, criteria: renderedValue, completion: tryParse(outputString) };
  const rendered = renderGradingPrompt(
    await loadRubricPrompt(options(params).rubricPrompt, CLOSED_QA_PROMPT, input),
    vars,
    input.env,
  );
  const resp = await callGrader(params, 'text', rendered);
  if (resp.error || !resp.output)
    return { assertion, pass: false, score: 0, reason: resp.error || 'No output', tokensUsed: tokens(resp.tokenUsage) };
  const tail = resp.output.trimEnd();
  const pass = tail.endsWith('Y');
  const reason = pass
    ? `The submission meets the criterion:\n${resp.output}`
    : tail.endsWith('N')
      ? `The submission does not meet the criterion:\n${resp.output}`
      : `Model grader produced a malformed response:\n${resp.output}`;
  return { assertion, pass, score: pass ? 1 : 0, reason, tokensUsed: tokens(resp.tokenUsage) };
};

const CATEGORY: Record<string, string> = {
  A: 'The submitted answer is a subset of the expert answer and is fully consistent with it.',
  B: 'The submitted answer is a superset of the expert answer and is fully consistent with it.',
  C: 'The submitted answer contains all the same details as the expert answer.',
  D: 'There is a disagreement between the submitted answer and the expert answer.',
  E: "The answers differ, but these differences don't matter from the perspective of factuality.",
};

/** The category and reason of a factuality reply: its JSON, else promptfoo's legacy "(A) reason" form. */
export function factualityVerdict(reply: string): { option: string; reason: string } {
  const json = extractJsonObjects(reply)[0] as { category?: unknown; reason?: unknown } | undefined;
  if (json && typeof json.category === 'string' && json.category) {
    const option = json.category.trim().toUpperCase();
    if (!/^[A-E]$/.test(option)) throw new Error(`Invalid category value: ${option}`);
    return {
      option,
      reason: (typeof json.reason === 'string' ? json.reason.trim() : '') || `Category ${option}: ${CATEGORY[option]}`,
    };
  }
  const answer = reply.match(/\s*\(?([a-eA-E])\)/);
  if (!answer) throw new Error(`Factuality checker output did not match expected format: ${reply}`);
  const why = reply.match(/\)\s*(.*)/s);
  return { option: answer[1]!.toUpperCase(), reason: why?.[1] ? why[1].trim() : reply };
}

const factuality: AssertionHandler = async (params): Promise<GradingResult> => {
  const { assertion, renderedValue, outputString, input } = params;
  invariant(typeof renderedValue === 'string', 'factuality assertion type must have a string value');
  invariant(input.prompt, 'factuality assertion type must have a prompt');
  const opts = options(params);
  const vars = { ...input.vars, input: input.prompt, ideal: renderedValue, completion: tryParse(outputString) };
  const rendered = renderGradingPrompt(
    await loadRubricPrompt(opts.rubricPrompt, FACTUALITY_PROMPT, input),
    vars,
    input.env,
  );
  const resp = await callGrader(params, 'text', rendered);
  const used = tokens(resp.tokenUsage);
  if (resp.error || !resp.output)
    return { assertion, pass: false, score: 0, reason: resp.error || 'No output', tokensUsed: used };
  let verdict: { option: string; reason: string };
  try {
    verdict = factualityVerdict(resp.output);
  } catch (error) {
    return { assertion, pass: false, score: 0, reason: (error as Error).message, tokensUsed: used };
  }
  const given = (opts.factuality ?? {}) as Record<string, number | undefined>;
  const scores: Record<string, number> = {
    A: given.subset ?? 1,
    B: given.superset ?? 1,
    C: given.agree ?? 1,
    D: given.disagree ?? 0,
    E: given.differButFactual ?? 1,
  };
  const pass = (scores[verdict.option] ?? 0) > 0;
  return { assertion, pass, score: scores[verdict.option] ?? (pass ? 1 : 0), reason: verdict.reason, tokensUsed: used };
};

export const MODEL_GRADED_ASSERTIONS: Record<string, AssertionHandler> = {
  'llm-rubric': llmRubric,
  'model-graded-closedqa': closedQa,
  factuality,
  'model-graded-factuality': factuality,
  'g-eval': gEval,
  ...CONTEXT_ASSERTIONS,
  ...EMBEDDING_ASSERTIONS,
};
