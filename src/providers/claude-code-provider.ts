import path from 'node:path';
import type { TargetDefinition } from '../config/types.js';
import type {
  InvokeOptions,
  UncachedProvider,
  ProviderRequest,
  ProviderResponse,
  ProviderFactory,
} from '../engine/provider.js';
import type { Runtime } from '../engine/runtime.js';
import { ProviderError } from '../errors/agentv-error.js';
import {
  agentExecutable,
  agentWorkingDir,
  AGENT_FIXES,
  agentSettingsShape,
  parseTargetConfig,
  schemaKeys,
  snakeCaseKeys,
} from './agent-settings.js';
import { parseClaudeStream, readAgentStream } from './agent-streams.js';
import { type ProcessResult, runProcess, tailText } from '../process/run-process.js';
import { z } from 'zod';
import { childEnv } from '../process/child-env.js';

/** Linux refuses a single argument over 128 KiB; longer prompts go through stdin. */
const MAX_PROMPT_ARG_BYTES = 100_000;

/**
 * A `claude-code` target: runs `claude -p <prompt> --output-format stream-json --verbose` with the
 * target's model, allowed tools and extra args. The prompt comes right after `-p` because
 * `--allowedTools` takes a variable number of values; a prompt that is too long for one argument,
 * or that starts with a dash, is written to stdin instead (which `claude -p` reads).
 */
export class ClaudeCodeProvider implements UncachedProvider {
  readonly kind = 'claude-code';
  readonly isModelCall = false;
  readonly offline = false;
  readonly targetName: string;
  private readonly what: string;
  private executable: string | undefined;

  constructor(
    private readonly target: TargetDefinition,
    private readonly settings: ClaudeCodeSettings,
    private readonly runtime: Runtime,
  ) {
    this.targetName = target.name;
    this.what = `target "${target.name}" (claude-code)`;
  }

  /** Verifies the executable is there; login and model problems are Claude Code's to report. */
  async healthcheck(): Promise<void> {
    this.resolveExecutable();
  }

  async invoke(request: ProviderRequest, { signal }: InvokeOptions): Promise<ProviderResponse> {
    const executable = this.resolveExecutable();
    const viaStdin = request.prompt.startsWith('-') || Buffer.byteLength(request.prompt) > MAX_PROMPT_ARG_BYTES;
    const timeout = this.settings.timeout_seconds;
    const result = await runProcess({
      file: executable,
      ...(request.maxAnswerBytes !== undefined ? { maxAnswerBytes: request.maxAnswerBytes } : {}),
      args: this.args(viaStdin ? undefined : request.prompt),
      stdin: viaStdin ? request.prompt : undefined,
      cwd: await agentWorkingDir(this.target, this.settings.cwd, request.workspaceDir, this.runtime.cwd),
      env: { ...childEnv(this.runtime, this.settings.pass_env), ...this.settings.env },
      timeoutMs: timeout === undefined ? undefined : timeout * 1000,
      signal,
      what: this.what,
    });
    return this.answer(result);
  }

  private args(prompt: string | undefined): string[] {
    const { model, allowed_tools: tools, args } = this.settings;
    return [
      '-p',
      ...(prompt === undefined ? [] : [prompt]),
      '--output-format',
      'stream-json',
      '--verbose',
      ...(model ? ['--model', model] : []),
      ...(tools && tools.length > 0 ? ['--allowedTools', tools.join(',')] : []),
      ...(args ?? []),
    ];
  }

  private answer(result: ProcessResult): ProviderResponse {
    const { values, details } = readAgentStream(this.what, result);
    const run = parseClaudeStream(values);
    if (run.error !== undefined)
      throw new ProviderError(`${this.what} reported an error: ${tailText(run.error, 300)}`, {
        retryable: true,
        details,
      });
    if (run.text === undefined)
      throw new ProviderError(`${this.what} finished without an answer`, { retryable: true, details });
    const response: ProviderResponse = { text: run.text, trace: run.trace };
    if (run.tokenUsage) response.tokenUsage = run.tokenUsage;
    if (run.costUsd !== undefined) response.costUsd = run.costUsd;
    return response;
  }

  private resolveExecutable(): string {
    this.executable ??= agentExecutable(
      this.target,
      this.settings.executable ?? 'claude',
      this.runtime.env,
      path.dirname(this.target.source.file),
      'install Claude Code (npm install -g @anthropic-ai/claude-code)',
    );
    return this.executable;
  }
}

/** Factory of the `claude-code` provider kind; the target's fields are validated when it is created. */
export const claudeCodeProviderFactory: ProviderFactory = {
  create: (target, { runtime }) => new ClaudeCodeProvider(target, parseClaudeCodeSettings(target), runtime),
  get configKeys() {
    return schemaKeys(claudeCodeSettingsSchema);
  },
};

/** Fields of a `claude-code` target, either spelling. `allowed_tools` may be a list or "Read,Bash". */
export const claudeCodeSettingsSchema = z.preprocess(
  snakeCaseKeys,
  z.object({
    ...agentSettingsShape,
    model: z.string({ error: 'must be a model name' }).trim().min(1, 'must be a model name').optional(),
    allowed_tools: z
      .union([z.array(z.string()), z.string()], { error: 'must be a list of tool names' })
      .transform((tools) => (typeof tools === 'string' ? tools.split(',') : tools).map((t) => t.trim()).filter(Boolean))
      .optional(),
  }),
);

export type ClaudeCodeSettings = z.output<typeof claudeCodeSettingsSchema>;

const FIXES: Record<string, string> = {
  ...AGENT_FIXES,
  model: 'set model to a Claude model name or alias, e.g. model: sonnet',
  allowed_tools: 'write allowed_tools as a list, e.g. allowed_tools: [Read, Grep, "Bash(git diff:*)"]',
};

/** Validated settings of a `claude-code` target; a ConfigError naming the field and its fix otherwise. */
export function parseClaudeCodeSettings(target: TargetDefinition): ClaudeCodeSettings {
  return parseTargetConfig(claudeCodeSettingsSchema, target, FIXES);
}
