import { firstJsonObject } from './first-json-object.js';
import { parseRubricBatch, rubricCheckSchema, type RubricCheck } from './parse-rubric-batch.js';

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
