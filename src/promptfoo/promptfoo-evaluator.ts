import type { EvaluatorConfig } from '../config/types.js';
import { CallNotMadeError, EvaluatorError } from '../errors/agentv-error.js';
import type {
  ComparedGrade,
  CompareMember,
  Evaluator,
  EvaluatorDeps,
  EvaluationContext,
  EvaluatorScore,
} from '../engine/evaluator.js';
import type { EvalCase } from '../config/types.js';
import {
  maxScore,
  mergeMaxScore,
  mergeSelectBest,
  type OutputGrade,
  selectBest,
} from './assertions/compare-outputs.js';
import { graderRequest } from '../engine/provider-pipeline/grader-request.js';
import { requiredGate } from '../engine/case/required-gate.js';
import type { EmbeddingResponse, InvokeOptions, ProviderResponse } from '../engine/provider.js';
import type { EvaluatorResultRecord } from '../results/eval-result.js';
import type {
  AssertionInput,
  EmbeddingCall,
  GraderCall,
  GradingResult,
  PromptfooAssertion,
} from './assertion-contract.js';
import { applyAssertionTransform } from './assertions/assertion-transform.js';
import { COMPARE_TYPES, runAssertions } from './assertions/run-assertions.js';
import { chatOf, turnOf } from './build-cases.js';
import { finishReasonOf } from './finish-reason.js';
import { embedderKey, graderKey } from './grader-targets.js';
import { promptfooCost } from './promptfoo-cost.js';

type PromptfooConfig = Extract<EvaluatorConfig, { type: 'promptfoo' }>;

/**
 * Grades one promptfoo result as promptfoo does: the answer through the provider's `transform`,
 * then the test's `options.transform`, then the test's assertions (runAssertions). The case's
 * verdict is the test's `pass`, its score the test's score; the record lists each assertion (an
 * assert-set with its members nested). Graders are called through the run's limited, cached,
 * metered providers, under the target names the loader gave them.
 */
export function createPromptfooEvaluator(config: PromptfooConfig, deps: EvaluatorDeps): Evaluator {
  const test = config.test;
  return {
    type: 'promptfoo',
    name: config.name,
    weight: config.weight,
    async evaluate(context: EvaluationContext, options: InvokeOptions): Promise<EvaluatorScore> {
      const input = assertionInput(config, deps, context, options);
      // promptfoo adds the turn as the provider answered, before any transform.
      test.conversation?.push(turnOf(test.prompt, input.output, input.metadata));
      const cost = await promptfooCost(context.response, test.provider, deps.runtime.now());
      if (cost !== undefined) input.cost = cost;
      let result: GradingResult;
      try {
        input.output = await transformed(test, input.output, input);
        result = await runAssertions(test.asserts as PromptfooAssertion[], input, test.threshold);
      } catch (error) {
        // A grader not called at all (the budget, --cache-only) leaves the case ungraded (skipped), as any judge's.
        if (error instanceof CallNotMadeError) throw error;
        // A check the sandbox stopped (a regex past its time limit) errors the case, as in an AgentV file.
        if (error instanceof EvaluatorError) throw error;
        // promptfoo records a result whose grading threw as an error: not passed, score 0.
        const why = error instanceof Error ? error.message : String(error);
        return { score: 0, hits: [], misses: [why], reasoning: why, verdict: 'fail', entries: [] };
      }
      if (test.dialect === 'agentv5') result = requiredAssertions(test.asserts as PromptfooAssertion[], result);
      return scoreOf(result);
    },
    compare: (members, options) => compareOutputs(members, deps, options),
  };
}

/**
 * A test's outputs graded against each other once all are in, as promptfoo does after a run's
 * rows: its first select-best, then its first max-score, each merged into every output's grading.
 * select-best sees each output after its transforms, and asks the grader of the first output's
 * test; max-score reads each output's assertion results from its record.
 */
async function compareOutputs(
  members: readonly CompareMember[],
  deps: EvaluatorDeps,
  options: InvokeOptions,
): Promise<ComparedGrade[]> {
  const configs = members.map((m) => promptfooConfigOf(m.evalCase));
  const first = configs[0]!;
  const asserts = first.test.asserts as PromptfooAssertion[];
  const grades: OutputGrade[] = members.map(({ record }) => ({
    pass: record.pass ?? record.verdict === 'pass',
    score: record.score,
    reason: record.reasoning,
  }));
  const added: GradingResult[][] = members.map(() => []);
  const apply = (results: GradingResult[], merge: (prior: OutputGrade, result: GradingResult) => OutputGrade) =>
    results.forEach((result, i) => {
      grades[i] = merge(grades[i]!, result);
      added[i]!.push(result);
    });
  const best = asserts.find((a) => a.type === 'select-best');
  if (best) {
    const asker = ({ evalCase, record }: CompareMember) => ({
      evalCase,
      candidateAnswer: record.candidate_answer,
      iteration: record.iteration,
    });
    const input = baseInput(first, deps, asker(members[0]!), options);
    const outputs = await Promise.all(
      members.map((m, i) =>
        transformed(configs[i]!.test, m.record.candidate_answer, baseInput(configs[i]!, deps, asker(m), options)),
      ),
    );
    apply(await selectBest(best, outputs, input), mergeSelectBest);
  }
  const max = asserts.find((a) => a.type === 'max-score');
  if (max)
    apply(
      maxScore(
        max,
        members.map(({ record }) => componentsOf(record.evaluator_results)),
      ),
      mergeMaxScore,
    );
  return grades.map((grade, i) => ({
    score: grade.score,
    verdict: grade.pass ? 'pass' : 'fail',
    reasoning: grade.reason,
    entries: added[i]!.map(toEntry),
  }));
}

/** The promptfoo evaluator of a case (every case of a promptfoo config has one). */
function promptfooConfigOf(evalCase: EvalCase): PromptfooConfig {
  const config = evalCase.evaluators?.find((e): e is PromptfooConfig => e.type === 'promptfoo');
  if (!config) throw new Error(`case ${evalCase.id} has no promptfoo test to compare`);
  return config;
}

/**
 * An output's assertion results as promptfoo's max-score reads them (its flattened
 * componentResults): each entry, an assert-set's members after it.
 */
function componentsOf(entries: readonly EvaluatorResultRecord[]): GradingResult[] {
  return entries.flatMap((e) => [
    {
      pass: e.pass ?? e.verdict === 'pass',
      // promptfoo's own score where the record holds it clamped to 0..1.
      score: typeof e.details?.promptfoo_score === 'number' ? e.details.promptfoo_score : e.score,
      reason: e.reasoning,
      assertion: { type: e.type },
    },
    ...componentsOf(e.evaluator_results ?? []),
  ]);
}

/** What the assertions see of the answer: its text, the test, the call's facts, the graders to call. */
function assertionInput(
  config: PromptfooConfig,
  deps: EvaluatorDeps,
  context: EvaluationContext,
  options: InvokeOptions,
): AssertionInput {
  const { response } = context;
  const finishReason = finishReasonOf(response.raw);
  const answer = promptfooAnswerOf(response.raw);
  const logProbs = logProbsOf(response.raw);
  const base = baseInput(config, deps, context, options);
  return {
    ...base,
    // A tool call, or an object a provider of promptfoo's kinds (http, file:// JS) answered, is graded as
    // the value, as promptfoo grades it; replayed from the cache it is the value the cache kept.
    output:
      response.value ??
      (answer?.output !== undefined && typeof answer.output !== 'string' ? answer.output : context.candidateAnswer),
    ...(answer?.metadata ? { metadata: answer.metadata } : {}),
    // A cached answer has no latency of its own: promptfoo's latency assertion refuses it too.
    ...(context.durationMs !== undefined && !response.cached ? { latencyMs: context.durationMs } : {}),
    ...(finishReason ? { finishReason } : {}),
    ...(logProbs ? { logProbs } : {}),
    ...(response.tokenUsage
      ? {
          tokenUsage: {
            total: response.tokenUsage.total,
            prompt: response.tokenUsage.input,
            completion: response.tokenUsage.output,
          },
        }
      : {}),
  };
}

/** What every assertion sees of a test besides the answer's facts: its prompt, vars, options, provider, graders. */
function baseInput(
  config: PromptfooConfig,
  deps: EvaluatorDeps,
  asked: GraderAsker,
  options: InvokeOptions,
): AssertionInput {
  const { test } = config;
  return {
    output: asked.candidateAnswer,
    prompt: test.prompt,
    vars: test.vars,
    test: {
      ...(test.description !== undefined ? { description: test.description } : {}),
      ...(test.threshold !== undefined ? { threshold: test.threshold } : {}),
      ...(test.metadata ? { metadata: test.metadata } : {}),
      ...(test.options ? { options: test.options } : {}),
    },
    provider: {
      id: test.provider.id,
      ...(test.provider.label !== undefined ? { label: test.provider.label } : {}),
      ...(test.provider.config ? { config: test.provider.config } : {}),
    },
    configDir: test.configDir,
    ...(test.dialect ? { dialect: test.dialect } : {}),
    ...(test.rootRule ? { rootRule: test.rootRule } : {}),
    env: deps.runtime.env,
    grader: graderCall(config, deps, asked, options),
    embed: embeddingCall(config, deps, options),
    signal: options.signal,
  };
}

/** Whose grading a grader call is made for: the case, its iteration and its answer. */
type GraderAsker = Pick<EvaluationContext, 'evalCase' | 'candidateAnswer'> & { iteration: number };

/**
 * promptfoo's response as a provider of promptfoo's kinds keeps it (`raw.promptfoo`: its `output`
 * and `metadata`); a replayed answer (--cache) has only its text.
 */
function promptfooAnswerOf(raw: unknown): { output?: unknown; metadata?: Record<string, unknown> } | undefined {
  const kept = raw !== null && typeof raw === 'object' ? (raw as { promptfoo?: unknown }).promptfoo : undefined;
  if (kept === null || typeof kept !== 'object') return undefined;
  const { output, metadata } = kept as { output?: unknown; metadata?: unknown };
  return {
    output,
    ...(metadata !== null && typeof metadata === 'object' ? { metadata: metadata as Record<string, unknown> } : {}),
  };
}

/** The answer's token log-probabilities (OpenAI's `logprobs.content[].logprob`), which perplexity reads. */
function logProbsOf(raw: unknown): number[] | undefined {
  const logProbs = (raw as { logprobs?: unknown } | undefined)?.logprobs;
  return Array.isArray(logProbs) && logProbs.length > 0 ? (logProbs as number[]) : undefined;
}

/** The provider's transform, then the test's (`options.transform`), as promptfoo applies them. */
async function transformed(test: PromptfooConfig['test'], output: unknown, input: AssertionInput): Promise<unknown> {
  let value: unknown = output;
  if (test.provider.transform) value = await applyAssertionTransform(test.provider.transform, value, input);
  const own = test.options?.transform;
  if (typeof own === 'string') value = await applyAssertionTransform(own, value, { ...input, output: value });
  return value;
}

/**
 * A score as our records hold it: promptfoo leaves a number an assertion's code returned as it is
 * (a `javascript` assertion returning 2 scores 2, and passes), while records and their statistics are
 * on 0..1: the score is clamped there, the verdict is promptfoo's, and the assertion's entry keeps
 * its own score in `details.promptfoo_score`.
 */
function unitScore(score: number): number {
  return Math.min(1, Math.max(0, score));
}

/** The test's grading as the case's score: its verdict and score, one entry per assertion. */
function scoreOf(result: GradingResult): EvaluatorScore {
  const entries = (result.componentResults ?? []).flatMap(listed);
  return {
    score: unitScore(result.score),
    hits: entries.filter((e) => e.pass).map((e) => e.reasoning),
    misses: entries.filter((e) => !e.pass).map((e) => e.reasoning),
    reasoning: result.reason,
    verdict: result.pass ? 'pass' : 'fail',
    ...(result.namedScores && Object.keys(result.namedScores).length > 0
      ? { details: { named_scores: result.namedScores } }
      : {}),
    entries,
  };
}

/**
 * AgentV 5's gate: an assertion marked `required: true` that failed fails the test with score 0
 * (its orchestrator's "required gate"), whatever the other assertions scored; applied by {@link requiredGate}.
 */
function requiredAssertions(asserts: PromptfooAssertion[], result: GradingResult): GradingResult {
  const failed = requiredGate(
    // The comparisons are graded later (compareOutputs) and hold no place in componentResults.
    asserts
      .filter((a) => !COMPARE_TYPES.has(a.type))
      .flatMap((a, i) => {
        const graded = result.componentResults?.[i];
        if (!graded) return [];
        const required = (a as { required?: unknown }).required === true;
        return [{ label: `assertion ${a.type}`, required, score: graded.score, pass: graded.pass }];
      }),
  );
  if (failed === undefined) return result;
  return { ...result, pass: false, score: 0, reason: `${failed}. ${result.reason}` };
}

/**
 * One assertion's entries as promptfoo lists a test's results (AssertionsResult.testResult): the
 * assertion, then the results its code returned in `componentResults`, each under its own
 * assertion or else the parent's. An assert-set's members stay nested under it.
 */
function listed(result: GradingResult): EvaluatorResultRecord[] {
  const inner = result.assertion?.type === 'assert-set' ? [] : (result.componentResults ?? []);
  return [toEntry(result), ...inner.map((sub) => toEntry({ ...sub, assertion: sub.assertion ?? result.assertion }))];
}

/** One assertion's result as a record entry: promptfoo's type, pass and score (an assert-set's members nested). */
function toEntry(result: GradingResult): EvaluatorResultRecord {
  const type = result.assertion?.type ?? 'unknown';
  const members = result.assertion?.type === 'assert-set' ? (result.componentResults ?? []).map(toEntry) : undefined;
  return {
    name: result.assertion?.metric ?? type,
    type,
    pass: result.pass,
    score: unitScore(result.score),
    ...(unitScore(result.score) !== result.score ? { details: { promptfoo_score: result.score } } : {}),
    weight: result.assertion?.weight ?? 1,
    verdict: result.pass ? 'pass' : 'fail',
    hits: result.pass && result.reason ? [result.reason] : [],
    misses: !result.pass && result.reason ? [result.reason] : [],
    reasoning: result.reason,
    ...(result.assertion?.metric ? { metric: result.assertion.metric } : {}),
    ...(members ? { evaluator_results: members } : {}),
  };
}

/** Model calls of model-graded assertions, through the grader target the loader named for the spec. */
function graderCall(
  config: PromptfooConfig,
  deps: EvaluatorDeps,
  context: GraderAsker,
  options: InvokeOptions,
): GraderCall {
  return async ({ provider, prompt, json }) => {
    const name = config.test.graders[graderKey(provider)];
    if (name === undefined) throw new Error(`no grader was prepared for ${JSON.stringify(provider)}`);
    const request = graderRequest({
      evalId: context.evalCase.id,
      iteration: context.iteration,
      chat: chatOf(prompt),
      user: prompt,
      json,
      metadata: { expected_outcome: context.evalCase.expectedOutcome, generated_answer: context.candidateAnswer },
      label: { agent: name, dimension: 'grader' },
    });
    let response: ProviderResponse;
    try {
      response = await deps.judgeFor(name).invoke(request, options);
    } catch (error) {
      // Not called at all (the budget, --cache-only): the case is skipped, as any judge's.
      if (error instanceof CallNotMadeError) throw error;
      // A failed call fails that assertion only (score 0), as promptfoo's grader errors do.
      return { output: '', error: error instanceof Error ? error.message : String(error) };
    }
    const usage = response.tokenUsage;
    return {
      output: response.text,
      ...(usage ? { tokenUsage: { total: usage.total, prompt: usage.input, completion: usage.output } } : {}),
      ...(typeof response.costUsd === 'number' ? { cost: response.costUsd } : {}),
    };
  };
}

/** Embedding calls of `similar` and `answer-relevance`, through the embedding target the loader named for the spec. */
function embeddingCall(config: PromptfooConfig, deps: EvaluatorDeps, options: InvokeOptions): EmbeddingCall {
  return async ({ provider, defaultId, text }) => {
    const name = config.test.graders[embedderKey(provider ?? defaultId)];
    if (name === undefined)
      throw new Error(`no embedding provider was prepared for ${JSON.stringify(provider ?? defaultId)}`);
    const target = deps.judgeFor(name);
    if (!target.embed) throw new Error(`provider ${name} cannot embed`);
    let response: EmbeddingResponse;
    try {
      response = await target.embed([text], options);
    } catch (error) {
      if (error instanceof CallNotMadeError) throw error;
      return { error: `API call error: ${error instanceof Error ? error.message : String(error)}` };
    }
    const usage = response.tokenUsage;
    return {
      ...(response.embeddings[0]
        ? { embedding: response.embeddings[0] }
        : { error: 'No embedding found in OpenAI embeddings API response' }),
      ...(usage ? { tokenUsage: { total: usage.total, prompt: usage.input, completion: usage.output } } : {}),
    };
  };
}
