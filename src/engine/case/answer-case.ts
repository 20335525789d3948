import { ProviderError, TimeoutError } from '../../errors/agentv-error.js';
import { buildRequest } from '../provider-pipeline/build-request.js';
import { dumpPrompt, dumpTrace } from './case-artifacts.js';
import { withTimeout } from '../limiter/with-timeout.js';
import type { CaseTask } from '../run/plan.js';
import type { ProviderRequest, ProviderResponse } from '../provider.js';
import type { RunContext } from '../run/run-context.js';

/** What getting one case's answer needs besides its task and the run. */
export interface AnswerInput {
  targetName: string;
  /** The case's workspace copy, handed to the agent as its working directory. */
  workspaceDir?: string | undefined;
  /** An answer obtained already (provider-level batching): counted as attempt 1, not invoked again. */
  precomputed?: ProviderResponse | undefined;
  /** Told the number of each attempt as it starts, so a failure record can say how many ran. */
  onAttempt(attempt: number): void;
  /** Told each time the call limiter retries a target call of an attempt (`call_retries`). */
  onCallRetry(): void;
}

/** A case's answer, the request it answered and the attempts it took. */
export interface Answered {
  request: ProviderRequest;
  response: ProviderResponse;
  attempts: number;
}

/**
 * The target's answer to one task, with prompt and trace artifacts. Two loops retry, each with
 * its own count: the call limiter retries a failed call inside an attempt (its retry policy;
 * `onCallRetry`), and here a whole attempt that ran past `--agent-timeout` is made again, up to
 * `--timeout-retries` times (`attempts`). A call that failed for good reaches this loop as a
 * ProviderError and is not retried again.
 */
export async function answerCase(task: CaseTask, run: RunContext, input: AnswerInput): Promise<Answered> {
  const artifacts = caseArtifacts(task, run, input.targetName);
  const requestFor = (attempt: number): ProviderRequest =>
    buildRequest(task, attempt, { workspaceDir: input.workspaceDir, maxAnswerBytes: run.maxAnswerBytes });
  const first = requestFor(1);
  await artifacts.prompt(first);
  if (input.precomputed) {
    input.onAttempt(1);
    await artifacts.trace(1, input.precomputed.trace);
    if (input.precomputed.failure !== undefined)
      throw new ProviderError(`target "${input.targetName}" ${input.precomputed.failure}`);
    return { request: first, response: input.precomputed, attempts: 1 };
  }
  for (let attempt = 1; ; attempt++) {
    input.onAttempt(attempt);
    const request = attempt === 1 ? first : requestFor(attempt);
    try {
      const response = await invokeOnce(task, run, request, input);
      await artifacts.trace(attempt, response.trace);
      return { request, response, attempts: attempt };
    } catch (error) {
      await artifacts.trace(attempt, undefined);
      const { timeoutRetries } = run.options;
      if (!(error instanceof TimeoutError) || attempt > timeoutRetries || run.stop.cases.signal.aborted) throw error;
      run.runtime.logger.debug(`${task.caseId}: attempt ${attempt} timed out; retrying`);
    }
  }
}

/** One attempt's call of the target, under `--agent-timeout` when it is set. */
function invokeOnce(
  task: CaseTask,
  run: RunContext,
  request: ProviderRequest,
  input: AnswerInput,
): Promise<ProviderResponse> {
  const { provider } = run.providers.target(input.targetName);
  const invoke = (signal: AbortSignal) => provider.invoke(request, { signal, onRetry: input.onCallRetry });
  const signal = run.stop.cases.signal;
  const timeoutMs = run.options.agentTimeoutMs;
  // Without --agent-timeout the call limiter the provider sits behind already races the signal.
  if (timeoutMs === undefined) return invoke(signal);
  return withTimeout(`case ${task.caseId}`, timeoutMs, signal, invoke, { timer: run.runtime.timer });
}

/**
 * The case's `--dump-prompts` and `--dump-traces` files. One that cannot be written costs a
 * warning, never the case: its answer is already paid for.
 */
function caseArtifacts(task: CaseTask, run: RunContext, targetName: string) {
  const { dumpPromptsDir, dumpTracesDir } = run.options;
  const { logger, redactor } = run.runtime;
  const keep = async (what: string, write: () => Promise<void>) => {
    try {
      await write();
    } catch (error) {
      logger.warn(
        `${task.caseId}: could not write its ${what} (${(error as Error).message}); ` +
          "the case's answer and score are kept",
      );
    }
  };
  return {
    prompt: async (request: ProviderRequest): Promise<void> => {
      if (dumpPromptsDir) await keep('prompt dump', () => dumpPrompt(dumpPromptsDir, task, request, redactor));
    },
    trace: async (attempt: number, trace: ProviderResponse['trace']): Promise<void> => {
      if (dumpTracesDir)
        await keep('trace dump', () => dumpTrace(dumpTracesDir, task, attempt, targetName, trace, redactor));
    },
  };
}
