import type { EvaluatorConfig } from '../../src/config/types.js';
import { gradeTrajectory } from '../../src/evaluators/tool-trajectory.js';
import type { ToolCallFact } from '../../src/evaluators/trace-facts.js';

type Trajectory = Extract<EvaluatorConfig, { type: 'tool_trajectory' }>;
const config = (rest: Omit<Trajectory, 'type' | 'name' | 'weight'>): Trajectory => ({
  type: 'tool_trajectory',
  name: 't',
  weight: 1,
  ...rest,
});

/** search, read a (50 ms), read b (500 ms), edit: the run every case below grades. */
const CALLS: ToolCallFact[] = [
  { name: 'search', args: { query: 'weather', limit: 5 } },
  { name: 'read', args: { path: 'a.txt' }, durationMs: 50 },
  { name: 'read', args: { path: 'b.txt' }, durationMs: 500 },
  { name: 'edit', args: { path: 'a.txt', change: { line: 1, text: 'hi' } } },
];

describe('tool_trajectory (AgentV semantics, scores by hand)', () => {
  it('any_order: tools meeting their minimum / tools listed', () => {
    const result = gradeTrajectory(config({ mode: 'any_order', minimums: { read: 2, search: 2, edit: 1 } }), CALLS);
    expect(result.score).toBeCloseTo(2 / 3);
    expect(result.misses).toEqual(['search: called 1 times (required ≥2)']);
  });

  it('any_order with no minimums passes; no trace at all scores 0', () => {
    expect(gradeTrajectory(config({ mode: 'any_order', minimums: {} }), CALLS).score).toBe(1);
    const none = gradeTrajectory(config({ mode: 'any_order', minimums: { read: 1 } }), undefined);
    expect(none).toMatchObject({ score: 0, misses: ['No trace available for evaluation'] });
  });

  it('in_order: a subsequence with partial, deep argument matching', () => {
    const result = gradeTrajectory(
      config({
        mode: 'in_order',
        expected: [
          { tool: 'search', args: { query: 'weather' } },
          { tool: 'edit', args: { change: { line: 1, text: 'hi' } } },
        ],
      }),
      CALLS,
    );
    expect(result.score).toBe(1);
  });

  it('in_order: a same-named call with other args uses up its position (AgentV), so the later match is missed', () => {
    // read{b} meets read{a} first: miss, position consumed; edit is still found → 2 of 3.
    const result = gradeTrajectory(
      config({
        mode: 'in_order',
        expected: [{ tool: 'search' }, { tool: 'read', args: { path: 'b.txt' } }, { tool: 'edit' }],
      }),
      CALLS,
    );
    expect(result.score).toBeCloseTo(2 / 3);
    expect(result.misses).toEqual(['Expected read at position 1: tool found at 1 but args mismatch']);
  });

  it('latency assertions add one check each; without duration data they are skipped', () => {
    const expected = [
      { tool: 'search', max_duration_ms: 10 }, // no duration: skipped → not counted
      { tool: 'read', max_duration_ms: 100 }, // 50 ms: met
      { tool: 'read', max_duration_ms: 100 }, // 500 ms: missed
    ];
    const result = gradeTrajectory(config({ mode: 'in_order', expected }), CALLS);
    // sequence 3/3, latency 1/2 → 4/5
    expect(result.score).toBeCloseTo(4 / 5);
    expect(result.misses).toEqual(['read took 500ms (max: 100ms)']);
  });

  it('exact: same calls, same positions, same count', () => {
    expect(
      gradeTrajectory(
        config({
          mode: 'exact',
          expected: [{ tool: 'search' }, { tool: 'read', args: 'any' }, { tool: 'read' }, { tool: 'edit' }],
        }),
        CALLS,
      ).score,
    ).toBe(1);
    const short = gradeTrajectory(
      config({ mode: 'exact', expected: [{ tool: 'search' }, { tool: 'read', args: { path: 'b.txt' } }] }),
      CALLS,
    );
    expect(short.score).toBe(0.5);
    expect(short.misses).toEqual(['Expected 2 tool calls, got 4', 'Position 1: read args mismatch']);
    const long = gradeTrajectory(
      config({ mode: 'exact', expected: [...CALLS.map((c) => ({ tool: c.name })), { tool: 'write' }] }),
      CALLS,
    );
    expect(long.score).toBeCloseTo(4 / 5);
    expect(long.misses).toContain('Position 4: expected write, got nothing');
  });
});

describe('trace facts from what providers report', () => {
  it('reads arguments under claude-code (input), codex (arguments as JSON text) and AgentV (args) keys', async () => {
    const { traceFacts } = await import('../../src/evaluators/trace-facts.js');
    const context = {
      response: {
        text: '',
        trace: [
          { type: 'tool_call' as const, name: 'Read', data: { id: 't1', input: { file_path: 'a.ts' } } },
          { type: 'tool_result' as const, name: 'Read', data: { output: 'x' } },
          { type: 'tool_call' as const, name: 'search', data: { server: 's', arguments: '{"q": "x"}' } },
          { type: 'tool_call' as const, name: 'grep', data: { args: { p: 'y' }, duration_ms: 3 } },
        ],
        outputMessages: [
          { role: 'assistant' as const, content: '' },
          { role: 'assistant' as const, content: 'done' },
        ],
      },
      durationMs: 99,
    } as unknown as Parameters<typeof traceFacts>[0];
    const facts = traceFacts(context);
    expect(facts.toolCalls).toEqual([
      { name: 'Read', args: { file_path: 'a.ts' } },
      { name: 'search', args: { q: 'x' } },
      { name: 'grep', args: { p: 'y' }, durationMs: 3 },
    ]);
    expect(facts).toMatchObject({ llmCallCount: 2, durationMs: 99 });
    expect(
      gradeTrajectory(
        config({
          mode: 'in_order',
          expected: [
            { tool: 'Read', args: { file_path: 'a.ts' } },
            { tool: 'search', args: { q: 'x' } },
          ],
        }),
        facts.toolCalls,
      ).score,
    ).toBe(1);
  });
});

describe('tool_trajectory, AgentV 4.x modes and args_match', () => {
  it('superset: each expected call found once among the calls; subset: every call allowed by some item', () => {
    const superset = gradeTrajectory(
      config({ mode: 'superset', expected: [{ tool: 'read' }, { tool: 'read' }, { tool: 'read' }, { tool: 'edit' }] }),
      CALLS,
    );
    expect(superset.score).toBe(3 / 4); // two reads, the third is missing, edit found
    expect(superset.misses).toEqual(['Expected read not found in actual trajectory']);
    const subset = gradeTrajectory(config({ mode: 'subset', expected: [{ tool: 'read' }, { tool: 'search' }] }), CALLS);
    expect(subset.score).toBe(3 / 4); // edit is not allowed
    expect(gradeTrajectory(config({ mode: 'subset', expected: [] }), []).score).toBe(1);
  });

  it('args_match: exact needs every key, superset the expected ones, subset no extra, a list those fields', () => {
    const search = (args: Record<string, unknown>, match?: Trajectory['args_match']) =>
      gradeTrajectory(
        config({ mode: 'in_order', expected: [{ tool: 'search', args }], ...(match ? { args_match: match } : {}) }),
        CALLS,
      ).score;
    expect(search({ query: 'weather' })).toBe(1); // 2.x default: superset
    expect(search({ query: 'weather' }, 'exact')).toBe(0);
    expect(search({ query: 'weather', limit: 5 }, 'exact')).toBe(1);
    expect(search({ query: 'weather', limit: 5, extra: 1 }, 'subset')).toBe(1);
    expect(search({ query: 'weather' }, 'subset')).toBe(0); // the call's limit is not allowed
    expect(search({ query: 'weather', limit: 9 }, ['query'])).toBe(1);
    expect(search({ query: 'rain' }, 'ignore')).toBe(1);
    const perItem = gradeTrajectory(
      config({
        mode: 'in_order',
        args_match: 'exact',
        expected: [{ tool: 'search', args: { query: 'weather' }, args_match: 'superset' }],
      }),
      CALLS,
    );
    expect(perItem.score).toBe(1); // the item's own args_match wins
  });
});
