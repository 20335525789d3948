// `eval --queue` against `--shard i/3`: 200 cases whose calls take skewed times (a few long, most
// short) on 3 processes × 4 workers under a global ceiling of 6 calls, answered by one loopback fake
// that counts the calls in flight of all processes; then the same queue run under a shared budget.
// Needs redis-server (Debian's package). Prints figures; asserts nothing.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFakeLlmServer } from '../test-support/fake-llm-server.mjs';
import { startRedisServer } from '../test-support/redis-server.mjs';
import { secs, timeCli } from './bench-support.mjs';

const CASES = 200;
const LONG = new Set([3, 40, 77, 121, 160, 199]);
const LONG_MS = 3000;
const SHORT_MS = 150;
const PROCESSES = 3;
const WORKERS = 4;
const CEILING = 6;
/** gpt-4.1-nano at the catalogue's prices for 1,000 prompt and 100 completion tokens. */
const CALL_USD = (1000 * 0.1 + 100 * 0.4) / 1e6;

const durationOf = (i) => (LONG.has(i) ? LONG_MS : SHORT_MS);

/** A promptfoo config of CASES tests, each one call of the fake and a `contains` check (no judge). */
function suite(url) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agentv-bench-queue-'));
  const tests = Array.from({ length: CASES }, (_, i) => `  - vars: {q: "case-${i}"}\n`).join('');
  writeFileSync(
    path.join(dir, 'promptfooconfig.yaml'),
    'prompts: ["Q: {{ q }}"]\n' +
      `providers: [{id: "openai:chat:gpt-4.1-nano", config: {apiBaseUrl: "${url}/v1", apiKey: sk-bench}}]\n` +
      'defaultTest:\n  assert: [{type: contains, value: answer}]\n' +
      `tests:\n${tests}`,
  );
  return dir;
}

/** The case a request asks about, from its prompt. */
function caseOf(request) {
  const text = JSON.stringify(request.body?.messages ?? '');
  return Number(/case-(\d+)/.exec(text)?.[1] ?? -1);
}

/** Runs `argsOf(i)` on PROCESSES processes at once; the span from the first call to the last answer. */
async function processes(fake, dir, argsOf) {
  fake.reset();
  let first = Number.POSITIVE_INFINITY;
  let last = 0;
  fake.setScript((request) => {
    first = Math.min(first, Date.now());
    const delayMs = durationOf(caseOf(request));
    setTimeout(() => (last = Math.max(last, Date.now())), delayMs);
    return { kind: 'ok', text: 'an answer', delayMs, usage: { input: 1000, output: 100 } };
  });
  const started = Date.now();
  const runs = await Promise.all(
    Array.from({ length: PROCESSES }, (_, i) => timeCli(['eval', 'promptfooconfig.yaml', ...argsOf(i)], { cwd: dir })),
  );
  const failed = runs.find((run) => run.code !== 0 && run.code !== 3 && run.code !== 100);
  if (failed) throw new Error(`a process exited ${failed.code}:\n${failed.stderr}`);
  return { spanMs: last - first, wallMs: Date.now() - started, calls: fake.requests.length, peak: fake.maxInFlight() };
}

export async function run() {
  let redis;
  try {
    redis = await startRedisServer();
  } catch (error) {
    console.log(`queue: skipped (${error.message})`);
    return;
  }
  const fake = await startFakeLlmServer();
  const dir = suite(fake.url);
  try {
    const total = Array.from({ length: CASES }, (_, i) => durationOf(i)).reduce((a, b) => a + b, 0);
    const idealMs = Math.max(total / CEILING, LONG_MS);
    console.log(
      `queue: ${CASES} cases (${LONG.size} of ${LONG_MS} ms, the rest ${SHORT_MS} ms), ${PROCESSES} processes × ` +
        `${WORKERS} workers, global ceiling ${CEILING}: ideal makespan ${secs(idealMs)}`,
    );
    const common = ['--workers', String(WORKERS)];
    const queued =
      (runId, extra = []) =>
      (i) => [
        ...common,
        '--max-concurrent-calls',
        String(CEILING),
        '--queue',
        redis.url,
        '--run-id',
        runId,
        '--out',
        `${runId}-${i}.jsonl`,
        ...extra,
      ];
    const report = (label, r) =>
      console.log(
        `  ${label}: makespan ${secs(r.spanMs)} (${(r.spanMs / idealMs).toFixed(2)}× ideal; wall ` +
          `${secs(r.wallMs)} with start-up), ${r.calls} calls, most in flight ${r.peak} (ceiling ${CEILING})`,
      );
    report('--queue', await processes(fake, dir, queued('bench')));
    // Shards cannot share a ceiling: each gets its third of it, so the three stay within 6.
    const sharded = await processes(fake, dir, (i) => [
      ...common,
      '--max-concurrent-calls',
      String(CEILING / PROCESSES),
      '--shard',
      `${i + 1}/${PROCESSES}`,
      '--out',
      `shard-${i}.jsonl`,
    ]);
    report(`--shard i/${PROCESSES}`, sharded);
    const budget = 60 * CALL_USD + CALL_USD / 2;
    const paid = await processes(fake, dir, queued('bench-budget', ['--budget-usd', String(budget)]));
    console.log(
      `  --queue --budget-usd ${budget.toFixed(5)}: ${paid.calls} calls paid, $${(paid.calls * CALL_USD).toFixed(5)} ` +
        `spent of $${budget.toFixed(5)} over all processes (one process alone may spend all of it)`,
    );
  } finally {
    await fake.close();
    await redis.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
