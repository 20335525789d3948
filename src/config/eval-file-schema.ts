import { MAX_ITERATIONS } from './types.js';
import { z } from 'zod';
import { evaluatorSchema } from './evaluator-schema.js';
import { rubricItemSchema } from './rubric-items.js';
import { workspaceSchema } from './targets-file-schema.js';

/**
 * The eval file format (AgentV 2.x, see docs/coming-from-agentv.md). Aliases (`testcases`, `outcome`, `promptPath`)
 * are declared as their own keys so error paths match what the user wrote; the loader merges them.
 */

const segmentSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('text'), value: z.string() }),
    z.object({ type: z.literal('file'), value: z.string().min(1) }),
  ],
  { error: 'segment "type" must be one of: text, file' },
);

const contentSchema = z.union([z.string(), z.array(segmentSchema), z.record(z.string(), z.unknown())], {
  error: 'content must be a string, a mapping, or a list of {type: text|file, value} segments',
});

/**
 * A chat message. An assistant turn may carry tool calls (OpenAI's `tool_calls` or AgentV's
 * `toolCalls`) and no `content`; any other message needs content.
 */
export const messageSchema = z
  .object({
    role: z.enum(['system', 'user', 'assistant', 'tool']),
    content: contentSchema.optional(),
    tool_calls: z.array(z.unknown()).optional(),
    toolCalls: z.array(z.unknown()).optional(),
    tool_call_id: z.string().optional(),
    name: z.string().optional(),
  })
  .refine((value) => value.content !== undefined || value.tool_calls !== undefined || value.toolCalls !== undefined, {
    path: ['content'],
    message: 'missing "content"',
    params: { fix: 'add "content:" (only an assistant message with tool_calls may omit it)' },
  });

/** AgentV's `input`: a string (one user message) or a message list. */
export const inputAliasSchema = z.union([z.string(), z.array(messageSchema).min(1)], {
  error: 'input must be a string or a list of messages',
});
/** AgentV's `expected_output`: a string or object (one assistant message) or a message list. */
export const expectedOutputAliasSchema = z.union(
  [z.string(), z.array(messageSchema), z.record(z.string(), z.unknown())],
  {
    error: 'expected_output must be a string, a mapping or a list of messages',
  },
);

const executionSchema = z.object({
  target: z.string().min(1).optional(),
  evaluators: z.array(evaluatorSchema).optional(),
});

// A number is kept only when it reads back as written: 1.2e29 would become "1.2e+29", 1.50 "1.5".
export const caseIdSchema = z.union(
  [
    z.string().min(1),
    z
      .number()
      .refine(
        Number.isSafeInteger,
        'a numeric id must be a whole number below 2^53 (it would not be kept as written); quote it',
      ),
  ],
  {
    error: 'id must be a non-empty string',
  },
);

/** Prompt variants: each case runs once per variant. */
export const promptsSchema = z
  .array(z.object({ id: z.string().min(1), prompt: z.string().min(1) }))
  .min(1, 'prompts must not be an empty list');

/** How a case's repeats decide its verdict: all, any, at-least:K or rate:X (results/repeats.ts). */
export const passPolicySchema = z
  .string()
  .regex(
    /^\s*(all|any|at-least:[1-9]\d*|rate:(0?\.\d*[1-9]\d*|1(\.0*)?))\s*$/i,
    'pass_policy must be all, any, at-least:K or rate:X (0 < X <= 1)',
  );

/**
 * A case. Its cross-field rules are `refine`s, not a `superRefine`: zod's superRefine hangs a closure
 * on the record it checks, and V8 then counts every such record as surviving and allocates them
 * straight into the old generation; over the check of 100,000 cases that was 48 MB of garbage
 * waiting for a full collection. `refine` reports the same issue (code, path, message, fix).
 */
export const evalCaseSchema = z
  .object({
    id: caseIdSchema,
    expected_outcome: z.string().optional(),
    outcome: z.string().optional(),
    input_messages: z.array(messageSchema).min(1).optional(),
    input: inputAliasSchema.optional(),
    expected_messages: z.array(messageSchema).optional(),
    expected_output: expectedOutputAliasSchema.optional(),
    conversation_id: z.string().optional(),
    execution: executionSchema.optional(),
    evaluators: z.array(evaluatorSchema).optional(),
    rubrics: z.array(rubricItemSchema).optional(),
  })
  .refine((value) => value.expected_outcome !== undefined || value.outcome !== undefined, {
    path: ['expected_outcome'],
    message: 'missing required field "expected_outcome"',
    params: { fix: 'add "expected_outcome:" describing what a good answer achieves' },
  })
  .refine((value) => value.input_messages !== undefined || value.input !== undefined, {
    path: ['input_messages'],
    message: 'missing required field "input_messages"',
    params: { fix: 'add "input_messages:" (or AgentV\'s "input:", a string or a message list)' },
  });

/** The eval file's keys without the cross-field rule (JSONL sidecars reuse them without the cases). */
export const evalFileBaseSchema = z.object({
  $schema: z.string().optional(),
  description: z.string().optional(),
  dataset: z.string().min(1).optional(),
  target: z.string().min(1).optional(),
  execution: executionSchema.optional(),
  evaluators: z.array(evaluatorSchema).optional(),
  prompts: promptsSchema.optional(),
  iterations: z.number().int().min(1).max(MAX_ITERATIONS, `iterations must be at most ${MAX_ITERATIONS}`).optional(),
  /** AgentV 5's and promptfoo's name for `iterations`. */
  repeat: z.number().int().min(1).max(MAX_ITERATIONS, `repeat must be at most ${MAX_ITERATIONS}`).optional(),
  pass_policy: passPolicySchema.optional(),
  workspace: workspaceSchema.optional(),
  /** AgentV 2.x sidecars name the default evaluator type; ours is llm_judge too, so it is read and kept as is. */
  evaluator: z
    .literal('llm_judge', { error: 'evaluator may only be llm_judge (list others under "evaluators:")' })
    .optional(),
  evalcases: caseList('evalcases', evalCaseSchema),
  testcases: caseList('testcases', evalCaseSchema),
});

function caseList<T extends z.ZodType>(key: string, element: T) {
  return z.array(element).min(1, `${key} must contain at least one case`).optional();
}

function requireCases(value: { evalcases?: unknown; testcases?: unknown }, ctx: z.RefinementCtx): void {
  if (value.evalcases === undefined && value.testcases === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['evalcases'],
      message: 'missing the list of cases ("tests" in AgentV 4.x, "evalcases" in 2.x)',
      params: { fix: 'add "tests:" with a list of tests (id, input, criteria or assertions), or 2.x "evalcases:"' },
    });
  }
}

export const evalFileSchema = evalFileBaseSchema.superRefine(requireCases);

/**
 * The eval file with its cases left unchecked: the loader checks each case on its own with
 * {@link evalCaseSchema} as it reads it, so it never holds every parsed case at once.
 */
export const evalFileHeaderSchema = evalFileBaseSchema
  .extend({ evalcases: caseList('evalcases', z.unknown()), testcases: caseList('testcases', z.unknown()) })
  .superRefine(requireCases);

export type RawEvalFile = z.infer<typeof evalFileSchema>;
export type RawEvalFileHeader = z.infer<typeof evalFileHeaderSchema>;
export type RawEvalCase = z.infer<typeof evalCaseSchema>;
export type RawMessage = z.infer<typeof messageSchema>;
export type RawContent = z.infer<typeof contentSchema>;
