import { z } from 'zod';
import { MAX_TIMER_SECONDS, type TargetDefinition } from '../config/types.js';
import { AGENT_FIXES, parseTargetConfig, passEnvSchema, TIMER_BOUND_MESSAGE } from './agent-settings.js';
import { snakeCaseKeys } from './agent-settings.js';

const requiredText = (what: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `is missing: ${what}` : `must be a string: ${what}`) })
    .trim()
    .min(1, `must not be empty: ${what}`);

const seconds = z.coerce
  .number({ error: 'must be a number of seconds' })
  .positive('must be a number of seconds greater than 0')
  .max(MAX_TIMER_SECONDS, TIMER_BOUND_MESSAGE);

/**
 * AgentV 4.x writes a cli target's template as `command` and a healthcheck without `type` (a `url`
 * or a `command`); both are read as the 2.x `command_template` and typed healthcheck.
 */
function fromAgentv4Cli(value: unknown): unknown {
  const settings = snakeCaseKeys(value);
  if (typeof settings !== 'object' || settings === null || Array.isArray(settings)) return settings;
  const out = { ...(settings as Record<string, unknown>) };
  if (out.command_template === undefined && typeof out.command === 'string') {
    out.command_template = out.command;
    delete out.command;
  }
  return out;
}

function fromAgentv4Healthcheck(value: unknown): unknown {
  const check = fromAgentv4Cli(value);
  if (typeof check !== 'object' || check === null || Array.isArray(check)) return check;
  const out = check as Record<string, unknown>;
  if (out.type !== undefined) return out;
  if (out.url !== undefined) return { ...out, type: 'http' };
  if (out.command_template !== undefined) return { ...out, type: 'command' };
  return out;
}

const healthcheckSchema = z.preprocess(
  fromAgentv4Healthcheck,
  z.discriminatedUnion(
    'type',
    [
      z.object({
        type: z.literal('http'),
        url: z.url({ error: 'must be an absolute http(s) URL' }),
        timeout_seconds: seconds.optional(),
      }),
      z.object({
        type: z.literal('command'),
        command_template: requiredText('the probe command to run'),
      }),
    ],
    { error: (issue) => (issue.code === 'invalid_union' ? 'must have type "http" or "command"' : undefined) },
  ),
);

/** Fields of a `cli` target (AgentV's CLI template configuration), either spelling. */
export const cliSettingsSchema = z.preprocess(
  fromAgentv4Cli,
  z.object({
    command_template: requiredText('the shell command to run for each case').refine(
      (template) => quotedPlaceholder(template) === undefined,
      {
        error: (issue) =>
          `puts {${quotedPlaceholder(String(issue.input))}} inside quotes, where a model's answer could end ` +
          'the quote and reach the shell; write it bare (each value is already escaped into one shell word)',
      },
    ),
    cwd: z.string({ error: 'must be a folder path' }).min(1, 'must be a folder path').optional(),
    env: z
      .record(z.string(), z.union([z.string(), z.number(), z.boolean()]).transform(String), {
        error: 'must be a map of variable names to values',
      })
      .optional(),
    timeout_seconds: seconds.optional(),
    pass_env: passEnvSchema,
    files_format: z.string({ error: 'must be a string such as "--file {path}"' }).optional(),
    attachments_format: z.string({ error: 'must be a string such as "--attach {path}"' }).optional(),
    healthcheck: healthcheckSchema.optional(),
  }),
);

export type CliSettings = z.output<typeof cliSettingsSchema>;
export type CliHealthcheck = NonNullable<CliSettings['healthcheck']>;

const FIXES: Record<string, string> = {
  command_template: 'set command_template (alias commandTemplate) to a command such as "my-agent --prompt {PROMPT}"',
  cwd: 'set cwd to a folder, relative to the targets file',
  env: 'write env as a map, e.g. env: { MY_FLAG: "1" }',
  pass_env: AGENT_FIXES.pass_env ?? '',
  timeout_seconds: 'set timeout_seconds (alias timeoutSeconds) to a positive number, e.g. 120',
  files_format: 'use a string with {path}, e.g. files_format: "--file {path}"',
  attachments_format: 'use a string with {path}, e.g. attachments_format: "--attach {path}"',
  healthcheck:
    'write healthcheck: { type: http, url: http://127.0.0.1:8080/health } or ' +
    '{ type: command, command_template: "my-agent --version" }',
  'healthcheck.url': 'give an absolute URL, e.g. http://127.0.0.1:8080/health',
  'healthcheck.timeout_seconds': 'set healthcheck.timeout_seconds to a positive number, e.g. 5',
  'healthcheck.command_template': 'set healthcheck.command_template to a command that exits 0 when the agent is ready',
};

/** Validated settings of a `cli` target; a ConfigError naming the field and its fix otherwise. */
export function parseCliSettings(target: TargetDefinition): CliSettings {
  return parseTargetConfig(cliSettingsSchema, target, FIXES);
}

/**
 * Placeholders whose values are paths this tool makes in its own temp folder, never text from a
 * case or a model: inside quotes they are as safe as bare (AgentV's examples write
 * `bash -c '… > {OUTPUT_FILE}'`).
 */
const OWN_PATHS = new Set(['OUTPUT_FILE', 'PROMPT_FILE', 'BATCH_FILE']);

/**
 * The first `{NAME}` placeholder that stands inside single or double quotes. Values are escaped
 * into one shell word each, which is safe only bare: inside quotes an answer containing a quote
 * and `$(…)` would run. Such templates are refused at load (SECURITY.md); our own temp paths are not.
 */
export function quotedPlaceholder(template: string): string | undefined {
  let quote: string | undefined;
  for (let i = 0; i < template.length; i++) {
    const ch = template[i];
    if (quote === '"' && ch === '\\') i++;
    else if (quote === undefined && (ch === '"' || ch === "'")) quote = ch;
    else if (ch === quote) quote = undefined;
    else if (quote !== undefined && ch === '{') {
      const name = /^\{([A-Z][A-Z0-9_]*)\}/.exec(template.slice(i))?.[1];
      if (name && !OWN_PATHS.has(name)) return name;
    }
  }
  return undefined;
}
