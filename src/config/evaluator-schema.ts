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

/**
 * An analytic rubric item (AgentV's `score_ranges`): the judge scores it 0–10. Ranges are a list of
 * `{score_range: [min, max], outcome}` or AgentV's shorthand map of lower bounds (`{0: …, 3: …, 7: …}`);
 * together they must cover 0–10 without overlapping, as AgentV requires.
 */
const scoreRangeItemSchema = z
  .object({
    id: z.string().min(1).optional(),
    outcome: z.string().min(1).optional(),
    description: z.string().min(1).optional(),
    weight: z.number().min(0).optional(),
    required: z.boolean().optional(),
    min_score: z.number().gt(0, 'min_score must be in (0, 1]').max(1, 'min_score must be in (0, 1]').optional(),
    required_min_score: z.number().int().min(0).max(10).optional(),
    score_ranges: z.preprocess(
      scoreRangesShorthand,
      z.array(
        z.object({
          score_range: z.tuple([z.number().int().min(0).max(10), z.number().int().min(0).max(10)]),
          outcome: z.string().min(1),
        }),
        {
          error:
            'score_ranges must be a list of {score_range: [min, max], outcome} or a map of lower bounds 0-10 to outcomes',
        },
      ),
    ),
  })
  .superRefine((item, ctx) => {
    const problem = scoreRangeProblem(item.score_ranges.map((r) => r.score_range));
    if (problem)
      ctx.addIssue({
        code: 'custom',
        path: ['score_ranges'],
        message: problem,
        params: { fix: 'give ranges that cover every integer 0-10 once, e.g. {0: poor, 4: fair, 8: good}' },
      });
  })
  .transform(({ outcome, description, score_ranges, min_score, required_min_score, ...rest }) => ({
    ...rest,
    description: description ?? outcome ?? '',
    scoreRanges: score_ranges.map(({ score_range: [min, max], outcome: text }) => ({ min, max, outcome: text })),
    ...(min_score !== undefined
      ? { minScore: min_score }
      : required_min_score !== undefined
        ? { minScore: required_min_score / 10 }
        : {}),
  }));

/** AgentV's shorthand `{0: "bad", 3: "ok", 7: "good"}`: each key a lower bound, up to the next (10 for the last). */
function scoreRangesShorthand(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const bounds = Object.keys(value).map(Number);
  if (bounds.length === 0 || !bounds.every((n) => Number.isInteger(n) && n >= 0 && n <= 10)) return value;
  bounds.sort((a, b) => a - b);
  const texts = value as Record<string, unknown>;
  return bounds.map((min, i) => ({
    score_range: [min, i + 1 < bounds.length ? bounds[i + 1]! - 1 : 10],
    outcome: texts[String(min)],
  }));
}

/** Why `ranges` are not a partition of 0–10, or undefined when they are. */
function scoreRangeProblem(ranges: ReadonlyArray<readonly [number, number]>): string | undefined {
  const covered = new Array<number>(11).fill(0);
  for (const [min, max] of ranges) {
    if (min > max) return `score_range [${min}, ${max}] has min above max`;
    for (let i = min; i <= max; i++) covered[i]! += 1;
  }
  const twice = covered.findIndex((n) => n > 1);
  if (twice !== -1) return `score_ranges overlap at ${twice}`;
  const missing = covered.flatMap((n, i) => (n === 0 ? [i] : []));
  return missing.length > 0
    ? `score_ranges do not cover ${missing.join(', ')} (they must cover every integer 0-10)`
    : undefined;
}

/** A rubric criterion: a plain string or `{id?, description, weight?, required?}`. */
const checklistItemSchema = z.union(
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
);

type RubricItem = z.output<typeof checklistItemSchema> | z.output<typeof scoreRangeItemSchema>;

/**
 * A rubric criterion: a checklist item, or an analytic item when it has `score_ranges` (read by
 * that schema alone, so its errors name the range at fault rather than the union).
 */
export const rubricItemSchema = z.unknown().transform((value, ctx): RubricItem => {
  const analytic = typeof value === 'object' && value !== null && 'score_ranges' in value;
  const parsed = (analytic ? scoreRangeItemSchema : checklistItemSchema).safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    ctx.addIssue({ ...issue, code: 'custom' } as Parameters<typeof ctx.addIssue>[0]);
  return z.NEVER;
});

const common = graderCommonFields;

/** `judge_samples:` of an LLM judge or rubric: how many separate requests its judge gets (1–20). */
const judgeSamplesSchema = z
  .number({ error: 'judge_samples must be a whole number from 1 to 20' })
  .int({ error: 'judge_samples must be a whole number from 1 to 20' })
  .min(1, { error: 'judge_samples must be a whole number from 1 to 20' })
  .max(20, { error: 'judge_samples must be a whole number from 1 to 20' })
  .optional();

const llmJudgeSchema = z.object({
  type: z.literal('llm_judge'),
  ...common,
  prompt: z.string().min(1).optional(),
  prompt_script: z.array(z.string().min(1)).min(1).optional(),
  prompt_config: z.record(z.string(), z.unknown()).optional(),
  prompt_path: z.string().min(1).optional(),
  promptPath: z.string().min(1).optional(),
  target: z.string().min(1).optional(),
  judge_samples: judgeSamplesSchema,
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
    judge_samples: judgeSamplesSchema,
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
export const evaluatorSchema = z.preprocess(
  fromAgentv4Names,
  z.discriminatedUnion(
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
  ),
);

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
