import { z } from 'zod';

/**
 * promptfoo 0.123.1's results file as its own types declare it (dist/src/index.d.ts: `OutputFile`,
 * `EvaluateSummaryV3`, `EvaluateResult`, `CompletedPromptSchema`, `GradingResult`,
 * `ResultFailureReason`), with what `promptfoo import` checks before it reads one
 * (`isImportableV3Results`: version 3, `prompts` and `results` arrays). Written down here so a
 * test can read a results file back as promptfoo would without promptfoo installed; the recorded
 * promptfoo file beside the fixtures must pass it too.
 */

const tokenUsage = z.looseObject({
  prompt: z.number().optional(),
  completion: z.number().optional(),
  cached: z.number().optional(),
  total: z.number().optional(),
  numRequests: z.number().optional(),
});

const assertion = z.looseObject({ type: z.string() });

type Grading = {
  pass: boolean;
  score: number;
  reason: string;
  componentResults?: Grading[];
  assertion?: { type: string };
};
const gradingResult: z.ZodType<Grading> = z.lazy(() =>
  z.looseObject({
    pass: z.boolean(),
    score: z.number(),
    reason: z.string(),
    namedScores: z.record(z.string(), z.number()).optional(),
    componentResults: z.array(gradingResult).optional(),
    assertion: assertion.optional(),
  }),
);

const completedPrompt = z.looseObject({
  id: z.string().optional(),
  raw: z.string(),
  label: z.string(),
  provider: z.string(),
  metrics: z
    .looseObject({
      score: z.number(),
      testPassCount: z.number(),
      testFailCount: z.number(),
      testErrorCount: z.number(),
      assertPassCount: z.number(),
      assertFailCount: z.number(),
      totalLatencyMs: z.number(),
      tokenUsage,
      namedScores: z.record(z.string(), z.number()),
      cost: z.number(),
    })
    .optional(),
});

const evaluateResult = z.looseObject({
  id: z.string().optional(),
  promptIdx: z.number().int().min(0),
  testIdx: z.number().int().min(0),
  testCase: z.looseObject({
    description: z.string().optional(),
    vars: z.record(z.string(), z.unknown()).optional(),
    assert: z.array(assertion).optional(),
  }),
  promptId: z.string(),
  provider: z.looseObject({ id: z.string(), label: z.string().optional() }),
  prompt: z.looseObject({ raw: z.string(), label: z.string() }),
  vars: z.record(z.string(), z.unknown()),
  response: z.looseObject({ output: z.unknown() }).optional(),
  error: z.string().nullable().optional(),
  failureReason: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  success: z.boolean(),
  score: z.number(),
  latencyMs: z.number(),
  gradingResult: gradingResult.nullable().optional(),
  namedScores: z.record(z.string(), z.number()),
  cost: z.number().optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
  tokenUsage: tokenUsage.optional(),
});

export const promptfooOutputFile = z.looseObject({
  evalId: z.string().nullable(),
  results: z.looseObject({
    version: z.literal(3),
    timestamp: z.string(),
    results: z.array(evaluateResult),
    prompts: z.array(completedPrompt),
    stats: z.looseObject({
      successes: z.number(),
      failures: z.number(),
      errors: z.number(),
      tokenUsage,
      durationMs: z.number().optional(),
    }),
  }),
  config: z.record(z.string(), z.unknown()),
  shareableUrl: z.string().nullable(),
  vars: z.array(z.string()).optional(),
});

export type PromptfooOutputFile = z.infer<typeof promptfooOutputFile>;
