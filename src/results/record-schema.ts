import { z } from 'zod';
import { SKIP_REASONS, type SkipReason, verdictFor } from './eval-result.js';
import { isIsoDate } from './iso-date.js';

/**
 * The schema of one record of a results file as read back, built on first use: a run that reads
 * no results file (no --resume) never builds it.
 */
export function recordSchema() {
  builtRecordSchema ??= buildRecordSchema();
  return builtRecordSchema;
}
let builtRecordSchema: ReturnType<typeof buildRecordSchema> | undefined;

/** The pieces several parts of a record share. */
function fieldSchemas() {
  const count = z.number().min(0);
  return {
    verdict: z.enum(['pass', 'borderline', 'fail']),
    score: z.number().min(0).max(1),
    /** Other tools (and older runs) write `null` for "absent"; read it as absent. */
    optionalString: z
      .string()
      .nullish()
      .transform((value) => value ?? undefined),
    count,
    /** Tokens as written; older runs and other tools leave parts out, read as 0 (`total` as their sum). */
    tokenUsage: z
      .looseObject({
        input: count.optional(),
        output: count.optional(),
        total: count.optional(),
        cached_input: count.optional(),
      })
      .transform(({ input = 0, output = 0, total, cached_input = 0, ...rest }) => ({
        ...rest,
        input,
        output,
        total: total ?? input + output,
        cached_input,
      })),
    /** A price in USD; `null` is a price that was not known. */
    cost: z.number().min(0).nullable().optional(),
  };
}

/** One evaluator's result; a missing verdict is derived from its score. */
function evaluatorResultSchema(fields: ReturnType<typeof fieldSchemas>) {
  const { count } = fields;
  return z
    .looseObject({
      name: z.string().default(''),
      type: z.string().default(''),
      score: fields.score,
      weight: z.number().default(1),
      verdict: fields.verdict.optional(),
      hits: z.array(z.string()).default([]),
      misses: z.array(z.string()).default([]),
      reasoning: z.string().default(''),
      raw: z.string().optional(),
      details: z.record(z.string(), z.unknown()).optional(),
      calls: count.optional(),
      cached_calls: count.optional(),
      call_retries: count.optional(),
      token_usage: fields.tokenUsage.optional(),
      cost_usd: fields.cost,
      cache_saved_usd: count.optional(),
    })
    .transform((record) => ({ ...record, verdict: record.verdict ?? verdictFor(record.score) }));
}

function traceSummarySchema() {
  return z.looseObject({
    event_count: z.number().default(0),
    tool_names: z.array(z.string()).default([]),
    tool_calls_by_name: z.record(z.string(), z.number()).default({}),
    error_count: z.number().default(0),
  });
}

/**
 * One record of a results file as read back (snake_case keys, as written). Only `eval_id` and
 * `score` are required so files from older runs and other tools still load; the remaining fields
 * default to the values the writer would have used, and unknown fields pass through.
 */
function buildRecordSchema() {
  const fields = fieldSchemas();
  const { optionalString } = fields;
  return z.looseObject({
    eval_id: z.string().min(1),
    score: fields.score,
    dataset: z.string().default(''),
    conversation_id: optionalString,
    criteria: optionalString,
    prompt_id: z.string().min(1).default('default'),
    iteration: z.number().int().min(0).default(0),
    target: z.string().default(''),
    // A time that is not ISO 8601 is read as none: the report shows it, and only a date may appear there.
    timestamp: z
      .string()
      .default('')
      .transform((text) => (isIsoDate(text) ? text : '')),
    verdict: fields.verdict.optional(),
    hits: z.array(z.string()).default([]),
    misses: z.array(z.string()).default([]),
    reasoning: z.string().default(''),
    candidate_answer: z.string().default(''),
    answer_truncated: z.boolean().optional(),
    evaluator_results: z.array(evaluatorResultSchema(fields)).default([]),
    error: optionalString,
    error_details: z.record(z.string(), z.unknown()).optional(),
    attempts: z.number().int().min(0).optional(),
    call_retries: z.number().int().min(0).optional(),
    duration_ms: z.number().min(0).optional(),
    token_usage: fields.tokenUsage.optional(),
    cost_usd: fields.cost,
    cached: z.boolean().optional(),
    skipped: z.enum(Object.keys(SKIP_REASONS) as [SkipReason, ...SkipReason[]]).optional(),
    carried: z.boolean().optional(),
    trace_summary: traceSummarySchema().nullable().optional(),
    trace: z.array(z.unknown()).optional(),
    workspace_diff: z.string().optional(),
    workspace_path: z.string().optional(),
  });
}
