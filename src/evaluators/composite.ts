import { readFile } from 'node:fs/promises';
import type { EvaluatorConfig } from '../config/types.js';
import type { EvaluationContext, Evaluator, EvaluatorDeps, EvaluatorScore } from '../engine/evaluator.js';
import type { InvokeOptions } from '../engine/provider.js';
import { TimeoutError } from '../errors/agentv-error.js';
import { graderRequest } from '../engine/provider-pipeline/grader-request.js';
import { allSettledFirst, metered } from '../engine/provider-pipeline/usage-meter.js';
import { runProcess } from '../process/run-process.js';
import { verdictFor, type EvaluatorResultRecord, type Verdict } from '../results/eval-result.js';
import { firstJsonObject, parseJudgeReply } from './parse-judge-reply.js';
import { childEnv } from '../process/child-env.js';

type CompositeConfig = Extract<EvaluatorConfig, { type: 'composite' }>;
type BuildEvaluator = (config: EvaluatorConfig, deps: EvaluatorDeps) => Evaluator;

const AGGREGATOR_TIMEOUT_MS = 60_000;

/** AgentV's default aggregator prompt (its wording), used when the suite gives none. */
const DEFAULT_AGGREGATOR_PROMPT = `Review the following evaluation results:
{{EVALUATOR_RESULTS_JSON}}

Decide the final score and verdict based on all evaluator results.
Return a JSON object with: score (0.0-1.0), verdict (pass/fail/borderline), and reasoning.`;

const AGGREGATOR_SYSTEM_PROMPT =
  'You combine the results of several evaluators into one grade. Reply with exactly one JSON object: {"score": ' +
  'number between 0 and 1, "hits": string[] (at most 4), "misses": string[] (at most 4), "reasoning": string}.';

/**
 * AgentV's `composite`: its members grade the answer side by side, then an aggregator turns
 * their results into one score. `weighted_average` weighs each member by `aggregator.weights[name]`
 * (default 1; a member's own `weight` does not count here, as in AgentV). A `code_judge`
 * aggregator is a script that reads `{"results": {name: {score, verdict, hits, misses, reasoning}}}`
 * on stdin and prints `{score, verdict?, hits?, misses?, reasoning?}`; an `llm_judge` aggregator
 * asks the case's judge with the members' results. Members are kept in the
 * record as `evaluator_results`.
 */
export class CompositeEvaluator implements Evaluator {
  readonly type = 'composite';
  readonly name: string;
  readonly weight: number;
  private readonly members: Evaluator[];

  constructor(
    private readonly config: CompositeConfig,
    private readonly deps: EvaluatorDeps,
    build: BuildEvaluator,
  ) {
    this.name = config.name;
    this.weight = config.weight;
    this.members = config.evaluators.map((member) => build(member, deps));
  }

  async evaluate(context: EvaluationContext, options: InvokeOptions): Promise<EvaluatorScore> {
    const aggregator = this.config.aggregator;
    const weights = aggregator.type === 'weighted_average' ? (aggregator.weights ?? {}) : {};
    const results = await allSettledFirst(
      this.members.map(async (member): Promise<EvaluatorResultRecord> => {
        // A member's own calls go into its entry; they count into the composite's entry as well.
        const run = await metered((meter) => member.evaluate(context, { ...options, meter }), {
          parent: options.meter,
        });
        if (!run.ok) throw run.error;
        const { verdict, ...scored } = run.value;
        return {
          name: member.name,
          type: member.type,
          weight: weights[member.name] ?? 1,
          ...scored,
          verdict: verdict ?? verdictFor(scored.score),
          ...run.meter.fields(),
        };
      }),
    );
    if (aggregator.type === 'weighted_average') return { ...weightedAverage(results), evaluator_results: results };
    if (aggregator.type === 'threshold')
      return { ...shareThatPassed(results, aggregator.threshold), evaluator_results: results };
    if (aggregator.type === 'llm_judge')
      return { ...(await this.runJudgeAggregator(aggregator, results, context, options)), evaluator_results: results };
    return { ...(await this.runCodeAggregator(aggregator, results, options.signal)), evaluator_results: results };
  }

  /** AgentV's llm_judge aggregator: the judge reads every member's result and decides the score. */
  private async runJudgeAggregator(
    aggregator: Extract<CompositeConfig['aggregator'], { type: 'llm_judge' }>,
    results: EvaluatorResultRecord[],
    context: EvaluationContext,
    options: InvokeOptions,
  ): Promise<EvaluatorScore> {
    const template = aggregator.prompt_path
      ? await readFile(aggregator.prompt_path, 'utf8')
      : (aggregator.prompt ?? DEFAULT_AGGREGATOR_PROMPT);
    const members = Object.fromEntries(
      results.map((r) => [
        r.name,
        { score: r.score, verdict: r.verdict, hits: r.hits, misses: r.misses, reasoning: r.reasoning },
      ]),
    );
    const user = template.replaceAll('{{EVALUATOR_RESULTS_JSON}}', JSON.stringify(members, null, 2));
    const judge = this.deps.judge;
    const request = graderRequest({
      evalId: context.evalCase.id,
      system: AGGREGATOR_SYSTEM_PROMPT,
      user,
      json: true,
      label: { agent: judge.targetName, dimension: `${context.evalCase.id}/${this.name}` },
    });
    const response = await judge.invoke(request, options);
    const { valid: _valid, ...score } = parseJudgeReply(response.text);
    return score;
  }

  private async runCodeAggregator(
    aggregator: Extract<CompositeConfig['aggregator'], { type: 'code_judge' }>,
    results: EvaluatorResultRecord[],
    signal: AbortSignal,
  ): Promise<EvaluatorScore> {
    const payload = Object.fromEntries(
      results.map((r) => [
        r.name,
        { score: r.score, verdict: r.verdict, hits: r.hits, misses: r.misses, reasoning: r.reasoning },
      ]),
    );
    const fail = (why: string): EvaluatorScore => ({
      score: 0,
      verdict: 'fail',
      hits: [],
      misses: [`Code aggregator failed: ${why}`],
      reasoning: why,
    });
    try {
      const outcome = await runProcess({
        file: '/bin/sh',
        args: ['-c', aggregator.path],
        cwd: aggregator.cwd,
        env: childEnv(this.deps.runtime),
        stdin: JSON.stringify({ results: payload }),
        timeoutMs: AGGREGATOR_TIMEOUT_MS,
        signal,
        what: `composite aggregator "${this.name}"`,
      });
      if (outcome.exitCode !== 0)
        return fail(
          `script exited with ${outcome.exitCode ?? outcome.signal}: ` +
            outcome.stderr.trim().split('\n').slice(-2).join(' | '),
        );
      const parsed = firstJsonObject(outcome.stdout);
      const raw = typeof parsed?.score === 'number' && Number.isFinite(parsed.score) ? parsed.score : 0;
      const score = Math.min(1, Math.max(0, raw));
      const list = (v: unknown) =>
        Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.trim() !== '') : [];
      const verdict = parsed?.verdict;
      return {
        score,
        hits: list(parsed?.hits),
        misses: list(parsed?.misses),
        reasoning: typeof parsed?.reasoning === 'string' ? parsed.reasoning : '',
        ...(verdict === 'pass' || verdict === 'borderline' || verdict === 'fail'
          ? { verdict: verdict as Verdict }
          : {}),
      };
    } catch (error) {
      if (signal.aborted) throw error;
      return fail(
        error instanceof TimeoutError ? `timed out after ${AGGREGATOR_TIMEOUT_MS / 1000} s` : (error as Error).message,
      );
    }
  }
}

/** Σ score·weight / Σ weight, hits and misses prefixed with the member's name. */
function weightedAverage(results: EvaluatorResultRecord[]): EvaluatorScore {
  const total = results.reduce((sum, r) => sum + r.weight, 0);
  const score = total > 0 ? results.reduce((sum, r) => sum + r.score * r.weight, 0) / total : 0;
  return {
    score: Math.min(1, Math.max(0, score)),
    hits: results.flatMap((r) => r.hits.map((h) => `[${r.name}] ${h}`)),
    misses: results.flatMap((r) => r.misses.map((m) => `[${r.name}] ${m}`)),
    reasoning: results
      .filter((r) => r.reasoning)
      .map((r) => `${r.name}: ${r.reasoning}`)
      .join('; '),
  };
}

/** AgentV 4's `threshold` aggregator: score = share of members that passed; pass when it reaches `threshold`. */
function shareThatPassed(results: EvaluatorResultRecord[], threshold: number): EvaluatorScore {
  const passed = results.filter((r) => r.verdict === 'pass').length;
  const score = results.length > 0 ? passed / results.length : 0;
  const verdict: Verdict = score >= threshold ? 'pass' : 'fail';
  return {
    score,
    verdict,
    hits: results.flatMap((r) => r.hits.map((h) => `[${r.name}] ${h}`)),
    misses: results.flatMap((r) => r.misses.map((m) => `[${r.name}] ${m}`)),
    reasoning: `${passed}/${results.length} evaluators passed (threshold: ${threshold})`,
  };
}

export function createCompositeEvaluator(
  config: CompositeConfig,
  deps: EvaluatorDeps,
  build: BuildEvaluator,
): Evaluator {
  return new CompositeEvaluator(config, deps, build);
}
