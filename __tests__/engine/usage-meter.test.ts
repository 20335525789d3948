import { startFakeLlmServer, type FakeLlmServer } from '../../test-support/fake-llm-server.mjs';
import { CallBudget } from '../../src/engine/limiter/call-budget.js';
import { CallLimiter } from '../../src/engine/limiter/call-limiter.js';
import { limitProvider } from '../../src/engine/limiter/limited-provider.js';
import { DEFAULT_RETRY_POLICY } from '../../src/engine/limiter/retry-policy.js';
import { meterProvider, metered } from '../../src/engine/provider-pipeline/usage-meter.js';
import { PROVIDER_FACTORIES } from '../../src/providers/registry.js';
import type { EvaluatorUsageFields } from '../../src/results/eval-result.js';
import { modelTargets, noSignal, request, testRuntime } from '../providers/provider-fixtures.js';

let server: FakeLlmServer;
beforeAll(async () => {
  server = await startFakeLlmServer({
    script: () => ({ kind: 'ok', text: '{"score": 1}', usage: { input: 100, output: 10, cached: 40 } }),
  });
});
afterAll(() => server.close());

/**
 * A judge as a run builds it: the real Anthropic SDK behind the limiter, metered outermost; $1 in, $0.10 cached, $5 out
 * per Mtok.
 */
function judge(budget?: CallBudget) {
  const runtime = testRuntime();
  const definition = {
    ...modelTargets(server.url).anthropic,
    pricing: { inputPerMtok: 1, outputPerMtok: 5, cachedInputPerMtok: 0.1 },
  };
  const limiter = new CallLimiter({
    ceiling: 2,
    retry: DEFAULT_RETRY_POLICY,
    callTimeoutMs: 5000,
    runtime,
    ...(budget ? { budget } : {}),
  });
  return meterProvider(limitProvider(PROVIDER_FACTORIES.anthropic.create(definition, { runtime }), limiter));
}

const CALL_USD = (60 * 1 + 40 * 0.1 + 10 * 5) / 1e6;

describe('usage meter', () => {
  // A call outside any evaluator counts in none.
  test("an evaluator's entry counts its own calls; a nested member's calls count in both", async () => {
    const provider = judge();
    await provider.invoke(request('target-call'), noSignal());
    let member: EvaluatorUsageFields = {};
    const outer = await metered(async (parent) => {
      const inner = await metered(
        async (meter) => {
          await provider.invoke(request('m1'), { ...noSignal(), meter });
          await provider.invoke(request('m2'), { ...noSignal(), meter });
        },
        { parent },
      );
      member = inner.meter.fields();
      await provider.invoke(request('aggregator'), { ...noSignal(), meter: parent });
    });
    expect(member).toEqual({
      calls: 2,
      token_usage: { input: 200, output: 20, total: 220, cached_input: 80 },
      cost_usd: expect.closeTo(2 * CALL_USD, 12),
    });
    expect(outer.meter.fields()).toEqual({
      calls: 3,
      token_usage: { input: 300, output: 30, total: 330, cached_input: 120 },
      cost_usd: expect.closeTo(3 * CALL_USD, 12),
    });
    expect(server.requests).toHaveLength(4);
  });

  test('an evaluator that made no call has no usage fields; a call refused by the budget marks its meter', async () => {
    expect((await metered(async () => 1)).meter.fields()).toEqual({});
    const refused = await metered((meter) => judge(new CallBudget(0)).invoke(request('x'), { ...noSignal(), meter }));
    expect(refused.ok).toBe(false);
    expect(refused.meter.refusedBy).toBe('budget');
  });

  test('a call answered after its evaluator gave up (a sibling refused) is still counted', async () => {
    server.reset();
    const provider = judge();
    const outcome = await metered(async (meter) => {
      // Not awaited: the evaluator fails while its call is still on the wire.
      void provider.invoke(request('paid'), { ...noSignal(), meter }).catch(() => undefined);
      throw new Error('a sibling call was refused');
    });
    expect(outcome.ok).toBe(false);
    expect(server.requests).toHaveLength(1);
    expect(outcome.meter.fields()).toMatchObject({ calls: 1, cost_usd: expect.closeTo(CALL_USD, 12) });
  });
});
