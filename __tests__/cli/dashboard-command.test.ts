import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseHistoryIndex } from '../../src/history/history-index.js';
import { makeResult } from '../test-support/make-result.js';
import { runCli } from '../test-support/run-cli.js';

const jsonl = (records: object[]) => `${records.map((r) => JSON.stringify(r)).join('\n')}\n`;

describe('agentv dashboard', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'agentv-dashboard-cli-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('groups results files by folder into suites, runs by time, and writes index.html and each index', async () => {
    const results = path.join(dir, 'results');
    await mkdir(path.join(results, 'nightly', 'old'), { recursive: true });
    await mkdir(path.join(results, 'smoke'), { recursive: true });
    const at = (day: number) => `2026-01-0${day}T00:00:00.000Z`;
    await writeFile(
      path.join(results, 'smoke', 'b.jsonl'),
      jsonl([
        makeResult({ eval_id: 'x', score: 1, timestamp: at(2) }),
        makeResult({ eval_id: 'y', score: 0.5, timestamp: at(2) }),
      ]),
    );
    await writeFile(
      path.join(results, 'smoke', 'a.jsonl.gz'),
      gzipSync(jsonl([makeResult({ eval_id: 'x', score: 0, timestamp: at(1) })])),
    );
    await writeFile(path.join(results, 'nightly', 'old', 'n.jsonl'), jsonl([makeResult({ eval_id: 'z', score: 1 })]));
    const out = path.join(dir, 'site');

    const run = await runCli(['dashboard', results, '-o', out]);

    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toBe(`Dashboard: ${path.join(out, 'index.html')} (2 suite(s), 3 run(s))\n`);
    const smoke = parseHistoryIndex(await readFile(path.join(out, 'smoke', 'index.json'), 'utf8'));
    if (!('index' in smoke)) throw new Error(smoke.error);
    expect(smoke.index.cases).toEqual(['x', 'y']);
    expect(smoke.index.runs.map((r) => [r.run_id, r.verdicts, r.mean_score])).toEqual([
      ['smoke/a', 'f', 0],
      ['smoke/b', 'pf', 0.75],
    ]);
    expect(parseHistoryIndex(await readFile(path.join(out, 'nightly/old', 'index.json'), 'utf8'))).toMatchObject({
      index: { suite: 'nightly/old' },
    });
    const html = await readFile(path.join(out, 'index.html'), 'utf8');
    expect(html).toContain('"suite":"nightly/old"');
    expect(html).toContain('Content-Security-Policy" content="default-src \'none\'');
  });

  it('reads a results-branch checkout through its index.json files, leaving its run files unread', async () => {
    await writeFile(path.join(dir, 'r.jsonl'), jsonl([makeResult({ eval_id: 'a', score: 1 })]));
    const out = path.join(dir, 'first');
    expect((await runCli(['dashboard', dir, '-o', out])).code).toBe(0);
    const checkout = path.join(out, path.basename(dir));
    await mkdir(path.join(checkout, 'runs', '1'), { recursive: true });
    await writeFile(path.join(checkout, 'runs', '1', 'records.jsonl.gz'), 'not gzip');
    const again = await runCli(['dashboard', out, '-o', path.join(dir, 'second')]);
    expect(again).toMatchObject({ code: 0, stderr: '' });
    expect(again.stdout).toContain('(1 suite(s), 1 run(s))');
  });

  it('refuses a missing folder and a folder without results, in one line, exit 2', async () => {
    const missing = await runCli(['dashboard', path.join(dir, 'nope'), '-o', path.join(dir, 'o')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(
      /^error: .*no such folder: .*nope.*give the folder that holds the results files.*\n$/,
    );
    expect(missing.stderr.trim().split('\n')).toHaveLength(1);
    const empty = await runCli(['dashboard', dir, '-o', path.join(dir, 'o')]);
    expect(empty.code).toBe(2);
    expect(empty.stderr).toMatch(/^error: .*no results found in .*\n$/);
    expect(empty.stderr.trim().split('\n')).toHaveLength(1);
  });
});
