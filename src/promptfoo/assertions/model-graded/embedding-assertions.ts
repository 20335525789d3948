import type { GradingResult } from '../../assertion-contract.js';
import type { AssertionHandler, AssertionParams } from '../assertion-params.js';
import { AssertionFailure, invariant } from '../assertion-params.js';
import { callEmbedder, callGrader, options } from './grader-selection.js';
import { addTokens, graderFailure, loadRubricPrompt, renderGradingPrompt, tokens, tryParse } from './grading-prompt.js';
import { ANSWER_RELEVANCY_GENERATE } from './grading-prompts.js';

/**
 * `similar` (`:cosine`, `:dot`, `:euclidean`) and `answer-relevance` as promptfoo 0.123.1 grades
 * them (matchesSimilarity, matchesAnswerRelevance): embeddings of the expected value and the output
 * by the embedding provider the assertion or test chooses (grader-selection.ts chooseEmbedder),
 * compared by cosine similarity, dot product or euclidean distance.
 */

type Metric = 'cosine' | 'dot_product' | 'euclidean';
type Used = NonNullable<GradingResult['tokensUsed']>;

function sameLength(a: number[], b: number[]): void {
  if (a.length !== b.length) throw new AssertionFailure('Vectors must be of equal length');
}

export function cosineSimilarity(a: number[], b: number[]): number {
  sameLength(a, b);
  const dot = a.reduce((acc, v, i) => acc + v * b[i]!, 0);
  const magA = Math.sqrt(a.reduce((acc, v) => acc + v * v, 0));
  const magB = Math.sqrt(b.reduce((acc, v) => acc + v * v, 0));
  return magA === 0 || magB === 0 ? 0 : dot / (magA * magB);
}

function dotProduct(a: number[], b: number[]): number {
  sameLength(a, b);
  return a.reduce((acc, v, i) => acc + v * b[i]!, 0);
}

function euclideanDistance(a: number[], b: number[]): number {
  sameLength(a, b);
  return Math.sqrt(a.reduce((acc, v, i) => acc + (v - b[i]!) * (v - b[i]!), 0));
}

const METRICS: Record<string, Metric> = { cosine: 'cosine', dot: 'dot_product', euclidean: 'euclidean' };

/** promptfoo's verdict on one similarity (or, for euclidean, distance), with its reason texts. */
function similarityResult(
  similarity: number,
  threshold: number,
  inverse: boolean,
  metric: Metric,
  used: Used,
): GradingResult {
  if (metric === 'euclidean') {
    const pass = inverse ? similarity >= threshold - Number.EPSILON : similarity <= threshold + Number.EPSILON;
    const normalized = 1 / (1 + similarity);
    const below = `Distance ${similarity.toFixed(2)} is less than or equal to threshold ${threshold}`;
    const above = `Distance ${similarity.toFixed(2)} is greater than threshold ${threshold}`;
    return {
      pass,
      score: inverse ? 1 - normalized : normalized,
      reason: pass ? (inverse ? above : below) : inverse ? below : above,
      tokensUsed: used,
    };
  }
  const pass = inverse ? similarity <= threshold + Number.EPSILON : similarity >= threshold - Number.EPSILON;
  const greater = `Similarity ${similarity.toFixed(2)} is greater than or equal to threshold ${threshold}`;
  const less = `Similarity ${similarity.toFixed(2)} is less than threshold ${threshold}`;
  return {
    pass,
    score: inverse ? 1 - similarity : similarity,
    reason: pass ? (inverse ? less : greater) : inverse ? greater : less,
    tokensUsed: used,
  };
}

/** matchesSimilarity: both texts embedded (expected first), then compared. */
async function matchesSimilarity(
  params: AssertionParams,
  expected: string,
  output: string,
  threshold: number,
  metric: Metric,
): Promise<GradingResult> {
  const used: Used = tokens(undefined)!;
  const [a, b] = await Promise.all([callEmbedder(params, expected), callEmbedder(params, output)]);
  addTokens(used, a.tokenUsage);
  addTokens(used, b.tokenUsage);
  const fail = (reason: string): GradingResult => ({ pass: false, score: 0, reason, tokensUsed: used });
  if (a.error || b.error) return fail(a.error || b.error || 'Unknown error fetching embeddings');
  if (!a.embedding || !b.embedding) return fail('Embedding not found');
  const measure = metric === 'cosine' ? cosineSimilarity : metric === 'dot_product' ? dotProduct : euclideanDistance;
  return similarityResult(measure(a.embedding, b.embedding), threshold, params.inverse, metric, used);
}

const similar: AssertionHandler = async (params) => {
  const { assertion, renderedValue, outputString, inverse } = params;
  invariant(
    typeof renderedValue === 'string' || Array.isArray(renderedValue),
    'Similarity assertion type must have a string or array of strings value',
  );
  invariant(
    !Array.isArray(renderedValue) || renderedValue.length > 0,
    'Similarity assertion must have at least one value to compare against',
  );
  const threshold = assertion.threshold ?? 0.75;
  const suffix = params.baseType.split(':')[1];
  const metric = suffix === undefined ? 'cosine' : METRICS[suffix];
  if (!metric) throw new AssertionFailure(`Unknown similarity metric: ${suffix}`);
  if (!Array.isArray(renderedValue))
    return { assertion, ...(await matchesSimilarity(params, renderedValue, outputString, threshold, metric)) };
  if (inverse) {
    // Every value must be far enough: the first too close fails it, else the closest one speaks.
    let closest: GradingResult | undefined;
    for (const value of renderedValue) {
      const result = await matchesSimilarity(params, value as string, outputString, threshold, metric);
      if (!result.pass) return { assertion, ...result };
      if (!closest || result.score < closest.score) closest = result;
    }
    return { assertion, ...closest! };
  }
  let maxScore = Number.NEGATIVE_INFINITY;
  for (const value of renderedValue) {
    const result = await matchesSimilarity(params, value as string, outputString, threshold, metric);
    if (result.pass) return { assertion, ...result };
    if (result.score > maxScore) maxScore = result.score;
  }
  return {
    assertion,
    pass: false,
    score: maxScore,
    reason: 'None of the provided values met the similarity threshold',
  };
};

/** How many questions promptfoo has the grader write back from the answer. */
const GENERATED_QUESTIONS = 3;

/**
 * answer-relevance: the grader writes a question the answer would answer, three times; the mean
 * cosine similarity of each question's embedding with the query's (`vars.query`, else the prompt)
 * is the score, passing at `threshold` (0.5). `not-` flips pass and score unless the grader failed.
 */
const answerRelevance: AssertionHandler = async (params) => {
  const { assertion, output, input, inverse } = params;
  invariant(typeof output === 'string', 'answer-relevance assertion type must evaluate a string output');
  invariant(input.prompt, 'answer-relevance assertion type must have a prompt');
  const query = typeof input.vars.query === 'string' ? input.vars.query : input.prompt;
  const threshold = assertion.threshold ?? 0.5;
  const used: Used = tokens(undefined)!;
  const answer = tryParse(output);
  const prompt = renderGradingPrompt(
    await loadRubricPrompt(options(params).rubricPrompt, ANSWER_RELEVANCY_GENERATE, input),
    { answer },
    input.env,
  );
  const questions: string[] = [];
  for (let i = 0; i < GENERATED_QUESTIONS; i++) {
    const resp = await callGrader(params, 'text', prompt);
    addTokens(used, resp.tokenUsage);
    if (resp.error || !resp.output) return { ...graderFailure(resp.error || 'No output', used), assertion };
    questions.push(resp.output);
  }
  const queryEmbedding = await callEmbedder(params, query);
  addTokens(used, queryEmbedding.tokenUsage);
  if (queryEmbedding.error || !queryEmbedding.embedding)
    return { ...graderFailure(queryEmbedding.error || 'No embedding', used), assertion };
  const similarities: number[] = [];
  for (const question of questions) {
    const resp = await callEmbedder(params, question);
    addTokens(used, resp.tokenUsage);
    if (resp.error || !resp.embedding) return { ...graderFailure(resp.error || 'No embedding', used), assertion };
    similarities.push(cosineSimilarity(queryEmbedding.embedding, resp.embedding));
  }
  const similarity = similarities.reduce((a, b) => a + b, 0) / similarities.length;
  const pass = similarity >= threshold - Number.EPSILON;
  const reason = `Relevance ${similarity.toFixed(2)} is ${pass ? 'greater' : 'less'} than threshold ${threshold}`;
  return { assertion, pass: pass !== inverse, score: inverse ? 1 - similarity : similarity, reason, tokensUsed: used };
};

export const EMBEDDING_ASSERTIONS: Record<string, AssertionHandler> = {
  similar,
  'similar:cosine': similar,
  'similar:dot': similar,
  'similar:euclidean': similar,
  'answer-relevance': answerRelevance,
};
