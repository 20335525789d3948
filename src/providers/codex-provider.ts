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
import { mirrorFiles, prereadBlock } from './agent-files.js';
import { parseCodexEvents, readAgentStream } from './agent-streams.js';
import { type ProcessResult, runProcess } from '../process/run-process.js';
import { withTempDir } from '../process/host.js';
import { priceAnswer } from './model-price.js';
import { z } from 'zod';
import { childEnv } from '../process/child-env.js';

/** Linux refuses a single argument over 128 KiB; longer prompts go through stdin (`-`). */
const MAX_PROMPT_ARG_BYTES = 100_000;

/**
 * A `codex` target: mirrors the case's guideline and attachment files into a scratch
 * workspace, puts the preread block in front of the prompt and runs `codex exec --json` with the
 * target's profile, model, approval preset and working directory. Profile and config resolution is
 * left to Codex itself. The answer is the final assistant message of the JSONL event stream.
 */
export class CodexProvider implements UncachedProvider {
  readonly kind = 'codex';
  readonly isModelCall = false;
  readonly offline = false;
  readonly targetName: string;
  private readonly what: string;
  private executable: string | undefined;

  constructor(
    private readonly target: TargetDefinition,
    private readonly settings: CodexSettings,
    private readonly runtime: Runtime,
  ) {
    this.targetName = target.name;
    this.what = `target "${target.name}" (codex)`;
  }

  /** Verifies the executable is there; profile and model problems are Codex's to report. */
  async healthcheck(): Promise<void> {
    this.resolveExecutable();
  }

  async invoke(request: ProviderRequest, { signal }: InvokeOptions): Promise<ProviderResponse> {
    const executable = this.resolveExecutable();
    return withTempDir('agentv-codex-', async (scratch) => {
      const files = await mirrorFiles(request.guidelineFiles, request.inputFiles, path.join(scratch, 'files'));
      const block = prereadBlock(files);
      const prompt = block ? `${block}\n[[ ## question ## ]]\n${request.prompt}` : request.prompt;
      const workDir = await agentWorkingDir(this.target, this.settings.cwd, request.workspaceDir, scratch);
      const viaStdin = Buffer.byteLength(prompt) > MAX_PROMPT_ARG_BYTES;
      const timeout = this.settings.timeout_seconds;
      const result = await runProcess({
        file: executable,
        ...(request.maxAnswerBytes !== undefined ? { maxAnswerBytes: request.maxAnswerBytes } : {}),
        args: codexArgs(this.settings, workDir, viaStdin ? '-' : prompt),
        stdin: viaStdin ? prompt : undefined,
        cwd: workDir,
        env: { ...childEnv(this.runtime, this.settings.pass_env), ...this.settings.env },
        timeoutMs: timeout === undefined ? undefined : timeout * 1000,
        signal,
        what: this.what,
      });
      return this.answer(result);
    });
  }

  /**
   * Codex reports tokens, not money: they are priced as OpenAI's `model` (or by the target's
   * `pricing`); without either the cost is unknown.
   */
  private async answer(result: ProcessResult): Promise<ProviderResponse> {
    const { values, details } = readAgentStream(this.what, result);
    const run = parseCodexEvents(values);
    if (run.text === undefined) {
      const why = run.error ? `: ${run.error}` : '';
      throw new ProviderError(`${this.what} finished without a final assistant message${why}`, {
        retryable: true,
        details,
      });
    }
    const response: ProviderResponse = { text: run.text, trace: run.trace };
    if (run.tokenUsage) {
      response.tokenUsage = run.tokenUsage;
      const { model } = this.settings;
      response.costUsd =
        model || this.target.pricing
          ? await priceAnswer(run.tokenUsage, {
              source: 'openai',
              model: model ?? '',
              override: this.target.pricing,
              atMs: this.runtime.now(),
            })
          : null;
    }
    return response;
  }

  private resolveExecutable(): string {
    this.executable ??= agentExecutable(
      this.target,
      this.settings.executable ?? 'codex',
      this.runtime.env,
      path.dirname(this.target.source.file),
      'install the Codex CLI (npm install -g @openai/codex)',
    );
    return this.executable;
  }
}

/** Factory of the `codex` provider kind; the target's fields are validated when it is created. */
export const codexProviderFactory: ProviderFactory = {
  create: (target, { runtime }) => new CodexProvider(target, parseCodexSettings(target), runtime),
  get configKeys() {
    return schemaKeys(codexSettingsSchema);
  },
};

/**
 * How an approval preset reaches `codex exec`: the three presets of Codex's `/approvals` menu map
 * to their exec flags; a bare approval policy is passed as a config override, because `exec` takes
 * `-c key=value` while `--ask-for-approval` belongs to the interactive CLI.
 */
const APPROVAL_ARGS: Record<NonNullable<CodexSettings['approval_preset']>, string[]> = {
  'read-only': ['--sandbox', 'read-only'],
  auto: ['--full-auto'],
  'full-access': ['--dangerously-bypass-approvals-and-sandbox'],
  untrusted: ['-c', 'approval_policy="untrusted"'],
  'on-failure': ['-c', 'approval_policy="on-failure"'],
  'on-request': ['-c', 'approval_policy="on-request"'],
  never: ['-c', 'approval_policy="never"'],
};

/**
 * Arguments of `codex exec --json` for one run. `prompt` is the last argument, after `--` so a
 * prompt starting with a dash is never read as a flag; pass `-` to have Codex read it from stdin.
 * `--skip-git-repo-check` because scratch workspaces are not git repositories.
 */
export function codexArgs(settings: CodexSettings, workDir: string, prompt: string): string[] {
  return [
    'exec',
    '--json',
    '--skip-git-repo-check',
    '--cd',
    workDir,
    ...(settings.profile ? ['--profile', settings.profile] : []),
    ...(settings.model ? ['--model', settings.model] : []),
    ...(settings.approval_preset ? APPROVAL_ARGS[settings.approval_preset] : []),
    ...(settings.args ?? []),
    '--',
    prompt,
  ];
}

/** Approval presets of the Codex CLI, and the approval policies it accepts directly. */
export const CODEX_APPROVAL_PRESETS = [
  'read-only',
  'auto',
  'full-access',
  'untrusted',
  'on-failure',
  'on-request',
  'never',
] as const;

/** Fields of a `codex` target (docs/providers.md, "Agent targets"), either spelling. */
export const codexSettingsSchema = z.preprocess(
  snakeCaseKeys,
  z.object({
    ...agentSettingsShape,
    profile: z.string({ error: 'must be a profile name' }).trim().min(1, 'must be a profile name').optional(),
    model: z.string({ error: 'must be a model name' }).trim().min(1, 'must be a model name').optional(),
    approval_preset: z
      .enum(CODEX_APPROVAL_PRESETS, { error: `must be one of: ${CODEX_APPROVAL_PRESETS.join(', ')}` })
      .optional(),
  }),
);

export type CodexSettings = z.output<typeof codexSettingsSchema>;

const FIXES: Record<string, string> = {
  ...AGENT_FIXES,
  profile: 'set profile to a profile name from ~/.codex/config.toml',
  approval_preset: `use one of: ${CODEX_APPROVAL_PRESETS.join(', ')}`,
};

/** Validated settings of a `codex` target; a ConfigError naming the field and its fix otherwise. */
export function parseCodexSettings(target: TargetDefinition): CodexSettings {
  return parseTargetConfig(codexSettingsSchema, target, FIXES);
}
