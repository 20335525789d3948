import type { GradingResult, PromptfooAssertion } from '../assertion-contract.js';

/**
 * How promptfoo 0.123.1 combines component results into one (its AssertionsResult): the score is
 * the weighted mean (weight 1 unless given; 0 when the weights sum to 0); without a threshold the
 * whole passes when every component passed, with one (test `threshold`, or an `assert-set`'s) it
 * passes when the score reaches it. Named scores are weighted means per `metric`, and a
 * component's own named scores (an assert-set's, a script's) count under their names too.
 */
export class AssertionsResult {
  private totalScore = 0;
  private totalWeight = 0;
  private failedReason: string | undefined;
  private readonly components: GradingResult[] = [];
  private readonly named: Record<string, number> = {};
  private readonly namedWeights: Record<string, number> = {};
  private readonly tokens = { total: 0, prompt: 0, completion: 0, cached: 0 };

  constructor(
    private readonly threshold?: number,
    private readonly set?: PromptfooAssertion,
  ) {}

  add(index: number, result: GradingResult, metric: string | undefined, weight = 1): void {
    this.totalScore += result.score * weight;
    this.totalWeight += weight;
    this.components[index] = result;
    if (metric) {
      this.named[metric] = (this.named[metric] ?? 0) + result.score * weight;
      this.namedWeights[metric] = (this.namedWeights[metric] ?? 0) + weight;
    }
    const innerWeights = (result as { namedScoreWeights?: Record<string, number> }).namedScoreWeights;
    for (const [name, score] of Object.entries(result.namedScores ?? {})) {
      if (name === metric) continue;
      const w = (innerWeights?.[name] ?? 1) * weight;
      this.named[name] = (this.named[name] ?? 0) + score * w;
      this.namedWeights[name] = (this.namedWeights[name] ?? 0) + w;
    }
    const used = result.tokensUsed;
    if (used) {
      this.tokens.total += used.total ?? 0;
      this.tokens.prompt += used.prompt ?? 0;
      this.tokens.completion += used.completion ?? 0;
      this.tokens.cached += used.cached ?? 0;
    }
    if (!result.pass) this.failedReason = result.reason;
  }

  result(): GradingResult {
    const score = this.totalWeight > 0 ? this.totalScore / this.totalWeight : 0;
    let pass = !this.failedReason;
    let reason = this.failedReason ?? 'All assertions passed';
    if (typeof this.threshold === 'number' && !Number.isNaN(this.threshold)) {
      pass = score >= this.threshold;
      reason = `Aggregate score ${score.toFixed(2)} ${pass ? '≥' : '<'} ${this.threshold} threshold`;
    }
    const namedScores: Record<string, number> = {};
    for (const [name, total] of Object.entries(this.named)) {
      const w = this.namedWeights[name] ?? 0;
      namedScores[name] = w > 0 ? total / w : 0;
    }
    const out: GradingResult & { namedScoreWeights?: Record<string, number> } = {
      pass,
      score,
      reason,
      namedScores,
      tokensUsed: { ...this.tokens },
      // Skipped indexes (a comparison, graded later) leave no hole.
      componentResults: this.components.filter((c) => c !== undefined),
    };
    if (Object.keys(this.namedWeights).length > 0) out.namedScoreWeights = { ...this.namedWeights };
    if (this.set) out.assertion = this.set;
    return out;
  }
}
