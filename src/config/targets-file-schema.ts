import { z } from 'zod';
import { workspaceSchema } from './workspace-schema.js';

/**
 * Every provider kind a target may name: the one list. The targets schema, the provider registry
 * (`Record<ProviderKind, ProviderFactory>`) and `TargetDefinition.provider` derive from it, so a kind
 * without a factory fails compilation.
 */
export const PROVIDER_KINDS = [
  'azure-openai',
  'openai',
  'anthropic',
  'gemini',
  'codex',
  'cli',
  'claude-code',
  'vscode',
  'vscode-insiders',
  'mock',
] as const;

export type ProviderKind = (typeof PROVIDER_KINDS)[number];

const name = z.string().min(1);
const delayMs = z.number().int().min(0);

/**
 * One target. Loose on purpose: provider-specific keys (`endpoint`, `command_template`, …) pass
 * through to the provider, which validates them. Retry fields come in snake_case or camelCase.
 */
export const targetSchema = z.looseObject({
  name,
  provider: z.enum(PROVIDER_KINDS),
  judge_target: name.optional(),
  judgeTarget: name.optional(),
  workers: z.number().int().min(1).max(50).optional(),
  max_retries: z.number().int().min(0).optional(),
  maxRetries: z.number().int().min(0).optional(),
  retry_initial_delay_ms: delayMs.optional(),
  retryInitialDelayMs: delayMs.optional(),
  retry_max_delay_ms: delayMs.optional(),
  retryMaxDelayMs: delayMs.optional(),
  retry_status_codes: z.array(z.number().int().min(100).max(599)).optional(),
  retryStatusCodes: z.array(z.number().int().min(100).max(599)).optional(),
  settings: z.record(z.string(), z.unknown()).optional(),
  workspace: workspaceSchema.optional(),
});

/** targets.yaml (FORMATS.md "targets.yaml"). */
export const targetsFileSchema = z.object({
  $schema: z.string().optional(),
  targets: z.array(targetSchema).min(1, 'targets must contain at least one target'),
});

export type RawTargetEntry = z.infer<typeof targetSchema>;

/** Keys the loader consumes itself; everything else goes to the provider as `config`. */
export const TARGET_COMMON_KEYS: ReadonlySet<string> = new Set([
  'name',
  'provider',
  'judge_target',
  'judgeTarget',
  'workers',
  'max_retries',
  'maxRetries',
  'retry_initial_delay_ms',
  'retryInitialDelayMs',
  'retry_max_delay_ms',
  'retryMaxDelayMs',
  'retry_status_codes',
  'retryStatusCodes',
  'workspace',
]);

/** snake_case / camelCase pairs; when both are given snake_case wins (it is the documented spelling). */
export const SNAKE_CAMEL_PAIRS = [
  ['judge_target', 'judgeTarget'],
  ['max_retries', 'maxRetries'],
  ['retry_initial_delay_ms', 'retryInitialDelayMs'],
  ['retry_max_delay_ms', 'retryMaxDelayMs'],
  ['retry_status_codes', 'retryStatusCodes'],
] as const;
