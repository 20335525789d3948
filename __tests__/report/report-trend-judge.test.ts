import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'puppeteer-core';
import { writeHtmlReport } from '../../src/report/html-report.js';
import { chromiumOrSkip, launchChromium } from '../test-support/chromium.js';
import { makeResult } from '../test-support/make-result.js';

/**
 * The report of a pull request's run in the Action: the base branch's trend with this run last,
 * pass@k and pass^k of its repeated cases, and its sampled judge's agreement with the unstable
 * criterion, in headless Chromium at 1280 × 800.
 */
const SHOTS = path.resolve('test-output/report');
const chromium = chromiumOrSkip();
const describeInBrowser = chromium ? describe : describe.skip;

const rubric = (tone: { votes: string; agreement: number }) => ({
  name: 'quality',
  type: 'rubric',
  score: 0.5,
  weight: 1,
  verdict: 'fail' as const,
  hits: [],
  misses: [],
  reasoning: '',
  details: {
    judge_samples: 4,
    checks: [
      { id: 'polite', satisfied: true, votes: '4/4', agreement: 1, unstable: false },
      { id: 'tone', satisfied: false, ...tone, unstable: tone.agreement < 0.8 },
    ],
  },
});
const records = [0, 1, 2].flatMap((iteration) => [
  makeResult({ eval_id: 'steady', iteration, score: 1, evaluator_results: [rubric({ votes: '4/4', agreement: 1 })] }),
  makeResult({
    eval_id: 'sometimes',
    iteration,
    score: iteration === 0 ? 1 : 0.2,
    evaluator_results: [rubric({ votes: '2/4', agreement: 0.5 })],
  }),
]);
const point = (run_id: number, day: number, mean: number) => ({
  run_id,
  sha: `${run_id}`.padStart(7, 'a'),
  recorded_at: `2025-01-0${day}T00:00:00.000Z`,
  mean_score: mean,
  pass_rate: mean,
  cost_usd: 0.01 * day,
  cases: 2,
});

describeInBrowser('the report shows the trend, pass@k and pass^k, and judge agreement', () => {
  let dir: string;
  let browser: Browser;
  let page: Page;
  const problems: string[] = [];
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'agentv-report-trend-'));
    const file = path.join(dir, 'report.html');
    const trend = {
      branch: 'main',
      current_label: 'this pull request',
      points: [point(501, 1, 0.5), point(502, 2, 0.6), point(4242, 3, 0.667)],
    };
    await writeHtmlReport(
      file,
      { records, resultsFile: 'run.jsonl', generatedAt: '2025-01-03T00:00:00.000Z', trend },
      '--report',
    );
    browser = await launchChromium(chromium);
    page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    page.on('pageerror', (error) => problems.push(String(error)));
    await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });
    await page.waitForSelector('#app[data-ready]', { timeout: 60_000 });
    await mkdir(SHOTS, { recursive: true });
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('draws each figure of every run, this pull request last, and the consistency and judge figures', async () => {
    const text = await page.$eval('.overview', (node) => node.textContent ?? '');
    expect(problems).toEqual([]);
    expect(text).toContain('Trend of main: its last 2 run(s), then this pull request');
    // 0.5, 0.6 and 0.667 on the 0–1 scale of eight bars: steps 4, 4 and 5.
    expect(text).toContain('mean score ▅▅▆ · pass rate ▅▅▆');
    const rows = await page.$$eval('.overview table', (tables) =>
      tables.map((t) =>
        Array.from(t.querySelectorAll('tbody tr')).map((tr) =>
          Array.from(tr.querySelectorAll('td')).map((td) => td.textContent),
        ),
      ),
    );
    expect(rows).toContainEqual([
      ['501', 'aaaa501', '2025-01-01T00:00:00.000Z', '0.500', '50.0%', '$0.01', '2'],
      ['502', 'aaaa502', '2025-01-02T00:00:00.000Z', '0.600', '60.0%', '$0.02', '2'],
      ['this pull request', 'aaa4242', '2025-01-03T00:00:00.000Z', '0.667', '66.7%', '$0.03', '2'],
    ]);
    // pass@k: both cases pass once in 3 runs; pass^k: only steady passes all 3.
    expect(text).toContain('Repeated cases (pass@k 100.0%, pass^k 50.0%, 66.7% of runs pass)');
    expect(rows).toContainEqual([
      ['sometimes', 'default', '1/3', 'flaky', 'yes', 'no'],
      ['steady', 'default', '3/3', 'stable-pass', 'yes', 'yes'],
    ]);
    // Judge agreement: (1 + 1) × 3 + (1 + 0.5) × 3 over 12 criteria = 0.875; "sometimes"'s tone is unstable in each
    // run.
    const cards = await page.$$eval('.overview .card', (nodes) => nodes.map((n) => n.textContent));
    expect(cards).toContain('87.5%judge agreement3 unstable of 12 sampled criteria');
    expect(text).toContain('Unstable judge criteria (agreement below 80.0%)');
    expect(rows).toContainEqual([
      ['sometimes', 'default', '1', 'quality', 'tone', '50.0%', '2/4'],
      ['sometimes', 'default', '2', 'quality', 'tone', '50.0%', '2/4'],
      ['sometimes', 'default', '3', 'quality', 'tone', '50.0%', '2/4'],
    ]);
    await page.screenshot({ path: path.join(SHOTS, 'html-report-trend-judge.png'), fullPage: true });
  });
});
