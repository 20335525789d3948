// Fault soak: 500 cases through the built CLI against the fake LLM server, which answers 20% of
// requests with 429, 5% with 503 and leaves 2% hanging. Prints cases lost (must be 0), the most
// requests in flight (seen by the server and by the events log) against the ceiling, and wall time.
// Run alone with `node bench/fault-soak.bench.mjs`, or with the others through `npm run bench`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { auditCallEvents, parseEventsLog } from '../test-support/call-events-audit.mjs';
import { randomFaults, startFakeLlmServer } from '../test-support/fake-llm-server.mjs';
import { CLI, makeSuite, secs, timeCli } from './bench-support.mjs';

const CASES = 500;
const WORKERS = 20;
const CEILING = 5;
const FAULTS = { rate429: 0.2, rate503: 0.05, rateHang: 0.02 };

/** @param {string} file */
function readLines(file) {
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

export async function run() {
  if (!existsSync(CLI)) {
    console.log(`fault soak: skipped, ${path.relative(process.cwd(), CLI)} is missing (npm run build)`);
    return;
  }
  const faults = randomFaults({ ...FAULTS, delayMs: 5, seed: 7 });
  // Half the 429s carry a short retry-after-ms; the others leave the wait to the backoff.
  const server = await startFakeLlmServer({
    script: (request) => {
      const reply = faults(request);
      return reply.kind === 'status' && reply.status === 429 && request.index % 2 === 0 ? { ...reply, retryAfterMs: 30 } : reply;
    },
  });
  const targets = [
    'targets:',
    '  - name: default',
    '    provider: openai',
    `    base_url: http://127.0.0.1:${server.port}/v1`,
    '    api_key: test',
    '    model: soak-model',
    '    judge_target: judge',
    '  - name: judge',
    '    provider: mock',
    '',
  ].join('\n');
  const suite = makeSuite(CASES, { targets });
  const out = path.join(suite.dir, 'results.jsonl');
  const events = path.join(suite.dir, 'events.jsonl');
  try {
    const result = await timeCli(
      ['eval', suite.file, '--targets', path.join(suite.dir, 'targets.yaml'), '--workers', String(WORKERS), '--max-concurrent-calls', String(CEILING), '--out', out, '--events', events],
      {
        cwd: suite.dir,
        env: { LLM_CALL_TIMEOUT: '1', RETRY_INITIAL_DELAY: '0.05', RETRY_MAX_DELAY: '1', RETRY_MAX_ATTEMPTS: '8', MAX_CONCURRENT_LLM_CALLS: '' },
      },
    );
    const records = readLines(out)
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line));
    const ids = new Set(records.map((r) => r.eval_id));
    const failed = records.filter((r) => r.error).length;
    const outcomes = {};
    for (const r of server.requests) outcomes[r.outcome] = (outcomes[r.outcome] ?? 0) + 1;
    const logged = readLines(events);
    const audit = logged ? auditCallEvents(parseEventsLog(logged)) : undefined;

    console.log(`fault soak: ${CASES} cases, --workers ${WORKERS}, ceiling ${CEILING}, faults 20% 429 / 5% 503 / 2% hang (exit code ${result.code})`);
    console.log(`  cases lost:          ${CASES - ids.size} (must be 0); results with an error: ${failed}`);
    console.log(`  max in flight:       ${server.maxInFlight()} seen by the server, ceiling ${CEILING}`);
    if (audit) {
      console.log(`  events log:          max acquired-released ${audit.maxActive}, ${audit.acquired} acquired / ${audit.released} released, unmatched ${audit.unmatched.length}, retries ${audit.counts.retry ?? 0}, timeouts ${audit.counts.timeout ?? 0}`);
    } else {
      console.log('  events log:          not written by this build (--events)');
    }
    console.log(`  server requests:     ${server.requests.length} (${Object.entries(outcomes).map(([k, v]) => `${k} ${v}`).join(', ')})`);
    console.log(`  wall time:           ${secs(result.wallMs)}`);
    // A lost case or a breached ceiling fails `npm run bench`, so CI notices.
    if (ids.size !== CASES || server.maxInFlight() > CEILING || (audit && audit.maxActive > CEILING)) process.exitCode = 1;
    if (result.code !== 0 && ids.size === 0) console.log(`  stderr: ${result.stderr.trim().split('\n').slice(-5).join(' | ')}`);
  } finally {
    await server.close();
    suite.cleanup();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await run();
}
