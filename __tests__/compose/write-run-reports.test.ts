import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeRunReports, type RunReportsDoor } from '../../src/compose/write-run-reports.js';
import { createNodeRuntime } from '../../src/engine/runtime.js';
import { computeSummary, toStatsEntry } from '../../src/results/compute-summary.js';
import type { EvalResult } from '../../src/results/eval-result.js';

const KEY = 'sk-planted-key-112233';
const WITHHELD = 'ghs_withheld_445566';

const record = (id: string, score: number, error?: string): EvalResult => ({
  eval_id: id,
  dataset: 'reports',
  prompt_id: 'default',
  iteration: 0,
  target: 'default',
  timestamp: '2025-01-01T00:00:00.000Z',
  score,
  hits: [],
  misses: [`quoted ${KEY} and ${WITHHELD}`],
  reasoning: '',
  candidate_answer: `my key is ${KEY}`,
  evaluator_results: [],
  ...(error ? { error } : {}),
});

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'agentv-run-reports-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function door(extra: Partial<RunReportsDoor> = {}) {
  const notes: string[] = [];
  const runtime = {
    ...createNodeRuntime({ env: { MY_API_KEY: KEY }, withheld: [WITHHELD], cwd: dir }),
    now: () => Date.UTC(2025, 0, 2),
  };
  return {
    notes,
    door: { runtime, labels: { junit: '--junit', html: '--report' }, note: (l: string) => notes.push(l), ...extra },
  };
}

function input() {
  const records = [record('alpha', 1), record('bravo', 0, `auth failed for ${KEY}`)];
  return {
    outcome: { summary: computeSummary(records.map(toStatsEntry)), resultsPath: path.join(dir, 'run.jsonl') },
    records,
    resultsName: 'run.jsonl',
    baseline: { file: 'base.jsonl', records: [record('alpha', 0, `old key ${KEY}`)] },
  };
}

describe('writeRunReports: the work after a run both doors call', () => {
  it('writes the run summary, JUnit and HTML from records scrubbed of env secrets and withheld values', async () => {
    const files = {
      summary: path.join(dir, 'out/summary.json'),
      junit: path.join(dir, 'out/junit.xml'),
      html: path.join(dir, 'out/report.html'),
    };
    const { notes, door: d } = door();
    expect(await writeRunReports(files, input(), d)).toEqual(files);
    for (const file of Object.values(files)) {
      const text = await readFile(file, 'utf8');
      expect(text).not.toContain(KEY);
      expect(text).not.toContain(WITHHELD);
    }
    expect(await readFile(files.junit, 'utf8')).toContain('[REDACTED]');
    expect(await readFile(files.html, 'utf8')).toContain('[REDACTED]');
    expect(notes).toEqual([
      `Run summary: ${files.summary}`,
      `JUnit report: ${files.junit}`,
      `HTML report: ${files.html}`,
    ]);
  });

  it("a report that cannot be written goes to the door's onError and is left out; the others are written", async () => {
    const junit = path.join(dir, 'taken');
    await mkdir(junit);
    const html = path.join(dir, 'report.html');
    const failed: string[] = [];
    const { door: d } = door({ onError: (_error, report) => failed.push(report) });
    expect(await writeRunReports({ junit, html }, input(), d)).toEqual({ html });
    expect(failed).toEqual(['junit']);
    expect(await readFile(html, 'utf8')).toContain('<html');
  });

  it('without onError the failure is thrown, naming the file as the door does', async () => {
    const junit = path.join(dir, 'taken');
    await mkdir(junit);
    await expect(writeRunReports({ junit }, input(), door().door)).rejects.toThrow('--junit');
  });

  it("summary '-' goes to the door's machine output, scrubbed by the same rule", async () => {
    const out: string[] = [];
    const { door: d } = door({ machine: (text) => out.push(text) });
    await writeRunReports({ summary: '-' }, input(), d);
    const summary = JSON.parse(out.join(''));
    expect(summary.statistics.errored).toEqual([expect.objectContaining({ message: 'auth failed for [REDACTED]' })]);
  });
});
