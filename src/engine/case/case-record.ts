import path from 'node:path';
import { ProviderError, type SkipReason } from '../../errors/agentv-error.js';
import type { EvalResult, EvaluatorResultRecord, Verdict } from '../../results/eval-result.js';
import type { CaseTask, EvalTask } from '../run/plan.js';

/** What grading an answered case gave: its score, verdict and each evaluator's entry. */
export interface CaseGrade {
  score: number;
  verdict: Verdict;
  hits: string[];
  misses: string[];
  reasoning: string;
  evaluator_results: EvaluatorResultRecord[];
  error?: string;
}

/** What the target's answer adds to a graded record besides the answer text. */
export type AnswerFields = Pick<EvalResult, 'input_messages' | 'answer_truncated' | 'trace_summary' | 'trace'>;

/** What the target's answer cost, kept on every record of an answered case. */
export type TargetUsage = Pick<EvalResult, 'token_usage' | 'cost_usd' | 'cached'>;

/** The case's workspace, taken right after the agent answered (or failed). */
export type WorkspaceFields = Pick<EvalResult, 'workspace_diff' | 'workspace_path'>;

/** A record's fields besides its identity. */
type RecordBody = Omit<
  EvalResult,
  'eval_id' | 'dataset' | 'conversation_id' | 'prompt_id' | 'iteration' | 'target' | 'eval_file' | 'eval_line'
>;

/**
 * The one builder of a case's record, whether the case was graded, skipped or failed. It is made
 * when the case starts and learns as the case goes (its attempts, its answer, its workspace), so
 * every outcome carries the same facts in the same order.
 */
export class CaseRecorder {
  attempts = 0;
  /** Retries of the target's calls by the call limiter, over all attempts: beside `attempts`. */
  callRetries = 0;
  answer = '';
  usage: TargetUsage | undefined;
  workspace: WorkspaceFields | undefined;
  /** When the case started, on the run's clock. */
  readonly started: number;
  /** The case built from its file (`identify`); until then the record is identified from the plan. */
  private built: CaseTask | undefined;

  constructor(
    private readonly task: EvalTask,
    private readonly target: string,
    private readonly now: () => number,
  ) {
    this.started = now();
  }

  /** Identifies the record from the case built from its file. */
  identify(task: CaseTask): void {
    this.built = task;
  }

  /** The case answered and its evaluators graded the answer. */
  graded(grade: CaseGrade, answered: AnswerFields): EvalResult {
    const { error, evaluator_results, ...scored } = grade;
    return this.build({
      timestamp: this.timestamp(),
      ...scored,
      candidate_answer: this.answer,
      input_messages: answered.input_messages,
      ...(answered.answer_truncated ? { answer_truncated: true } : {}),
      evaluator_results,
      ...(error !== undefined ? { error } : {}),
      ...this.tries(this.attempts),
      ...this.usage,
      ...(answered.trace_summary ? { trace_summary: answered.trace_summary } : {}),
      ...(answered.trace ? { trace: answered.trace } : {}),
      ...this.workspace,
    });
  }

  /**
   * Recorded, never scored: the case (or its grading) did not run because of the budget, or
   * because `--cache-only` had no answer for one of its calls.
   */
  skipped(reason: SkipReason, why: string, evaluatorResults: EvaluatorResultRecord[] = []): EvalResult {
    return this.build({
      timestamp: this.timestamp(),
      score: 0,
      hits: [],
      misses: [],
      reasoning: why,
      candidate_answer: this.answer,
      evaluator_results: evaluatorResults,
      skipped: reason,
      ...this.tries(this.attempts),
      ...this.usage,
      ...this.workspace,
    });
  }

  /** The case failed: it could not be built, its workspace or its target failed, or it threw. */
  failed(error: unknown): EvalResult {
    return this.build({
      timestamp: this.timestamp(),
      score: 0,
      verdict: 'fail',
      hits: [],
      misses: [],
      reasoning: '',
      candidate_answer: this.answer,
      evaluator_results: [],
      error: describeError(error),
      ...(error instanceof ProviderError && Object.keys(error.details).length > 0
        ? { error_details: error.details }
        : {}),
      // A case that was built got at least one attempt under way.
      ...this.tries(this.built ? Math.max(1, this.attempts) : 0),
      ...this.workspace,
    });
  }

  // The identity first, then the rest, in one literal read from the tasks. Neither `{ ...identity,
  // ...rest }` nor an identity object cloned and extended when the case is built: V8 (Node 20)
  // moves objects made by copying another and adding properties out of the young generation, and
  // with them what they hold; a clone-then-add identity alone took 10,000 mock cases from 112 to
  // 126 MiB peak RSS (npm run bench, engine).
  private build(body: RecordBody): EvalResult {
    const { task, built } = this;
    const suite = task.suite;
    const evalCase = built?.evalCase;
    return {
      eval_id: evalCase ? evalCase.id : task.caseId,
      dataset: suite.dataset,
      ...(evalCase?.conversationId ? { conversation_id: evalCase.conversationId } : {}),
      prompt_id: task.promptId,
      iteration: task.iteration,
      target: this.target,
      eval_file: relativeFile(suite.repoRoot, evalCase?.file ?? suite.filePath),
      eval_line: evalCase ? evalCase.line : suite.cases.line(task.caseIndex),
      // What a good answer does, as the test states it (`criteria`, 2.x `expected_outcome`).
      ...(evalCase && evalCase.expectedOutcome.trim() !== '' ? { criteria: evalCase.expectedOutcome } : {}),
      ...evalCase?.recordLabels,
      // promptfoo's rule: the record's `pass` is whether every evaluator passed.
      ...(suite.verdictBy === 'evaluators' && body.skipped === undefined ? { pass: body.verdict === 'pass' } : {}),
      ...body,
    };
  }

  private timestamp(): string {
    return new Date(this.now()).toISOString();
  }

  /** Attempts, retries of calls and time taken, in the order records hold them. */
  private tries(attempts: number): Pick<EvalResult, 'attempts' | 'call_retries' | 'duration_ms'> {
    return {
      attempts,
      ...(this.callRetries > 0 ? { call_retries: this.callRetries } : {}),
      duration_ms: this.now() - this.started,
    };
  }
}

/** An error's message, or the text itself (a case's reason it cannot run). */
export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * `file` relative to the repository, with `/` on every platform. The last answer is kept: a run's
 * cases come from few files, and most follow a case of the same file.
 */
function relativeFile(repoRoot: string, file: string): string {
  if (lastRelative?.repoRoot !== repoRoot || lastRelative.file !== file)
    lastRelative = { repoRoot, file, relative: path.relative(repoRoot, file).split(path.sep).join('/') };
  return lastRelative.relative;
}
let lastRelative: { repoRoot: string; file: string; relative: string } | undefined;
