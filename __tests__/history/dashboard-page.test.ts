import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'puppeteer-core';
import { computeSummary, toStatsEntry } from '../../src/results/compute-summary.js';
import { addRun, type HistoryIndex, historyRunOf } from '../../src/history/history-index.js';
import { renderDashboard } from '../../src/history/render-dashboard.js';
import { syntheticHistory } from '../../test-support/synthetic-history.mjs';
import { chromiumOrSkip, launchChromium } from '../test-support/chromium.js';
import { makeResult } from '../test-support/make-result.js';

/**
 * The dashboard in headless Chromium: a small history whose figures are worked out by hand, and
 * 1,000 runs × 200 cases opened with every request intercepted (only the file itself may load).
 */
const chromium = chromiumOrSkip();
const describeInBrowser = chromium ? describe : describe.skip;

function smallHistory(): HistoryIndex {
  const day = (n: number) => `2026-01-0${n}T00:00:00.000Z`;
  const runs: [string, number, Record<string, number>][] = [
    ['r1', 1, { a: 1, b: 0.5, c: 0.9 }],
    ['r2', 2, { a: 0.2, b: 0.9, c: 0.9 }],
    ['r3', 3, { a: 1, b: 0.9 }],
  ];
  let index: HistoryIndex | undefined;
  for (const [runId, n, scores] of runs) {
    const records = Object.entries(scores).map(([id, score]) => makeResult({ eval_id: id, score }));
    const summary = computeSummary(records.map(toStatsEntry));
    index = addRun(
      index,
      historyRunOf(records, summary, { suite: 'smoke', runId, sha: 'abc1234', recordedAt: day(n) }),
    );
  }
  if (!index) throw new Error('no runs');
  return index;
}

describeInBrowser('the dashboard page', () => {
  let dir: string;
  let browser: Browser;
  const problems: string[] = [];
  const requests: string[] = [];

  async function open(name: string, indexes: HistoryIndex[]): Promise<Page> {
    const file = path.join(dir, name);
    await writeFile(file, renderDashboard(indexes));
    const page = await browser.newPage();
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      requests.push(request.url());
      if (request.url() === pathToFileURL(file).href) void request.continue();
      else void request.abort();
    });
    page.on('pageerror', (error) => problems.push(String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warn') problems.push(message.text());
    });
    await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });
    await page.waitForSelector('#app[data-ready]', { timeout: 60_000 });
    return page;
  }
  const text = (page: Page, selector: string) => page.$eval(selector, (node) => node.textContent ?? '');
  const rows = (page: Page) =>
    page.$$eval('main tbody tr', (trs) =>
      trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent)),
    );
  const tab = async (page: Page, name: string) => {
    await page.click(`[data-tab="${name}"]`);
    await page.waitForSelector(`[data-view="${name}"]`);
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'agentv-dashboard-page-'));
    browser = await launchChromium(chromium);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('shows the figures of a small history as worked out by hand, in every view', async () => {
    const page = await open('small.html', [smallHistory()]);
    expect(await text(page, '.suite-latest')).toBe(
      '3 run(s), 3 case(s); latest r3 (abc1234, 2026-01-03T00:00:00.000Z): mean 0.950, pass rate 100.0%, cost —',
    );
    expect(await page.$$eval('.chart polyline', (lines) => lines.length)).toBe(3);

    await tab(page, 'case');
    await page.type('input[type="search"]', 'b');
    expect(await page.$$eval('.case-pick', (buttons) => buttons.map((b) => b.textContent))).toEqual(['b']);
    await page.click('.case-pick');
    expect(await rows(page)).toEqual([
      ['r3', '2026-01-03T00:00:00.000Z', '0.900', 'p'],
      ['r2', '2026-01-02T00:00:00.000Z', '0.900', 'p'],
      ['r1', '2026-01-01T00:00:00.000Z', '0.500', 'f'],
    ]);

    await tab(page, 'flaky');
    expect(await text(page, '.flaky-summary')).toBe('2 flaky case(s) in the last window (runs 1–3)');
    expect(await rows(page)).toEqual([
      ['a', '2', '2/3'],
      ['b', '1', '2/3'],
    ]);

    await tab(page, 'compare');
    expect(await text(page, '.compare-summary')).toBe('r2 → r3: mean 0.667 → 0.950, pass rate 66.7% → 100.0%');
    expect(await rows(page)).toEqual([
      ['c', '0.900', '—', '—'],
      ['a', '0.200', '1.000', '+0.800'],
      ['b', '0.900', '0.900', '0.000'],
    ]);
    await page.select('select[aria-label="run A"]', '0');
    expect(await rows(page)).toEqual([
      ['c', '0.900', '—', '—'],
      ['b', '0.500', '0.900', '+0.400'],
      ['a', '1.000', '1.000', '0.000'],
    ]);
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  it('opens 1,000 runs × 200 cases with no error and no request but the file, every view drawn', async () => {
    const big = syntheticHistory({ runs: 1000, cases: 200 }) as HistoryIndex;
    const other = syntheticHistory({ suite: 'nightly', runs: 10, cases: 5 }) as HistoryIndex;
    requests.length = 0;
    const page = await open('big.html', [big, other]);
    expect(await page.$$eval('.suite h2', (hs) => hs.map((h) => h.textContent))).toEqual(['nightly', 'smoke']);
    expect(await text(page, '[data-suite="smoke"] .suite-latest')).toMatch(
      /^1000 run\(s\), 200 case\(s\); latest 1999 /,
    );

    await tab(page, 'case');
    expect(await page.$$eval('.case-pick', (buttons) => buttons.length)).toBe(5);
    await page.select('select[aria-label="suite"]', '1');
    expect(await page.$$eval('.case-pick', (buttons) => buttons.length)).toBe(50);
    await page.type('input[type="search"]', 'case-007');
    await page.click('.case-pick');
    const caseRows = await rows(page);
    expect(caseRows).toHaveLength(100);
    expect(caseRows[0]).toEqual(['1999', '2026-02-11T15:00:00.000Z', '0.000', 'f']);
    expect(caseRows[1]).toEqual(['1998', '2026-02-11T14:00:00.000Z', '1.000', 'p']);

    await tab(page, 'flaky');
    await page.select('select[aria-label="suite"]', '1');
    // Cases 0, 7, … 189 flip every run (19 times in 20 runs); 196 is there on odd runs only, always failing.
    expect(await text(page, '.flaky-summary')).toBe('28 flaky case(s) in the last window (runs 981–1000)');
    const flaky = await rows(page);
    expect(flaky).toHaveLength(28);
    expect(flaky[0]).toEqual(['case-000', '19', '10/20']);

    await tab(page, 'compare');
    await page.select('select[aria-label="suite"]', '1');
    expect(await text(page, '.compare-summary')).toMatch(/^1998 → 1999: /);
    expect(await rows(page)).toHaveLength(200);
    expect(problems).toEqual([]);
    expect(requests).toEqual([pathToFileURL(path.join(dir, 'big.html')).href]);
    await page.close();
  }, 120_000);
});
