import type { AssertionInput, GradingResult, PromptfooAssertion } from '../assertion-contract.js';
import { isRecord } from '../../config/is-record.js';
import { callGrader } from './model-graded/grader-selection.js';
import { loadRubricPrompt, renderGradingPrompt, tokens, tryParse } from './model-graded/grading-prompt.js';

/**
 * promptfoo 0.123.1's comparison assertions, which grade every output of one test (its prompts ×
 * providers) once all are in: `select-best` asks a grader which output fits its criteria best,
 * `max-score` passes the output whose other assertions scored highest. Each gives one result per
 * output, merged into that output's own grading as promptfoo merges it.
 */

/** promptfoo's SELECT_BEST_PROMPT. */
export const SELECT_BEST_PROMPT = JSON.stringify([
  {
    role: 'system',
    content: `You are comparing multiple pieces of text to see which best fits the following criteria: {{criteria}}

Here are the pieces of text:

{% for output in outputs %}
<Text index="{{ loop.index0 }}">
{{ output }}
</Text>
{% endfor %}

Output the index of the text that best fits the criteria. You must output a single integer.`,
  },
]);

/**
 * `select-best` (matchesSelectBest): one call to the test's grader with the criteria (the
 * assertion's value as written, not rendered) and every output; the first integer of its reply
 * picks the winner (score 1), the others score 0. A failed call or a reply naming no output fails
 * them all.
 */
export async function selectBest(
  assertion: PromptfooAssertion,
  outputs: unknown[],
  input: AssertionInput,
): Promise<GradingResult[]> {
  const criteria = assertion.value;
  if (typeof criteria !== 'string') throw new Error('select-best must have a string value');
  if (outputs.length < 2) throw new Error('select-best assertion must have at least two outputs to compare between');
  const rubricPrompt = assertion.rubricPrompt || input.test.options?.rubricPrompt;
  const template = await loadRubricPrompt(rubricPrompt, SELECT_BEST_PROMPT, input);
  const vars = { ...input.vars, criteria, outputs: outputs.map((o) => (typeof o === 'string' ? tryParse(o) : o)) };
  const prompt = renderGradingPrompt(template, vars, input.env);
  const params = { assertion, input } as Parameters<typeof callGrader>[0];
  const resp = await callGrader(params, 'text', prompt);
  const used = tokens(resp.tokenUsage);
  const all = (reason: string): GradingResult[] =>
    outputs.map(() => ({ pass: false, score: 0, reason, tokensUsed: used, assertion }));
  if (resp.error || !resp.output) return all(resp.error || 'No output');
  const first = resp.output.trim().match(/\d+/);
  const verdict = first ? Number.parseInt(first[0], 10) : Number.NaN;
  if (Number.isNaN(verdict) || verdict < 0 || verdict >= outputs.length)
    return all(`Invalid select-best verdict: ${verdict}`);
  return outputs.map((_o, index) =>
    index === verdict
      ? { pass: true, score: 1, reason: `Output selected as the best: ${criteria}`, tokensUsed: used, assertion }
      : { pass: false, score: 0, reason: `Output not selected: ${criteria}`, tokensUsed: used, assertion },
  );
}

/**
 * `max-score` (selectMaxScore): each output's score is the mean (`method: average`, the default)
 * or the sum (`method: sum`) of its other assertions' scores, each weighted by `weights[type]`
 * (1 when not given); the first output with the highest score wins when it reaches `threshold`
 * (if given). The winner scores 1, the others 0. `components` holds each output's assertion results.
 */
export function maxScore(assertion: PromptfooAssertion, components: GradingResult[][]): GradingResult[] {
  if (components.length < 2) throw new Error('max-score assertion must have at least two outputs to compare between');
  const value = isRecord(assertion.value) ? assertion.value : {};
  const method = 'method' in value ? value.method : 'average';
  const weights = ('weights' in value && isRecord(value.weights) ? value.weights : {}) as Record<string, number>;
  const threshold = 'threshold' in value ? (value.threshold as number | undefined) : undefined;
  const scores = components.map((results) => {
    const relevant = results.filter((r) => r.assertion && !['max-score', 'select-best'].includes(r.assertion.type));
    if (relevant.length === 0)
      throw new Error(
        'max-score requires at least one other assertion (besides max-score or select-best) to aggregate scores from',
      );
    let weighted = 0;
    let totalWeight = 0;
    for (const r of relevant) {
      const weight = weights[r.assertion?.type ?? 'unknown'] ?? 1;
      weighted += (r.score || 0) * weight;
      totalWeight += weight;
    }
    const score = method === 'sum' ? weighted : totalWeight > 0 ? weighted / totalWeight : 0;
    return { score, count: relevant.length, totalWeight };
  });
  let best = -Infinity;
  let winner = 0;
  scores.forEach(({ score }, i) => {
    if (score > best) {
      best = score;
      winner = i;
    }
  });
  const meets = threshold === undefined || best >= threshold;
  return scores.map(({ score, count, totalWeight }, i) => {
    const won = i === winner && meets;
    const reason = won
      ? `Selected as highest scoring output (score: ${score.toFixed(3)})`
      : score === best && !meets
        ? `Not selected - score ${score.toFixed(3)} below threshold ${threshold}`
        : `Not selected (score: ${score.toFixed(3)}, max: ${best.toFixed(3)})`;
    return {
      pass: won,
      score: won ? 1 : 0,
      reason,
      namedScores: { maxScore: score, assertionCount: count, totalWeight },
      assertion,
    };
  });
}

/** An output's grading as the record keeps it: passed, score, reason. */
export interface OutputGrade {
  pass: boolean;
  score: number;
  reason: string;
}

/**
 * select-best's result merged into an output's grading (mergeSelectBestGradingResult): a loser
 * fails with select-best's reason and score.
 */
export function mergeSelectBest(prior: OutputGrade, result: GradingResult): OutputGrade {
  if (result.pass) return prior;
  return { pass: false, score: result.score, reason: result.reason };
}

/**
 * max-score's result merged into an output's grading (mergeMaxScoreGradingResult): a loser fails
 * with score 0, its reason replaced only when it had passed until then.
 */
export function mergeMaxScore(prior: OutputGrade, result: GradingResult): OutputGrade {
  if (result.pass) return prior;
  return { pass: false, score: result.score, reason: prior.pass ? result.reason : prior.reason };
}
