import { TimeoutError } from '../errors/agentv-error.js';
import { buildRequest } from './build-request.js';
import { dumpPrompt, dumpTrace } from './case-artifacts.js';
import type { EvalTask } from './plan.js';
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
  /** Retries of a timed-out target call (--timeout-retries). */
  timeoutRetries: number;
  dumpPromptsDir?: string;
  dumpTracesDir?: string;
  /** The case's workspace copy, handed to the agent as its working directory. */
  workspaceDir?: string;
  /** An answer obtained already (provider-level batching): counted as attempt 1, not invoked again. */
  precomputed?: ProviderResponse;
  /** Told the number of each attempt as it starts, so a failure record can say how many ran. */
  onAttempt(attempt: number): void;
  signal: AbortSignal;
}

/**
 * The target's answer to one task: invoked with a per-attempt time limit and retried on timeout
 * (other failures were already retried by the call limiter), with prompt and trace artifacts.
 */
export async function answerCase(task: EvalTask, options: AnswerOptions): Promise<{ request: ProviderRequest; response: ProviderResponse; attempts: number }> {
  const requestFor = (attempt: number): ProviderRequest => {
    const request = buildRequest(task, attempt);
    return options.workspaceDir ? { ...request, workspaceDir: options.workspaceDir } : request;
  };
  let request = requestFor(1);
  if (options.dumpPromptsDir) await dumpPrompt(options.dumpPromptsDir, task, request, options.runtime.redactor);
  if (options.precomputed) {
    options.onAttempt(1);
    if (options.dumpTracesDir) await dumpTrace(options.dumpTracesDir, task, 1, options.targetName, options.precomputed.trace, options.runtime.redactor);
    return { request, response: options.precomputed, attempts: 1 };
  }
  for (let attempt = 1; ; attempt++) {
    options.onAttempt(attempt);
    if (attempt > 1) request = requestFor(attempt);
    try {
      const response = await withTimeout(`case ${task.evalCase.id}`, options.agentTimeoutMs, options.signal, (signal) => options.provider.invoke(request, { signal }));
      if (options.dumpTracesDir) await dumpTrace(options.dumpTracesDir, task, attempt, options.targetName, response.trace, options.runtime.redactor);
      return { request, response, attempts: attempt };
    } catch (error) {
      if (options.dumpTracesDir) await dumpTrace(options.dumpTracesDir, task, attempt, options.targetName, undefined, options.runtime.redactor);
      if (!(error instanceof TimeoutError) || attempt > options.timeoutRetries || options.signal.aborted) throw error;
      options.runtime.logger.debug(`${task.evalCase.id}: attempt ${attempt} timed out; retrying`);
    }
  }
}
