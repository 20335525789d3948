import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import type { EvalResult, EvaluatorResultRecord, RecordTokenUsage } from './eval-result.js';

/**
 * promptfoo 0.123.1's results file (`promptfoo eval -o results.json`, its `OutputFile` with an
 * `EvaluateSummaryV3`), written from a run's records for tooling that reads promptfoo's file:
 * `results.version` 3, one `results.results[]` entry per record with its test and prompt indexes,
 * `testCase`, `prompt`, `provider`, `response`, `success`, `score`, `failureReason` (0 passed,
 * 1 an assertion failed, 2 an error) and `gradingResult` (each assertion in `componentResults`, an
 * assert-set followed by its members as promptfoo lists them); `results.prompts[]` with their
 * metrics, and `stats`. Skipped records (never graded) are left out. `promptfoo import` reads it.
 */

type Json = Record<string, unknown>;

/** What the file says about the run besides its records. */
export interface PromptfooFileRun {
  /** When the run started (ISO). */
  createdAt: string;
  durationMs?: number | undefined;
}

function tokenUsage(usage: RecordTokenUsage | undefined): Json {
  return {
    prompt: usage?.input ?? 0,
    completion: usage?.output ?? 0,
    cached: usage?.cached_input ?? 0,
    total: usage?.total ?? 0,
    numRequests: usage ? 1 : 0,
  };
}

function addUsage(sum: Json, usage: Json): void {
  for (const key of ['prompt', 'completion', 'cached', 'total', 'numRequests'])
    sum[key] = (sum[key] as number) + (usage[key] as number);
}

/** An assertion's result as promptfoo lists it; an assert-set is followed by its members. */
function componentResults(entries: readonly EvaluatorResultRecord[]): Json[] {
  return entries.flatMap((entry) => {
    // An assertion's own score where promptfoo's was outside the records' 0..1 (promptfoo-evaluator.ts).
    const raw = entry.details?.promptfoo_score;
    const score = typeof raw === 'number' ? raw : entry.score;
    const own = { pass: entry.pass ?? entry.verdict === 'pass', score, reason: entry.reasoning };
    const members = entry.evaluator_results ?? [];
    if (entry.type === 'assert-set')
      return [{ ...own, componentResults: componentResults(members) }, ...componentResults(members)];
    return [{ ...own, assertion: { type: entry.type }, ...(entry.metric ? { metric: entry.metric } : {}) }];
  });
}

function namedScores(entries: readonly EvaluatorResultRecord[]): Record<string, number> {
  return Object.fromEntries(entries.filter((e) => e.metric).map((e) => [e.metric as string, e.score]));
}

/** The prompt as it was sent: a single user turn is its text, a conversation its JSON. */
function sentPrompt(record: EvalResult): string {
  const turns = record.input_messages ?? [];
  if (turns.length === 1 && turns[0]!.role === 'user') return turns[0]!.content;
  return JSON.stringify(turns);
}

/**
 * 0 passed, 1 an assertion failed, 2 an error (promptfoo's ResultFailureReason). A promptfoo test
 * whose grading threw (an assertion promptfoo refuses to grade) fails with no assertion listed:
 * promptfoo counts it as an error, and so does this file.
 */
function failureReason(record: EvalResult, success: boolean): 0 | 1 | 2 {
  if (record.error !== undefined) return 2;
  if (success) return 0;
  return record.pass === false && record.evaluator_results.length === 0 ? 2 : 1;
}

function resultOf(record: EvalResult, testIdx: number, promptIdx: number, label: string): Json {
  const success = record.error === undefined && (record.pass ?? record.verdict === 'pass');
  const reason = failureReason(record, success);
  const usage = tokenUsage(record.token_usage);
  const vars = record.vars ?? {};
  const cost = record.cost_usd ?? 0;
  return {
    id: createHash('sha256')
      .update(`${record.dataset}\0${record.eval_id}\0${record.prompt_id}\0${record.iteration}`)
      .digest('hex'),
    promptIdx,
    testIdx,
    testCase: {
      ...(record.description !== undefined ? { description: record.description } : {}),
      vars,
      assert: record.evaluator_results.flatMap((e) =>
        e.type === 'assert-set' ? [{ type: 'assert-set' }] : [{ type: e.type }],
      ),
      options: {},
      metadata: {},
    },
    promptId: createHash('sha256').update(label).digest('hex'),
    provider: { id: record.provider_id ?? record.target, label: record.provider_label ?? record.target },
    prompt: { raw: sentPrompt(record), label, config: {} },
    vars,
    ...(reason === 2
      ? { error: record.error ?? record.reasoning }
      : {
          response: { output: record.candidate_answer, tokenUsage: usage, cached: record.cached === true, cost },
          ...(reason === 1 ? { error: record.reasoning } : {}),
        }),
    failureReason: reason,
    success,
    score: record.score,
    latencyMs: record.duration_ms ?? 0,
    gradingResult:
      reason === 2
        ? null
        : {
            pass: success,
            score: record.score,
            reason: record.reasoning,
            namedScores: namedScores(record.evaluator_results),
            componentResults: componentResults(record.evaluator_results),
          },
    namedScores: namedScores(record.evaluator_results),
    cost,
    tokenUsage: usage,
    metadata: {},
  };
}

/** A prompt column's totals, as promptfoo keeps them in `results.prompts[].metrics`. */
interface PromptMetrics {
  score: number;
  testPassCount: number;
  testFailCount: number;
  testErrorCount: number;
  assertPassCount: number;
  assertFailCount: number;
  totalLatencyMs: number;
  tokenUsage: Json;
  namedScores: Record<string, number>;
  cost: number;
}

function emptyMetrics(): PromptMetrics {
  return {
    score: 0,
    testPassCount: 0,
    testFailCount: 0,
    testErrorCount: 0,
    assertPassCount: 0,
    assertFailCount: 0,
    totalLatencyMs: 0,
    tokenUsage: tokenUsage(undefined),
    namedScores: {},
    cost: 0,
  };
}

function count(metrics: PromptMetrics, result: Json): void {
  const outcome = result.failureReason === 2 ? 'Error' : result.success ? 'Pass' : 'Fail';
  metrics[`test${outcome}Count`] += 1;
  metrics.score += result.score as number;
  metrics.totalLatencyMs += result.latencyMs as number;
  metrics.cost += result.cost as number;
  for (const c of (result.gradingResult as { componentResults?: Json[] } | null)?.componentResults ?? [])
    metrics[c.pass ? 'assertPassCount' : 'assertFailCount'] += 1;
  addUsage(metrics.tokenUsage, result.tokenUsage as Json);
}

/** promptfoo's results file of the records, in the order they are given. */
export function promptfooResultsFile(records: readonly EvalResult[], run: PromptfooFileRun): Json {
  const graded = records.filter((r) => r.skipped === undefined);
  const tests = new Map<string, number>();
  const columns = new Map<string, { idx: number; prompt: Json; metrics: PromptMetrics }>();
  const total = tokenUsage(undefined);
  const results = graded.map((record) => {
    const testKey = `${record.dataset}\0${record.eval_id}`;
    if (!tests.has(testKey)) tests.set(testKey, tests.size);
    const label = record.prompt_label ?? record.prompt_id;
    const provider = record.provider_label ?? record.target;
    const columnKey = `${record.dataset}\0${record.prompt_id}\0${provider}`;
    let column = columns.get(columnKey);
    if (!column) {
      const prompt = { id: createHash('sha256').update(label).digest('hex'), raw: label, label, provider };
      column = { idx: columns.size, prompt, metrics: emptyMetrics() };
      columns.set(columnKey, column);
    }
    const result = resultOf(record, tests.get(testKey)!, column.idx, label);
    count(column.metrics, result);
    addUsage(total, result.tokenUsage as Json);
    return result;
  });
  const metrics = [...columns.values()].map((c) => c.metrics);
  const sum = (key: 'testPassCount' | 'testFailCount' | 'testErrorCount') => metrics.reduce((n, m) => n + m[key], 0);
  const stats = { successes: sum('testPassCount'), failures: sum('testFailCount'), errors: sum('testErrorCount') };
  const varNames = [...new Set(results.flatMap((r) => Object.keys(r.vars as Json)))];
  return {
    evalId: `eval-agentv-${run.createdAt.replace(/[:.]/g, '-')}`,
    results: {
      version: 3,
      timestamp: run.createdAt,
      prompts: [...columns.values()].map((c) => ({ ...c.prompt, metrics: c.metrics })),
      results,
      stats: { ...stats, tokenUsage: total, ...(run.durationMs !== undefined ? { durationMs: run.durationMs } : {}) },
    },
    config: { description: graded[0]?.dataset ?? '' },
    shareableUrl: null,
    vars: varNames,
  };
}

/** Writes promptfoo's results file of the records to `file`. */
export async function writePromptfooResultsFile(
  file: string,
  records: readonly EvalResult[],
  run: PromptfooFileRun,
): Promise<void> {
  await writeFile(file, `${JSON.stringify(promptfooResultsFile(records, run), null, 2)}\n`);
}
