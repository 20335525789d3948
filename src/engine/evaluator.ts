import type { EvalCase, EvalSuite, EvaluatorConfig } from '../config/types.js';
import type { EvalResult, EvaluatorResultRecord, TraceSummary, Verdict } from '../results/eval-result.js';
import type { InvokeOptions, Provider, ProviderRequest, ProviderResponse } from './provider.js';
import type { Runtime } from './runtime.js';

/** Everything an evaluator may look at for one answered case. */
export interface EvaluationContext {
  suite: EvalSuite;
  evalCase: EvalCase;
  request: ProviderRequest;
  response: ProviderResponse;
  candidateAnswer: string;
  traceSummary?: TraceSummary;
  promptId: string;
  iteration: number;
  /** How long the target took to answer (ms), measured around the provider call. */
  durationMs?: number;
  /** Working directory of the case's workspace copy, when it has one. */
  workspaceDir?: string;
}

export interface EvaluatorScore {
  score: number;
  hits: string[];
  misses: string[];
  reasoning: string;
  raw?: string;
  details?: Record<string, unknown>;
  /** Overrides the verdict the score would give (a rubric's failed required criterion forces `fail`). */
  verdict?: Verdict;
  /** A composite's member results, kept in the record under AgentV's name. */
  evaluator_results?: EvaluatorResultRecord[];
  /**
   * Entries listed in the record's `evaluator_results` in place of this evaluator's own (a promptfoo
   * test's assertions, one entry each); the case is still scored by this evaluator's `score`.
   */
  entries?: EvaluatorResultRecord[];
}

export interface Evaluator {
  readonly type: string;
  readonly name: string;
  readonly weight: number;
  /** `options.meter` counts the evaluator's model calls: pass `options` on to every judge call. */
  evaluate(context: EvaluationContext, options: InvokeOptions): Promise<EvaluatorScore>;
  /**
   * Grades the graded cases of one compare group (`SuiteCases.compareGroup`) against each other,
   * once all of them are in: one result per member, in the members' order. Only evaluators of
   * formats that compare answers (promptfoo's `select-best`, `max-score`) have it.
   */
  compare?(members: readonly CompareMember[], options: InvokeOptions): Promise<ComparedGrade[]>;
}

/** One case of a compare group: its case and the record its own grading gave. */
export interface CompareMember {
  evalCase: EvalCase;
  record: EvalResultLike;
}

/** What a comparison reads of a record: its answer, verdict, score, reasoning and entries. */
export type EvalResultLike = Pick<
  EvalResult,
  | 'candidate_answer'
  | 'iteration'
  | 'score'
  | 'pass'
  | 'verdict'
  | 'reasoning'
  | 'evaluator_results'
  | 'error'
  | 'skipped'
>;

/** A member's grade after the comparison: the record's new verdict, score and reasoning, and the entries it adds. */
export interface ComparedGrade {
  score: number;
  verdict: Verdict;
  reasoning: string;
  entries: EvaluatorResultRecord[];
}

/** What an evaluator factory receives besides its own config. */
export interface EvaluatorDeps {
  runtime: Runtime;
  /** Judge provider for this case's target, already wrapped by the call limiter. */
  judge: Provider;
  /** Resolve another target by name as a judge (evaluator-level `target`), already limited. */
  judgeFor(targetName: string): Provider;
  /** The run's BATCHING_ENABLED: rubric judges grade every criterion in one call when they can. */
  batching?: boolean;
  /** `--judge-samples` / `--judge-audit`: how often LLM judges and rubrics ask their judge, and for which cases. */
  judgeSampling?: JudgeSampling;
}

/**
 * The run's judge sampling. `samples` (`--judge-samples`) wins over an evaluator's
 * `judge_samples:`; with `audit` (`--judge-audit`) only a seeded share of cases is sampled, the
 * others asking their judge once.
 */
export interface JudgeSampling {
  samples?: number | undefined;
  audit?: number | undefined;
  seed: number;
}

export type EvaluatorFactory<C extends EvaluatorConfig = EvaluatorConfig> = (
  config: C,
  deps: EvaluatorDeps,
) => Evaluator;
