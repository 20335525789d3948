// Fault soak: 500 cases through the built CLI against the fake LLM server, which answers 20% of
// requests with 429, 5% with 503 and leaves 2% hanging. Prints cases lost (must be 0), the most
// requests in flight (seen by the server and by the events log) against the ceiling, and wall time.
// Run alone with `node bench/fault-soak.bench.mjs`, or with the others through `npm run bench`.
// The setup is shared with the bounded soak in the test suite (test-support/fault-soak.mjs).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SOAK_ENV, soakTargetsYaml, startSoakServer, tallySoak } from '../test-support/fault-soak.mjs';
import { CLI, makeSuite, secs, timeCli } from './bench-support.mjs';

const CASES = 500;
const WORKERS = 20;
const CEILING = 5;
const FAULTS = { rate429: 0.2, rate503: 0.05, rateHang: 0.02 };

/** @param {string} file */
function readText(file) {
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

export async function run() {
  if (!existsSync(CLI)) {
    console.log(`fault soak: skipped, ${path.relative(process.cwd(), CLI)} is missing (npm run bundle)`);
    return;
  }
  const server = await startSoakServer({ ...FAULTS, delayMs: 5, seed: 7 });
  const suite = makeSuite(CASES, { targets: soakTargetsYaml(server.port) });
  const out = path.join(suite.dir, 'results.jsonl');
  const events = path.join(suite.dir, 'events.jsonl');
  try {
    const result = await timeCli(
      [
        'eval',
        suite.file,
        '--targets',
        path.join(suite.dir, 'targets.yaml'),
        '--workers',
        String(WORKERS),
        '--max-concurrent-calls',
        String(CEILING),
        '--out',
        out,
        '--events',
        events,
      ],
      { cwd: suite.dir, env: { ...SOAK_ENV, MAX_CONCURRENT_LLM_CALLS: '' } },
    );
    const eventsText = readText(events);
    const tally = tallySoak({
      cases: CASES,
      resultsText: readText(out),
      ...(eventsText ? { eventsText } : {}),
      server,
    });
    const { audit } = tally;

    console.log(
      `fault soak: ${CASES} cases, --workers ${WORKERS}, ceiling ${CEILING}, faults 20% 429 / 5% 503 / 2% hang ` +
        `(exit code ${result.code})`,
    );
    console.log(
      `  cases lost:          ${tally.missing.length} (must be 0); duplicated: ${tally.duplicated.length}; results ` +
        `with an error: ${tally.failed}`,
    );
    console.log(`  max in flight:       ${tally.serverMaxInFlight} seen by the server, ceiling ${CEILING}`);
    if (audit) {
      console.log(
        `  events log:          max acquired-released ${audit.maxActive}, ${audit.acquired} acquired ` +
          `/ ${audit.released} released, unmatched ${audit.unmatched.length}, retries ${audit.counts.retry ?? 0}, ` +
          `timeouts ${audit.counts.timeout ?? 0}`,
      );
    } else {
      console.log('  events log:          not written by this build (--events)');
    }
    console.log(
      `  server requests:     ${server.requests.length} (${Object.entries(tally.outcomes)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')})`,
    );
    console.log(`  wall time:           ${secs(result.wallMs)}`);
    // A lost case or a breached ceiling fails `npm run bench`, so CI notices.
    if (
      tally.missing.length > 0 ||
      tally.duplicated.length > 0 ||
      tally.serverMaxInFlight > CEILING ||
      (audit && audit.maxActive > CEILING)
    )
      process.exitCode = 1;
    if (result.code !== 0 && tally.records.length === 0)
      console.log(`  stderr: ${result.stderr.trim().split('\n').slice(-5).join(' | ')}`);
  } finally {
    await server.close();
    suite.cleanup();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await run();
}
