import { z } from 'zod';
import path from 'node:path';
import {
  CONCURRENCY_RANGE,
  MAX_TARGET_RETRIES,
  MAX_TIMER_MS,
  PROVIDER_KINDS,
  type ModelPricing,
  type WorkspaceConfig,
} from './types.js';

const name = z.string().min(1);
const delayMs = z.number().int().min(0).max(MAX_TIMER_MS);

/**
 * `workspace:` of a target or an eval file: every task runs in a fresh copy of
 * `template`, after `setup` ran in it. Shared by both file formats so they cannot drift.
 */
export const workspaceSchema = z.object({
  template: z
    .string({ error: 'workspace.template must be a folder path (relative to this file)' })
    .trim()
    .min(1, 'workspace.template must not be empty'),
  setup: z
    .string({ error: 'workspace.setup must be a shell command such as "npm ci"' })
    .trim()
    .min(1, 'workspace.setup must not be empty')
    .optional(),
  keep: z.boolean({ error: 'workspace.keep must be true or false' }).optional(),
});

export type RawWorkspace = z.infer<typeof workspaceSchema>;

/** The validated `workspace:` with its template made absolute against the declaring file's folder. */
export function toWorkspaceConfig(raw: RawWorkspace, file: string, line?: number): WorkspaceConfig {
  return {
    template: path.resolve(path.dirname(file), raw.template),
    ...(raw.setup !== undefined ? { setup: raw.setup } : {}),
    keep: raw.keep ?? false,
    source: { file, ...(line !== undefined ? { line } : {}) },
  };
}

const perMtok = (key: string) => z.number().min(0, `pricing.${key} must not be negative (USD per million tokens)`);

/**
 * A target's own token prices in USD per million tokens; they win over the price catalogue (a
 * model it does not know, a negotiated rate, a local model at 0).
 */
export const pricingSchema = z.strictObject(
  {
    input_per_mtok: perMtok('input_per_mtok'),
    output_per_mtok: perMtok('output_per_mtok'),
    cached_input_per_mtok: perMtok('cached_input_per_mtok').optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `pricing takes input_per_mtok, output_per_mtok and cached_input_per_mtok, not ${issue.keys.join(', ')}`
        : 'pricing must be a mapping with input_per_mtok and output_per_mtok',
  },
);

/** The validated `pricing:` in the engine's spelling. */
export function toModelPricing(raw: z.infer<typeof pricingSchema>): ModelPricing {
  return {
    inputPerMtok: raw.input_per_mtok,
    outputPerMtok: raw.output_per_mtok,
    ...(raw.cached_input_per_mtok !== undefined ? { cachedInputPerMtok: raw.cached_input_per_mtok } : {}),
  };
}

/** AgentV's provider names for kinds we have under another name. */
export const AGENTV_PROVIDER_ALIASES: Readonly<Record<string, (typeof PROVIDER_KINDS)[number]>> = {
  azure: 'azure-openai',
  google: 'gemini',
  'google-gemini': 'gemini',
  'codex-cli': 'codex',
  // AgentV 4.x's names of the Claude Code agent (`claude-code` is its legacy alias).
  claude: 'claude-code',
  'claude-cli': 'claude-code',
};

/**
 * AgentV providers this tool does not have. A targets file naming one still loads (an AgentV
 * repository lists many targets); only a case that runs on such a target is refused.
 */
export const AGENTV_ONLY_PROVIDERS = [
  'copilot-cli',
  'copilot',
  'copilot-sdk',
  'copilot_sdk',
  'copilot-log',
  'pi-coding-agent',
  'pi-agent-sdk',
  'pi-cli',
  'pi',
  'claude-sdk',
  'cc-mirror',
  'openrouter',
  'agentv',
  'transcript',
  'replay',
  'bedrock',
  'vertex',
] as const;

const providerSchema = z
  .string({ error: `provider must be one of: ${PROVIDER_KINDS.join(', ')}` })
  .transform((value) => AGENTV_PROVIDER_ALIASES[value] ?? value)
  .pipe(
    z.enum([...PROVIDER_KINDS, ...AGENTV_ONLY_PROVIDERS], {
      error: (issue) => `unknown provider "${String(issue.input)}"`,
    }),
  );

/**
 * One target. Loose on purpose: provider-specific keys (`endpoint`, `command_template`, …) pass
 * through to the provider, which validates them. Retry fields come in snake_case or camelCase.
 */
export const targetSchema = z.preprocess(
  aliasProvider,
  z.looseObject({
    name,
    provider: providerSchema,
    /** AgentV 4.x: this target is another one, named here (usually `${{ AGENT_TARGET }}`). */
    use_target: z.string().min(1).optional(),
    judge_target: name.optional(),
    judgeTarget: name.optional(),
    /** AgentV 4.x's name of `judge_target`. */
    grader_target: name.optional(),
    graderTarget: name.optional(),
    workers: z.number().int().min(CONCURRENCY_RANGE.min).max(CONCURRENCY_RANGE.max).optional(),
    max_retries: z.number().int().min(0).max(MAX_TARGET_RETRIES).optional(),
    maxRetries: z.number().int().min(0).max(MAX_TARGET_RETRIES).optional(),
    retry_initial_delay_ms: delayMs.optional(),
    retryInitialDelayMs: delayMs.optional(),
    retry_max_delay_ms: delayMs.optional(),
    retryMaxDelayMs: delayMs.optional(),
    retry_status_codes: z.array(z.number().int().min(100).max(599)).optional(),
    retryStatusCodes: z.array(z.number().int().min(100).max(599)).optional(),
    settings: z.record(z.string(), z.unknown()).optional(),
    workspace: workspaceSchema.optional(),
    pricing: pricingSchema.optional(),
  }),
);

/**
 * A `use_target` alias needs no provider of its own: it gets the mock as a stand-in that is never
 * built (the run looks the alias up as the target it names). AgentV 5 names a target `id:` where
 * 4.x wrote `name:`, and may nest its provider keys under `config:`; both read as 4.x's shape.
 */
function aliasProvider(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const { config, ...rest } = value as Record<string, unknown>;
  const entry: Record<string, unknown> = {
    ...(config !== null && typeof config === 'object' && !Array.isArray(config) ? config : {}),
    ...rest,
    ...(config !== undefined && (config === null || typeof config !== 'object' || Array.isArray(config))
      ? { config }
      : {}),
  };
  if (typeof entry.id === 'string' && entry.name === undefined) entry.name = entry.id;
  const out = envTemplatesAsReferences(entry) as Record<string, unknown>;
  return out.use_target !== undefined && out.provider === undefined ? { ...out, provider: 'mock' } : out;
}

/** AgentV 5's `{{ env.NAME }}`, not preceded by `$`. */
const ENV_TEMPLATE = /(?<!\$)\{\{\s*env\.([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;

/**
 * AgentV 5 writes a variable of a targets file `{{ env.NAME }}` where 4.x wrote `${{ NAME }}`; every
 * string is rewritten to 4.x's spelling, so both expand alike (an unset one warned about, once).
 */
export function envTemplatesAsReferences(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(ENV_TEMPLATE, (_, name: string) => `\${{ ${name} }}`);
  if (Array.isArray(value)) return value.map(envTemplatesAsReferences);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, envTemplatesAsReferences(v)]));
  return value;
}

/** targets.yaml, as docs/cli.md's "Eval files, targets and environment" describes it. */
export const targetsFileSchema = z.object({
  $schema: z.string().optional(),
  targets: z.array(targetSchema).min(1, 'targets must contain at least one target'),
});

export type RawTargetEntry = z.infer<typeof targetSchema>;

/** Keys the loader consumes itself; everything else goes to the provider as `config`. */
export const TARGET_COMMON_KEYS: ReadonlySet<string> = new Set([
  'name',
  /** AgentV 5's `name`. */
  'id',
  /** AgentV 5's `host` or `docker`; a target here always runs on the host. */
  'runtime',
  'provider',
  'judge_target',
  'judgeTarget',
  'grader_target',
  'graderTarget',
  'use_target',
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
  'pricing',
]);

/** Keys under a target's `settings:` that the engine reads for every kind (provider-level batching). */
export const SETTINGS_COMMON_KEYS: readonly string[] = ['provider_batching'];

/** snake_case / camelCase pairs; when both are given snake_case wins (it is the documented spelling). */
export const SNAKE_CAMEL_PAIRS = [
  ['judge_target', 'judgeTarget'],
  ['max_retries', 'maxRetries'],
  ['retry_initial_delay_ms', 'retryInitialDelayMs'],
  ['retry_max_delay_ms', 'retryMaxDelayMs'],
  ['retry_status_codes', 'retryStatusCodes'],
] as const;
