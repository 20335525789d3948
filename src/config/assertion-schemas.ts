import { z } from 'zod';

/**
 * AgentV 4.x's deterministic assertions (graders/assertions.ts at v4.42.4): string checks on the
 * answer that make no model call. Each scores 1 or 0; `negate` (common to every grader) inverts it.
 */
export const ASSERTION_CHECKS = [
  'contains',
  'contains-any',
  'contains-all',
  'icontains',
  'icontains-any',
  'icontains-all',
  'starts-with',
  'ends-with',
  'regex',
  'is-json',
  'equals',
] as const;

export type AssertionCheck = (typeof ASSERTION_CHECKS)[number];

/** Fields every 4.x grader takes besides its own: how it weighs and gates the case score. */
export const graderCommonFields = {
  name: z.string().min(1).optional(),
  weight: z.number().min(0).optional(),
  /** A failed required grader makes the case score 0; a number is the score it must reach. */
  required: z
    .union([z.boolean(), z.number().gt(0).lte(1)], { error: 'required must be true, false or a score in (0, 1]' })
    .optional(),
  /** The score this grader must reach to count as passed (0 < min_score <= 1). */
  min_score: z.number().gt(0).lte(1, 'min_score must be a score in (0, 1]').optional(),
  /** Inverts the score (1 - score) and swaps pass and fail. */
  negate: z.boolean().optional(),
};

const text = (check: string) =>
  z.string({ error: `${check} needs "value:" (a string; quote numbers)` }).min(1, `${check} needs a non-empty "value"`);
const texts = (check: string) =>
  z
    .array(z.string({ error: 'each value must be a string (quote numbers)' }), {
      error: `${check} needs "value:" as a list of strings`,
    })
    .min(1, `${check} needs at least one value`);

const single = (check: 'contains' | 'icontains' | 'starts-with' | 'ends-with' | 'equals') =>
  z.object({ type: z.literal(check), ...graderCommonFields, value: text(check) });
const many = (check: 'contains-any' | 'contains-all' | 'icontains-any' | 'icontains-all') =>
  z.object({ type: z.literal(check), ...graderCommonFields, value: texts(check) });

const regexSchema = z
  .object({
    type: z.literal('regex'),
    ...graderCommonFields,
    value: text('regex'),
    flags: z
      .string()
      .regex(/^[dgimsuyv]*$/, 'flags may only hold the JavaScript regex flags d, g, i, m, s, u, v, y')
      .optional(),
  })
  .refine((value) => regexProblem(value) === undefined, {
    path: ['value'],
    error: (issue) => `invalid regular expression: ${regexProblem(issue.input as { value: string; flags?: string })}`,
    params: { fix: 'write a JavaScript regular expression (escape backslashes inside double quotes)' },
  });

/** Why `value` does not compile as a JavaScript regular expression with `flags`, or undefined when it does. */
function regexProblem({ value, flags }: { value: string; flags?: string }): string | undefined {
  try {
    new RegExp(value, flags);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

export const assertionSchemas = [
  single('contains'),
  many('contains-any'),
  many('contains-all'),
  single('icontains'),
  many('icontains-any'),
  many('icontains-all'),
  single('starts-with'),
  single('ends-with'),
  regexSchema,
  z.object({ type: z.literal('is-json'), ...graderCommonFields }),
  single('equals'),
] as const;

/** AgentV's `skill-trigger`: did the agent invoke (or read) the named skill? */
export const skillTriggerSchema = z.object({
  type: z.literal('skill-trigger'),
  ...graderCommonFields,
  skill: z.string({ error: 'skill-trigger needs "skill:" (the skill name)' }).min(1),
  should_trigger: z.boolean().optional(),
});

export type RawAssertion = z.infer<(typeof assertionSchemas)[number]>;
export type RawSkillTrigger = z.infer<typeof skillTriggerSchema>;
