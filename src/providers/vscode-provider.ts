import { writeFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { MAX_TIMER_MS, type TargetDefinition } from '../config/types.js';
import type {
  InvokeOptions,
  UncachedProvider,
  ProviderRequest,
  ProviderResponse,
  ProviderFactory,
} from '../engine/provider.js';
import type { Runtime } from '../engine/runtime.js';
import {
  agentExecutable,
  agentWorkingDir,
  AGENT_FIXES,
  agentSettingsShape,
  parseTargetConfig,
  schemaKeys,
  snakeCaseKeys,
} from './agent-settings.js';
import { processExitError, startProcess } from '../process/run-process.js';
import { DEFAULT_MAX_ANSWER_BYTES } from '../process/answer-limit.js';
import { type CappedRead, NotRegularFileError, readCappedFile } from '../process/read-capped-file.js';
import { withTempDir } from '../process/host.js';
import { z } from 'zod';
import { fileSha256, type PrereadFile, prereadBlock } from './agent-files.js';
import { ProviderError, TimeoutError } from '../errors/agentv-error.js';
import { childEnv } from '../process/child-env.js';

const DEFAULT_TIMEOUT_SECONDS = 600;
const DEFAULT_POLL_MS = 500;

/**
 * A `vscode` / `vscode-insiders` target (VS Code Copilot).
 *
 * Contract with the launched program: for each case AgentV writes `prompt.md` (preread block with
 * sha256 tokens, the question, and the response path) into a fresh request folder and runs
 * `<executable> <args>`, where `args` (default `chat --mode agent --add-file {PROMPT_FILE} "<short
 * instruction>"`) may use `{PROMPT_FILE}`, `{RESPONSE_FILE}`, `{REQUEST_DIR}`, `{WORKSPACE_DIR}`
 * and `{EVAL_ID}`. The answer is the content of `{RESPONSE_FILE}` once it exists and stops
 * growing. The launcher may exit at once (as `code chat` does) or keep running; it is stopped when
 * the answer arrives. A launcher that exits non-zero before answering fails the case.
 * One VS Code window answers one question at a time: the factory's limits say so.
 */
export class VscodeProvider implements UncachedProvider {
  readonly isModelCall = false;
  readonly offline = false;
  readonly targetName: string;
  private readonly what: string;
  private executable: string | undefined;

  constructor(
    readonly kind: 'vscode' | 'vscode-insiders',
    private readonly target: TargetDefinition,
    private readonly settings: VscodeSettings,
    private readonly runtime: Runtime,
  ) {
    this.targetName = target.name;
    this.what = `target "${target.name}" (${kind})`;
  }

  /** Verifies the executable is there. */
  async healthcheck(): Promise<void> {
    this.resolveExecutable();
  }

  async invoke(request: ProviderRequest, { signal }: InvokeOptions): Promise<ProviderResponse> {
    const executable = this.resolveExecutable();
    return withTempDir('agentv-vscode-', async (dir) => {
      const promptFile = path.join(dir, 'prompt.md');
      const responseFile = path.join(dir, 'response.md');
      await writeFile(promptFile, vscodePromptFile(request, responseFile));
      const cwd = await agentWorkingDir(this.target, this.settings.cwd, request.workspaceDir, this.runtime.cwd);
      const values: Record<string, string> = {
        PROMPT_FILE: promptFile,
        RESPONSE_FILE: responseFile,
        REQUEST_DIR: dir,
        WORKSPACE_DIR: cwd,
        EVAL_ID: request.evalId,
      };
      const args = (this.settings.args ?? DEFAULT_VSCODE_ARGS).map((arg) =>
        arg.replace(/\{([A-Z_]+)\}/g, (match, name: string) => values[name] ?? match),
      );
      const env = { ...childEnv(this.runtime, this.settings.pass_env), ...this.settings.env };
      const launcher = startProcess({
        file: executable,
        args,
        cwd,
        env,
        signal,
        what: this.what,
        leaveGroupOnExit: true,
      });
      // The launcher ending badly before the answer arrives ends the wait (checked on every poll).
      let failure: Error | undefined;
      let exited = false;
      launcher.result.then(
        (result) => {
          exited = true;
          if (result.exitCode !== 0) failure = processExitError(this.what, result);
        },
        (error: unknown) => {
          exited = true;
          failure = error instanceof Error ? error : new Error(String(error));
        },
      );
      try {
        const { text, truncated } = await waitForResponseFile(responseFile, {
          ...(request.maxAnswerBytes !== undefined ? { maxAnswerBytes: request.maxAnswerBytes } : {}),
          timeoutMs: (this.settings.timeout_seconds ?? DEFAULT_TIMEOUT_SECONDS) * 1000,
          pollMs: this.settings.poll_interval_ms ?? DEFAULT_POLL_MS,
          signal,
          runtime: this.runtime,
          what: `${this.what} waiting for its response file`,
          check: () => {
            if (failure) throw failure;
          },
        });
        return { text: text.trimEnd(), ...(truncated ? { truncated: true } : {}) };
      } finally {
        // A launcher that already handed off is left alone: its group may hold the editor itself.
        if (!exited) await launcher.stop();
      }
    });
  }

  private resolveExecutable(): string {
    const fallback = this.kind === 'vscode-insiders' ? 'code-insiders' : 'code';
    this.executable ??= agentExecutable(
      this.target,
      this.settings.executable ?? fallback,
      this.runtime.env,
      path.dirname(this.target.source.file),
      `install VS Code and its "${fallback}" command`,
    );
    return this.executable;
  }
}

function vscodeFactory(kind: 'vscode' | 'vscode-insiders'): ProviderFactory {
  return {
    create: (target, { runtime }) => {
      const settings = parseVscodeSettings(target);
      if (target.workers !== undefined && target.workers > 1) {
        runtime.logger.warn(
          `target "${target.name}" (${kind}) answers one case at a time: workers: ${target.workers} is lowered to 1`,
        );
      }
      return new VscodeProvider(kind, target, settings, runtime);
    },
    limits: () => ({ maxConcurrentCases: 1 }),
    get configKeys() {
      return schemaKeys(vscodeSettingsSchema);
    },
  };
}

/** Factory of the `vscode` provider kind (default executable `code`). */
export const vscodeProviderFactory: ProviderFactory = vscodeFactory('vscode');

/** Factory of the `vscode-insiders` provider kind (default executable `code-insiders`). */
export const vscodeInsidersProviderFactory: ProviderFactory = vscodeFactory('vscode-insiders');

/**
 * Default launch arguments: `code chat` opens an agent-mode chat with the prompt file attached and a
 * short instruction; the prompt file itself says where the answer must be written.
 */
export const DEFAULT_VSCODE_ARGS = [
  'chat',
  '--mode',
  'agent',
  '--add-file',
  '{PROMPT_FILE}',
  'Follow the instructions in the attached file {PROMPT_FILE} and write your final answer to {RESPONSE_FILE}',
];

/** Fields of a `vscode` / `vscode-insiders` target. `args` replaces the default launch arguments. */
export const vscodeSettingsSchema = z.preprocess(
  snakeCaseKeys,
  z.object({
    ...agentSettingsShape,
    poll_interval_ms: z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int()
      .min(10, 'must be at least 10 ms')
      .max(MAX_TIMER_MS, `must be at most ${MAX_TIMER_MS} ms`)
      .optional(),
  }),
);

export type VscodeSettings = z.output<typeof vscodeSettingsSchema>;

const FIXES: Record<string, string> = {
  ...AGENT_FIXES,
  args: 'write args as a list using {PROMPT_FILE} and {RESPONSE_FILE}, e.g. args: [chat, --add-file, "{PROMPT_FILE}"]',
  poll_interval_ms: 'set poll_interval_ms to a whole number of milliseconds, e.g. 500',
};

/** Validated settings of a vscode target; a ConfigError naming the field and its fix otherwise. */
export function parseVscodeSettings(target: TargetDefinition): VscodeSettings {
  return parseTargetConfig(vscodeSettingsSchema, target, FIXES);
}

/**
 * The structured prompt file handed to VS Code: a header, the preread block linking every
 * guideline and attachment file with the sha256 token of its content, the question, and where the
 * answer must be written.
 */
export function vscodePromptFile(request: ProviderRequest, responseFile: string): string {
  const files: PrereadFile[] = [
    ...request.guidelineFiles.map((f) => ({
      kind: 'guideline' as const,
      displayPath: f.displayPath,
      path: f.absolutePath,
      sha256: fileSha256(f.content),
    })),
    ...request.inputFiles.map((f) => ({
      kind: 'attachment' as const,
      displayPath: f.displayPath,
      path: f.absolutePath,
      sha256: fileSha256(f.content),
    })),
  ];
  const block = prereadBlock(files);
  return [
    `# AgentV eval request: ${request.evalId} (attempt ${request.attempt})`,
    '',
    ...(block ? [block] : []),
    '[[ ## question ## ]]',
    request.prompt,
    '',
    '[[ ## answer ## ]]',
    'When you are done, write your complete final answer, and nothing else, to this file:',
    responseFile,
    'Write the whole answer at once: the file is read as soon as it appears and stops changing.',
    '',
  ].join('\n');
}

/** How to wait for an agent's response file. */
export interface ResponseWait {
  timeoutMs: number;
  pollMs: number;
  signal: AbortSignal;
  runtime: Runtime;
  /** What is waited for, for the timeout message. */
  what: string;
  /** Called on every poll; throws to stop waiting (e.g. the launcher failed). */
  check?: () => void;
  /** Most bytes of the file kept (default: the answer limit's); a longer answer is cut and marked. */
  maxAnswerBytes?: number;
}

/**
 * Polls until `file` exists, is not empty and kept its size between two polls (so a half-written
 * answer is not taken), then returns its content, read up to `maxAnswerBytes` and only as a regular
 * file. Throws a TimeoutError after `timeoutMs` and the signal's reason when aborted.
 */
export async function waitForResponseFile(file: string, wait: ResponseWait): Promise<CappedRead> {
  const deadline = wait.runtime.now() + wait.timeoutMs;
  let lastSize = -1;
  for (;;) {
    if (wait.signal.aborted) throw wait.signal.reason;
    wait.check?.();
    const size = (await stat(file).catch(() => undefined))?.size ?? -1;
    if (size > 0 && size === lastSize) {
      return readCappedFile(file, wait.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES).catch((error: unknown) => {
        throw error instanceof NotRegularFileError
          ? new ProviderError(`${wait.what}: the response file is ${error.kind}, not a regular file`, {
              retryable: false,
            })
          : error;
      });
    }
    lastSize = size;
    if (wait.runtime.now() >= deadline) throw new TimeoutError(wait.what, wait.timeoutMs);
    try {
      await wait.runtime.sleep(wait.pollMs, wait.signal);
    } catch (error) {
      throw wait.signal.aborted ? wait.signal.reason : error;
    }
  }
}
