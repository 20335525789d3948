import { CallNotMadeError, SourceChangedError } from '../../errors/agentv-error.js';
import type { EvalResult } from '../../results/eval-result.js';
import { limitAnswer } from '../../process/answer-limit.js';
import { answerCase, type Answered } from './answer-case.js';
import { type AnswerFields, CaseRecorder } from './case-record.js';
import type { CaseWorkspace } from './case-workspace.js';
import type { EvaluationContext } from '../evaluator.js';
import { gradeCase } from './grade-case.js';
import { type CaseTask, type EvalTask, withCase } from '../run/plan.js';
import type { ProviderResponse } from '../provider.js';
import type { RunContext } from '../run/run-context.js';
import { summarizeAnswer } from './trace-summary.js';
import { recordTokenUsage } from '../provider-pipeline/usage-meter.js';

/** What a case may bring along besides its task. */
export interface CaseInput {
  /** An answer obtained already (provider-level batching): the target is not invoked again. */
  response?: ProviderResponse;
}

/**
 * Runs one task end to end: its case built from the file, workspace copy and setup (when any), the
 * target's answer, the workspace diff, evaluators. Never throws: a failure becomes a record with
 * `error`, a case that can no longer be built (a file it references removed mid-run) included.
 */
export async function runCase(planned: EvalTask, run: RunContext, input: CaseInput = {}): Promise<EvalResult> {
  const targetName = run.targetFor(planned);
  const record = new CaseRecorder(planned, targetName, run.runtime.now);
  let task: CaseTask;
  try {
    task = await withCase(planned);
  } catch (error) {
    // Cases read from a file that changed since the run checked it: stop rather than run others.
    if (error instanceof SourceChangedError) run.stop.fail(error);
    return record.failed(error);
  }
  if (task.evalCase.unrunnable !== undefined) return record.failed(task.evalCase.unrunnable);
  record.identify(task);
  if (run.budget?.closed) return record.skipped('budget', run.budget.reason);
  let workspace: CaseWorkspace | undefined;
  try {
    workspace = await run.workspaces.open(task);
    await workspace?.setUp(run.stop.cases.signal);
    const answered = await answerTarget(task, targetName, run, record, workspace, input);
    await takeWorkspace(record, workspace, run);
    return await gradeAnswer(task, targetName, answered, run, record, workspace);
  } catch (error) {
    await takeWorkspace(record, workspace, run).catch(() => undefined);
    if (error instanceof CallNotMadeError) return record.skipped(error.reason, error.message);
    return record.failed(error);
  } finally {
    await workspace
      ?.close()
      .catch((error: unknown) =>
        run.runtime.logger.warn(`could not remove workspace ${workspace?.dir}: ${String(error)}`),
      );
  }
}

/** The target's answer, kept in the record up to the answer limit (bounded memory per case). */
async function answerTarget(
  task: CaseTask,
  targetName: string,
  run: RunContext,
  record: CaseRecorder,
  workspace: CaseWorkspace | undefined,
  input: CaseInput,
): Promise<Answered & { truncated: boolean }> {
  const answered = await answerCase(task, run, {
    targetName,
    workspaceDir: workspace?.dir,
    precomputed: input.response,
    onAttempt: (attempt) => {
      record.attempts = attempt;
    },
    onCallRetry: () => {
      record.callRetries++;
    },
  });
  const { response } = answered;
  record.attempts = answered.attempts;
  const kept = limitAnswer(response.text, run.maxAnswerBytes);
  record.answer = kept.text;
  record.usage = {
    ...(response.tokenUsage ? { token_usage: recordTokenUsage(response.tokenUsage) } : {}),
    // Every answer has a price: a number, or null when it is not known.
    cost_usd: response.costUsd ?? null,
    ...(response.cached ? { cached: true } : {}),
  };
  // Built whole, not `{ ...answered, truncated }`: V8 (Node 20) moves clone-then-add objects out of
  // the young generation, and with them the request and response they hold.
  const truncated = response.truncated === true || kept.truncated;
  return { request: answered.request, response, attempts: answered.attempts, truncated };
}

/** The workspace's diff and place, taken right after the agent (or its failure), before evaluators build in it. */
async function takeWorkspace(record: CaseRecorder, workspace: CaseWorkspace | undefined, run: RunContext) {
  if (!workspace || record.workspace) return;
  const signal = run.stop.cases.signal;
  const diff = signal.aborted ? undefined : await workspace.diff(signal);
  record.workspace = {
    ...(diff !== undefined ? { workspace_diff: diff } : {}),
    ...(workspace.kept ? { workspace_path: workspace.dir } : {}),
  };
}

/** The answered case graded by its evaluators; ungraded (skipped) when a judge's call was refused. */
async function gradeAnswer(
  task: CaseTask,
  targetName: string,
  answered: Answered & { truncated: boolean },
  run: RunContext,
  record: CaseRecorder,
  workspace: CaseWorkspace | undefined,
): Promise<EvalResult> {
  const { request, response } = answered;
  const traceSummary = summarizeAnswer(response);
  const context: EvaluationContext = {
    suite: task.suite,
    evalCase: task.evalCase,
    request,
    response,
    candidateAnswer: record.answer,
    ...(traceSummary ? { traceSummary } : {}),
    durationMs: run.runtime.now() - record.started,
    promptId: task.promptId,
    iteration: task.iteration,
    ...(workspace ? { workspaceDir: workspace.dir } : {}),
  };
  const graded = await gradeCase(task, context, targetName, run);
  if ('refusedBy' in graded) {
    const why =
      graded.refusedBy === 'budget'
        ? (run.budget?.reason ?? 'the budget is reached')
        : "a judge's answer is not in the response cache (--cache-only)";
    return record.skipped(graded.refusedBy, `not graded: ${why}`, graded.evaluatorResults);
  }
  const fields: AnswerFields = {
    input_messages: request.messages.map(({ role, content }) => ({ role, content })),
    ...(answered.truncated ? { answer_truncated: true } : {}),
    ...(traceSummary ? { trace_summary: traceSummary } : {}),
    ...(run.options.includeTrace && response.trace ? { trace: response.trace } : {}),
  };
  return record.graded(graded.grade, fields);
}
