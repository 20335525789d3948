import {
  startFakeLlmServer,
  type FakeLlmServer,
  type RecordedRequest,
  type Reply,
} from '../../test-support/fake-llm-server.mjs';
import type { EvalCase, EvalSuite, RubricCriterion } from '../../src/config/types.js';
import { CaseList } from '../../src/config/case-list.js';
import type { CallEvent } from '../../src/engine/limiter/call-events.js';
import { CallLimiter } from '../../src/engine/limiter/call-limiter.js';
import type { EvaluationContext, EvaluatorDeps, EvaluatorScore } from '../../src/engine/evaluator.js';
import { limitProvider } from '../../src/engine/limiter/limited-provider.js';
import { DEFAULT_RETRY_POLICY } from '../../src/engine/limiter/retry-policy.js';
import { EvaluatorError } from '../../src/errors/agentv-error.js';
import { createEvaluator } from '../../src/evaluators/registry.js';
import { PROVIDER_FACTORIES } from '../../src/providers/registry.js';
import { modelTargets, testRuntime } from '../providers/provider-fixtures.js';

// The scenario: 3 agents' answers, each graded on 10 dimensions by one judge model behind
// one call limiter (ceiling 5), through the real SDK provider against the loopback fake server.

const DIMENSIONS: RubricCriterion[] = Array.from({ length: 10 }, (_, i) => ({
  id: `d${String(i + 1).padStart(2, '0')}`,
  description: `dimension ${i + 1} of the answer`,
  weight: i + 1,
  required: i === 0,
}));
const ALL_WEIGHT = DIMENSIONS.reduce((sum, d) => sum + d.weight, 0);
const AGENTS = ['agent-a', 'agent-b', 'agent-c'];
/** The fake judge says d03 is never satisfied, so every agent scores (55 - 3) / 55. */
const UNMET = new Set(['d03']);

let server: FakeLlmServer;
beforeAll(async () => {
  server = await startFakeLlmServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
  server.setScript(judgeScript());
});

/** The criteria a judge request lists (the user turn is JSON with `criteria`), in any wire format. */
function criteriaOf(record: RecordedRequest): Array<{ id: string; description: string }> {
  const messages = (record.body?.messages ?? []) as Array<{ role: string; content: string | Array<{ text?: string }> }>;
  const user = [...messages].reverse().find((m) => m.role === 'user');
  const text =
    typeof user?.content === 'string' ? user.content : (user?.content ?? []).map((p) => p.text ?? '').join('');
  return (JSON.parse(text) as { criteria: Array<{ id: string; description: string }> }).criteria;
}

function check(id: string) {
  return { id, satisfied: !UNMET.has(id), reasoning: `judged ${id}` };
}

/** A judge answering every listed criterion; `shape` may edit the checks of a multi-criterion request. */
function judgeScript(shape?: (checks: unknown[]) => unknown[] | string): (r: RecordedRequest) => Reply {
  return (record) => {
    const criteria = criteriaOf(record);
    const checks: unknown[] = criteria.map((c) => check(c.id));
    const edited = criteria.length > 1 && shape ? shape(checks) : checks;
    return {
      kind: 'ok',
      text: typeof edited === 'string' ? edited : JSON.stringify({ checks: edited, overall_reasoning: 'fine overall' }),
    };
  };
}

/**
 * Holds requests until `size` are open at once (the last group: until every one of the `total`
 * requests has come), then answers them. No timer: on a machine of any load, the group is full.
 */
function gated(
  size: number,
  total: number,
  script: (r: RecordedRequest) => Reply,
): (r: RecordedRequest) => Promise<Reply> {
  let held: Array<() => void> = [];
  let answered = 0;
  return async (record) => {
    await new Promise<void>((resolve) => {
      held.push(resolve);
      if (held.length < Math.min(size, total - answered)) return;
      answered += held.length;
      const group = held;
      held = [];
      for (const go of group) go();
    });
    return script(record);
  };
}

function setup(options: { batching?: boolean; kind?: 'openai' | 'anthropic' } = {}) {
  const runtime = testRuntime();
  const events: CallEvent[] = [];
  const limiter = new CallLimiter({
    ceiling: 5,
    retry: { ...DEFAULT_RETRY_POLICY, maxRetries: 0 },
    callTimeoutMs: 10_000,
    runtime,
    onEvent: (e) => events.push(e),
  });
  const definition = modelTargets(server.url)[options.kind ?? 'openai'];
  const judge = limitProvider(PROVIDER_FACTORIES[definition.provider].create(definition, { runtime }), limiter);
  const deps: EvaluatorDeps = { runtime, judge, judgeFor: () => judge, batching: options.batching ?? false };
  return { runtime, events, deps, judgeName: definition.name };
}

function context(agent: string): EvaluationContext {
  const evalCase: EvalCase = {
    id: agent,
    line: 1,
    expectedOutcome: 'a thorough review',
    inputMessages: [{ role: 'user', content: 'review this code' }],
    guidelineFiles: [],
    inputFiles: [],
  };
  const suite: EvalSuite = {
    filePath: '/tmp/x.test.yaml',
    repoRoot: '/tmp',
    dataset: 'rubric-agents',
    evaluators: [],
    iterations: 1,
    cases: CaseList.of([evalCase]),
  };
  return {
    suite,
    evalCase,
    request: {
      evalId: agent,
      attempt: 1,
      messages: evalCase.inputMessages,
      prompt: 'review this code',
      guidelineFiles: [],
      inputFiles: [],
      metadata: { question: 'review this code' },
    },
    response: { text: `answer of ${agent}` },
    candidateAnswer: `answer of ${agent}`,
    promptId: 'default',
    iteration: 0,
  };
}

async function gradeAgents(deps: EvaluatorDeps, agents = AGENTS, batch?: boolean): Promise<EvaluatorScore[]> {
  const evaluator = createEvaluator(
    { type: 'rubric', name: 'review', weight: 1, criteria: DIMENSIONS, ...(batch !== undefined ? { batch } : {}) },
    deps,
  );
  return Promise.all(
    agents.map((agent) => evaluator.evaluate(context(agent), { signal: new AbortController().signal })),
  );
}

type Check = { id: string; satisfied: boolean; graded_by: string };
const checksOf = (score: EvaluatorScore) => (score.details?.checks ?? []) as Check[];

function expectFullyGraded(score: EvaluatorScore): void {
  expect(checksOf(score).map((c) => c.id)).toEqual(DIMENSIONS.map((d) => d.id));
  expect(
    checksOf(score)
      .filter((c) => !c.satisfied)
      .map((c) => c.id),
  ).toEqual(['d03']);
  expect(score.score).toBeCloseTo((ALL_WEIGHT - 3) / ALL_WEIGHT, 10);
  expect(score.verdict).toBe('pass');
}

describe('rubric judge: 3 agents × 10 dimensions, ceiling 5', () => {
  test('batching off: 30 judge calls, never more than 5 in flight, all 30 graded', async () => {
    const { deps, events, judgeName } = setup();
    server.setScript(gated(5, 30, judgeScript()));
    const scores = await gradeAgents(deps);
    expect(server.requests).toHaveLength(30);
    expect(server.maxInFlight()).toBe(5);
    expect(server.requests.every((r) => criteriaOf(r).length === 1)).toBe(true);
    for (const score of scores) {
      expectFullyGraded(score);
      expect(checksOf(score).every((c) => c.graded_by === 'single')).toBe(true);
    }
    const acquired = events.filter((e) => e.event === 'acquired');
    expect(new Set(acquired.map((e) => e.agent))).toEqual(new Set([judgeName]));
    expect(new Set(acquired.map((e) => e.dimension))).toEqual(
      new Set(AGENTS.flatMap((a) => DIMENSIONS.map((d) => `${a}/${d.id}`))),
    );
  });

  test('batching on (BATCHING_ENABLED): one structured call per agent, 3 in all', async () => {
    const { deps, events } = setup({ batching: true });
    const scores = await gradeAgents(deps);
    expect(server.requests).toHaveLength(3);
    for (const request of server.requests) {
      expect(criteriaOf(request).map((c) => c.id)).toEqual(DIMENSIONS.map((d) => d.id));
      expect(request.body.response_format).toEqual({ type: 'json_object' });
    }
    for (const score of scores) {
      expectFullyGraded(score);
      expect(checksOf(score).every((c) => c.graded_by === 'batch')).toBe(true);
      expect(score.reasoning).toContain('fine overall');
    }
    expect(
      events
        .filter((e) => e.event === 'acquired')
        .map((e) => e.dimension)
        .sort(),
    ).toEqual(AGENTS.map((a) => `${a}/batch`));
  });

  test('`batch: true` on the evaluator batches even when the run does not', async () => {
    const { deps } = setup({ batching: false });
    await gradeAgents(deps, AGENTS, true);
    expect(server.requests).toHaveLength(3);
  });

  test('`batch: false` on the evaluator opts out of the run-wide batching', async () => {
    const { deps } = setup({ batching: true });
    await gradeAgents(deps, ['agent-a'], false);
    expect(server.requests).toHaveLength(10);
  });

  test('a partial batch (7 of 10 returned): the 3 missing are graded one at a time', async () => {
    const { deps } = setup({ batching: true });
    server.setScript(judgeScript((checks) => checks.slice(0, 7)));
    const [score] = await gradeAgents(deps, ['agent-a']);
    expect(server.requests).toHaveLength(1 + 3);
    expect(
      server.requests
        .slice(1)
        .flatMap((r) => criteriaOf(r).map((c) => c.id))
        .sort(),
    ).toEqual(['d08', 'd09', 'd10']);
    expectFullyGraded(score!);
    expect(checksOf(score!).map((c) => c.graded_by)).toEqual([...Array(7).fill('batch'), 'single', 'single', 'single']);
    expect(score!.details?.judge_calls).toBe(4);
  });

  test('a malformed entry is dropped with a WARNING carrying its raw text, then graded alone', async () => {
    const { deps, runtime } = setup({ batching: true });
    server.setScript(
      judgeScript((checks) =>
        checks.map((c, i) => (i === 3 ? { id: 'd04', satisfied: 'sort of', reasoning: 'hmm' } : c)),
      ),
    );
    const [score] = await gradeAgents(deps, ['agent-a']);
    expect(server.requests).toHaveLength(2);
    expect(criteriaOf(server.requests[1]!).map((c) => c.id)).toEqual(['d04']);
    const warnings = runtime.lines.filter((l) => l.startsWith('warn:'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('{"id":"d04","satisfied":"sort of","reasoning":"hmm"}');
    expectFullyGraded(score!);
    expect(checksOf(score!).find((c) => c.id === 'd04')?.graded_by).toBe('single');
  });

  test('a batch reply that is not JSON at all is logged raw and every dimension is graded alone', async () => {
    const { deps, runtime } = setup({ batching: true });
    server.setScript(judgeScript(() => 'Everything looks great to me!'));
    const [score] = await gradeAgents(deps, ['agent-a']);
    expect(server.requests).toHaveLength(1 + 10);
    expect(runtime.lines.filter((l) => l.startsWith('warn:'))).toEqual([
      expect.stringContaining('Raw reply: Everything looks great to me!'),
    ]);
    expectFullyGraded(score!);
  });

  test('a judge without structured output (anthropic) falls back to one call per dimension', async () => {
    const { deps } = setup({ batching: true, kind: 'anthropic' });
    const scores = await gradeAgents(deps, ['agent-a', 'agent-b']);
    expect(server.requests).toHaveLength(20);
    expect(server.requests.every((r) => r.format === 'anthropic' && criteriaOf(r).length === 1)).toBe(true);
    scores.forEach(expectFullyGraded);
  });

  test('a failed required dimension makes the verdict fail', async () => {
    const { deps } = setup({ batching: true });
    server.setScript(
      judgeScript((checks) =>
        checks.map((_c, i) =>
          i === 0 ? { id: 'd01', satisfied: false, reasoning: 'no' } : check(`d${String(i + 1).padStart(2, '0')}`),
        ),
      ),
    );
    const [score] = await gradeAgents(deps, ['agent-a']);
    expect(score!.score).toBeCloseTo((ALL_WEIGHT - 1 - 3) / ALL_WEIGHT, 10);
    expect(score!.score).toBeGreaterThan(0.8);
    expect(score!.verdict).toBe('fail');
    expect(score!.misses).toContain('d01 (required): dimension 1 of the answer');
  });

  test('a dimension whose call fails for good fails the evaluator after the others were graded', async () => {
    const { deps } = setup();
    server.setScript((record) =>
      criteriaOf(record)[0]?.id === 'd05'
        ? { kind: 'status', status: 400, message: 'bad request' }
        : judgeScript()(record),
    );
    const error = await gradeAgents(deps, ['agent-a']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EvaluatorError);
    expect((error as Error).message).toMatch(/could not grade 1 criteria \(d05: /);
    expect(server.requests).toHaveLength(10);
  });
});
