import { z } from 'zod';
import { verdictFor } from './eval-result.js';

const verdictSchema = z.enum(['pass', 'borderline', 'fail']);
const score = z.number().min(0).max(1);
/** Other tools (and older runs) write `null` for "absent"; read it as absent. */
const optionalString = z
  .string()
  .nullish()
  .transform((value) => value ?? undefined);

const evaluatorResultSchema = z
  .looseObject({
    name: z.string().default(''),
    type: z.string().default(''),
    score,
    weight: z.number().default(1),
    verdict: verdictSchema.optional(),
    hits: z.array(z.string()).default([]),
    misses: z.array(z.string()).default([]),
    reasoning: z.string().default(''),
    raw: z.string().optional(),
    details: z.record(z.string(), z.unknown()).optional(),
  })
  .transform((record) => ({ ...record, verdict: record.verdict ?? verdictFor(record.score) }));

const traceSummarySchema = z.looseObject({
  event_count: z.number().default(0),
  tool_names: z.array(z.string()).default([]),
  tool_calls_by_name: z.record(z.string(), z.number()).default({}),
  error_count: z.number().default(0),
});

/**
 * One record of a results file as read back (FORMATS.md "Result record"). Only `eval_id` and
 * `score` are required so files from older runs and other tools still load; the remaining
 * fields default to the values the writer would have used, and unknown fields pass through.
 */
export const evalResultSchema = z.looseObject({
  eval_id: z.string().min(1),
  score,
  dataset: z.string().default(''),
  conversation_id: optionalString,
  prompt_id: z.string().min(1).default('default'),
  iteration: z.number().int().min(0).default(0),
  target: z.string().default(''),
  timestamp: z.string().default(''),
  verdict: verdictSchema.optional(),
  hits: z.array(z.string()).default([]),
  misses: z.array(z.string()).default([]),
  reasoning: z.string().default(''),
  candidate_answer: z.string().default(''),
  evaluator_results: z.array(evaluatorResultSchema).default([]),
  error: optionalString,
  error_details: z.record(z.string(), z.unknown()).optional(),
  attempts: z.number().int().min(0).optional(),
  duration_ms: z.number().min(0).optional(),
  token_usage: z
    .looseObject({ input: z.number().optional(), output: z.number().optional(), total: z.number().optional() })
    .optional(),
  cost_usd: z.number().optional(),
  cached: z.boolean().optional(),
  trace_summary: traceSummarySchema.nullable().optional(),
  trace: z.array(z.unknown()).optional(),
  workspace_diff: z.string().optional(),
  workspace_path: z.string().optional(),
});

/** A record after validation and defaults. */
export type ParsedEvalResult = z.output<typeof evalResultSchema>;
