import type { EvaluatorConfig } from '../config/types.js';
import { ProviderError } from '../errors/provider-error.js';
import { TimeoutError } from '../errors/timeout-error.js';
import { createEvaluator } from '../evaluators/registry.js';
import { verdictFor, type EvalResult, type EvaluatorResultRecord } from '../results/eval-result.js';
import { aggregateScores } from './aggregate-scores.js';
import { buildRequest } from './build-request.js';
import { dumpPrompt, dumpTrace } from './case-artifacts.js';
import type { EvalTask } from './eval-task.js';
import type { EvaluationContext } from './evaluator.js';
import type { ProviderResponse } from './provider.js';
import type { ProviderSet } from './provider-set.js';
import type { Runtime } from './runtime.js';
import { summarizeTrace } from './trace-summary.js';
import { withTimeout } from './with-timeout.js';

/** What running one case needs besides the task. */
export interface CaseContext {
  providers: ProviderSet;
  runtime: Runtime;
  /** Target name for this task (already resolved by precedence). */
  targetFor(task: EvalTask): string;
  /** Per-attempt time limit of the target call (--agent-timeout). */
  agentTimeoutMs?: number;
  /** Retries of a timed-out target call (--max-retries). */
  maxRetries: number;
  dumpPromptsDir?: string;
  dumpTracesDir?: string;
  includeTrace: boolean;
  signal: AbortSignal;
}

const DEFAULT_EVALUATORS: EvaluatorConfig[] = [{ type: 'llm_judge', name: 'llm_judge', weight: 1 }];

/** Runs one task end to end. Never throws: a failure becomes a record with `error`. */
export async function runCase(task: EvalTask, ctx: CaseContext): Promise<EvalResult> {
  const started = ctx.runtime.now();
  const targetName = ctx.targetFor(task);
  const base = {
    eval_id: task.evalCase.id,
    dataset: task.suite.dataset,
    ...(task.evalCase.conversationId ? { conversation_id: task.evalCase.conversationId } : {}),
    prompt_id: task.promptId,
    iteration: task.iteration,
    target: targetName,
  };
  let attempts = 0;
  let answer = '';
  try {
    const { provider } = ctx.providers.target(targetName);
    let response: ProviderResponse | undefined;
    let request = buildRequest(task, 1);
    if (ctx.dumpPromptsDir) await dumpPrompt(ctx.dumpPromptsDir, task, request);
    for (attempts = 1; !response; attempts++) {
      request = buildRequest(task, attempts);
      try {
        response = await withTimeout(`case ${task.evalCase.id}`, ctx.agentTimeoutMs, ctx.signal, (signal) => provider.invoke(request, { signal }));
        if (ctx.dumpTracesDir) await dumpTrace(ctx.dumpTracesDir, task, attempts, targetName, response.trace);
      } catch (error) {
        if (ctx.dumpTracesDir) await dumpTrace(ctx.dumpTracesDir, task, attempts, targetName, undefined);
        if (!(error instanceof TimeoutError) || attempts > ctx.maxRetries || ctx.signal.aborted) throw error;
        ctx.runtime.logger.debug(`${task.evalCase.id}: attempt ${attempts} timed out; retrying`);
      }
    }
    attempts--;
    answer = response.text;
    const traceSummary = summarizeTrace(response.trace);
    const context: EvaluationContext = {
      suite: task.suite,
      evalCase: task.evalCase,
      request,
      response,
      candidateAnswer: answer,
      ...(traceSummary ? { traceSummary } : {}),
      promptId: task.promptId,
      iteration: task.iteration,
    };
    const { records, failure } = await runEvaluators(task, context, targetName, ctx);
    const merged = aggregateScores(records);
    return {
      ...base,
      timestamp: new Date(ctx.runtime.now()).toISOString(),
      score: failure ? 0 : merged.score,
      verdict: failure ? 'fail' : verdictFor(merged.score),
      hits: merged.hits,
      misses: merged.misses,
      reasoning: merged.reasoning,
      candidate_answer: answer,
      evaluator_results: records,
      ...(failure ? { error: failure } : {}),
      attempts,
      duration_ms: ctx.runtime.now() - started,
      ...(response.tokenUsage ? { token_usage: response.tokenUsage } : {}),
      ...(response.costUsd !== undefined ? { cost_usd: response.costUsd } : {}),
      ...(response.cached ? { cached: true } : {}),
      ...(traceSummary ? { trace_summary: traceSummary } : {}),
      ...(ctx.includeTrace && response.trace ? { trace: response.trace } : {}),
    };
  } catch (error) {
    return {
      ...base,
      timestamp: new Date(ctx.runtime.now()).toISOString(),
      score: 0,
      verdict: 'fail',
      hits: [],
      misses: [],
      reasoning: '',
      candidate_answer: answer,
      evaluator_results: [],
      error: describe(error),
      ...(error instanceof ProviderError && Object.keys(error.details).length > 0 ? { error_details: error.details } : {}),
      attempts: Math.max(1, attempts),
      duration_ms: ctx.runtime.now() - started,
    };
  }
}

async function runEvaluators(task: EvalTask, context: EvaluationContext, targetName: string, ctx: CaseContext): Promise<{ records: EvaluatorResultRecord[]; failure?: string }> {
  const configs = task.evalCase.evaluators ?? (task.suite.evaluators.length > 0 ? task.suite.evaluators : DEFAULT_EVALUATORS);
  const deps = {
    runtime: ctx.runtime,
    judge: ctx.providers.judgeFor(targetName),
    judgeFor: (name: string) => ctx.providers.target(name).provider,
  };
  const failures: string[] = [];
  const records = await Promise.all(
    configs.map(async (config): Promise<EvaluatorResultRecord> => {
      try {
        const scored = await createEvaluator(config, deps).evaluate(context, { signal: ctx.signal });
        return { name: config.name, type: config.type, weight: config.weight, verdict: verdictFor(scored.score), ...scored };
      } catch (error) {
        const why = `evaluator ${config.name} failed: ${describe(error)}`;
        failures.push(why);
        return { name: config.name, type: config.type, weight: config.weight, score: 0, verdict: 'fail', hits: [], misses: [why], reasoning: why };
      }
    }),
  );
  return failures.length > 0 ? { records, failure: failures.join('; ') } : { records };
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
