import { z } from 'zod';
import { targetWorkingDir } from '../config/load-targets-file.js';
import { MAX_TIMER_SECONDS, type TargetDefinition } from '../config/types.js';
import { ConfigError } from '../errors/config-error.js';
import { findExecutable } from '../process/host.js';

/**
 * `pass_env`: variables withheld from child processes by default (GITHUB_TOKEN, GH_TOKEN,
 * CI_JOB_TOKEN, CI_REGISTRY_PASSWORD) that a target's process receives.
 */
export const passEnvSchema = z
  .array(
    z
      .string({ error: 'must be a list of variable names' })
      .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be a list of variable names'),
    { error: 'must be a list of variable names' },
  )
  .optional();

/** A timeout past what a timer holds (Node would fire it after 1 ms). */
const TIMER_LIMIT = 'about 24.8 days, the longest a timer can wait';
export const TIMER_BOUND_MESSAGE = `must be at most ${MAX_TIMER_SECONDS} seconds (${TIMER_LIMIT})`;

/** Fields every agent target (codex, claude-code, vscode) shares, snake_case after key normalising. */
export const agentSettingsShape = {
  executable: z
    .string({ error: 'must be a command name or path' })
    .trim()
    .min(1, 'must be a command name or path')
    .optional(),
  args: z.array(z.string({ error: 'must be a list of strings' }), { error: 'must be a list of strings' }).optional(),
  cwd: z.string({ error: 'must be a folder path' }).min(1, 'must be a folder path').optional(),
  env: z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean()]).transform(String), {
      error: 'must be a map of variable names to values',
    })
    .optional(),
  timeout_seconds: z.coerce
    .number({ error: 'must be a number of seconds' })
    .positive('must be a number of seconds greater than 0')
    .max(MAX_TIMER_SECONDS, TIMER_BOUND_MESSAGE)
    .optional(),
  pass_env: passEnvSchema,
};

/**
 * The keys a target settings schema declares (a z.object, possibly behind z.preprocess), for the
 * unknown-key check of targets files (`ProviderFactory.configKeys`).
 */
export function schemaKeys(schema: z.ZodType): string[] {
  let inner: z.ZodType = schema;
  while (inner instanceof z.ZodPipe) inner = inner._zod.def.out as z.ZodType;
  return inner instanceof z.ZodObject ? Object.keys(inner.shape) : [];
}

/** How to fix each shared field. */
export const AGENT_FIXES: Record<string, string> = {
  executable: 'set executable to the command name on PATH or an absolute path',
  args: 'write args as a list, e.g. args: ["--verbose"]',
  cwd: 'set cwd to a folder, relative to the targets file',
  env: 'write env as a map, e.g. env: { MY_FLAG: "1" }',
  pass_env: 'write pass_env as a list of variable names, e.g. pass_env: [GITHUB_TOKEN]',
  timeout_seconds: 'set timeout_seconds (alias timeoutSeconds) to a positive number, e.g. 600',
  model: 'set model to a model name, e.g. model: "gpt-5"',
};

/**
 * Validates a target's provider fields with `schema`. The first problem becomes a one-line
 * ConfigError at the target's file and line that names the field and, from `fixes` (keyed by
 * field path or top-level field), how to fix it.
 */
export function parseTargetConfig<T extends z.ZodType>(
  schema: T,
  target: TargetDefinition,
  fixes: Record<string, string> = {},
): z.output<T> {
  const parsed = schema.safeParse(target.config);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue ? issue.path.map(String).join('.') : '';
  const message = issue?.message ?? 'is invalid';
  const detail = `target "${target.name}" (provider ${target.provider}): ${field ? `field "${field}" ` : ''}${message}`;
  const fix =
    fixes[field] ??
    fixes[field.split('.')[0] ?? ''] ??
    `check the ${target.provider} target's fields (docs/providers.md, "Agent targets")`;
  throw new ConfigError(
    detail,
    {
      file: target.source.file,
      ...fieldPosition(target, field.split('.')[0] ?? ''),
      path: `targets.${target.name}${field ? `.${field}` : ''}`,
    },
    fix,
  );
}

/**
 * Where a target's field (`timeout_seconds`, however it was spelled) sits: its value's line and
 * column when it was written, else the target's line.
 */
function fieldPosition(target: TargetDefinition, key: string): { line?: number; col?: number } {
  const { keyLines = {}, fieldPositions = {}, line } = target.source;
  const written = Object.keys(keyLines).find(
    (name) => name === key || name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) === key,
  );
  if (written === undefined) return line === undefined ? {} : { line };
  return fieldPositions[written] ?? { line: keyLines[written] };
}

/**
 * Top-level keys of `value` in snake_case (`commandTemplate` → `command_template`); when a user
 * wrote both spellings the snake_case one wins. Nested objects (e.g. `env`) keep their keys, so
 * variable names such as `MY_TOKEN` pass through untouched. Non-objects are returned as they are.
 */
export function snakeCaseKeys(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const out: Record<string, unknown> = {};
  const entries = Object.entries(value as Record<string, unknown>);
  for (const [key, field] of entries) {
    const snake = key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    if (snake !== key && Object.hasOwn(value, snake)) continue;
    out[snake] = field;
  }
  return out;
}

/**
 * Where an agent runs: the case's workspace copy when it has one, else the target's `cwd`
 * (relative to the targets file's folder), else `fallback`. A configured `cwd` that is not a
 * folder is a ConfigError at the target, not a cryptic spawn failure.
 */
export async function agentWorkingDir(
  target: TargetDefinition,
  cwd: string | undefined,
  workspaceDir: string | undefined,
  fallback: string,
): Promise<string> {
  if (workspaceDir) return workspaceDir;
  return cwd === undefined ? fallback : targetWorkingDir(target, cwd);
}

/**
 * The absolute path of an agent's executable, or a ConfigError at the target saying how to make it
 * available. Agents check this on their first call (and in `healthcheck`), so a missing CLI stops
 * the run with one line instead of failing every case with ENOENT.
 */
export function agentExecutable(
  target: TargetDefinition,
  name: string,
  env: Record<string, string | undefined>,
  cwd: string,
  installHint: string,
): string {
  const found = findExecutable(name, env, cwd);
  if (found) return found;
  const where = name.includes('/') ? `"${name}" is not an executable file` : `"${name}" was not found on PATH`;
  throw new ConfigError(
    `target "${target.name}" (provider ${target.provider}): ${where}`,
    { file: target.source.file, line: target.source.line, path: `targets.${target.name}.executable` },
    `${installHint}, or set executable to its full path`,
  );
}
