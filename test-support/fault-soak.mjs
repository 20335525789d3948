// Shared setup of the fault soak (bench/fault-soak.bench.mjs and __tests__/cli/fault-soak.test.ts):
// a fake OpenAI server injecting seeded faults, the targets file pointing at it, the environment
// that keeps retries and timeouts short, and the tally of what the run left behind.
import { auditCallEvents, parseEventsLog } from './call-events-audit.mjs';
import { randomFaults, startFakeLlmServer } from './fake-llm-server.mjs';

/**
 * Timeouts and backoff short enough for a soak, retries high enough that transient faults rarely
 * exhaust them; MAX_CONCURRENT_LLM_CALLS is left to the --max-concurrent-calls flag.
 * @type {Record<string, string>}
 */
export const SOAK_ENV = {
  LLM_CALL_TIMEOUT: '1',
  RETRY_INITIAL_DELAY: '0.05',
  RETRY_MAX_DELAY: '1',
  RETRY_MAX_ATTEMPTS: '8',
};

/**
 * Starts the fake LLM server with seeded faults; half the 429s carry a short retry-after-ms, the
 * others leave the wait to the backoff.
 * @param {Parameters<typeof randomFaults>[0]} faults
 */
export function startSoakServer(faults) {
  const draw = randomFaults(faults);
  return startFakeLlmServer({
    script: (request) => {
      const reply = draw(request);
      return reply.kind === 'status' && reply.status === 429 && request.index % 2 === 0
        ? { ...reply, retryAfterMs: 30 }
        : reply;
    },
  });
}

/**
 * targets.yaml text: `default` is an openai target on the server, judged by a mock (so only the
 * answering calls reach the server).
 * @param {number} port
 */
export function soakTargetsYaml(port) {
  return [
    'targets:',
    '  - name: default',
    '    provider: openai',
    `    base_url: http://127.0.0.1:${port}/v1`,
    '    api_key: test',
    '    model: soak-model',
    '    judge_target: judge',
    '  - name: judge',
    '    provider: mock',
    '',
  ].join('\n');
}

/**
 * An eval file of `count` cases named case-0 … case-<count-1>.
 * @param {number} count
 */
export function soakSuiteYaml(count) {
  const cases = [];
  for (let i = 0; i < count; i++) {
    cases.push(
      `  - id: case-${i}\n    expected_outcome: answer number ${i}\n    input_messages:\n      - role: ` +
        `user\n        content: question ${i}\n`,
    );
  }
  return `evalcases:\n${cases.join('')}`;
}

/** @typedef {import('./fake-llm-server.mjs').FakeLlmServer} FakeLlmServer */

/**
 * What a soak run left: cases without a record, cases with more than one, records with an error,
 * the server's and the events log's peak in flight, and the server's outcomes.
 * @param {{ cases: number, resultsText: string, eventsText?: string, server: FakeLlmServer }} input
 */
export function tallySoak({ cases, resultsText, eventsText, server }) {
  const records = resultsText
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line));
  /** @type {Map<string, number>} */
  const perCase = new Map();
  for (const r of records) perCase.set(r.eval_id, (perCase.get(r.eval_id) ?? 0) + 1);
  /** @type {Record<string, number>} */
  const outcomes = {};
  for (const r of server.requests) outcomes[r.outcome] = (outcomes[r.outcome] ?? 0) + 1;
  const missing = [];
  for (let i = 0; i < cases; i++) if (!perCase.has(`case-${i}`)) missing.push(`case-${i}`);
  return {
    records,
    missing,
    duplicated: [...perCase].filter(([, n]) => n > 1).map(([id]) => id),
    failed: records.filter((r) => r.error).length,
    serverMaxInFlight: server.maxInFlight(),
    audit: eventsText ? auditCallEvents(parseEventsLog(eventsText)) : undefined,
    outcomes,
  };
}
