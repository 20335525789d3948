// Rate limits as servers set them (issue 21): 300 cases at --workers 20 and --max-concurrent-calls 20
// through the built CLI against the loopback fake server, with the shipped retry defaults (1 s first
// backoff, 3 retries, Retry-After honoured) and a 30 s call timeout. Prints failed cases, 429s, wall
// time and wall time against the ideal, also net of the process's cold start (the same command on one
// case). Scenarios:
//  (a) a server serving at most 5 at once (100 ms each; 429 + Retry-After: 1 beyond), fixed and
//      --adaptive ceiling (median of 3 runs); ideal 300 × 100 ms / 5 = 6 s; aim (adaptive): no failed case, <= 1.15x;
//      for reference a ceiling of 5 set by hand, the best a client can do on this machine;
//  (b) a server enforcing 600 requests and 60,000 tokens per minute, with OpenAI-style and with
//      Anthropic-style rate-limit headers (the calls are paced by them in either mode). Time is
//      scaled: the fake's "minute" lasts 12 s (see WINDOW_MS), and the headers say so (limits per
//      window, resets in real time), so 300 calls of 100 tokens on average need half a window of
//      both budgets. The budgets start spent (another job used the key's minute), so the server's
//      capacity binds from the first call: ideal 0.5 × 12 s + 100 ms; aim: no failed case, <= 1.15x;
//  (c) 10% random 429s + Retry-After: 1 and no real limit, fixed and --adaptive; aim: adaptive
//      within 1.1x of the fixed ceiling's time;
//  (d) as (b), but each request costs the tokens budget its max_tokens when the server admits it,
//      as OpenAI counts it ("the maximum of max_tokens and the estimated number of tokens" of the
//      request) and Anthropic estimates output tokens (from max_tokens at the start of the request;
//      it adjusts to the tokens used at the end, which the fake leaves out: it charges the upper
//      bound), while each answer reports 18 tokens. The OpenAI target sets max_tokens at its top,
//      the Anthropic one under `settings:`. 300 calls of 150 tokens need 0.75 of a window; budgets
//      spent at the start (then the first round, the ceiling's 20 calls, meets 429s before any
//      header is known) and a tenth left; aim: no failed case, 429s under 5% of requests, <= 1.05x;
//  (e) 300 and 3,000 cases answered at once (no limit, ceiling 5): wall time and peak RSS, which
//      should barely grow with the calls (nothing of a call is kept once its record is written).
// Run alone with `node bench/run.mjs rate-limits`. Prints figures; a failed case in (a) adaptive or
// (b) sets the exit code.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseEventsLog } from '../test-support/call-events-audit.mjs';
import { randomFaults, startFakeLlmServer } from '../test-support/fake-llm-server.mjs';
import { CLI, makeSuite, mib, ROOT, secs, timeCli } from './bench-support.mjs';
import { record } from './figures.mjs';

const CASES = 300;
const WORKERS = 20;
const CEILING = 20;
const LATENCY_MS = 100;
const CAPACITY = 5;
const RETRY_AFTER = '1';
/** The fake's minute in (b): 60 s scaled down 5 times. */
const WINDOW_MS = 12_000;
const RPM = 600;
const TPM = 60_000;
/** Calls in (e): enough for memory kept per call to show. */
const LONG_RUN_CASES = 3000;
const ENV = {
  RETRY_INITIAL_DELAY: '1',
  RETRY_MAX_DELAY: '60',
  RETRY_MAX_ATTEMPTS: '3',
  LLM_CALL_TIMEOUT: '30',
  MAX_CONCURRENT_LLM_CALLS: '',
};

/** Serves at most `capacity` at once; 429 with Retry-After beyond that. */
function capacityScript() {
  let serving = 0;
  return async () => {
    if (serving >= CAPACITY) return { kind: 'status', status: 429, retryAfter: RETRY_AFTER };
    serving++;
    await delay(LATENCY_MS);
    serving--;
    return { kind: 'ok', text: 'ok' };
  };
}

/** 10% of requests get 429 with Retry-After whatever the load; the rest take 100 ms. */
function randomScript() {
  const faults = randomFaults({ rate429: 0.1, seed: 11 });
  return async (request) => {
    const reply = faults(request);
    if (reply.kind === 'status') return { ...reply, retryAfter: RETRY_AFTER };
    await delay(LATENCY_MS);
    return reply;
  };
}

/** Tokens of a case's call in (b): 50, 100 or 150 by its number, 100 on average. */
function tokensOf(request) {
  const text = JSON.stringify(request.body ?? '');
  const n = Number(/question (\d+)/.exec(text)?.[1] ?? 0);
  return 50 * (1 + (n % 3));
}

/** (b): the budgets are charged by the fake's limiter; the answer reports the same tokens. */
function budgetScript() {
  return async (request) => {
    await delay(LATENCY_MS);
    const total = tokensOf(request);
    return { kind: 'ok', text: 'ok', usage: { input: total - 20, output: 20 } };
  };
}

/** (d): max_tokens of every request, and what the fake charges for it (OpenAI's spelling, or Anthropic's). */
const MAX_TOKENS = 150;
const maxTokensOf = (request) => Number(request.body?.max_completion_tokens ?? request.body?.max_tokens ?? 0);

/** (d): the OpenAI target says max_tokens at its top, the Anthropic one under `settings:`. */
function maxTokensLines(kind, maxTokens) {
  if (maxTokens === undefined) return [];
  return kind === 'anthropic' ? ['    settings:', `      max_tokens: ${maxTokens}`] : [`    max_tokens: ${maxTokens}`];
}

function targetsYaml(kind, port, maxTokens) {
  const base = kind === 'anthropic' ? `http://127.0.0.1:${port}` : `http://127.0.0.1:${port}/v1`;
  return [
    'targets:',
    '  - name: default',
    `    provider: ${kind}`,
    `    base_url: ${base}`,
    '    api_key: test',
    '    model: bench-model',
    ...maxTokensLines(kind, maxTokens),
    '    judge_target: judge',
    '  - name: judge',
    '    provider: mock',
    '',
  ].join('\n');
}

function readJsonl(file) {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line));
}

async function runOnce({
  script,
  rateLimits,
  kind = 'openai',
  adaptive = false,
  cases = CASES,
  ceiling = CEILING,
  maxTokens,
}) {
  const server = await startFakeLlmServer({ script, ...(rateLimits ? { rateLimits } : {}) });
  const suite = makeSuite(cases, { targets: targetsYaml(kind, server.port, maxTokens) });
  const out = path.join(suite.dir, 'results.jsonl');
  const events = path.join(suite.dir, 'events.jsonl');
  try {
    const args = [
      'eval',
      suite.file,
      '--targets',
      path.join(suite.dir, 'targets.yaml'),
      '--workers',
      String(WORKERS),
      '--max-concurrent-calls',
      String(ceiling),
      '--out',
      out,
      '--events',
      events,
    ];
    const result = await timeCli(adaptive ? [...args, '--adaptive'] : args, { cwd: suite.dir, env: ENV });
    const records = readJsonl(out);
    const logged = existsSync(events) ? parseEventsLog(readFileSync(events, 'utf8')) : [];
    const ceilings = logged.filter((e) => e.event === 'ceiling');
    const paced = logged.filter((e) => e.event === 'queueing' && e.reason && e.reason !== 'ceiling');
    return {
      code: result.code,
      stderr: result.stderr,
      wallMs: result.wallMs,
      rss: result.rss,
      failed: cases - new Set(records.map((r) => r.eval_id)).size + records.filter((r) => r.error).length,
      requests: server.requests.length,
      throttled: server.requests.filter((r) => r.outcome === 'status:429').length,
      lowest: ceilings.length ? Math.min(...ceilings.map((e) => e.to)) : CEILING,
      last: ceilings.at(-1)?.to ?? CEILING,
      ceilingMoves: ceilings.length,
      pacedCalls: paced.length,
      reasons: [...new Set(paced.map((e) => e.reason))].join('/'),
    };
  } finally {
    await server.close();
    suite.cleanup();
  }
}

/**
 * `times` runs of one scenario: the run of median wall time, with the most failed cases of any run
 * and every run's wall time (one run's start-up alone varies by a tenth of a second here).
 */
async function medianRun(times, options) {
  const runs = [];
  for (let i = 0; i < times; i++) runs.push(await runOnce(options));
  const walls = runs.map((r) => r.wallMs);
  const median = [...runs].sort((a, b) => a.wallMs - b.wallMs)[Math.floor(times / 2)];
  return { ...median, failed: Math.max(...runs.map((r) => r.failed)), walls };
}

/**
 * (a)'s floor without the CLI: the official OpenAI client alone in its own process (sdk-alone.mjs),
 * the same calls at exactly the capacity, against the same server. Its whole process's wall time
 * and that of its calls alone, each against the ideal.
 */
async function sdkAlone(idealMs) {
  const server = await startFakeLlmServer({ script: capacityScript() });
  try {
    const run = await timeCli([`http://127.0.0.1:${server.port}/v1`, String(CASES), String(CAPACITY)], {
      cli: path.join(ROOT, 'bench/sdk-alone.mjs'),
    });
    if (run.code !== 0) {
      console.log(`  the OpenAI SDK alone: exit ${run.code}: ${run.stderr.trim().split('\n').slice(-3).join(' | ')}`);
      return;
    }
    const { callsMs, failed } = JSON.parse(run.stdout.trim().split('\n').at(-1) || '{}');
    const throttled = server.requests.filter((r) => r.outcome === 'status:429').length;
    record(
      'capacity-sdk-alone',
      `${(run.wallMs / idealMs).toFixed(2)}x (its calls alone ${(callsMs / idealMs).toFixed(2)}x)`,
    );
    console.log(
      `  the OpenAI SDK alone, ${CAPACITY} at a time, no CLI (floor): failed calls ${failed}, 429s ${throttled}; ` +
        `process wall ${secs(run.wallMs)}, ${(run.wallMs / idealMs).toFixed(2)}x ideal; its calls alone ` +
        `${secs(callsMs)}, ${(callsMs / idealMs).toFixed(2)}x`,
    );
  } finally {
    await server.close();
  }
}

/** Start-up, planning, one case against the fake and shutdown: what a run costs before its work. */
async function coldStart(kind) {
  return (await runOnce({ script: () => ({ kind: 'ok', text: 'ok' }), kind, cases: 1 })).wallMs;
}

function print(label, r, idealMs, coldMs) {
  const ceiling = r.ceilingMoves ? `; ceiling moved ${r.ceilingMoves}x, lowest ${r.lowest}, last ${r.last}` : '';
  const paced = r.pacedCalls ? `; ${r.pacedCalls} waits paced (${r.reasons})` : '';
  const runs = r.walls
    ? `; median of ${r.walls.length} runs (walls ${r.walls.map(secs).join(', ')}; failed cases: the most of any)`
    : '';
  const ratio = idealMs
    ? `, ${(r.wallMs / idealMs).toFixed(2)}x ideal (${((r.wallMs - coldMs) / idealMs).toFixed(2)}x net of ` +
      `the ${secs(coldMs)} cold start)`
    : '';
  console.log(
    `  ${label.padEnd(22)} failed cases ${String(r.failed).padStart(3)}, 429s ${String(r.throttled).padStart(4)} ` +
      `of ${r.requests} requests (${((100 * r.throttled) / Math.max(1, r.requests)).toFixed(1)}%), ` +
      `wall ${secs(r.wallMs)}${ratio}${ceiling}${paced}${runs}`,
  );
  if (r.failed === CASES) console.log(`    exit ${r.code}: ${r.stderr.trim().split('\n').slice(-3).join(' | ')}`);
  return r;
}

export async function run() {
  console.log('== rate limits');
  if (!existsSync(CLI)) {
    console.log(`  skipped: ${path.relative(process.cwd(), CLI)} is missing (npm run bundle, or AGENTV_BENCH_CLI)`);
    return;
  }
  console.log(
    `${CASES} cases, --workers ${WORKERS}, --max-concurrent-calls ${CEILING}, retries ${ENV.RETRY_MAX_ATTEMPTS} ` +
      `from ${ENV.RETRY_INITIAL_DELAY} s, call timeout ${ENV.LLM_CALL_TIMEOUT} s`,
  );
  const cold = { openai: await coldStart('openai'), anthropic: await coldStart('anthropic') };
  let failures = 0;

  const idealA = (CASES * LATENCY_MS) / CAPACITY;
  console.log(
    `(a) server serving at most ${CAPACITY} at once (${LATENCY_MS} ms each, 429 + Retry-After: ${RETRY_AFTER} ` +
      `beyond); ideal ${secs(idealA)}`,
  );
  print('fixed', await runOnce({ script: capacityScript() }), idealA, cold.openai);
  const capacity = print(
    'adaptive',
    await medianRun(3, { script: capacityScript(), adaptive: true }),
    idealA,
    cold.openai,
  );
  failures += capacity.failed;
  record('capacity-adaptive', `${(capacity.wallMs / idealA).toFixed(2)}x, ${capacity.failed} failed`);
  // The floor on this machine: a ceiling set to the capacity by hand, so only the client's own
  // per-call overhead separates it from the ideal.
  print(
    `fixed at ${CAPACITY} (reference)`,
    await runOnce({ script: capacityScript(), ceiling: CAPACITY }),
    idealA,
    cold.openai,
  );
  await sdkAlone(idealA);

  const tokens = Array.from({ length: CASES }, (_, i) => 50 * (1 + (i % 3))).reduce((a, b) => a + b, 0);
  const idealB = WINDOW_MS * Math.max(CASES / RPM, tokens / TPM) + LATENCY_MS;
  console.log(
    `(b) server enforcing ${RPM} requests and ${TPM} tokens per minute, the minute scaled to ${secs(WINDOW_MS)}, ` +
      `budgets spent at the start; ${tokens} tokens in all; ideal ${secs(idealB)}`,
  );
  for (const style of ['openai', 'anthropic']) {
    const rateLimits = { style, requests: RPM, tokens: TPM, windowMs: WINDOW_MS, initialFill: 0, tokensOf };
    const r = print(
      `${style}-style headers`,
      await runOnce({ script: budgetScript(), rateLimits, kind: style }),
      idealB,
      cold[style],
    );
    failures += r.failed;
    const share = ((100 * r.throttled) / Math.max(1, r.requests)).toFixed(1);
    record(`${style}-headers`, `${(r.wallMs / idealB).toFixed(2)}x, ${share}% 429s, ${r.failed} failed`);
  }

  console.log(
    `(c) no real limit, 10% of requests answered 429 + Retry-After: ${RETRY_AFTER} at random; ideal without ` +
      `429s ${secs((CASES * LATENCY_MS) / CEILING)}`,
  );
  const fixed = print('fixed', await runOnce({ script: randomScript() }), 0, 0);
  const adaptive = print('adaptive', await runOnce({ script: randomScript(), adaptive: true }), 0, 0);
  console.log(`  adaptive / fixed wall time: ${(adaptive.wallMs / fixed.wallMs).toFixed(2)}x (aim <= 1.1)`);

  failures += await maxTokensScenario(cold);
  failures += await longRun();
  if (failures > 0) process.exitCode = 1;
}

/** (e): many instant calls through the OpenAI SDK: what each costs the client, and whether memory stays flat. */
async function longRun() {
  const sizes = [300, LONG_RUN_CASES];
  console.log(`(e) instant answers, no limit, --max-concurrent-calls ${CAPACITY}: ${sizes.join(' and ')} cases`);
  const runs = [];
  for (const cases of sizes) {
    const r = await runOnce({ script: () => ({ kind: 'ok', text: 'ok' }), cases, ceiling: CAPACITY });
    console.log(
      `  ${String(cases).padStart(5)} cases: failed ${r.failed}, wall ${secs(r.wallMs)}, peak RSS ${mib(r.rss)}`,
    );
    runs.push(r);
  }
  const [short, long] = runs;
  record('provider-long', `${secs(long.wallMs)}, ${mib(long.rss)} (${mib(short.rss)} at 300)`);
  return short.failed + long.failed;
}

/** (d): every request costs its max_tokens at admission; its answer reports 18 tokens. */
async function maxTokensScenario(cold) {
  const share = (CASES * MAX_TOKENS) / TPM;
  console.log(
    `(d) as (b), each request costing its max_tokens (${MAX_TOKENS}) when admitted, answers reporting 18 ` +
      `tokens; ${CASES * MAX_TOKENS} tokens in all`,
  );
  let failures = 0;
  for (const fill of [0, 0.1]) {
    const idealMs = WINDOW_MS * Math.max(CASES / RPM - fill, share - fill) + LATENCY_MS;
    console.log(`  budgets ${fill === 0 ? 'spent' : `${fill * 100}% left`} at the start; ideal ${secs(idealMs)}`);
    for (const style of ['openai', 'anthropic']) {
      const rateLimits = {
        style,
        requests: RPM,
        tokens: TPM,
        windowMs: WINDOW_MS,
        initialFill: fill,
        tokensOf: maxTokensOf,
      };
      const script = async () => {
        await delay(LATENCY_MS);
        return { kind: 'ok', text: 'ok' };
      };
      const r = await runOnce({ script, rateLimits, kind: style, maxTokens: MAX_TOKENS });
      failures += print(`${style}-style headers`, r, idealMs, cold[style]).failed;
    }
  }
  return failures;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await run();
}
