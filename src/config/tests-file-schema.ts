import { z } from 'zod';
import { MAX_ITERATIONS } from './types.js';
import {
  caseIdSchema,
  expectedOutputAliasSchema,
  inputAliasSchema,
  passPolicySchema,
  promptsSchema,
} from './eval-file-schema.js';
import { rubricItemSchema } from './rubric-items.js';

/**
 * AgentV 4.x's eval file (`tests:`), as its eval-file.schema.ts at v4.42.4 describes it. Grader
 * entries stay untyped here (a string is a rubric criterion, a mapping a grader) and are validated
 * one by one by the loader, so an error points at the entry's own line. Keys that need something
 * this tool does not have are declared and refused with the reason (see REFUSED_*), never ignored.
 */

/**
 * AgentV's default pass threshold (DEFAULT_THRESHOLD in its scoring.ts), which is also this tool's
 * PASS_THRESHOLD (results/eval-result.ts; a test keeps the two equal).
 */
export const AGENTV_PASS_THRESHOLD = 0.8;

/** A grader list: strings (rubric criteria, graded together) and grader mappings. */
const graderListSchema = z.array(
  z.union([z.string(), z.record(z.string(), z.unknown())], {
    error: 'each assertion must be a string (a criterion) or a mapping with "type"',
  }),
);

const refusable = z.unknown().optional();

const trialsSchema = z.object({
  count: z.number().int().min(1).max(MAX_ITERATIONS, `trials.count must be at most ${MAX_ITERATIONS}`),
  strategy: z.enum(['pass_at_k', 'mean', 'confidence_interval']).optional(),
  cost_limit_usd: z.number().positive('trials.cost_limit_usd must be a positive number of USD').optional(),
  costLimitUsd: z.number().positive('trials.costLimitUsd must be a positive number of USD').optional(),
});

/** `execution:` of the suite or of one test. */
export const testsExecutionSchema = z.object({
  target: z.string().min(1).optional(),
  assertions: graderListSchema.optional(),
  assert: graderListSchema.optional(),
  evaluators: graderListSchema.optional(),
  skip_defaults: z.boolean().optional(),
  threshold: z.number().min(0).max(1).optional(),
  trials: trialsSchema.optional(),
  // Run settings that belong to the command line here.
  workers: z.number().int().min(1).max(50).optional(),
  cache: z.boolean().optional(),
  fail_on_error: z.boolean().optional(),
  failOnError: z.boolean().optional(),
  targets: refusable,
  budget_usd: refusable,
  budgetUsd: refusable,
});

const refusedTestKeys = {
  workspace: refusable,
  depends_on: refusable,
  on_dependency_failure: refusable,
  mode: refusable,
  turns: refusable,
  aggregation: refusable,
  on_turn_failure: refusable,
  window_size: refusable,
};

export const testSchema = z.object({
  id: caseIdSchema,
  vars: z.record(z.string(), z.unknown()).optional(),
  criteria: z.string().optional(),
  /** 2.x's name of `criteria` (deprecated in 4.x). */
  expected_outcome: z.string().optional(),
  input: inputAliasSchema.optional(),
  input_files: z.array(z.string().min(1)).min(1).optional(),
  expected_output: expectedOutputAliasSchema.optional(),
  assertions: graderListSchema.optional(),
  assert: graderListSchema.optional(),
  evaluators: graderListSchema.optional(),
  rubrics: z.array(rubricItemSchema).optional(),
  execution: testsExecutionSchema.optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
  conversation_id: z.string().optional(),
  suite: z.string().optional(),
  ...refusedTestKeys,
});

/** One entry of `tests:`: a test, or a `file://` reference to case files (globs allowed). */
export const testEntrySchema = z.union([testSchema, z.string().startsWith('file://')]);

/** A 4.x workspace: a template copied per test, `hooks.before_each` run in each copy. */
const hookSchema = z.object({
  command: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]).optional(),
  script: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]).optional(),
  timeout_ms: refusable,
  timeoutMs: refusable,
  cwd: refusable,
  reset: refusable,
});

export const testsWorkspaceSchema = z.object({
  template: z.string().min(1).optional(),
  hooks: z
    .object({
      enabled: z.boolean().optional(),
      before_each: hookSchema.optional(),
      before_all: refusable,
      after_each: refusable,
      after_all: refusable,
    })
    .optional(),
  isolation: z.enum(['shared', 'per_test']).optional(),
  mode: refusable,
  path: refusable,
  repos: refusable,
  docker: refusable,
});

export const testsFileSchema = z.object({
  $schema: z.string().optional(),
  name: z.string().min(1).optional(),
  description: z.string().optional(),
  category: z.string().optional(),
  version: z.string().optional(),
  author: z.string().optional(),
  tags: z.array(z.string()).optional(),
  license: z.string().optional(),
  requires: z.object({ agentv: z.string().optional() }).optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
  // AgentV's risk taxonomy of a suite (its red-team examples): metadata, not read here.
  governance: z.unknown().optional(),
  input: inputAliasSchema.optional(),
  input_files: z.array(z.string().min(1)).min(1).optional(),
  // Each entry is checked on its own as it is read (testEntrySchema), so a large file is never held whole.
  tests: z.union([z.array(z.unknown()), z.string().min(1)], {
    error: 'tests must be a list of tests or the path of a case file (cases.yaml, cases.jsonl or a folder)',
  }),
  eval_cases: z.unknown().optional(),
  target: z.string().min(1).optional(),
  execution: testsExecutionSchema.optional(),
  assertions: graderListSchema.optional(),
  assert: graderListSchema.optional(),
  workspace: z.union([testsWorkspaceSchema, z.string()]).optional(),
  preprocessors: refusable,
  // This tool's own keys, which a 4.x file may use as well.
  dataset: z.string().min(1).optional(),
  prompts: promptsSchema.optional(),
  iterations: z.number().int().min(1).max(MAX_ITERATIONS, `iterations must be at most ${MAX_ITERATIONS}`).optional(),
  repeat: z.number().int().min(1).max(MAX_ITERATIONS, `repeat must be at most ${MAX_ITERATIONS}`).optional(),
  pass_policy: passPolicySchema.optional(),
});

/** What a present key needs that this tool lacks, and what to do instead (path from the file's top). */
export const REFUSED_SUITE_KEYS: Readonly<Record<string, string>> = {
  preprocessors:
    'content preprocessors are not supported; convert the files before the run, or grade them in a code-grader',
  'workspace.docker': 'Docker workspaces are not supported; run agentv inside the container instead (docs/docker.md)',
  'workspace.repos':
    'workspace repos are not supported; commit the files into a template folder and set workspace.template',
  'workspace.mode':
    'workspace modes (pooled, static) are not supported; each test gets a fresh copy of workspace.template',
  'workspace.path': 'a static workspace path is not supported; set workspace.template (copied for each test)',
  'workspace.hooks.before_all': 'before_all hooks are not supported; use hooks.before_each (run in each copy)',
  'workspace.hooks.after_each': 'after hooks are not supported; the copy is removed after each test',
  'workspace.hooks.after_all': 'after hooks are not supported; the copy is removed after each test',
  'execution.targets': 'target matrices are not supported; run once per target with --target',
  'execution.budget_usd': "a budget here is the whole run's: pass --budget-usd (Action input budget-usd) instead",
  'execution.budgetUsd': "a budget here is the whole run's: pass --budget-usd (Action input budget-usd) instead",
};

export const REFUSED_TEST_KEYS: Readonly<Record<string, string>> = {
  workspace: 'a per-test workspace is not supported; set workspace at the top of the file (copied fresh for each test)',
  depends_on: 'test dependencies are not supported; tests run independently',
  on_dependency_failure: 'test dependencies are not supported; tests run independently',
  mode: 'conversation mode is not supported; write the earlier turns as input messages',
  turns: 'conversation turns are not supported; write the earlier turns as input messages',
  aggregation: 'conversation mode is not supported; write the earlier turns as input messages',
  on_turn_failure: 'conversation mode is not supported; write the earlier turns as input messages',
  window_size: 'conversation mode is not supported; write the earlier turns as input messages',
  'execution.targets': 'target matrices are not supported; run once per target with --target',
  'execution.budget_usd': "a budget here is the whole run's: pass --budget-usd (Action input budget-usd) instead",
  'execution.budgetUsd': "a budget here is the whole run's: pass --budget-usd (Action input budget-usd) instead",
  'execution.trials': 'per-test trials are not supported; set execution.trials (or repeat) for the whole file',
};

export type RawTestsFile = z.infer<typeof testsFileSchema>;
export type RawTest = z.infer<typeof testSchema>;
export type RawGraderList = z.infer<typeof graderListSchema>;
