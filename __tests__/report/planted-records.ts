import type { EvalResult } from '../../src/results/eval-result.js';
import { makeResult } from '../test-support/make-result.js';

/** Payloads that would set `window.__pwned` if any of them ran as script or markup. */
export const PAYLOADS = [
  '<script>window.__pwned = "script"</script>',
  '<img src=x onerror="window.__pwned = \'img\'">',
  '<a href="javascript:window.__pwned = \'link\'">click me</a>',
  '</script><script>window.__pwned = "close"</script><!--',
  '<svg onload="window.__pwned = \'svg\'"></svg>',
  '"; window.__pwned = "quote"; "',
] as const;

const ALL = PAYLOADS.join('\n');

/** The case whose every text field carries every payload. */
export const HOSTILE_ID = `hostile ${PAYLOADS[0]}`;
export const HOSTILE_ANSWER = `Answer start\n${ALL}\nAnswer end`;

/**
 * A run of `count` cases (scores spread over 0..1, one errored case) plus the hostile case, and its
 * baseline: the same cases with other scores, one case only in the baseline and one only in the run.
 */
export function plantedRuns(count: number): { run: EvalResult[]; baseline: EvalResult[] } {
  const run: EvalResult[] = [];
  const baseline: EvalResult[] = [];
  for (let i = 0; i < count; i++) {
    const id = `case-${String(i).padStart(4, '0')}`;
    const score = ((i * 37) % 101) / 100;
    run.push(
      makeResult({
        eval_id: id,
        score,
        duration_ms: 100 + i,
        candidate_answer: `answer number ${i}`,
        reasoning: `reason ${i}`,
      }),
    );
    baseline.push(
      makeResult({ eval_id: id, score: i === 7 ? 1 : score, duration_ms: 90 + i, candidate_answer: `old answer ${i}` }),
    );
  }
  run.push(makeResult({ eval_id: 'crashed', score: 0, error: `agent exited: ${PAYLOADS[1]}` }));
  run.push(makeResult({ eval_id: 'brand-new', score: 0.9, candidate_answer: 'new case' }));
  baseline.push(makeResult({ eval_id: 'retired', score: 0.5, candidate_answer: 'gone' }));
  const hostile = {
    eval_id: HOSTILE_ID,
    dataset: ALL,
    target: ALL,
    score: 0.05,
    candidate_answer: HOSTILE_ANSWER,
    reasoning: ALL,
    hits: [ALL],
    misses: [ALL],
    evaluator_results: [
      {
        name: ALL,
        type: 'llm_judge',
        score: 0.05,
        weight: 1,
        verdict: 'fail' as const,
        hits: [ALL],
        misses: [ALL],
        reasoning: `Judge says ${ALL}`,
        raw: ALL,
        details: { note: ALL },
      },
    ],
    trace_summary: { event_count: 2, tool_names: [ALL], tool_calls_by_name: { [ALL]: 1 }, error_count: 0 },
    trace: [
      { type: 'tool_call', name: ALL, data: { input: ALL } },
      { type: 'message', text: ALL },
    ],
    workspace_diff: `diff --git a/x b/x\n@@ -1 +1 @@\n-${PAYLOADS[2]}\n+${PAYLOADS[1]}\n`,
  };
  run.push(makeResult({ ...hostile, ...({ input_messages: [{ role: 'user', content: ALL }] } as object) }));
  baseline.push(makeResult({ ...hostile, score: 0.9, candidate_answer: `Before: ${ALL}` }));
  return { run, baseline };
}
