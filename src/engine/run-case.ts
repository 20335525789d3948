import path from 'node:path';
import type { EvaluatorConfig } from '../config/types.js';
import { CallNotMadeError, ProviderError, type SkipReason } from '../errors/agentv-error.js';
import { PASS_THRESHOLD, verdictFor, type EvalResult, type EvaluatorResultRecord } from '../results/eval-result.js';
import { answerCase } from './answer-case.js';
import { summarizeAnswer } from './trace-summary.js';
import type { CaseWorkspace } from './case-workspace.js';
import { withCase, type CaseTask, type EvalTask } from './plan.js';
import type { EvaluationContext, Evaluator, EvaluatorFactory, JudgeSampling } from './evaluator.js';
import type { Provider, ProviderResponse } from './provider.js';
import type { ProviderSet } from './provider-set.js';
import type { Runtime } from './runtime.js';
import type { CallBudget } from './limiter/call-budget.js';
import { metered, recordTokenUsage } from './usage-meter.js';
import { limitAnswer } from '../process/answer-limit.js';

/** What running one case needs besides the task. */
export interface CaseContext {
  providers: ProviderSet;
  runtime: Runtime;
  /** Target name for this task (already resolved by precedence). */
  targetFor(task: EvalTask): string;
  /** Evaluators of the run, built once per config and target. */
  evaluators: EvaluatorCache;
  /** Builds an evaluator from its config (the door's registry). */
  createEvaluator: EvaluatorFactory;
  /** Per-attempt time limit of the target call (--agent-timeout). */
  agentTimeoutMs?: number;
  /** Retries of a case attempt that ran past --agent-timeout (--timeout-retries). */
  timeoutRetries: number;
  /** The answer limit in bytes (--max-answer-mib): the longest answer kept, and most stdout kept from an agent. */
  maxAnswerBytes: number;
  dumpPromptsDir?: string;
  dumpTracesDir?: string;
  includeTrace: boolean;
  /** The run's BATCHING_ENABLED, handed to evaluators (rubric judges). */
  batching?: boolean;
  /** `--judge-samples` / `--judge-audit`, handed to evaluators. */
  judgeSampling?: JudgeSampling;
  /** The run's `--budget-usd`: once it is closed no case starts, and a refused call skips its case. */
  budget?: CallBudget;
  /** The task's fresh workspace copy (copied, not set up yet), when its target or file names one. */
  openWorkspace?(task: EvalTask): Promise<CaseWorkspace | undefined>;
  signal: AbortSignal;
}

/** A record's fields besides its identity (which case, variant, repeat and target). */
type RecordBody = Omit<
  EvalResult,
  'eval_id' | 'dataset' | 'conversation_id' | 'prompt_id' | 'iteration' | 'target' | 'eval_file' | 'eval_line'
>;

/** What a case may bring along besides its task. */
export interface CaseInput {
  /** An answer obtained already (provider-level batching): the target is not invoked again. */
  response?: ProviderResponse;
}

const DEFAULT_EVALUATORS: EvaluatorConfig[] = [{ type: 'llm_judge', name: 'llm_judge', weight: 1 }];

/**
 * Runs one task end to end: its case built from the file, workspace copy and setup (when any), the
 * target's answer, the workspace diff, evaluators. Never throws: a failure becomes a record with
 * `error`, a case that can no longer be built (a file it references removed mid-run) included.
 */
export async function runCase(planned: EvalTask, ctx: CaseContext, input: CaseInput = {}): Promise<EvalResult> {
  const started = ctx.runtime.now();
  const targetName = ctx.targetFor(planned);
  let task: CaseTask;
  try {
    task = await withCase(planned);
  } catch (error) {
    return notBuilt(planned, targetName, describe(error), ctx.runtime.now() - started, ctx.runtime.now());
  }
  if (task.evalCase.unrunnable !== undefined)
    return notBuilt(planned, targetName, task.evalCase.unrunnable, ctx.runtime.now() - started, ctx.runtime.now());
  const evalFile = path
    .relative(task.suite.repoRoot, task.evalCase.file ?? task.suite.filePath)
    .split(path.sep)
    .join('/');
  // The record: its identity first, then the rest. Not `{ ...identity, ...rest }` on purpose: V8
  // (Node 20) moves an object made by copying another and then adding properties out of the young
  // generation, and with it what it holds; that alone made 10,000 mock cases peak near 190 MiB
  // (npm run bench, engine).
  const record = (rest: RecordBody): EvalResult => ({
    eval_id: task.evalCase.id,
    dataset: task.suite.dataset,
    ...(task.evalCase.conversationId ? { conversation_id: task.evalCase.conversationId } : {}),
    prompt_id: task.promptId,
    iteration: task.iteration,
    target: targetName,
    eval_file: evalFile,
    eval_line: task.evalCase.line,
    // What a good answer does, as the test states it (`criteria`, 2.x `expected_outcome`).
    ...(task.evalCase.expectedOutcome.trim() !== '' ? { criteria: task.evalCase.expectedOutcome } : {}),
    ...task.evalCase.recordLabels,
    ...(task.suite.verdictBy === 'evaluators' && rest.skipped === undefined ? { pass: rest.verdict === 'pass' } : {}),
    ...rest,
  });
  // Recorded, never scored: the case (or its grading) did not run because of the budget, or
  // because `--cache-only` had no answer for one of its calls.
  const skipped = (reason: SkipReason, why: string, answered?: Partial<RecordBody>): EvalResult =>
    record({
      timestamp: new Date(ctx.runtime.now()).toISOString(),
      score: 0,
      hits: [],
      misses: [],
      reasoning: why,
      candidate_answer: answer,
      evaluator_results: [],
      skipped: reason,
      attempts,
      ...retried(),
      duration_ms: ctx.runtime.now() - started,
      ...answered,
    });
  let attempts = 0;
  let callRetries = 0;
  // Retries of the target's calls by the call limiter, over all attempts: beside `attempts`.
  const retried = (): Pick<EvalResult, 'call_retries'> => (callRetries > 0 ? { call_retries: callRetries } : {});
  let answer = '';
  if (ctx.budget?.closed) return skipped('budget', ctx.budget.reason);
  let answerTruncated = false;
  let workspace: CaseWorkspace | undefined;
  let workspaceFields: Pick<EvalResult, 'workspace_diff' | 'workspace_path'> | undefined;
  // Taken right after the agent (or its failure), before evaluators may build into the copy.
  const recordWorkspace = async () => {
    if (!workspace || workspaceFields) return;
    const diff = ctx.signal.aborted ? undefined : await workspace.diff(ctx.signal);
    workspaceFields = {
      ...(diff !== undefined ? { workspace_diff: diff } : {}),
      ...(workspace.kept ? { workspace_path: workspace.dir } : {}),
    };
  };
  try {
    workspace = await ctx.openWorkspace?.(task);
    await workspace?.setUp(ctx.signal);
    const answered = await answerCase(task, {
      provider: ctx.providers.target(targetName).provider,
      targetName,
      runtime: ctx.runtime,
      ...(ctx.agentTimeoutMs !== undefined ? { agentTimeoutMs: ctx.agentTimeoutMs } : {}),
      timeoutRetries: ctx.timeoutRetries,
      maxAnswerBytes: ctx.maxAnswerBytes,
      ...(ctx.dumpPromptsDir ? { dumpPromptsDir: ctx.dumpPromptsDir } : {}),
      ...(ctx.dumpTracesDir ? { dumpTracesDir: ctx.dumpTracesDir } : {}),
      ...(workspace ? { workspaceDir: workspace.dir } : {}),
      ...(input.response ? { precomputed: input.response } : {}),
      onAttempt: (n) => (attempts = n),
      onCallRetry: () => callRetries++,
      signal: ctx.signal,
    });
    const { request, response } = answered;
    attempts = answered.attempts;
    // Bounded memory per case, whatever the provider: the answer is cut at --max-answer-mib.
    const kept = limitAnswer(response.text, ctx.maxAnswerBytes);
    answerTruncated = response.truncated === true || kept.truncated;
    answer = kept.text;
    await recordWorkspace();
    const traceSummary = summarizeAnswer(response);
    const answeredIn = ctx.runtime.now() - started;
    const context: EvaluationContext = {
      suite: task.suite,
      evalCase: task.evalCase,
      request,
      response,
      candidateAnswer: answer,
      ...(traceSummary ? { traceSummary } : {}),
      durationMs: answeredIn,
      promptId: task.promptId,
      iteration: task.iteration,
      ...(workspace ? { workspaceDir: workspace.dir } : {}),
    };
    const { records, lifted, failure, refusedBy, requiredFailure } = await runEvaluators(
      task,
      context,
      targetName,
      ctx,
    );
    const targetUsage = {
      ...(response.tokenUsage ? { token_usage: recordTokenUsage(response.tokenUsage) } : {}),
      // Every answer has a price: a number, or null when it is not known.
      cost_usd: response.costUsd ?? null,
      ...(response.cached ? { cached: true } : {}),
    };
    if (refusedBy) {
      await recordWorkspace();
      const why =
        refusedBy === 'budget'
          ? (ctx.budget?.reason ?? 'the budget is reached')
          : "a judge's answer is not in the response cache (--cache-only)";
      return skipped(refusedBy, `not graded: ${why}`, {
        evaluator_results: records,
        ...targetUsage,
        ...workspaceFields,
      });
    }
    const merged = aggregateScores(records, requiredFailure);
    // An evaluator that forced `fail` despite its score (a failed required criterion) fails the case.
    const forcedFail = records.some((r) => r.verdict === 'fail' && verdictFor(r.score) !== 'fail');
    // promptfoo's verdicts: every evaluator passed by its own rule, whatever the score.
    const byEvaluators = task.suite.verdictBy === 'evaluators';
    const passed = byEvaluators ? records.every((r) => r.verdict === 'pass') : verdictFor(merged.score) === 'pass';
    return record({
      timestamp: new Date(ctx.runtime.now()).toISOString(),
      score: failure ? 0 : merged.score,
      verdict: failure || forcedFail ? 'fail' : byEvaluators ? (passed ? 'pass' : 'fail') : verdictFor(merged.score),
      hits: merged.hits,
      misses: merged.misses,
      reasoning: merged.reasoning,
      candidate_answer: answer,
      input_messages: request.messages.map(({ role, content }) => ({ role, content })),
      ...(answerTruncated ? { answer_truncated: true } : {}),
      evaluator_results: records.flatMap((r) => lifted.get(r) ?? [r]),
      ...(failure ? { error: failure } : {}),
      attempts,
      ...retried(),
      duration_ms: ctx.runtime.now() - started,
      ...targetUsage,
      ...(traceSummary ? { trace_summary: traceSummary } : {}),
      ...(ctx.includeTrace && response.trace ? { trace: response.trace } : {}),
      ...workspaceFields,
    });
  } catch (error) {
    await recordWorkspace().catch(() => undefined);
    if (error instanceof CallNotMadeError) return skipped(error.reason, error.message, workspaceFields);
    return record({
      timestamp: new Date(ctx.runtime.now()).toISOString(),
      score: 0,
      verdict: 'fail',
      hits: [],
      misses: [],
      reasoning: '',
      candidate_answer: answer,
      evaluator_results: [],
      error: describe(error),
      ...(error instanceof ProviderError && Object.keys(error.details).length > 0
        ? { error_details: error.details }
        : {}),
      attempts: Math.max(1, attempts),
      ...retried(),
      duration_ms: ctx.runtime.now() - started,
      ...workspaceFields,
    });
  } finally {
    await workspace
      ?.close()
      .catch((error: unknown) =>
        ctx.runtime.logger.warn(`could not remove workspace ${workspace?.dir}: ${String(error)}`),
      );
  }
}

/** The record of a task whose case could not be built: identified from the plan, nothing called. */
function notBuilt(task: EvalTask, target: string, error: string, durationMs: number, nowMs: number): EvalResult {
  return {
    eval_id: task.caseId,
    dataset: task.suite.dataset,
    prompt_id: task.promptId,
    iteration: task.iteration,
    target,
    eval_file: path.relative(task.suite.repoRoot, task.suite.filePath).split(path.sep).join('/'),
    eval_line: task.suite.cases.line(task.caseIndex),
    timestamp: new Date(nowMs).toISOString(),
    score: 0,
    verdict: 'fail',
    hits: [],
    misses: [],
    reasoning: '',
    candidate_answer: '',
    evaluator_results: [],
    error,
    attempts: 0,
    duration_ms: durationMs,
  };
}

async function runEvaluators(
  task: CaseTask,
  context: EvaluationContext,
  targetName: string,
  ctx: CaseContext,
): Promise<{
  records: EvaluatorResultRecord[];
  lifted: Map<EvaluatorResultRecord, EvaluatorResultRecord[]>;
  failure?: string;
  refusedBy?: SkipReason;
  requiredFailure?: string;
}> {
  const configs =
    task.evalCase.evaluators ?? (task.suite.evaluators.length > 0 ? task.suite.evaluators : DEFAULT_EVALUATORS);
  // A cli judge without `cwd` runs in the eval file's folder, as the agent does (AgentV's rule).
  const evalDir = path.dirname(task.evalCase.file ?? task.suite.filePath);
  const deps = {
    runtime: ctx.runtime,
    judge: inEvalDir(ctx.providers.judgeFor(targetName), evalDir),
    judgeFor: (name: string) => inEvalDir(ctx.providers.target(name).provider, evalDir),
    batching: ctx.batching ?? false,
    ...(ctx.judgeSampling ? { judgeSampling: ctx.judgeSampling } : {}),
  };
  const failures: string[] = [];
  let refusedBy: SkipReason | undefined;
  // Entries an evaluator lists in place of its own (a promptfoo test's assertions).
  const lifted = new Map<EvaluatorResultRecord, EvaluatorResultRecord[]>();
  const records = await Promise.all(
    configs.map(async (config): Promise<EvaluatorResultRecord> => {
      // Each evaluator's own model calls (tokens, price, cache hits) go into its entry.
      const run = await metered(
        async (meter) => {
          const evaluator = ctx.evaluators.get(config, targetName, () => ctx.createEvaluator(config, deps));
          return { evaluator, score: await evaluator.evaluate(context, { signal: ctx.signal, meter }) };
        },
        { iteration: task.iteration },
      );
      const usage = run.meter.fields();
      if (run.ok) {
        const { verdict, entries, ...scored } = run.value.score;
        const entry = {
          name: config.name,
          type: run.value.evaluator.type,
          weight: config.weight,
          ...scored,
          verdict: verdict ?? verdictFor(scored.score),
          ...usage,
        };
        // The evaluator's model calls are counted on its first entry, so the record's usage holds them once.
        if (entries)
          lifted.set(
            entry,
            entries.map((e, i) => (i === 0 ? { ...e, ...usage } : e)),
          );
        return entry;
      }
      refusedBy ??= run.meter.refusedBy;
      const why = `evaluator ${config.name} failed: ${describe(run.error)}`;
      failures.push(why);
      const type = config.type === 'code' ? (config.written_type ?? 'code') : config.type;
      return {
        name: config.name,
        type,
        weight: config.weight,
        score: 0,
        verdict: 'fail',
        hits: [],
        misses: [why],
        reasoning: why,
        ...usage,
      };
    }),
  );
  if (refusedBy) return { records, lifted, refusedBy };
  const requiredFailure = failedRequirement(configs, records);
  return {
    records,
    lifted,
    ...(failures.length > 0 ? { failure: failures.join('; ') } : {}),
    ...(requiredFailure ? { requiredFailure } : {}),
  };
}

/**
 * AgentV 4.x's gate: the first `required` evaluator whose score is below its minimum (`min_score`,
 * else a numeric `required`, else the pass threshold), described for the record.
 */
function failedRequirement(
  configs: readonly EvaluatorConfig[],
  records: readonly EvaluatorResultRecord[],
): string | undefined {
  for (const [i, config] of configs.entries()) {
    const record = records[i];
    if (!config.required || !record) continue;
    const minimum = config.min_score ?? (typeof config.required === 'number' ? config.required : PASS_THRESHOLD);
    if (record.score < minimum)
      return `required evaluator ${config.name} scored ${record.score} (below ${minimum}), so the case scores 0`;
  }
  return undefined;
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * Weighted mean of evaluator scores, with hits, misses and reasoning merged in evaluator order; 0
 * when a required evaluator failed (`requiredFailure` says which, and is listed first in misses).
 */
export function aggregateScores(
  results: EvaluatorResultRecord[],
  requiredFailure?: string,
): { score: number; hits: string[]; misses: string[]; reasoning: string } {
  const totalWeight = results.reduce((sum, r) => sum + r.weight, 0);
  const mean = totalWeight > 0 ? results.reduce((sum, r) => sum + r.score * r.weight, 0) / totalWeight : 0;
  return {
    score: requiredFailure ? 0 : mean,
    hits: results.flatMap((r) => r.hits),
    misses: [...(requiredFailure ? [requiredFailure] : []), ...results.flatMap((r) => r.misses)],
    reasoning: results
      .filter((r) => r.reasoning)
      .map((r) => (results.length > 1 ? `${r.name}: ${r.reasoning}` : r.reasoning))
      .join('\n'),
  };
}

/**
 * One evaluator per (config, answering target) for the whole run, so per-evaluator state such as
 * a judge's `prompt_path` text is read once rather than once per case.
 */
export class EvaluatorCache {
  private readonly byConfig = new WeakMap<EvaluatorConfig, Map<string, Evaluator>>();

  get(config: EvaluatorConfig, targetName: string, build: () => Evaluator): Evaluator {
    let byTarget = this.byConfig.get(config);
    if (!byTarget) {
      byTarget = new Map();
      this.byConfig.set(config, byTarget);
    }
    let evaluator = byTarget.get(targetName);
    if (!evaluator) {
      evaluator = build();
      byTarget.set(targetName, evaluator);
    }
    return evaluator;
  }
}

/** `provider` with `evalDir` set on every request that has none (judge requests are built without one). */
function inEvalDir(provider: Provider, evalDir: string): Provider {
  const invoke: Provider['invoke'] = (request, options) =>
    provider.invoke(request.evalDir ? request : { ...request, evalDir }, options);
  return Object.create(provider, { invoke: { value: invoke } }) as Provider;
}
