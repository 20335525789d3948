import type { GradingResult } from '../../assertion-contract.js';
import type { AssertionHandler, AssertionParams } from '../assertion-params.js';
import { invariant } from '../assertion-params.js';
import { applyAssertionTransform } from '../assertion-transform.js';
import { callGrader, options } from './grader-selection.js';
import { addTokens, graderFailure, loadRubricPrompt, renderGradingPrompt, tokens, tryParse } from './grading-prompt.js';
import {
  ATTRIBUTED,
  CONTEXT_RECALL_PROMPT,
  CONTEXT_RELEVANCE_PROMPT,
  FAITHFULNESS_STATEMENTS_PROMPT,
  FAITHFULNESS_VERDICTS_PROMPT,
  INSUFFICIENT,
  NOT_ATTRIBUTED,
} from './rag-prompts.js';

/**
 * The RAG assertions as promptfoo 0.123.1 grades them, on the `context` var (a string or a list of
 * strings) or what `contextTransform` makes of the output: context-recall (share of the expected
 * answer's sentences the grader attributes to the context), context-relevance (share of context
 * sentences the grader finds needed for the `query` var) and context-faithfulness (share of the
 * answer's statements the context supports). Each passes at `threshold` (0.5); `not-` inverts
 * them except for grader failures.
 */

type Graded = GradingResult & { graderError?: boolean };

async function resolveContext(params: AssertionParams, fallback?: string): Promise<string | string[]> {
  const vars = params.input.vars;
  let context: unknown;
  if (vars.context) {
    if (typeof vars.context === 'string') context = vars.context;
    else if (Array.isArray(vars.context)) {
      const bad = vars.context.findIndex((v: unknown) => typeof v !== 'string');
      invariant(
        bad === -1,
        `Invalid context: expected an array of strings, but found ${typeof vars.context[bad]} at index ${bad}`,
      );
      context = vars.context;
    }
  } else if (fallback) context = fallback;
  const transform = params.assertion.contextTransform;
  if (transform) {
    try {
      const made = await applyAssertionTransform(transform, params.input.output, params.input);
      invariant(
        typeof made === 'string' || (Array.isArray(made) && made.every((i) => typeof i === 'string')),
        `contextTransform must return a string or array of strings. Got ${typeof made}.`,
      );
      context = made;
    } catch (error) {
      throw new Error(`Failed to transform context using expression '${transform}': ${(error as Error).message}`);
    }
  }
  invariant(
    (typeof context === 'string' && context.length > 0) ||
      (Array.isArray(context) && context.length > 0 && context.every((i) => typeof i === 'string' && i.length > 0)),
    'Context is required for context-based assertions. Provide either a "context" variable (string or array of ' +
      'strings) in your test case or use "contextTransform" to extract context from the provider response.',
  );
  return context as string | string[];
}

const joined = (context: string | string[]): string => (Array.isArray(context) ? context.join('\n\n') : context);
const lines = (text: string): string[] => text.split('\n').filter((s) => s.trim() !== '');

function sentences(text: string): string[] {
  const split = lines(text);
  return (split.length > 1 ? split : text.split(/(?<=[.!?])\s+/))
    .map((s) => s.trim())
    .filter((s) => s.length > 0 && !/^\d+[.)]$/.test(s));
}

function inverted(result: Graded, inverse: boolean): Graded {
  if (!inverse || result.graderError) return result;
  return { ...result, pass: !result.pass, score: 1 - result.score };
}

function ratio(label: string, score: number, threshold: number, used: GradingResult['tokensUsed']): GradingResult {
  const pass = score >= threshold - Number.EPSILON;
  return { pass, score, reason: `${label} ${score.toFixed(2)} is ${pass ? '>=' : '<'} ${threshold}`, tokensUsed: used };
}

async function recall(
  params: AssertionParams,
  context: string | string[],
  truth: string,
  threshold: number,
): Promise<Graded> {
  const vars = { ...params.input.vars, context: joined(context), groundTruth: truth };
  const resp = await callGrader(
    params,
    'text',
    renderGradingPrompt(
      await loadRubricPrompt(options(params).rubricPrompt, CONTEXT_RECALL_PROMPT, params.input),
      vars,
      params.input.env,
    ),
  );
  if (resp.error || !resp.output) return graderFailure(resp.error || 'No output', tokens(resp.tokenUsage));
  const marked = lines(resp.output).filter(
    (l) => l.toLowerCase().includes(ATTRIBUTED.toLowerCase()) || l.toLowerCase().includes(NOT_ATTRIBUTED.toLowerCase()),
  );
  if (marked.length === 0)
    return graderFailure('Grader returned no [Attributed]/[Not Attributed] classifications', tokens(resp.tokenUsage));
  const attributed = marked.filter(
    (l) =>
      !l.toLowerCase().includes(NOT_ATTRIBUTED.toLowerCase()) && l.toLowerCase().includes(ATTRIBUTED.toLowerCase()),
  ).length;
  return ratio('Recall', attributed / marked.length, threshold, tokens(resp.tokenUsage));
}

async function relevance(
  params: AssertionParams,
  query: string,
  context: string | string[],
  threshold: number,
): Promise<Graded> {
  const text = joined(context);
  const resp = await callGrader(
    params,
    'text',
    renderGradingPrompt(
      await loadRubricPrompt(options(params).rubricPrompt, CONTEXT_RELEVANCE_PROMPT, params.input),
      { context: text, query },
      params.input.env,
    ),
  );
  if (resp.error || !resp.output) return graderFailure(resp.error || 'No output', tokens(resp.tokenUsage));
  const segmented = Array.isArray(context) || lines(context).length > 1;
  const units = Array.isArray(context) ? context.filter((c) => c.trim().length > 0) : sentences(context);
  const insufficient = resp.output.includes(INSUFFICIENT);
  const relevant = insufficient ? [] : [...new Set((segmented ? lines : sentences)(resp.output))];
  const score = units.length > 0 ? Math.min(relevant.length, units.length) / units.length : 0;
  const norm = (v: string): string => v.toLowerCase().replace(/\s+/g, ' ').trim();
  const quoted = relevant.some((s) => norm(text).includes(norm(s.replace(/^\s*(?:\d+[.)]|[-*])\s*/, ''))));
  if (!insufficient && relevant.length > 0 && !quoted)
    return graderFailure('Grader output does not quote the provided context', tokens(resp.tokenUsage));
  return ratio('Context relevance', score, threshold, tokens(resp.tokenUsage));
}

function faithfulnessScore(reply: string, statements: number): number | undefined {
  const marker = 'final verdict for each statement in order:';
  let verdicts = reply.toLowerCase().trim();
  if (verdicts.includes(marker)) {
    verdicts = verdicts.slice(verdicts.indexOf(marker) + marker.length);
    const each = verdicts.split('.').filter((a) => a.trim() !== '');
    if (each.length === 0 || !each.every((a) => /\b(?:yes|no)\b/.test(a))) return undefined;
    return 1 - (each.filter((a) => !a.includes('yes')).length + Math.max(0, statements - each.length)) / statements;
  }
  const no = verdicts.split('verdict: no').length - 1;
  const yes = verdicts.split('verdict: yes').length - 1;
  if (no + yes === 0) return undefined;
  return 1 - (no + Math.max(0, statements - no - yes)) / statements;
}

async function faithfulness(
  params: AssertionParams,
  query: string,
  context: string | string[],
  threshold: number,
): Promise<Graded> {
  const { input } = params;
  const custom = options(params).rubricPrompt as unknown;
  invariant(!custom || Array.isArray(custom), 'rubricPrompt must be an array');
  const part = (i: number): unknown =>
    Array.isArray(custom)
      ? typeof custom[i] === 'string'
        ? custom[i]
        : (custom[i] as { content?: unknown } | undefined)?.content
      : undefined;
  const used = tokens(undefined)!;
  const answer = tryParse(input.output as string);
  let resp = await callGrader(
    params,
    'text',
    renderGradingPrompt(
      await loadRubricPrompt(part(0), FAITHFULNESS_STATEMENTS_PROMPT, input),
      { ...input.vars, question: query, answer },
      input.env,
    ),
  );
  addTokens(used, resp.tokenUsage);
  if (resp.error || !resp.output) return graderFailure(resp.error || 'No output', used);
  const statements = lines(resp.output);
  if (statements.length === 0) return graderFailure('Could not extract context-faithfulness statements', used);
  resp = await callGrader(
    params,
    'text',
    renderGradingPrompt(
      await loadRubricPrompt(part(1), FAITHFULNESS_VERDICTS_PROMPT, input),
      { ...input.vars, context: joined(context), statements },
      input.env,
    ),
  );
  addTokens(used, resp.tokenUsage);
  if (resp.error || !resp.output) return graderFailure(resp.error || 'No output', used);
  const score = faithfulnessScore(resp.output, statements.length);
  if (score === undefined) return graderFailure('Could not parse context-faithfulness verdicts', used);
  return ratio('Faithfulness', Math.min(1, Math.max(0, score)), threshold, used);
}

function queryVar(params: AssertionParams, type: string): string {
  const query = params.input.vars.query;
  invariant(typeof query === 'string', `${type} assertion requires a "query" variable with the user question`);
  return query;
}

const contextRecall: AssertionHandler = async (params) => {
  const { assertion, renderedValue, input, inverse } = params;
  invariant(
    typeof renderedValue === 'string',
    'context-recall assertion requires a string value (expected answer or fact to verify)',
  );
  invariant(input.prompt, 'context-recall assertion requires a prompt');
  const context = await resolveContext(params, input.prompt);
  return { assertion, ...inverted(await recall(params, context, renderedValue, assertion.threshold ?? 0.5), inverse) };
};

const contextRelevance: AssertionHandler = async (params) => {
  const query = queryVar(params, 'context-relevance');
  const context = await resolveContext(params);
  return {
    assertion: params.assertion,
    ...inverted(await relevance(params, query, context, params.assertion.threshold ?? 0.5), params.inverse),
  };
};

const contextFaithfulness: AssertionHandler = async (params) => {
  const query = queryVar(params, 'context-faithfulness');
  invariant(
    typeof params.input.output === 'string',
    'context-faithfulness assertion requires string output from the provider',
  );
  const context = await resolveContext(params);
  return {
    assertion: params.assertion,
    ...inverted(await faithfulness(params, query, context, params.assertion.threshold ?? 0.5), params.inverse),
  };
};

export const CONTEXT_ASSERTIONS: Record<string, AssertionHandler> = {
  'context-recall': contextRecall,
  'context-relevance': contextRelevance,
  'context-faithfulness': contextFaithfulness,
};
