import path from 'node:path';
import { recordedType } from '../../config/evaluator-kinds.js';
import type { EvaluatorConfig } from '../../config/types.js';
import type { SkipReason } from '../../errors/agentv-error.js';
import { type Verdict, verdictFor, type EvaluatorResultRecord } from '../../results/eval-result.js';
import { type CaseGrade, describeError } from './case-record.js';
import { requiredGate } from './required-gate.js';
import type { EvaluationContext, EvaluatorDeps } from '../evaluator.js';
import type { CaseTask } from '../run/plan.js';
import type { Provider } from '../provider.js';
import type { RunContext } from '../run/run-context.js';
import { metered } from '../provider-pipeline/usage-meter.js';

/** A grade, or why the case was not graded (a refused judge call) with the entries made so far. */
export type GradeOutcome = { grade: CaseGrade } | { refusedBy: SkipReason; evaluatorResults: EvaluatorResultRecord[] };

/** One evaluator's part of a grade. */
interface EvaluatorRun {
  entry: EvaluatorResultRecord;
  /** Entries the evaluator lists in place of its own (a promptfoo test's assertions). */
  lifted?: EvaluatorResultRecord[];
  failure?: string;
  refusedBy?: SkipReason;
}

/**
 * Grades an answered case with its evaluators (the case's, else its file's, else the run's
 * default), all at once. An evaluator that fails scores 0 and fails the case; one whose judge call
 * was refused (budget, `--cache-only`) leaves the case ungraded.
 */
export async function gradeCase(
  task: CaseTask,
  context: EvaluationContext,
  targetName: string,
  run: RunContext,
): Promise<GradeOutcome> {
  const chosen =
    task.evalCase.evaluators ??
    (task.suite.evaluators.length > 0 ? task.suite.evaluators : run.parts.defaultEvaluators);
  const deps = evaluatorDeps(task, targetName, run);
  const runs = await Promise.all(chosen.map((config) => runEvaluator(config, context, deps, targetName, run)));
  const refusedBy = runs.find((r) => r.refusedBy !== undefined)?.refusedBy;
  if (refusedBy) return { refusedBy, evaluatorResults: runs.map((r) => r.entry) };
  return { grade: scoreCase(chosen, runs, task.suite.verdictBy === 'evaluators') };
}

/**
 * What the evaluators of a case are built with: its judges, run in the eval file's folder. Made once
 * per target and folder of a run, not per case.
 */
export function evaluatorDeps(task: CaseTask, targetName: string, run: RunContext): EvaluatorDeps {
  // A cli judge without `cwd` runs in the eval file's folder, as the agent does (AgentV's rule).
  const evalDir = path.dirname(task.evalCase.file ?? task.suite.filePath);
  let made = depsMade.get(run);
  if (!made) {
    made = new Map();
    depsMade.set(run, made);
  }
  const key = `${targetName}\u0000${evalDir}`;
  let deps = made.get(key);
  if (!deps) {
    deps = newEvaluatorDeps(targetName, evalDir, run);
    made.set(key, deps);
  }
  return deps;
}

const depsMade = new WeakMap<RunContext, Map<string, EvaluatorDeps>>();

function newEvaluatorDeps(targetName: string, evalDir: string, run: RunContext): EvaluatorDeps {
  return {
    runtime: run.runtime,
    judge: inEvalDir(run.providers.judgeFor(targetName), evalDir),
    judgeFor: (name: string) => inEvalDir(run.providers.target(name).provider, evalDir),
    batching: run.settings.batching ?? false,
    ...(run.judgeSampling ? { judgeSampling: run.judgeSampling } : {}),
  };
}

/** Runs one evaluator, its own model calls (tokens, price, cache hits) counted into its entry. */
async function runEvaluator(
  config: EvaluatorConfig,
  context: EvaluationContext,
  deps: EvaluatorDeps,
  targetName: string,
  run: RunContext,
): Promise<EvaluatorRun> {
  const signal = run.stop.cases.signal;
  const result = await metered(
    async (meter) => {
      const evaluator = run.evaluators.get(config, targetName, () => run.parts.createEvaluator(config, deps));
      return { evaluator, score: await evaluator.evaluate(context, { signal, meter }) };
    },
    { iteration: context.iteration },
  );
  const usage = result.meter.fields();
  if (!result.ok) {
    const refusedBy = result.meter.refusedBy;
    // AgentV 4.x: a grader that fails is a failed check scoring 0; the case is graded, not an error.
    // A text assertion's failure (a regex stopped by its time bound, which agentv lacks) stays an error.
    const asCheck = context.suite.graderFailure === 'check' && config.type !== 'assertion' && !refusedBy;
    const why = asCheck
      ? `Grader '${config.name}' failed: ${describeError(result.error)}`
      : `evaluator ${config.name} failed: ${describeError(result.error)}`;
    const entry = {
      name: config.name,
      type: recordedType(config),
      weight: config.weight,
      ...failedScore(why),
      ...usage,
    };
    return { entry, ...(asCheck ? {} : { failure: why }), ...(refusedBy ? { refusedBy } : {}) };
  }
  const { verdict, entries, ...scored } = result.value.score;
  const entry = {
    name: config.name,
    type: result.value.evaluator.type,
    weight: config.weight,
    ...scored,
    verdict: verdict ?? verdictFor(scored.score),
    ...usage,
  };
  // With no entry of its own to list, the evaluator's entry stays: its calls were paid for.
  if (!entries || (entries.length === 0 && usage.calls !== undefined)) return { entry };
  // The evaluator's model calls are counted on its first entry, so the record's usage holds them once.
  return { entry, lifted: entries.map((e, i) => (i === 0 ? { ...e, ...usage } : e)) };
}

function failedScore(why: string): Pick<EvaluatorResultRecord, 'score' | 'verdict' | 'hits' | 'misses' | 'reasoning'> {
  return { score: 0, verdict: 'fail', hits: [], misses: [why], reasoning: why };
}

/**
 * The case's grade from its evaluators' entries: the weighted mean (0 when an evaluator failed or
 * a required one scored below its minimum). By default the score decides the verdict; promptfoo's
 * rule (`byEvaluators`) passes a case only when every evaluator passed by its own rule.
 */
function scoreCase(
  configs: readonly EvaluatorConfig[],
  runs: readonly EvaluatorRun[],
  byEvaluators: boolean,
): CaseGrade {
  const records = runs.map((r) => r.entry);
  const failures = runs.flatMap((r) => (r.failure !== undefined ? [r.failure] : []));
  const failure = failures.length > 0 ? failures.join('; ') : undefined;
  const merged = aggregateScores(records, failedRequirement(configs, records));
  // An evaluator that forced `fail` despite its score (a failed required criterion) fails the case.
  const forcedFail = records.some((r) => r.verdict === 'fail' && verdictFor(r.score) !== 'fail');
  let verdict: Verdict = verdictFor(merged.score);
  if (byEvaluators) verdict = records.every((r) => r.verdict === 'pass') ? 'pass' : 'fail';
  if (failure !== undefined || forcedFail) verdict = 'fail';
  return {
    score: failure !== undefined ? 0 : merged.score,
    verdict,
    hits: merged.hits,
    misses: merged.misses,
    reasoning: merged.reasoning,
    evaluator_results: runs.flatMap((r) => r.lifted ?? [r.entry]),
    ...(failure !== undefined ? { error: failure } : {}),
  };
}

/** AgentV 4.x's gate over the case's evaluators (`required`, `min_score`), applied by {@link requiredGate}. */
function failedRequirement(
  configs: readonly EvaluatorConfig[],
  records: readonly EvaluatorResultRecord[],
): string | undefined {
  return requiredGate(
    configs.flatMap((config, i) => {
      const record = records[i];
      if (!record) return [];
      return [
        {
          label: `evaluator ${config.name}`,
          required: config.required,
          minScore: config.min_score,
          score: record.score,
        },
      ];
    }),
  );
}

/**
 * Weighted mean of evaluator scores, with hits, misses and reasoning merged in evaluator order; 0
 * when a required evaluator failed (`requiredFailure` says which, and is listed first in misses).
 */
function aggregateScores(
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
 * `provider` with `evalDir` set on every request that has none (judge requests are built without
 * one). The copy is made with `Object.assign`, not `{ ...request, evalDir }`: on Node 20 (V8 11.3) an
 * object spread followed by a property is allocated straight in the old generation, and one per
 * judge call grew it ~330 bytes a case until a full collection (100,000 dry-run cases: 143 MiB peak
 * RSS with the spread, 126 MiB without).
 */
function inEvalDir(provider: Provider, evalDir: string): Provider {
  const invoke: Provider['invoke'] = (request, options) =>
    provider.invoke(request.evalDir ? request : Object.assign({}, request, { evalDir }), options);
  return Object.create(provider, { invoke: { value: invoke } }) as Provider;
}
