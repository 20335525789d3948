import { z } from 'zod';
import type { RubricCriterion } from '../config/types.js';
import type { EvaluatorScore } from '../engine/evaluator.js';
import type { InvokeOptions, Provider, ProviderRequest } from '../engine/provider.js';
import { verdictFor } from '../results/eval-result.js';
import type { JudgeFields } from './llm-judge.js';
import { graderRequest } from '../engine/provider-pipeline/grader-request.js';
import { firstJsonObject } from './parse-judge-reply.js';

/** AgentV's attempts at a reply it can read before the grader gives up. */
const ATTEMPTS = 3;

/** AgentV 4.42.4's system prompt for analytic rubrics (`buildScoreRangeOutputSchema`). */
export const SCORE_RANGE_SYSTEM_PROMPT =
  `You are an expert grader. Score the candidate answer on each criterion.
You must return a valid JSON object matching this schema:
{
  "checks": [
    {
      "id": "string (criterion id)",
      "score": integer (0-10),
      "reasoning": "string (brief explanation for score)"
    }
  ],
  "overall_reasoning": "string (summary, optional)"
}

Important: The "score" must be an integer from 0 to 10 that falls within one of the defined score ranges for that ` +
  `criterion.`;

const replySchema = z.object({
  checks: z.array(z.object({ id: z.string(), score: z.number(), reasoning: z.string().optional() })),
  overall_reasoning: z.string().optional(),
});

/**
 * AgentV's analytic rubric (rubric items with `score_ranges`): one judge call scores every
 * criterion 0–10; each score / 10, weighted, averages to the grade. A criterion passes at 7 or more
 * and at its `min_score` (`required: true` means 10); one below its `min_score` fails the verdict.
 * A reply that cannot be read after three attempts scores 0, as in AgentV.
 */
export async function gradeScoreRanges(
  evalId: string,
  fields: JudgeFields,
  criteria: readonly RubricCriterion[],
  judge: Provider,
  options: InvokeOptions,
  dimension: string,
): Promise<EvaluatorScore> {
  const request = scoreRangeRequest(evalId, fields, criteria, judge, dimension);
  let problem = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const response = await judge.invoke({ ...request, attempt }, options);
    const parsed = replySchema.safeParse(firstJsonObject(response.text));
    if (parsed.success) return scoreChecks(parsed.data, criteria);
    problem =
      response.text.trim() === '' ? 'empty reply' : 'the reply is not a JSON object with "checks" [{id, score}]';
  }
  const why = `Grader parse failure after ${ATTEMPTS} attempts: ${problem}`;
  return { score: 0, hits: [], misses: [why], reasoning: why };
}

function scoreChecks(reply: z.infer<typeof replySchema>, criteria: readonly RubricCriterion[]): EvaluatorScore {
  const byId = new Map(criteria.map((c) => [c.id, c]));
  const hits: string[] = [];
  const misses: string[] = [];
  const rawScores: Record<string, number> = {};
  let weight = 0;
  let sum = 0;
  let failedRequired = false;
  for (const check of reply.checks) {
    const criterion = byId.get(check.id);
    if (!criterion) continue;
    const raw = Math.max(0, Math.min(10, check.score));
    rawScores[criterion.id] = raw;
    weight += criterion.weight;
    sum += (raw / 10) * criterion.weight;
    const min = criterion.minScore ?? (criterion.required ? 1 : undefined);
    const belowMin = min !== undefined && raw / 10 < min;
    if (belowMin) failedRequired = true;
    const range = criterion.scoreRanges?.find((r) => raw >= r.min && raw <= r.max)?.outcome ?? '';
    const text = `[${criterion.id}] ${criterion.description || criterion.id} - Score: ${raw}/10 (${range})`;
    (!belowMin && raw >= 7 ? hits : misses).push(text);
  }
  const score = weight > 0 ? Math.min(1, Math.max(0, sum / weight)) : 0;
  return {
    score,
    verdict: failedRequired ? 'fail' : verdictFor(score),
    hits,
    misses,
    reasoning: reply.overall_reasoning ?? '',
    details: { raw_scores: rawScores, normalization: 'score / 10', aggregation: 'weighted_average' },
  };
}

/** AgentV's analytic rubric prompt (`buildScoreRangePrompt`), over our judge fields. */
function scoreRangeRequest(
  evalId: string,
  fields: JudgeFields,
  criteria: readonly RubricCriterion[],
  judge: Provider,
  dimension: string,
): ProviderRequest {
  const parts = [
    'You are an expert grader. Score the candidate answer on each criterion below using the provided score ranges.',
    'For each criterion, output an integer score from 0 to 10 based on which score range best matches the answer.',
    '',
    '[[ ## question ## ]]',
    fields.request,
    '',
    '[[ ## criteria ## ]]',
    fields.expected_outcome,
    '',
  ];
  if (fields.reference_answer.trim() !== '') parts.push('[[ ## reference_answer ## ]]', fields.reference_answer, '');
  parts.push('[[ ## answer ## ]]', fields.generated_answer, '', '[[ ## scoring_criteria ## ]]');
  for (const c of criteria) {
    const weight = c.weight !== 1 ? ` (weight: ${c.weight})` : '';
    const min = c.minScore !== undefined ? ` [REQUIRED: min score ${c.minScore}]` : '';
    parts.push('', `### Criterion: ${c.id}${weight}${min}`);
    if (c.description) parts.push(`Description: ${c.description}`);
    if (c.scoreRanges?.length) {
      parts.push('Score ranges:');
      for (const r of c.scoreRanges)
        parts.push(`  - Score ${r.min === r.max ? `${r.min}` : `${r.min}-${r.max}`}: ${r.outcome}`);
    }
  }
  parts.push('', 'For each criterion, provide an integer score 0-10 that matches one of its defined score ranges.');
  return graderRequest({
    evalId,
    system: SCORE_RANGE_SYSTEM_PROMPT,
    user: parts.join('\n'),
    json: true,
    label: { agent: judge.targetName, dimension },
    metadata: { ...fields, score_range_criteria: criteria.map((c) => c.id) },
  });
}
