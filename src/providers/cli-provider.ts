import { writeFile } from 'node:fs/promises';
import { NotRegularFileError, readCappedFile } from '../process/read-capped-file.js';
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
import { agentWorkingDir, schemaKeys } from './agent-settings.js';
import { parseCliAnswer } from './cli-answer.js';
import { cliBatchFile, cliBatchPlaceholderValues, mapAgentvBatchAnswers, mapCliBatchAnswers } from './cli-batch.js';
import { cliPlaceholderValues, shellEscape } from './cli-command.js';
import { type CliSettings, cliSettingsSchema, parseCliSettings } from './cli-settings.js';
import { agentvBatchingRequested, providerBatchingRequested } from '../engine/provider-pipeline/batch-dispatch.js';
import { processExitError, runProcess, tailText } from '../process/run-process.js';
import { DEFAULT_MAX_ANSWER_BYTES } from '../process/answer-limit.js';
import { renderCommandTemplate } from './cli-command.js';
import { runCliHealthcheck } from './run-cli-healthcheck.js';
import { withTempDir } from '../process/host.js';
import { priceAnswer } from './model-price.js';
import { childEnv } from '../process/child-env.js';

/**
 * A `cli` target: renders `command_template` with shell-escaped placeholders and runs it through
 * `/bin/sh -c` in its own process group. The answer is `{OUTPUT_FILE}`'s content when the template
 * names it, else stdout; a JSON answer with `text` carries usage, cost and trace too. A template
 * naming `{BATCH_FILE}` speaks the batch protocol of cli-batch.ts, one case at a time included.
 */
export class CliProvider implements UncachedProvider {
  readonly kind = 'cli';
  readonly isModelCall = false;
  readonly offline = false;
  readonly targetName: string;
  /**
   * Present only with `provider_batching: true`: our protocol when the template names
   * `{BATCH_FILE}`; else, with the flag on the target itself as AgentV writes it, AgentV's (one run
   * that reads its own cases, JSONL answers keyed by id).
   */
  readonly invokeBatch?: (requests: ProviderRequest[], options: InvokeOptions) => Promise<ProviderResponse[]>;
  /** Present only when the target defines `healthcheck`. */
  readonly healthcheck?: (options: InvokeOptions) => Promise<void>;
  private readonly what: string;

  constructor(
    private readonly target: TargetDefinition,
    private readonly settings: CliSettings,
    private readonly runtime: Runtime,
  ) {
    this.targetName = target.name;
    this.what = `target "${target.name}" command`;
    const batchFile = settings.command_template.includes('{BATCH_FILE}');
    if (providerBatchingRequested(target.config) && (batchFile || agentvBatchingRequested(target.config))) {
      this.invokeBatch = (requests, options) => this.runBatch(requests, options, !batchFile);
    }
    const check = settings.healthcheck;
    if (check) {
      this.healthcheck = async ({ signal }) =>
        runCliHealthcheck(check, { target, cwd: await this.workingDir({}), env: this.env(), signal });
    }
  }

  async invoke(request: ProviderRequest, options: InvokeOptions): Promise<ProviderResponse> {
    if (this.settings.command_template.includes('{BATCH_FILE}')) {
      const [only] = await this.runBatch([request], options);
      if (only) return only;
    }
    const { signal } = options;
    return withTempDir('agentv-cli-', async (scratch) => {
      const outputFile = path.join(scratch, 'answer.txt');
      const values = cliPlaceholderValues(request, this.settings, outputFile);
      // AgentV 4.x's {PROMPT_FILE}: the prompt in a file, for agents that read it from disk.
      if (this.settings.command_template.includes('{PROMPT_FILE}')) {
        const promptFile = path.join(scratch, 'prompt.txt');
        await writeFile(promptFile, request.prompt, 'utf8');
        values.PROMPT_FILE = shellEscape(promptFile);
      }
      const { raw, truncated } = await this.run(
        values,
        await this.workingDir(request),
        outputFile,
        signal,
        request.maxAnswerBytes,
      );
      // {OUTPUT_FILE} is read as written, as AgentV reads it; stdout loses the newline `echo` adds.
      const keepTrailingWhitespace = this.settings.command_template.includes('{OUTPUT_FILE}');
      const response = await this.priced(parseCliAnswer(raw, { keepTrailingWhitespace }));
      return truncated ? { ...response, truncated: true } : response;
    });
  }

  private async runBatch(
    requests: ProviderRequest[],
    { signal }: InvokeOptions,
    agentvStyle = false,
  ): Promise<ProviderResponse[]> {
    return withTempDir('agentv-cli-batch-', async (scratch) => {
      const files = { batchFile: path.join(scratch, 'batch.jsonl'), outputFile: path.join(scratch, 'answers.jsonl') };
      await writeFile(files.batchFile, cliBatchFile(requests));
      const values = cliBatchPlaceholderValues(requests, this.settings, files, { agentvStyle });
      if (agentvStyle) {
        // AgentV's batch run: {EVAL_ID} is "batch", {PROMPT} and {PROMPT_FILE} empty; the agent reads its own cases.
        const promptFile = path.join(scratch, 'prompt.txt');
        await writeFile(promptFile, '');
        values.PROMPT_FILE = shellEscape(promptFile);
        values.ATTEMPT = shellEscape('0');
      }
      // AgentV runs a batch where its first case would run; a workspace is a case's own.
      const first = requests[0];
      const cwd = await this.workingDir(requests.length === 1 ? first : { evalDir: first?.evalDir });
      const { raw } = await this.run(values, cwd, files.outputFile, signal);
      const answers = agentvStyle
        ? mapAgentvBatchAnswers(requests, raw, this.what)
        : mapCliBatchAnswers(requests, raw, this.what);
      return Promise.all(answers.map((response) => this.priced(response)));
    });
  }

  /** Runs the rendered template once and returns the raw answer. */
  private async run(
    values: Record<string, string>,
    cwd: string,
    outputFile: string,
    signal: AbortSignal,
    maxAnswerBytes?: number,
  ): Promise<{ raw: string; truncated: boolean }> {
    const command = renderCommandTemplate(this.settings.command_template, values);
    const timeout = this.settings.timeout_seconds;
    const result = await runProcess({
      file: '/bin/sh',
      args: ['-c', command],
      ...(maxAnswerBytes !== undefined ? { maxAnswerBytes } : {}),
      cwd,
      env: this.env(),
      timeoutMs: timeout === undefined ? undefined : timeout * 1000,
      signal,
      what: this.what,
    });
    if (result.stderr.trim()) this.runtime.logger.debug(`${this.what} stderr: ${tailText(result.stderr.trim(), 500)}`);
    if (result.exitCode !== 0) throw processExitError(this.what, result);
    if (!this.settings.command_template.includes('{OUTPUT_FILE}'))
      return { raw: result.stdout, truncated: result.stdoutTruncated ?? false };
    // Read like stdout: up to the same cap, and only a regular file (a FIFO would wait forever).
    try {
      const { text, truncated } = await readCappedFile(outputFile, maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES);
      return { raw: text, truncated };
    } catch (error) {
      if (error instanceof NotRegularFileError) {
        throw new ProviderError(`${this.what} left {OUTPUT_FILE} as ${error.kind}, not a regular file`, {
          retryable: false,
          details: { exit_code: 0 },
        });
      }
      throw new ProviderError(`${this.what} exited 0 but did not write {OUTPUT_FILE}`, {
        retryable: true,
        details: { exit_code: 0, stdout: tailText(result.stdout), stderr: tailText(result.stderr) },
      });
    }
  }

  /** An agent that reports tokens but no cost is priced by the target's `pricing`, when it has one. */
  private async priced(response: ProviderResponse): Promise<ProviderResponse> {
    const { pricing } = this.target;
    if (response.costUsd !== undefined || !response.tokenUsage || !pricing) return response;
    return {
      ...response,
      costUsd: await priceAnswer(response.tokenUsage, {
        source: 'openai',
        model: '',
        override: pricing,
        atMs: this.runtime.now(),
      }),
    };
  }

  private env(): Record<string, string | undefined> {
    return { ...childEnv(this.runtime, this.settings.pass_env), ...this.settings.env };
  }

  /** The case's workspace, else the target's `cwd`, else the eval file's folder (AgentV's default). */
  private workingDir(request: Pick<ProviderRequest, 'workspaceDir' | 'evalDir'> | undefined): Promise<string> {
    return agentWorkingDir(this.target, this.settings.cwd, request?.workspaceDir, request?.evalDir ?? this.runtime.cwd);
  }
}

/** Factory of the `cli` provider kind; the target's fields are validated when it is created. */
export const cliProviderFactory: ProviderFactory = {
  create: (target, { runtime }) => new CliProvider(target, parseCliSettings(target), runtime),
  limits: () => ({
    noBatchingReason:
      "its command_template does not name {BATCH_FILE} (AgentV's " +
      'batching is provider_batching: true on the target itself)',
  }),
  // `command` is AgentV 4.x's name of command_template.
  configKeys: [...schemaKeys(cliSettingsSchema), 'command'],
};
