import type { RubricCriterion } from '../config/types.js';
import type { ProviderRequest } from '../engine/provider.js';
import type { JudgeFields } from './judge-prompt.js';

/**
 * The rubric judge contract (FORMATS.md): one JSON object with a check per criterion. Single
 * criterion calls use the same shape with one entry, so one parser serves both.
 */
export const RUBRIC_SYSTEM_PROMPT = `You are an expert evaluator. For each criterion in "criteria", decide whether the generated_answer satisfies it, given the request and the expected_outcome.
You receive a JSON object with the fields: expected_outcome, request, reference_answer, generated_answer, criteria (a list of {id, description}).
Use reference_answer as guidance when it is not empty; it is not the only acceptable answer.

Respond with ONLY one JSON object, no prose and no code fences, of this exact schema:
{"checks": [{"id": string, "satisfied": boolean, "reasoning": string}], "overall_reasoning": string}
- checks: exactly one entry per criterion, its id copied exactly from criteria.
- satisfied: true only when the answer clearly meets the criterion.
- reasoning: one short sentence per criterion.
- overall_reasoning: one or two sentences about the answer as a whole.`;

/** The criteria as the judge (and the mock judge, via `metadata.rubric_criteria`) sees them. */
export interface RubricCriterionBrief {
  id: string;
  description: string;
}

/**
 * A judge request grading `criteria` (all of them in a batch, or one). `metadata.rubric_criteria`
 * tells providers that answer without a model (the mock) which reply shape is wanted.
 */
export function rubricRequest(
  evalId: string,
  fields: JudgeFields,
  criteria: readonly RubricCriterion[],
  label: { agent: string; dimension: string },
): ProviderRequest {
  const briefs: RubricCriterionBrief[] = criteria.map(({ id, description }) => ({ id, description }));
  const user = JSON.stringify({ ...fields, criteria: briefs }, null, 2);
  return {
    evalId,
    attempt: 1,
    messages: [
      { role: 'system', content: RUBRIC_SYSTEM_PROMPT },
      { role: 'user', content: user },
    ],
    prompt: `${RUBRIC_SYSTEM_PROMPT}\n\n${user}`,
    systemPrompt: RUBRIC_SYSTEM_PROMPT,
    guidelineFiles: [],
    inputFiles: [],
    responseFormat: 'json',
    metadata: { ...fields, rubric_criteria: briefs },
    label,
  };
}
