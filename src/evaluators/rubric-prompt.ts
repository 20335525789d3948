import type { RubricCriterion } from '../config/types.js';
import { graderRequest } from '../engine/provider-pipeline/grader-request.js';
import type { ProviderRequest } from '../engine/provider.js';
import type { JudgeFields } from './llm-judge.js';
import { z } from 'zod';
import { firstJsonObject } from './parse-judge-reply.js';

/**
 * The rubric judge contract: one JSON object with a check per criterion. Single
 * criterion calls use the same shape with one entry, so one parser serves both.
 */
export const RUBRIC_SYSTEM_PROMPT =
  `You are an expert evaluator. For each criterion in "criteria", decide whether ` +
  `the generated_answer satisfies it, given the request and the expected_outcome.
You receive a JSON object with the fields: expected_outcome, request, reference_answer, generated_answer, criteria \
(a list of {id, description}).
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
  return graderRequest({
    evalId,
    system: RUBRIC_SYSTEM_PROMPT,
    user: JSON.stringify({ ...fields, criteria: briefs }, null, 2),
    json: true,
    metadata: { ...fields, rubric_criteria: briefs },
    label,
  });
}

/** One graded criterion as the judge must write it. */
export const rubricCheckSchema = z.object({
  id: z.string().trim().min(1),
  satisfied: z.boolean(),
  reasoning: z.string().trim().optional(),
});

/** The judge's reply: entries are validated one by one so a corrupt entry spoils only itself. */
export const rubricReplySchema = z.object({
  checks: z.array(z.unknown()),
  overall_reasoning: z.string().trim().optional(),
});

export type RubricCheck = z.infer<typeof rubricCheckSchema>;

/** An entry of the reply that was discarded, with its raw JSON text for the warning. */
export interface DroppedEntry {
  raw: string;
  reason: string;
}

export interface RubricBatchReply {
  /** False when the reply held no JSON object with a `checks` list (everything must be regraded). */
  valid: boolean;
  /** Valid checks of known criteria, by id; the first entry for an id wins. */
  checks: Map<string, RubricCheck>;
  dropped: DroppedEntry[];
  overallReasoning?: string;
}

/**
 * Parses a rubric reply: valid entries of known criteria are kept; entries that
 * break the schema, name an unknown criterion or repeat one are dropped with their raw text.
 * Criteria absent from `checks` afterwards are the caller's to grade again.
 */
export function parseRubricBatch(reply: string, knownIds: ReadonlySet<string>): RubricBatchReply {
  const checks = new Map<string, RubricCheck>();
  const dropped: DroppedEntry[] = [];
  const parsed = rubricReplySchema.safeParse(firstJsonObject(reply));
  if (!parsed.success) return { valid: false, checks, dropped };
  for (const entry of parsed.data.checks) {
    const check = rubricCheckSchema.safeParse(entry);
    const raw = JSON.stringify(entry) ?? String(entry);
    if (!check.success) {
      const issue = check.error.issues[0];
      dropped.push({
        raw,
        reason: issue ? `${issue.path.join('.') || 'entry'}: ${issue.message}` : 'schema violation',
      });
    } else if (!knownIds.has(check.data.id)) {
      dropped.push({ raw, reason: `unknown criterion id "${check.data.id}"` });
    } else if (checks.has(check.data.id)) {
      dropped.push({ raw, reason: `criterion "${check.data.id}" answered twice` });
    } else {
      checks.set(check.data.id, check.data);
    }
  }
  return {
    valid: true,
    checks,
    dropped,
    ...(parsed.data.overall_reasoning ? { overallReasoning: parsed.data.overall_reasoning } : {}),
  };
}

/**
 * Reads the answer to a one-criterion request: the `{checks: [...]}` shape asked for, or a bare
 * `{satisfied, reasoning}` object (models often drop the wrapper when there is one criterion).
 * Undefined when neither is there.
 */
export function parseRubricCheck(reply: string, criterionId: string): RubricCheck | undefined {
  const batch = parseRubricBatch(reply, new Set([criterionId]));
  const hit = batch.checks.get(criterionId);
  if (hit) return hit;
  if (batch.valid) return undefined;
  const bare = rubricCheckSchema.safeParse({ id: criterionId, ...firstJsonObject(reply) });
  return bare.success && bare.data.id === criterionId ? bare.data : undefined;
}
