import type { EvaluatorConfig, RubricCriterion } from '../config/types.js';
import type { EvaluationContext, Evaluator, EvaluatorDeps, EvaluatorScore } from '../engine/evaluator.js';
import type { InvokeOptions, Provider } from '../engine/provider.js';
import { EvaluatorError } from '../errors/agentv-error.js';
import type { JudgeFields } from './llm-judge.js';
import { parseRubricBatch, parseRubricCheck, rubricRequest } from './rubric-prompt.js';
import { gradeScoreRanges } from './score-range-rubric.js';
import { judgeSamplesFor, majorityVote, sampledRequest, takeSamples, UNSTABLE_AGREEMENT } from './judge-samples.js';
import { verdictFor, type Verdict } from '../results/eval-result.js';

type RubricConfig = Extract<EvaluatorConfig, { type: 'rubric' }>;

/** Longest raw judge text quoted in a warning: enough to see what went wrong, bounded for logs. */
const MAX_RAW_IN_WARNING = 2000;

/**
 * Grades a case against rubric criteria. With batching (`batch: true` or the run's
 * BATCHING_ENABLED) and a judge that supports structured output, one call grades every criterion;
 * whatever that call leaves missing or malformed is graded again one criterion at a time.
 * Otherwise every criterion is its own call; they run concurrently and the call limiter bounds them.
 */
export class RubricEvaluator implements Evaluator {
  readonly type = 'rubric';
  readonly name: string;
  readonly weight: number;

  constructor(
    private readonly config: RubricConfig,
    private readonly judge: Provider,
    private readonly deps: EvaluatorDeps,
  ) {
    this.name = config.name;
    this.weight = config.weight;
  }

  /** Whether this evaluator grades all criteria in one call (only with structured output). */
  get batching(): boolean {
    const wanted = this.config.batch ?? this.deps.batching ?? false;
    return wanted && this.judge.supportsStructuredOutput === true && this.config.criteria.length > 1;
  }

  async evaluate(context: EvaluationContext, options: InvokeOptions): Promise<EvaluatorScore> {
    const fields: JudgeFields = {
      expected_outcome: context.evalCase.expectedOutcome,
      request: String(context.request.metadata?.question ?? context.request.prompt),
      reference_answer: context.evalCase.referenceAnswer ?? '',
      generated_answer: context.candidateAnswer,
    };
    // AgentV: one item with score_ranges makes the whole rubric analytic (every item scored 0–10).
    if (this.config.criteria.some((c) => c.scoreRanges !== undefined)) {
      return gradeScoreRanges(
        context.evalCase.id,
        fields,
        this.config.criteria,
        this.judge,
        options,
        `${context.evalCase.id}/${this.name}`,
      );
    }
    const k = judgeSamplesFor(this.config.judge_samples, this.deps.judgeSampling, context.evalCase.id);
    const samples = await takeSamples(k, (index) => this.gradeAll(context.evalCase.id, fields, options, index));
    if (options.signal.aborted) throw options.signal.reason;
    const failed = samples.flatMap((s) => s.failed);
    if (failed.length > 0) {
      throw new EvaluatorError(
        `rubric "${this.name}" could not grade ${failed.length} criteria (${failed.join('; ')})`,
      );
    }
    const ordered = k === 1 ? samples[0]!.ordered : majorityOfSamples(samples.map((s) => s.ordered));
    const calls = samples.reduce((sum, s) => sum + s.calls, 0);
    const overall = samples[0]?.overall;
    // Each criterion's verdict is its majority; the score is the mean of the samples' scores.
    const sampleScores = samples.map((s) => scoreRubric(s.ordered).score);
    const scored = k === 1 ? scoreRubric(ordered) : meanOfSamples(ordered, sampleScores);
    const satisfied = ordered.filter((g) => g.satisfied).length;
    const summary = [`${satisfied} of ${ordered.length} criteria satisfied`];
    if (scored.failedRequired.length > 0) summary.push(`required not satisfied: ${scored.failedRequired.join(', ')}`);
    return {
      score: scored.score,
      verdict: scored.verdict,
      hits: scored.hits,
      misses: scored.misses,
      reasoning: [summary.join('; '), overall].filter(Boolean).join('. '),
      details: {
        judge_calls: calls,
        batched: this.batching,
        checks: ordered.map((g) => ({
          id: g.criterion.id,
          satisfied: g.satisfied,
          weight: g.criterion.weight,
          required: g.criterion.required,
          reasoning: g.reasoning,
          graded_by: g.gradedBy,
          ...(g.agreement !== undefined
            ? { votes: g.votes, agreement: g.agreement, unstable: g.agreement < UNSTABLE_AGREEMENT }
            : {}),
        })),
        ...(k > 1
          ? { judge_samples: k, sample_scores: sampleScores.map(round4), agreement: meanAgreement(ordered) }
          : {}),
      },
    };
  }

  /**
   * Every criterion graded once (sample `sample`, 0-based): in one batch call when batching, the rest one call each.
   */
  private async gradeAll(
    evalId: string,
    fields: JudgeFields,
    options: InvokeOptions,
    sample: number,
  ): Promise<{ ordered: GradedCriterion[]; overall?: string | undefined; calls: number; failed: string[] }> {
    const graded = new Map<string, GradedCriterion>();
    let overall: string | undefined;
    let calls = 0;
    if (this.batching) {
      calls++;
      const batch = await this.gradeBatch(evalId, fields, options, sample);
      overall = batch.overall;
      for (const g of batch.graded) graded.set(g.criterion.id, g);
    }
    const remaining = this.config.criteria.filter((c) => !graded.has(c.id));
    calls += remaining.length;
    const singles = await Promise.allSettled(remaining.map((c) => this.gradeOne(evalId, fields, c, options, sample)));
    const failed: string[] = [];
    singles.forEach((outcome, i) => {
      if (outcome.status === 'fulfilled') graded.set(outcome.value.criterion.id, outcome.value);
      else failed.push(`${remaining[i]?.id}: ${describe(outcome.reason)}`);
    });
    const ordered = this.config.criteria
      .map((c) => graded.get(c.id))
      .filter((g): g is GradedCriterion => g !== undefined);
    return { ordered, overall, calls, failed };
  }

  /** One structured call for every criterion; returns only the entries that passed validation. */
  private async gradeBatch(
    evalId: string,
    fields: JudgeFields,
    options: InvokeOptions,
    sample: number,
  ): Promise<{ graded: GradedCriterion[]; overall?: string }> {
    const { criteria } = this.config;
    const request = rubricRequest(evalId, fields, criteria, {
      agent: this.judge.targetName,
      dimension: `${evalId}/batch`,
    });
    const response = await this.judge.invoke(sampledRequest(request, sample), options);
    const reply = parseRubricBatch(response.text, new Set(criteria.map((c) => c.id)));
    const { logger } = this.deps.runtime;
    if (!reply.valid) {
      logger.warn(
        `${evalId}: rubric "${this.name}" batch reply was not a JSON object with "checks"; grading every criterion ` +
          `one at a time. Raw reply: ${clip(response.text)}`,
      );
    }
    for (const entry of reply.dropped) {
      logger.warn(
        `${evalId}: rubric "${this.name}" dropped a malformed batch entry (${entry.reason}); grading it one at a ` +
          `time. Raw entry: ${clip(entry.raw)}`,
      );
    }
    const missing = criteria.filter((c) => !reply.checks.has(c.id)).length;
    if (reply.valid && missing > 0)
      logger.debug(
        `${evalId}: rubric "${this.name}" batch left ${missing} criteria ungraded; grading them one at a time`,
      );
    const graded = criteria.flatMap((criterion): GradedCriterion[] => {
      const check = reply.checks.get(criterion.id);
      return check
        ? [{ criterion, satisfied: check.satisfied, reasoning: check.reasoning ?? '', gradedBy: 'batch' }]
        : [];
    });
    return reply.overallReasoning ? { graded, overall: reply.overallReasoning } : { graded };
  }

  /** One call for one criterion. A reply without a valid answer counts as not satisfied, with a warning. */
  private async gradeOne(
    evalId: string,
    fields: JudgeFields,
    criterion: RubricCriterion,
    options: InvokeOptions,
    sample: number,
  ): Promise<GradedCriterion> {
    const request = rubricRequest(evalId, fields, [criterion], {
      agent: this.judge.targetName,
      dimension: `${evalId}/${criterion.id}`,
    });
    const response = await this.judge.invoke(sampledRequest(request, sample), options);
    const check = parseRubricCheck(response.text, criterion.id);
    if (!check) {
      this.deps.runtime.logger.warn(
        `${evalId}: rubric "${this.name}" got no valid answer for criterion "${criterion.id}"; counted as not ` +
          `satisfied. Raw reply: ${clip(response.text)}`,
      );
      return { criterion, satisfied: false, reasoning: 'judge gave no valid answer', gradedBy: 'invalid' };
    }
    return { criterion, satisfied: check.satisfied, reasoning: check.reasoning ?? '', gradedBy: 'single' };
  }
}

/** Builds a rubric evaluator; an evaluator-level `target` picks another judge. */
export function createRubricEvaluator(config: RubricConfig, deps: EvaluatorDeps): Evaluator {
  const judge = config.target ? deps.judgeFor(config.target) : deps.judge;
  return new RubricEvaluator(config, judge, deps);
}

function clip(text: string): string {
  return text.length <= MAX_RAW_IN_WARNING ? text : `${text.slice(0, MAX_RAW_IN_WARNING)}… (${text.length} chars)`;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The outcome of one criterion and how it was obtained. */
export interface GradedCriterion {
  criterion: RubricCriterion;
  satisfied: boolean;
  reasoning: string;
  /** `batch`: from the one structured call; `single`: graded alone; `invalid`: no valid answer. */
  gradedBy: 'batch' | 'single' | 'invalid';
  /** With judge samples: how many said satisfied, and the share agreeing with the majority. */
  votes?: string;
  agreement?: number;
}

/**
 * Each criterion's verdict over the samples (each sample grades every criterion, in the rubric's
 * order): the majority, a tie counting as not satisfied; its reasoning that of the first sample
 * agreeing with the majority; `votes` as `satisfied/k`.
 */
export function majorityOfSamples(samples: readonly (readonly GradedCriterion[])[]): GradedCriterion[] {
  const first = samples[0] ?? [];
  return first.map((g, i) => {
    const votes = samples.map((s) => s[i]?.satisfied === true);
    const { verdict, agreement } = majorityVote(votes);
    const shown = samples.map((s) => s[i]).find((x) => x?.satisfied === verdict) ?? g;
    return {
      ...shown,
      criterion: g.criterion,
      satisfied: verdict,
      votes: `${votes.filter(Boolean).length}/${votes.length}`,
      agreement,
    };
  });
}

/** The mean agreement of a rubric's sampled criteria. */
function meanAgreement(graded: readonly GradedCriterion[]): number {
  const values = graded.map((g) => g.agreement ?? 1);
  return round4(values.reduce((a, b) => a + b, 0) / Math.max(1, values.length));
}

/**
 * A sampled rubric's score: the mean of its samples' scores (as documented), with hits, misses and
 * the required gate from the majority verdicts; a failed required criterion still forces `fail`.
 */
function meanOfSamples(majority: readonly GradedCriterion[], sampleScores: readonly number[]): RubricScore {
  const scored = scoreRubric(majority);
  const score = round4(sampleScores.reduce((a, b) => a + b, 0) / Math.max(1, sampleScores.length));
  return { ...scored, score, verdict: scored.failedRequired.length > 0 ? 'fail' : verdictFor(score) };
}

function round4(value: number): number {
  return Math.round(value * 1e4) / 1e4;
}

export interface RubricScore {
  score: number;
  verdict: Verdict;
  hits: string[];
  misses: string[];
  /** Ids of required criteria that were not satisfied. */
  failedRequired: string[];
}

/**
 * Score = satisfied weight / total weight. When every weight is 0 each criterion
 * counts the same, so a rubric of zero weights still means something. A failed `required`
 * criterion forces the verdict `fail` whatever the score.
 */
export function scoreRubric(graded: readonly GradedCriterion[]): RubricScore {
  const total = graded.reduce((sum, g) => sum + g.criterion.weight, 0);
  const weightOf = (g: GradedCriterion) => (total > 0 ? g.criterion.weight : 1);
  const denominator = total > 0 ? total : graded.length;
  const satisfied = graded.filter((g) => g.satisfied).reduce((sum, g) => sum + weightOf(g), 0);
  const score = denominator > 0 ? satisfied / denominator : 0;
  const failedRequired = graded.filter((g) => g.criterion.required && !g.satisfied).map((g) => g.criterion.id);
  return {
    score,
    verdict: failedRequired.length > 0 ? 'fail' : verdictFor(score),
    hits: graded.filter((g) => g.satisfied).map((g) => `${g.criterion.id}: ${g.criterion.description}`),
    misses: graded
      .filter((g) => !g.satisfied)
      .map((g) => `${g.criterion.id}${g.criterion.required ? ' (required)' : ''}: ${g.criterion.description}`),
    failedRequired,
  };
}
