// Adaptive versus fixed call ceiling: 300 cases at --workers 20 and ceiling 20 through the built CLI
// against a fake server that serves at most 5 requests at once (100 ms each) and answers 429 with
// `Retry-After: 1` beyond that. Prints failed cases, 429s, wall time and wall time against the ideal
// (300 × 100 ms / 5 = 6 s). A control scenario, 10% random 429s with no concurrency limit, shows what
// the adaptive mode costs when 429s do not mean "too many at once".
// Run alone with `node bench/adaptive.bench.mjs`, or through `npm run bench` / `node bench/run.mjs adaptive`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseEventsLog } from '../test-support/call-events-audit.mjs';
import { randomFaults, startFakeLlmServer } from '../test-support/fake-llm-server.mjs';
import { CLI, makeSuite, secs, timeCli } from './bench-support.mjs';

const CASES = 300;
const WORKERS = 20;
const CEILING = 20;
const CAPACITY = 5;
const LATENCY_MS = 100;
const RETRY_AFTER = '1';
const IDEAL_MS = (CASES * LATENCY_MS) / CAPACITY;
// The shipped defaults (1 s first backoff, 3 retries, Retry-After honoured), with a 30 s call timeout.
const ENV = { RETRY_INITIAL_DELAY: '1', RETRY_MAX_DELAY: '60', RETRY_MAX_ATTEMPTS: '3', LLM_CALL_TIMEOUT: '30', MAX_CONCURRENT_LLM_CALLS: '' };

/** Serves at most `capacity` at once; 429 with Retry-After beyond that. Tracks the most it served at once. */
function capacityScript(capacity) {
  let serving = 0;
  const stats = { maxServing: 0 };
  const script = async () => {
    if (serving >= capacity) return { kind: 'status', status: 429, retryAfter: RETRY_AFTER };
    serving++;
    stats.maxServing = Math.max(stats.maxServing, serving);
    await delay(LATENCY_MS);
    serving--;
    return { kind: 'ok', text: 'ok' };
  };
  return { script, stats };
}

/** 10% of requests get 429 with Retry-After whatever the load; the rest take 100 ms. */
function randomScript() {
  const faults = randomFaults({ rate429: 0.1, seed: 11 });
  const stats = { maxServing: Number.NaN };
  const script = async (request) => {
    const reply = faults(request);
    if (reply.kind === 'status') return { ...reply, retryAfter: RETRY_AFTER };
    await delay(LATENCY_MS);
    return reply;
  };
  return { script, stats };
}

function readJsonl(file) {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line));
}

async function runOnce(makeScript, adaptive) {
  const { script, stats } = makeScript();
  const server = await startFakeLlmServer({ script });
  const targets = [
    'targets:',
    '  - name: default',
    '    provider: openai',
    `    base_url: http://127.0.0.1:${server.port}/v1`,
    '    api_key: test',
    '    model: bench-model',
    '    judge_target: judge',
    '  - name: judge',
    '    provider: mock',
    '',
  ].join('\n');
  const suite = makeSuite(CASES, { targets });
  const out = path.join(suite.dir, 'results.jsonl');
  const events = path.join(suite.dir, 'events.jsonl');
  try {
    const args = ['eval', suite.file, '--targets', path.join(suite.dir, 'targets.yaml'), '--workers', String(WORKERS), '--max-concurrent-calls', String(CEILING), '--out', out, '--events', events];
    const result = await timeCli(adaptive ? [...args, '--adaptive'] : args, { cwd: suite.dir, env: ENV });
    const records = readJsonl(out);
    const logged = existsSync(events) ? parseEventsLog(readFileSync(events, 'utf8')) : [];
    const ceilings = logged.filter((e) => e.event === 'ceiling');
    return {
      code: result.code,
      stderr: result.stderr,
      wallMs: result.wallMs,
      recorded: new Set(records.map((r) => r.eval_id)).size,
      failed: records.filter((r) => r.error).length,
      requests: server.requests.length,
      throttled: server.requests.filter((r) => r.outcome === 'status:429').length,
      maxServing: stats.maxServing,
      ceilingChanges: ceilings.length,
      lowest: ceilings.length ? Math.min(...ceilings.map((e) => e.to)) : CEILING,
      last: ceilings.at(-1)?.to ?? CEILING,
    };
  } finally {
    await server.close();
    suite.cleanup();
  }
}

function print(label, r) {
  const failed = CASES - r.recorded + r.failed;
  const ceiling = label.startsWith('adaptive') ? `; ceiling moved ${r.ceilingChanges}×, lowest ${r.lowest}, last ${r.last}` : '';
  const served = Number.isNaN(r.maxServing) ? '' : `, most served at once ${r.maxServing}`;
  console.log(
    `  ${label.padEnd(9)} failed cases ${String(failed).padStart(3)}, 429s ${String(r.throttled).padStart(4)} of ${r.requests} requests${served}, wall ${secs(r.wallMs)}${ceiling}`,
  );
  if (r.recorded === 0) console.log(`    exit ${r.code}: ${r.stderr.trim().split('\n').slice(-3).join(' | ')}`);
  return failed;
}

export async function run() {
  if (!existsSync(CLI)) {
    console.log(`adaptive ceiling: skipped, ${path.relative(process.cwd(), CLI)} is missing (npm run build)`);
    return;
  }
  console.log(`adaptive ceiling: ${CASES} cases, --workers ${WORKERS}, --max-concurrent-calls ${CEILING}, retries ${ENV.RETRY_MAX_ATTEMPTS} from ${ENV.RETRY_INITIAL_DELAY} s, call timeout ${ENV.LLM_CALL_TIMEOUT} s`);
  console.log(` server serving at most ${CAPACITY} at once (${LATENCY_MS} ms each, 429 + Retry-After: ${RETRY_AFTER} beyond); ideal ${secs(IDEAL_MS)}`);
  const fixed = await runOnce(() => capacityScript(CAPACITY), false);
  const adaptive = await runOnce(() => capacityScript(CAPACITY), true);
  print('fixed', fixed);
  const adaptiveFailed = print('adaptive', adaptive);
  console.log(`  wall / ideal: fixed ${(fixed.wallMs / IDEAL_MS).toFixed(2)}×, adaptive ${(adaptive.wallMs / IDEAL_MS).toFixed(2)}×`);

  console.log(` control: no concurrency limit, 10% of requests answered 429 + Retry-After: ${RETRY_AFTER} at random; ideal ${secs((CASES * LATENCY_MS) / CEILING)}`);
  const fixedRandom = await runOnce(randomScript, false);
  const adaptiveRandom = await runOnce(randomScript, true);
  print('fixed', fixedRandom);
  print('adaptive', adaptiveRandom);
  // The bar: the adaptive mode loses no case against the concurrency-limited server.
  if (adaptiveFailed !== 0) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await run();
}
