import { z } from 'zod';
import type { RubricCriterion } from './types.js';
import { configErrorAt, type FieldPath, type YamlSource } from './yaml-source.js';

/**
 * Rubric criteria as eval files write them (AgentV 2.x and 4.x spellings, checklist and analytic
 * items) and as the rubric evaluator gets them.
 */

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
            'score_ranges must be a list of {score_range: [min, max], outcome} ' +
            'or a map of lower bounds 0-10 to outcomes',
        },
      ),
    ),
  })
  .refine((item) => rangeProblemOf(item) === undefined, {
    path: ['score_ranges'],
    error: (issue) => rangeProblemOf(issue.input as RangedItem),
    params: { fix: 'give ranges that cover every integer 0-10 once, e.g. {0: poor, 4: fair, 8: good}' },
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
    score_range: [min, (bounds[i + 1] ?? 11) - 1],
    outcome: texts[String(min)],
  }));
}

/** An analytic item as its ranges are checked. */
interface RangedItem {
  score_ranges: ReadonlyArray<{ score_range: readonly [number, number] }>;
}

/** Why an item's ranges are not a partition of 0–10, or undefined when they are. */
function rangeProblemOf(item: RangedItem): string | undefined {
  return scoreRangeProblem(item.score_ranges.map((r) => r.score_range));
}

/** Why `ranges` are not a partition of 0–10, or undefined when they are. */
function scoreRangeProblem(ranges: ReadonlyArray<readonly [number, number]>): string | undefined {
  const covered = new Array<number>(11).fill(0);
  for (const [min, max] of ranges) {
    if (min > max) return `score_range [${min}, ${max}] has min above max`;
    for (let i = min; i <= max; i++) covered[i] = (covered[i] ?? 0) + 1;
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

export type RawRubricItem = z.infer<typeof rubricItemSchema>;

/**
 * Rubric items → criteria. Strings become `{id: r<n>, weight 1, required false}`; ids must be
 * unique because judge answers are matched back to criteria by id.
 */
export function toCriteria(items: readonly RawRubricItem[], listPath: FieldPath, src: YamlSource): RubricCriterion[] {
  const seen = new Set<string>();
  return items.map((item, i) => {
    const criterion: RubricCriterion =
      typeof item === 'string'
        ? { id: `r${i + 1}`, description: item, weight: 1, required: false }
        : {
            id: item.id ?? `r${i + 1}`,
            description: item.description,
            weight: item.weight ?? 1,
            required: item.required ?? false,
            ...('scoreRanges' in item ? { scoreRanges: item.scoreRanges } : {}),
            ...('minScore' in item && item.minScore !== undefined ? { minScore: item.minScore } : {}),
          };
    if (seen.has(criterion.id)) {
      throw configErrorAt(
        src,
        [...listPath, i],
        `duplicate rubric id "${criterion.id}"`,
        'give each rubric a unique id',
      );
    }
    seen.add(criterion.id);
    return criterion;
  });
}
