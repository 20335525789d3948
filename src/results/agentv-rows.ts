import type { EvalResult } from './eval-result.js';

/**
 * AgentV's own result rows (the `index.jsonl` of an `agentv eval --output <dir>` run bundle, 4.x and
 * 5.x; EntityProcess/agentv result-row-schema.ts) read as our records, so such a run is a baseline
 * for `agentv compare` and the Action: `test_id` is the case, `suite` its dataset,
 * `execution_status` its verdict (`ok` passes, `quality_failure` fails, `execution_error` is an
 * error), `scores[]` its graders. Only these fields are taken: the rest of a row (file pointers,
 * transcripts) is AgentV's bundle, not a record. A row keeps `test_id`, which marks it as AgentV's.
 */
export function fromAgentvRow(value: unknown): unknown {
  if (!isRecord(value) || value.eval_id !== undefined || typeof value.test_id !== 'string') return value;
  const status = value.execution_status ?? value.executionStatus;
  const error =
    typeof value.error === 'string' && value.error !== ''
      ? value.error
      : status === 'execution_error'
        ? 'execution_error'
        : undefined;
  const pick = (key: string, alias?: string) => value[key] ?? (alias ? value[alias] : undefined);
  const optional = Object.fromEntries(
    (
      [
        ['timestamp', undefined],
        ['target', undefined],
        ['conversation_id', 'conversationId'],
        ['duration_ms', 'durationMs'],
        ['cost_usd', 'costUsd'],
        ['token_usage', 'tokenUsage'],
      ] as const
    ).flatMap(([key, alias]) => (pick(key, alias) !== undefined ? [[key, pick(key, alias)]] : [])),
  );
  return {
    test_id: value.test_id,
    eval_id: value.test_id,
    score: typeof value.score === 'number' ? value.score : 0,
    dataset: typeof value.suite === 'string' ? value.suite : '',
    ...optional,
    ...(status === 'ok' ? { verdict: 'pass' } : status === 'quality_failure' ? { verdict: 'fail' } : {}),
    ...(error !== undefined ? { error } : {}),
    ...(typeof value.output === 'string' ? { candidate_answer: value.output } : {}),
    ...(typeof value.reason === 'string' ? { reasoning: value.reason } : {}),
    evaluator_results: (Array.isArray(value.scores) ? value.scores : []).filter(isRecord).map(graderOf),
  };
}

/** One of a row's `scores[]`: name, type, score, weight, verdict (`skip` read as none) and its assertions. */
function graderOf(score: Record<string, unknown>): Record<string, unknown> {
  const assertions = (Array.isArray(score.assertions) ? score.assertions : []).filter(isRecord);
  const texts = (passed: boolean) =>
    assertions.filter((a) => a.passed === passed && typeof a.text === 'string').map((a) => a.text as string);
  const verdict = score.verdict;
  return {
    name: typeof score.name === 'string' ? score.name : '',
    type: typeof score.type === 'string' ? score.type : '',
    score: typeof score.score === 'number' ? score.score : 0,
    weight: typeof score.weight === 'number' ? score.weight : 1,
    ...(verdict === 'pass' || verdict === 'fail' || verdict === 'borderline' ? { verdict } : {}),
    hits: texts(true),
    misses: texts(false),
  };
}

/**
 * AgentV's rows name no prompt: each takes the prompt_id of the other run's record of the same case
 * (same eval_id, and target when both have one) when there is exactly one, so a 5.x suite's
 * `prompt-1@<target>` records pair with them. Rows of one case on several targets stay apart.
 */
export function alignAgentvRows(rows: readonly EvalResult[], other: readonly EvalResult[]): EvalResult[] {
  if (!rows.some(isAgentvRow)) return [...rows];
  const byCase = new Map<string, EvalResult[]>();
  for (const r of other) byCase.set(r.eval_id, [...(byCase.get(r.eval_id) ?? []), r]);
  return rows.map((row) => {
    if (!isAgentvRow(row)) return row;
    const candidates = (byCase.get(row.eval_id) ?? []).filter(
      (r) => row.target === '' || r.target === '' || r.target === row.target,
    );
    const ids = [...new Set(candidates.map((r) => r.prompt_id ?? 'default'))];
    return ids.length === 1 ? { ...row, prompt_id: ids[0]! } : row;
  });
}

function isAgentvRow(record: EvalResult): boolean {
  return typeof (record as unknown as Record<string, unknown>).test_id === 'string';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
