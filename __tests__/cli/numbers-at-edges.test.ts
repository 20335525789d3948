import path from 'node:path';
import { evalFile, mockTargets, suiteFiles } from '../test-support/eval-files.js';
import { evalSuite } from '../test-support/run-cli.js';
import { lines, tempRepos } from '../test-support/temp-repo.js';
import { createNodeRuntime } from '../../src/engine/runtime.js';
import { MAX_TIMER_MS, MAX_TARGET_RETRIES } from '../../src/config/types.js';

const EVAL = evalFile();
const MOCK = mockTargets();
/** Just past what a timer holds: Node would fire it after 1 ms. */
const PAST_TIMER_S = 2_147_484;

describe('timeouts and delays past what a timer can hold are refused, never turned into 1 ms', () => {
  const repo = tempRepos();
  const run = async (files: Record<string, string>, ...extra: string[]) => {
    const root = await repo(files);
    return { ...(await evalSuite(root, ...extra)), root };
  };
  const expectRefused = (result: { code: number; stderr: string }, says: RegExp, where?: string) => {
    const errors = result.stderr.split('\n').filter((l) => l.startsWith('error: '));
    expect({ code: result.code, errors: errors.length }).toEqual({ code: 2, errors: 1 });
    expect(errors[0]).toMatch(says);
    if (where) expect(errors[0]).toContain(where);
  };

  it('the bounds are the timer limit and a documented retry bound', () => {
    expect(MAX_TIMER_MS).toBe(2 ** 31 - 1);
    expect(MAX_TARGET_RETRIES).toBe(100);
  });

  it.each([
    [
      'retry_max_delay_ms',
      `    retry_max_delay_ms: ${MAX_TIMER_MS + 1}`,
      /retry_max_delay_ms must be at most 2147483647/,
    ],
    ['retryInitialDelayMs', `    retryInitialDelayMs: 1e12`, /retryInitialDelayMs must be at most 2147483647/],
    ['max_retries', `    max_retries: ${MAX_TARGET_RETRIES + 1}`, /max_retries must be at most 100/],
  ])('a target %s past the bound is refused at its line', async (_key, line, says) => {
    const result = await run({ 'a.test.yaml': EVAL, 'targets.yaml': `${MOCK}${line}\n` }, '--dry-run');
    expectRefused(result, says, `${path.join(result.root, 'targets.yaml')}:4`);
  });

  it('a cli target timeout_seconds past the bound is refused with its file', async () => {
    const result = await run({
      'a.test.yaml': EVAL,
      'targets.yaml': lines(
        'targets:',
        '  - name: default',
        '    provider: cli',
        '    command_template: echo {PROMPT}',
        `    timeout_seconds: ${PAST_TIMER_S}`,
      ),
    });
    expectRefused(result, /timeout_seconds.*at most 2147483 seconds/, `${path.join(result.root, 'targets.yaml')}:5`);
  });

  it('a code evaluator timeout_seconds past the bound is refused at its line', async () => {
    const result = await run(
      {
        'a.test.yaml':
          lines(
            'evaluators:',
            '  - type: code',
            '    name: c',
            '    script: [node, -e, "1"]',
            `    timeout_seconds: ${PAST_TIMER_S}`,
          ) + EVAL,
        'targets.yaml': MOCK,
      },
      '--dry-run',
    );
    expectRefused(result, /timeout_seconds must be at most 2147483/, `${path.join(result.root, 'a.test.yaml')}:5`);
  });

  it.each([
    [['--agent-timeout', String(PAST_TIMER_S)], /--agent-timeout/],
    [['--dry-run', '--dry-run-delay', String(MAX_TIMER_MS + 1)], /--dry-run-delay/],
  ])('the flag %j past the bound is refused', async (flags, says) => {
    const result = await run(suiteFiles(), ...flags);
    expectRefused(result, says);
  });

  it.each([['LLM_CALL_TIMEOUT'], ['RETRY_MAX_DELAY'], ['RETRY_INITIAL_DELAY']])(
    '%s past the bound is refused',
    async (name) => {
      const result = await run(suiteFiles({ '.env': `${name}=${PAST_TIMER_S}\n` }));
      expectRefused(result, new RegExp(name));
    },
  );

  it('the runtime never sleeps 1 ms for a wait longer than a timer holds', async () => {
    const runtime = createNodeRuntime();
    const stop = new AbortController();
    const order: string[] = [];
    const long = runtime.sleep(MAX_TIMER_MS + 10_000, stop.signal).then(
      () => order.push('long sleep ended'),
      () => order.push('aborted'),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    order.push('20 ms passed');
    stop.abort();
    await long;
    expect(order).toEqual(['20 ms passed', 'aborted']);
  });
});
