import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TargetDefinition } from '../config/types.js';
import type { InvokeOptions, Provider, ProviderRequest, ProviderResponse, ProviderFactory } from '../engine/provider.js';
import type { Runtime } from '../engine/runtime.js';
import { agentExecutable } from './agent-executable.js';
import { agentWorkingDir } from './agent-working-dir.js';
import { processExitError, startProcess } from '../process/run-process.js';
import { DEFAULT_VSCODE_ARGS, type VscodeSettings, parseVscodeSettings } from './vscode-settings.js';
import { vscodePromptFile } from './vscode-prompt-file.js';
import { waitForResponseFile } from './wait-for-response-file.js';
import { withTempDir } from '../process/host.js';

const DEFAULT_TIMEOUT_SECONDS = 600;
const DEFAULT_POLL_MS = 500;

/**
 * A `vscode` / `vscode-insiders` target (seed 001 "VS Code Copilot provider").
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
export class VscodeProvider implements Provider {
  readonly isModelCall = false;
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
      const env = { ...this.runtime.env, ...this.settings.env };
      const launcher = startProcess({ file: executable, args, cwd, env, signal, what: this.what, leaveGroupOnExit: true });
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
        const text = await waitForResponseFile(responseFile, {
          timeoutMs: (this.settings.timeout_seconds ?? DEFAULT_TIMEOUT_SECONDS) * 1000,
          pollMs: this.settings.poll_interval_ms ?? DEFAULT_POLL_MS,
          signal,
          runtime: this.runtime,
          what: `${this.what} waiting for its response file`,
          check: () => {
            if (failure) throw failure;
          },
        });
        return { text: text.trimEnd() };
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
        runtime.logger.warn(`target "${target.name}" (${kind}) answers one case at a time: workers: ${target.workers} is lowered to 1`);
      }
      return new VscodeProvider(kind, target, settings, runtime);
    },
    limits: () => ({ maxConcurrentCases: 1 }),
  };
}

/** Factory of the `vscode` provider kind (default executable `code`). */
export const vscodeProviderFactory: ProviderFactory = vscodeFactory('vscode');

/** Factory of the `vscode-insiders` provider kind (default executable `code-insiders`). */
export const vscodeInsidersProviderFactory: ProviderFactory = vscodeFactory('vscode-insiders');
