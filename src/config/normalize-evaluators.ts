import type { EvaluatorContext } from './evaluator-kinds/evaluator-kind.js';
import { normalizeRawEvaluator } from './evaluator-kinds.js';
import { evaluatorSchema, type RawEvaluator } from './evaluator-schema.js';
import type { EvaluatorConfig, EvaluatorGate } from './types.js';
import { type FieldPath, zodIssueError } from './yaml-source.js';

export { dedupeEvaluatorNames } from './evaluator-kinds/composite-kind.js';
export type { EvaluatorContext } from './evaluator-kinds/evaluator-kind.js';
export { toCriteria } from './rubric-items.js';

/**
 * Validated evaluator entries → EvaluatorConfig: defaults filled in, `prompt_path` (or
 * `promptPath`; snake_case wins) and script paths made absolute against the eval file's folder.
 * Each kind normalizes its own entries (evaluator-kinds.ts).
 */
export function normalizeEvaluators(
  raw: readonly RawEvaluator[],
  listPath: FieldPath,
  ctx: EvaluatorContext,
): EvaluatorConfig[] {
  return raw.map((entry, i) => normalizeEvaluator(entry, [...listPath, i], ctx));
}

/** One validated evaluator entry (at `at` in the file) → EvaluatorConfig. */
export function normalizeEvaluator(entry: RawEvaluator, at: FieldPath, ctx: EvaluatorContext): EvaluatorConfig {
  const member = (raw: Record<string, unknown>, memberAt: FieldPath) => normalizeEvaluatorEntry(raw, memberAt, ctx);
  return { ...normalizeRawEvaluator(entry, { at, ctx, member }), ...gateOf(entry) };
}

/** `negate`, `required` and `min_score` as written (every kind takes them). */
function gateOf(entry: RawEvaluator): EvaluatorGate {
  return {
    ...(entry.negate !== undefined ? { negate: entry.negate } : {}),
    ...(entry.required !== undefined ? { required: entry.required } : {}),
    ...(entry.min_score !== undefined ? { min_score: entry.min_score } : {}),
  };
}

/**
 * One untyped grader entry (a composite member, a 4.x assertion), validated here so the error
 * points at the entry's own line.
 */
export function normalizeEvaluatorEntry(
  member: Record<string, unknown>,
  at: FieldPath,
  ctx: EvaluatorContext,
): EvaluatorConfig {
  const parsed = evaluatorSchema.safeParse(member);
  if (!parsed.success) throw zodIssueError(ctx.src, parsed.error, at);
  return normalizeEvaluator(parsed.data, at, ctx);
}
