import { promises as fs, writeFileSync } from 'node:fs';
import path from 'node:path';
import { toRunOptions } from '../../src/cli/eval-flags.js';
import { runSuites } from '../../src/compose/run-suites.js';
import { AgentvError } from '../../src/errors/agentv-error.js';
import { readResults } from '../../src/results/read-results.js';
import { evalFileOf, pastKeptSize } from '../test-support/eval-files.js';
import { makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';
import { testRuntime } from '../providers/provider-fixtures.js';

// Read from the file as the run goes (several 64 KB blocks of cases, in a file past the held size).
const CASES = 3000;

describe('an eval file changed in place while the run reads its cases from it', () => {
  let root: string;
  beforeEach(async () => {
    root = await makeTempRepo({ 'a.test.yaml': pastKeptSize(evalFileOf(CASES)) });
  });
  afterEach(() => removeTempRepo(root));

  it('stops the run with an error naming the file; its records are whole; --resume runs the rest', async () => {
    const file = path.join(root, 'a.test.yaml');
    const out = path.join(root, 'r.jsonl');
    expect((await fs.stat(file)).size).toBeGreaterThan(3 * 64 * 1024);
    const options = (extra: Record<string, string> = {}) =>
      toRunOptions([file], { dryRun: true, workers: '1', out, ...extra }, root, Date.now());
    const runtime = { ...testRuntime(), cwd: root };
    let edited = false;
    const editOnFirstRecord = {
      append: () => {
        if (edited) return;
        edited = true;
        // A save in place (truncate, write): what the run checked is no longer the file.
        writeFileSync(file, pastKeptSize(evalFileOf(CASES).replaceAll('expected_outcome:', 'expected_outcome: now')));
      },
      close: async () => undefined,
    };

    const failed = await runSuites(options(), runtime, { sinks: [editOnFirstRecord] }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failed).toBeInstanceOf(AgentvError);
    expect((failed as AgentvError).exitCode).toBe(2);
    const message = (failed as Error).message;
    expect(message).toContain(`${file} changed during the run`);
    expect(message).toMatch(new RegExp(`stopped with (\\d+) case\\(s\\) recorded in ${out}; run again with --resume`));
    const recorded = Number(/stopped with (\d+)/.exec(message)?.[1]);
    const first = await readResults(out);
    expect(first.warnings).toEqual([]);
    expect(first.records).toHaveLength(recorded);
    expect(recorded).toBeGreaterThan(0);
    expect(recorded).toBeLessThan(CASES);
    // Every record is of a case as the run checked it: none errored on the change.
    expect(first.records.filter((r) => r.error !== undefined)).toEqual([]);

    const resumed = await runSuites(options({ resume: out }), runtime);
    expect(resumed.summary.total).toBe(CASES);
    const all = await readResults(out);
    expect(new Set(all.records.map((r) => r.eval_id)).size).toBe(CASES);
    expect(all.records.filter((r) => r.error !== undefined)).toEqual([]);
  });
});
