import { promises as fs } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { toRunOptions } from '../../src/cli/eval-flags.js';
import { runSuites } from '../../src/compose/run-suites.js';
import { evalFileOf } from '../test-support/eval-files.js';
import { makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';
import { testRuntime, waitFor } from '../providers/provider-fixtures.js';
import { fakeClock, onClock } from './fake-clock.js';

/** Whether `promise` has settled, without waiting for it. */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise<void>((resolve) => setImmediate(resolve));
  return settled;
}

describe("a stop signal: the shutdown grace runs on the run's clock", () => {
  let root: string;
  beforeAll(async () => {
    root = await makeTempRepo({ 'a.test.yaml': evalFileOf(4) });
  });
  afterAll(() => removeTempRepo(root));

  // No new case starts meanwhile.
  it('cases in flight run until the grace passes on the clock, then are aborted without a record', async () => {
    const clock = fakeClock();
    const out = path.join(root, 'r.jsonl');
    // Two workers, each answer 5 minutes on the clock: two cases in flight when the stop comes.
    const options = toRunOptions(
      [path.join(root, 'a.test.yaml')],
      { dryRun: true, dryRunDelay: '300000', workers: '2', out },
      root,
      clock.now(),
    );
    const stop = new AbortController();
    const run = runSuites(
      options,
      { ...onClock(testRuntime(), clock), cwd: root },
      { signal: stop.signal, graceMs: 60_000 },
    );
    await waitFor(() => clock.pending() === 2);
    stop.abort(new Error('stopped'));
    // A minute of grace on the clock; a grace on the machine's clock would hold this test past its time limit.
    clock.advance(59_999);
    // However long the machine takes, the grace has not passed on the clock: the run goes on.
    await delay(300);
    expect(await isSettled(run)).toBe(false);
    clock.advance(1);
    const outcome = await run;
    expect(outcome.stopped).toBe(true);
    expect(await fs.readFile(out, 'utf8')).toBe('');
    expect(clock.pending()).toBe(0);
  });
});
