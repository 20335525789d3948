import { MAX_TIMER_SECONDS } from './types.js';
import { z } from 'zod';
import {
  compositeAggregatorSchema,
  costSchema,
  executionMetricsSchema,
  fieldAccuracySchema,
  latencySchema,
  tokenUsageSchema,
  toolTrajectorySchema,
} from './agentv-evaluator-schemas.js';
import { ASSERTION_CHECKS, assertionSchemas, graderCommonFields, skillTriggerSchema } from './assertion-schemas.js';
import { fromAgentv4Names } from './agentv4-grader-names.js';

/** A rubric criterion: a plain string, or `{id?, description, weight?, required?}`. */
export const rubricItemSchema = z.preprocess(refuseScoreRanges, z.union(
  [
    z.string().min(1),
    // AgentV 4.x writes a rubric item's text as `outcome`.
    z
      .object({
        id: z.string().min(1).optional(),
        outcome: z.string().min(1),
        weight: z.number().min(0).optional(),
        required: z.boolean().optional(),
      })
      .transform(({ outcome, ...rest }) => ({ ...rest, description: outcome })),
    z.object({
      id: z.string().min(1).optional(),
      description: z.string().min(1),
      weight: z.number().min(0).optional(),
      required: z.boolean().optional(),
    }),
    // AgentV 2.x writes a rubric item's text as `expected_outcome`.
    z
      .object({
        id: z.string().min(1).optional(),
        expected_outcome: z.string().min(1),
        weight: z.number().min(0).optional(),
        required: z.boolean().optional(),
      })
      .transform(({ expected_outcome, ...rest }) => ({ ...rest, description: expected_outcome })),
  ],
  { error: 'a rubric must be a string or a mapping with at least "description"' },
));

/** Analytic rubric items (`score_ranges`) need a 0–10 judge protocol this tool does not speak yet. */
function refuseScoreRanges(value: unknown, ctx: z.RefinementCtx): unknown {
  if (typeof value === 'object' && value !== null && 'score_ranges' in value) {
    ctx.addIssue({ code: 'custom', path: ['score_ranges'], message: 'rubric items graded on score_ranges are not supported yet', params: { fix: 'write the item as a pass/fail criterion (outcome or description)' } });
  }
  return value;
}

const common = graderCommonFields;

const llmJudgeSchema = z.object({
  type: z.literal('llm_judge'),
  ...common,
  prompt: z.string().min(1).optional(),
  prompt_path: z.string().min(1).optional(),
  promptPath: z.string().min(1).optional(),
  target: z.string().min(1).optional(),
});

/**
 * The code evaluator: `code_judge` is AgentV's name, `code` ours. Keys beyond the known ones reach
 * the script as `config` (AgentV's rule), so the object is loose; an explicit `config:` wins.
 */
const codeFields = {
  ...common,
  script: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)], {
    error: 'script must be a command string or a non-empty list of arguments',
  }),
  cwd: z.string().min(1).optional(),
  config: z.record(z.string(), z.unknown()).optional(),
  timeout_seconds: z.number().positive().max(MAX_TIMER_SECONDS).optional(),
  target: z.unknown().optional(),
};
const codeSchema = z.looseObject({ type: z.literal('code'), ...codeFields });
const codeJudgeSchema = z.looseObject({ type: z.literal('code_judge'), ...codeFields });

const rubricSchema = z
  .object({
    type: z.literal('rubric'),
    ...common,
    criteria: z.array(rubricItemSchema).min(1).optional(),
    rubrics: z.array(rubricItemSchema).min(1).optional(),
    batch: z.boolean().optional(),
    target: z.string().min(1).optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.criteria && !value.rubrics) {
      ctx.addIssue({
        code: 'custom',
        path: ['criteria'],
        message: 'a rubric evaluator needs criteria',
        params: { fix: 'add "criteria:" with a list of strings or {id, description, weight, required}' },
      });
    }
  });

/** `composite`: member evaluators graded together, then aggregated into one score. */
const compositeSchema = z.object({
  type: z.literal('composite'),
  ...common,
  // Members are validated one by one in normalize-evaluators (a recursive zod type would erase the
  // inferred types); the error still points at the member's own line.
  evaluators: z.array(z.record(z.string(), z.unknown())).min(1, { error: 'a composite needs at least one evaluator' }),
  aggregator: compositeAggregatorSchema,
});

/** Every evaluator type an eval file may name (also the list an unknown type is matched against). */
export const EVALUATOR_TYPES = [
  'llm_judge',
  'code_judge',
  'code',
  'rubric',
  'composite',
  'tool_trajectory',
  'field_accuracy',
  'execution_metrics',
  'latency',
  'cost',
  'token_usage',
  ...ASSERTION_CHECKS,
  'skill-trigger',
] as const;

/**
 * One entry of an `evaluators` (2.x) or `assertions` (4.x) list, as written in an eval file; 4.x
 * grader names (`llm-grader`, `code-grader`, `rubrics`, …) are read as the 2.x kinds they are.
 */
export const evaluatorSchema = z.preprocess(fromAgentv4Names, z.discriminatedUnion(
  'type',
  [
    llmJudgeSchema,
    codeSchema,
    codeJudgeSchema,
    rubricSchema,
    compositeSchema,
    toolTrajectorySchema,
    fieldAccuracySchema,
    executionMetricsSchema,
    latencySchema,
    costSchema,
    tokenUsageSchema,
    ...assertionSchemas,
    skillTriggerSchema,
  ],
  { error: (issue) => unknownTypeMessage(issue.input) },
));

/** Names the value and the nearest supported type: a switching user's typo or an AgentV-only type. */
function unknownTypeMessage(input: unknown): string {
  const type = typeof input === 'object' && input !== null ? (input as { type?: unknown }).type : undefined;
  if (typeof type !== 'string') return `evaluator "type" must be one of: ${EVALUATOR_TYPES.join(', ')}`;
  const nearest = [...EVALUATOR_TYPES].sort((a, b) => editDistance(type, a) - editDistance(type, b))[0];
  return `unknown evaluator type "${type}"; the nearest supported one is "${nearest}" (supported: ${EVALUATOR_TYPES.join(', ')})`;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j] ?? 0;
      row[j] = Math.min(above + 1, (row[j - 1] ?? 0) + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length] ?? 0;
}

export type RawEvaluator = z.infer<typeof evaluatorSchema>;
export type RawRubricItem = z.infer<typeof rubricItemSchema>;
