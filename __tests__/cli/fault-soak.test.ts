import { promises as fs } from 'node:fs';
import path from 'node:path';
import {
  SOAK_ENV,
  soakSuiteYaml,
  soakTargetsYaml,
  startSoakServer,
  tallySoak,
} from '../../test-support/fault-soak.mjs';
import type { FakeLlmServer } from '../../test-support/fake-llm-server.mjs';
import { makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';
import { runCli } from '../test-support/run-cli.js';
import { PROCESS_TEST_TIMEOUT_MS } from '../test-support/process-timeouts.js';

const CASES = 300;
const WORKERS = 20;
const CEILING = 5;

/** `.env` text: the soak's short timeouts and backoff (the real environment still wins over it). */
function dotEnv(): string {
  return Object.entries({ ...SOAK_ENV, LLM_CALL_TIMEOUT: '0.5' })
    .map(([k, v]) => `${k}=${v}\n`)
    .join('');
}

describe('fault soak: every case gets exactly one record under mixed faults (in-process CLI)', () => {
  let root: string;
  let server: FakeLlmServer;
  beforeAll(async () => {
    server = await startSoakServer({
      rate429: 0.15,
      rate503: 0.05,
      rateHang: 0.02,
      rateMalformed: 0.03,
      rateReset: 0.03,
      delayMs: 2,
      seed: 11,
    });
    root = await makeTempRepo({
      'evals/soak.test.yaml': soakSuiteYaml(CASES),
      'evals/targets.yaml': soakTargetsYaml(server.port),
      '.env': dotEnv(),
    });
  });
  afterAll(async () => {
    await server.close();
    await removeTempRepo(root);
  });

  it(
    `${CASES} cases, --workers ${WORKERS}, ceiling ${CEILING}: ` + `nothing lost, nothing doubled, ceiling held`,
    async () => {
      const out = path.join(root, 'results.jsonl');
      const events = path.join(root, 'events.jsonl');
      const run = await runCli([
        'eval',
        path.join(root, 'evals/soak.test.yaml'),
        '--workers',
        String(WORKERS),
        '--max-concurrent-calls',
        String(CEILING),
        '--out',
        out,
        '--events',
        events,
      ]);
      expect(run.stderr).not.toMatch(/^error:/m);
      expect(run.code).toBe(0);
      const tally = tallySoak({
        cases: CASES,
        resultsText: await fs.readFile(out, 'utf8'),
        eventsText: await fs.readFile(events, 'utf8'),
        server,
      });
      expect(tally.missing).toEqual([]);
      expect(tally.duplicated).toEqual([]);
      expect(tally.records).toHaveLength(CASES);
      for (const record of tally.records)
        expect(typeof record.score === 'number' || typeof record.error === 'string').toBe(true);
      expect(tally.serverMaxInFlight).toBeLessThanOrEqual(CEILING);
      expect(tally.audit?.maxActive).toBeLessThanOrEqual(CEILING);
      expect(tally.audit?.unmatched).toEqual([]);
      // The soak is only meaningful when every kind of fault was actually served.
      for (const outcome of ['status:429', 'status:503', 'hang', 'malformed', 'reset', 'ok'])
        expect(tally.outcomes[outcome] ?? 0).toBeGreaterThan(0);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
