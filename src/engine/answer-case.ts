import { ProviderError, TimeoutError } from '../errors/agentv-error.js';
import { buildRequest } from './build-request.js';
import { dumpPrompt, dumpTrace } from './case-artifacts.js';
import type { CaseTask } from './plan.js';
import type { Provider, ProviderRequest, ProviderResponse } from './provider.js';
import type { Runtime } from './runtime.js';
import { withTimeout } from './limiter/with-timeout.js';

/** What getting one case's answer needs. */
export interface AnswerOptions {
  provider: Provider;
  targetName: string;
  runtime: Runtime;
  /** Per-attempt time limit of the target call (--agent-timeout). */
  agentTimeoutMs?: number;
  /** Retries of an attempt that ran past `agentTimeoutMs` (--timeout-retries). */
  timeoutRetries: number;
  dumpPromptsDir?: string;
  dumpTracesDir?: string;
  /** The case's workspace copy, handed to the agent as its working directory. */
  workspaceDir?: string;
  /** The run's answer limit in bytes (`--max-answer-mib`), handed to the provider with the request. */
  maxAnswerBytes: number;
  /** An answer obtained already (provider-level batching): counted as attempt 1, not invoked again. */
  precomputed?: ProviderResponse;
  /** Told the number of each attempt as it starts, so a failure record can say how many ran. */
  onAttempt(attempt: number): void;
  /** Told each time the call limiter retries a target call of an attempt (`call_retries`). */
  onCallRetry?: () => void;
  signal: AbortSignal;
}

/**
 * The target's answer to one task, with prompt and trace artifacts. Two loops retry, each with
 * its own count: the call limiter retries a failed call inside an attempt (its retry policy;
 * `onCallRetry`), and here a whole attempt that ran past `--agent-timeout` is made again, up to
 * `--timeout-retries` times (`attempts`). A call that failed for good reaches this loop as a
 * ProviderError and is not retried again.
 */
export async function answerCase(
  task: CaseTask,
  options: AnswerOptions,
): Promise<{ request: ProviderRequest; response: ProviderResponse; attempts: number }> {
  const requestFor = (attempt: number): ProviderRequest =>
    buildRequest(task, attempt, { workspaceDir: options.workspaceDir, maxAnswerBytes: options.maxAnswerBytes });
  let request = requestFor(1);
  // A dump that cannot be written costs a warning, never the case: its answer is already paid for.
  const keep = async (what: string, write: () => Promise<void>) => {
    try {
      await write();
    } catch (error) {
      options.runtime.logger.warn(
        `${task.caseId}: could not write its ${what} (${(error as Error).message}); the case's answer and score are kept`,
      );
    }
  };
  const dumpPromptsDir = options.dumpPromptsDir;
  const dumpTracesDir = options.dumpTracesDir;
  const traceOf = (attempt: number, trace: ProviderResponse['trace']) =>
    dumpTracesDir
      ? keep('trace dump', () =>
          dumpTrace(dumpTracesDir, task, attempt, options.targetName, trace, options.runtime.redactor),
        )
      : undefined;
  if (dumpPromptsDir)
    await keep('prompt dump', () => dumpPrompt(dumpPromptsDir, task, request, options.runtime.redactor));
  if (options.precomputed) {
    options.onAttempt(1);
    await traceOf(1, options.precomputed.trace);
    if (options.precomputed.failure !== undefined)
      throw new ProviderError(`target "${options.targetName}" ${options.precomputed.failure}`);
    return { request, response: options.precomputed, attempts: 1 };
  }
  for (let attempt = 1; ; attempt++) {
    options.onAttempt(attempt);
    if (attempt > 1) request = requestFor(attempt);
    try {
      // Without --agent-timeout the call limiter the provider sits behind already races the signal.
      const invoke = (signal: AbortSignal) =>
        options.provider.invoke(request, { signal, ...(options.onCallRetry ? { onRetry: options.onCallRetry } : {}) });
      const response = await (options.agentTimeoutMs === undefined
        ? invoke(options.signal)
        : withTimeout(`case ${task.caseId}`, options.agentTimeoutMs, options.signal, invoke, {
            timer: options.runtime.timer,
          }));
      await traceOf(attempt, response.trace);
      return { request, response, attempts: attempt };
    } catch (error) {
      await traceOf(attempt, undefined);
      if (!(error instanceof TimeoutError) || attempt > options.timeoutRetries || options.signal.aborted) throw error;
      options.runtime.logger.debug(`${task.caseId}: attempt ${attempt} timed out; retrying`);
    }
  }
}
