import { z } from 'zod';
import { graderCommonFields } from './assertion-schemas.js';

/**
 * Config shapes of the deterministic evaluators AgentV 2.x suites use (tool_trajectory,
 * field_accuracy, execution_metrics, latency) and of `composite`'s aggregator. They are exported
 * on their own so the 4.x assertion format can reuse them under its names. Field names follow
 * AgentV (snake_case, with the camelCase spellings AgentV also reads where it does).
 */

const common = graderCommonFields;

const nonNegative = z.number().min(0);

/**
 * How a call's arguments are compared with an expected item's (AgentV 4.x): `exact` deep equality,
 * `superset` (the call has every expected key; 2.x's rule), `subset` (the call has no key the item
 * lacks), `ignore`, or a list of (dot-path) fields compared one by one.
 */
export const argsMatchSchema = z.union(
  [z.enum(['exact', 'ignore', 'subset', 'superset']), z.array(z.string().min(1)).min(1)],
  {
    error: 'args_match must be exact, ignore, subset, superset or a list of field paths',
  },
);

/** One expected tool call of an `in_order` / `exact` / `subset` / `superset` trajectory. */
export const expectedToolCallSchema = z
  .object({
    tool: z.string().min(1),
    /** `any`, or an argument object compared as `args_match` says. */
    args: z.union([z.literal('any'), z.record(z.string(), z.unknown())]).optional(),
    max_duration_ms: nonNegative.optional(),
    maxDurationMs: nonNegative.optional(),
    args_match: argsMatchSchema.optional(),
    argsMatch: argsMatchSchema.optional(),
  })
  .transform(({ maxDurationMs, max_duration_ms, argsMatch, args_match, ...rest }) => {
    const limit = max_duration_ms ?? maxDurationMs;
    const match = args_match ?? argsMatch;
    return {
      ...rest,
      ...(limit !== undefined ? { max_duration_ms: limit } : {}),
      ...(match !== undefined ? { args_match: match } : {}),
    };
  });

export const toolTrajectoryFields = {
  type: z.literal('tool_trajectory'),
  ...common,
  mode: z.enum(['any_order', 'in_order', 'exact', 'subset', 'superset'], {
    error: 'mode must be any_order, in_order, exact, subset or superset',
  }),
  minimums: z.record(z.string(), nonNegative).optional(),
  expected: z.array(expectedToolCallSchema).optional(),
  args_match: argsMatchSchema.optional(),
  argsMatch: argsMatchSchema.optional(),
};

export const toolTrajectorySchema = z
  .object(toolTrajectoryFields)
  .refine((value) => !(value.mode === 'any_order' && value.minimums === undefined), {
    path: ['minimums'],
    message: 'any_order mode needs "minimums"',
    params: { fix: 'add minimums: {toolName: count}' },
  })
  .refine((value) => !((value.mode === 'in_order' || value.mode === 'exact') && value.expected === undefined), {
    path: ['expected'],
    error: (issue) => `${(issue.input as { mode: string }).mode} mode needs "expected"`,
    params: { fix: 'add expected: [{tool: name}]' },
  });

export const fieldSpecSchema = z.object({
  /** Dot path with array indexes: `invoice.line_items[0].amount`. */
  path: z.string().min(1),
  match: z.enum(['exact', 'numeric_tolerance', 'date'], {
    error: 'match must be exact, numeric_tolerance or date (use a code_judge evaluator for fuzzy matching)',
  }),
  required: z.boolean().optional(),
  weight: nonNegative.optional(),
  tolerance: nonNegative.optional(),
  relative: z.boolean().optional(),
  formats: z.array(z.string()).optional(),
});

export const fieldAccuracyFields = {
  type: z.literal('field_accuracy'),
  ...common,
  fields: z.array(fieldSpecSchema).min(1, { error: 'field_accuracy needs at least one entry in "fields"' }),
  aggregation: z.enum(['weighted_average', 'all_or_nothing']).optional(),
};
export const fieldAccuracySchema = z.object(fieldAccuracyFields);

const THRESHOLDS = [
  'max_tool_calls',
  'max_llm_calls',
  'max_tokens',
  'max_cost_usd',
  'max_duration_ms',
  'target_exploration_ratio',
] as const;

export const executionMetricsFields = {
  type: z.literal('execution_metrics'),
  ...common,
  max_tool_calls: nonNegative.optional(),
  max_llm_calls: nonNegative.optional(),
  max_tokens: nonNegative.optional(),
  max_cost_usd: nonNegative.optional(),
  max_duration_ms: nonNegative.optional(),
  target_exploration_ratio: z.number().min(0).max(1).optional(),
  exploration_tolerance: nonNegative.optional(),
};
export const executionMetricsSchema = z
  .object(executionMetricsFields)
  .refine((value) => THRESHOLDS.some((key) => value[key] !== undefined), {
    path: ['type'],
    message: 'execution_metrics needs at least one threshold',
    params: { fix: `set one of ${THRESHOLDS.join(', ')}` },
  });

export const latencySchema = z.object({
  type: z.literal('latency'),
  ...common,
  threshold: nonNegative,
});

/** AgentV's `cost`: 1 when the reported cost is within `budget` (USD), else 0. */
export const costSchema = z.object({ type: z.literal('cost'), ...common, budget: nonNegative });

/** AgentV's `token_usage`: 1 when every given maximum holds (input, output, total), else 0. */
export const tokenUsageSchema = z
  .object({
    type: z.literal('token_usage'),
    ...common,
    max_total: nonNegative.optional(),
    max_input: nonNegative.optional(),
    max_output: nonNegative.optional(),
  })
  .refine((value) => value.max_total !== undefined || value.max_input !== undefined || value.max_output !== undefined, {
    path: ['type'],
    message: 'token_usage needs a limit',
    params: { fix: 'set max_total, max_input or max_output' },
  });

/** How a composite turns its members' scores into one. */
export const compositeAggregatorSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('weighted_average'), weights: z.record(z.string(), nonNegative).optional() }),
    /** AgentV 4's `threshold`: 1 when the share of members that passed reaches `threshold`, else 0. */
    z.object({ type: z.literal('threshold'), threshold: z.number().min(0).max(1) }),
    z.object({ type: z.literal('code_judge'), path: z.string().min(1), cwd: z.string().optional() }),
    /** `prompt`: text, or a file holding it; `{{EVALUATOR_RESULTS_JSON}}` is filled in. */
    z.object({ type: z.literal('llm_judge'), prompt: z.string().min(1).optional() }),
  ],
  { error: 'aggregator type must be weighted_average, threshold, code_judge (code-grader) or llm_judge (llm-grader)' },
);

export type ExpectedToolCall = z.infer<typeof expectedToolCallSchema>;
export type ArgsMatch = z.infer<typeof argsMatchSchema>;
export type RawToolTrajectory = z.infer<typeof toolTrajectorySchema>;
export type FieldSpec = z.infer<typeof fieldSpecSchema>;
export type RawFieldAccuracy = z.infer<typeof fieldAccuracySchema>;
export type RawExecutionMetrics = z.infer<typeof executionMetricsSchema>;
export type RawLatency = z.infer<typeof latencySchema>;
export type RawCost = z.infer<typeof costSchema>;
export type RawTokenUsage = z.infer<typeof tokenUsageSchema>;
export type CompositeAggregator = z.infer<typeof compositeAggregatorSchema>;
