import { z } from 'zod';
import { firstJsonObject } from './first-json-object.js';

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
 * Parses a rubric reply (seed 002 FR-005): valid entries of known criteria are kept; entries that
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
      dropped.push({ raw, reason: issue ? `${issue.path.join('.') || 'entry'}: ${issue.message}` : 'schema violation' });
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
