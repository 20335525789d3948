import { z } from 'zod';
import { graderCommonFields } from '../assertion-schemas.js';
import { rubricItemSchema, toCriteria } from '../rubric-items.js';
import type { EvaluatorKind } from './evaluator-kind.js';
import { judgeSamplesSchema } from './llm-judge-kind.js';

const rubricSchema = z
  .object({
    type: z.literal('rubric'),
    ...graderCommonFields,
    criteria: z.array(rubricItemSchema).min(1).optional(),
    rubrics: z.array(rubricItemSchema).min(1).optional(),
    batch: z.boolean().optional(),
    target: z.string().min(1).optional(),
    judge_samples: judgeSamplesSchema,
  })
  .refine((value) => value.criteria !== undefined || value.rubrics !== undefined, {
    path: ['criteria'],
    message: 'a rubric evaluator needs criteria',
    params: { fix: 'add "criteria:" with a list of strings or {id, description, weight, required}' },
  });

/** A judge grades the answer criterion by criterion; it may name its own judge target. */
export const RUBRIC_KIND: EvaluatorKind<'rubric', z.infer<typeof rubricSchema>> = {
  read: {
    types: ['rubric'],
    // An `llm-grader` with `rubrics:` is one too (agentv4-grader-names.ts).
    agentv4Names: ['rubrics'],
    schemas: [rubricSchema],
    normalize(entry, { at, ctx, name, weight }) {
      const key = entry.criteria !== undefined ? 'criteria' : 'rubrics';
      return {
        type: 'rubric',
        name,
        weight,
        criteria: toCriteria(entry.criteria ?? entry.rubrics ?? [], [...at, key], ctx.src),
        ...(entry.batch !== undefined ? { batch: entry.batch } : {}),
        ...(entry.target !== undefined ? { target: entry.target } : {}),
        ...(entry.judge_samples !== undefined ? { judge_samples: entry.judge_samples } : {}),
      };
    },
  },
  judgeTargets: (config) => (config.target !== undefined ? [config.target] : []),
  usesTargetJudge: (config) => config.target === undefined,
};
