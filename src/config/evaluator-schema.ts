import { z } from 'zod';

/** A rubric criterion: a plain string, or `{id?, description, weight?, required?}`. */
export const rubricItemSchema = z.union(
  [
    z.string().min(1),
    z.object({
      id: z.string().min(1).optional(),
      description: z.string().min(1),
      weight: z.number().min(0).optional(),
      required: z.boolean().optional(),
    }),
  ],
  { error: 'a rubric must be a string or a mapping with at least "description"' },
);

const common = {
  name: z.string().min(1).optional(),
  weight: z.number().min(0).optional(),
};

const llmJudgeSchema = z.object({
  type: z.literal('llm_judge'),
  ...common,
  prompt: z.string().min(1).optional(),
  prompt_path: z.string().min(1).optional(),
  promptPath: z.string().min(1).optional(),
  target: z.string().min(1).optional(),
});

const codeSchema = z.object({
  type: z.literal('code'),
  ...common,
  script: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)], {
    error: 'script must be a command string or a non-empty list of arguments',
  }),
  config: z.record(z.string(), z.unknown()).optional(),
  timeout_seconds: z.number().positive().optional(),
});

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

/** One entry of an `evaluators` list, as written in an eval file. */
export const evaluatorSchema = z.discriminatedUnion('type', [llmJudgeSchema, codeSchema, rubricSchema], {
  error: 'evaluator "type" must be one of: llm_judge, code, rubric',
});

export type RawEvaluator = z.infer<typeof evaluatorSchema>;
export type RawRubricItem = z.infer<typeof rubricItemSchema>;
