import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'puppeteer-core';
import { runCli } from '../test-support/run-cli.js';
import { chromiumOrSkip, launchChromium } from '../test-support/chromium.js';
import { makeResult } from '../test-support/make-result.js';
import { HOSTILE_ANSWER, HOSTILE_ID, plantedRuns } from './planted-records.js';

/** Screenshots land here (git-ignored) so a person can look at what the test saw. */
const SHOTS = path.resolve('test-output/report');
const CASES = 300;
/** A laptop screen: nothing may be cut off at this width. */
const VIEWPORT = { width: 1280, height: 800 };
/** A case repeated three times in the run and twice in the baseline: one merged row in the comparison. */
const REPEATED = 'repeated-case';
const repeatedRun = [0, 1, 2].map((iteration) =>
  makeResult({
    eval_id: REPEATED,
    iteration,
    score: iteration === 1 ? 0.5 : 1,
    candidate_answer: `repeat answer ${iteration}`,
  }),
);
const repeatedBase = [0, 1].map((iteration) =>
  makeResult({ eval_id: REPEATED, iteration, score: 1, candidate_answer: `old repeat answer ${iteration}` }),
);
const RECORDS = CASES + 3 + repeatedRun.length;
const ROWS = CASES + 4 + 1;
const chromium = chromiumOrSkip();
const describeInBrowser = chromium ? describe : describe.skip;

const jsonl = (records: object[]) => records.map((r) => `${JSON.stringify(r)}\n`).join('');

describeInBrowser('HTML report in headless Chromium', () => {
  let dir: string;
  let browser: Browser;
  let page: Page;
  const problems: string[] = [];
  const requests: string[] = [];
  let reportUrl: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'agentv-report-'));
    const { run, baseline } = plantedRuns(CASES);
    await writeFile(path.join(dir, 'run.jsonl'), jsonl([...run, ...repeatedRun]));
    await writeFile(path.join(dir, 'base.jsonl'), jsonl([...baseline, ...repeatedBase]));
    const out = path.join(dir, 'report.html');
    const cli = await runCli([
      'report',
      path.join(dir, 'run.jsonl'),
      '--baseline',
      path.join(dir, 'base.jsonl'),
      '-o',
      out,
    ]);
    expect(cli).toMatchObject({ code: 0, stdout: `Report: ${out}\n` });
    reportUrl = pathToFileURL(out).href;
    browser = await launchChromium(chromium);
    page = await browser.newPage();
    await page.setViewport(VIEWPORT);
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warn')
        problems.push(`console ${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${String(error)}`));
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(reportUrl, { waitUntil: 'load' });
    await page.waitForSelector('#app[data-ready]', { timeout: 60_000 });
    await mkdir(SHOTS, { recursive: true });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const visibleRows = (list: string) =>
    page.$$eval(`${list} .vlist .row`, (rows) => rows.map((row) => row.querySelector('.c-case')?.textContent ?? ''));
  const statusText = (scope: string) => page.$eval(`${scope} .status`, (node) => node.textContent ?? '');
  /** What the page cuts off at the viewport's width: a horizontal scroll, or a label or control clipped. */
  const cutOff = () =>
    page.evaluate(() => {
      const cut: string[] = [];
      if (document.documentElement.scrollWidth > window.innerWidth)
        cut.push(`page ${document.documentElement.scrollWidth} px wide`);
      const visible = (node: Element) => (node as HTMLElement).offsetParent !== null;
      for (const node of Array.from(
        document.querySelectorAll(
          '.row.head .cell, .row.head button, .filters > *, .tab, .card, .detail-head > *, .badge, .run-pick',
        ),
      )) {
        if (!visible(node)) continue;
        const box = node.getBoundingClientRect();
        if (node.scrollWidth > node.clientWidth + 1 || box.right > window.innerWidth + 0.5)
          cut.push(`${node.className || node.tagName}: "${node.textContent ?? ''}"`);
      }
      for (const node of Array.from(document.querySelectorAll('.detail:not([hidden]) .detail-body')))
        if (node.scrollWidth > node.clientWidth + 1) cut.push('the case panel scrolls sideways');
      return cut;
    });
  it('opens with the cases newly failing against the baseline, before any statistics', async () => {
    const headline = await page.$eval('#agentv-data', (node) => JSON.parse(node.textContent ?? 'null').headline);
    expect(headline).toMatch(/^\d+ cases? newly failing · mean [\u2212+]\d\.\d{3}$/);
    expect(await page.$eval('h1', (node) => node.textContent)).toBe(`AgentV report: ❌ ${headline}`);
  });

  it('renders the overview and only the visible rows of the case table', async () => {
    expect(await page.$eval('#app', (app) => app.getAttribute('data-ready'))).toBe('true');
    const cards = await page.$$eval('.overview .card-label', (labels) => labels.map((l) => l.textContent));
    expect(cards).toEqual(expect.arrayContaining(['cases', 'mean score', 'pass rate', 'errors']));
    expect(await statusText('.case-table')).toBe(`${RECORDS} cases`);
    const rows = await visibleRows('.case-table');
    expect(rows[0]).toBe('brand-new');
    expect(rows).toContain('case-0000');
    // Virtualised: an 800 px high window shows a few dozen of the 309 rows, not all of them.
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(80);
    expect(await cutOff()).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'html-report-run.png'), fullPage: false });
  });

  it('shows an excerpt of each answer in the table, and the error of an errored case', async () => {
    const answerOf = (id: string) =>
      page.$$eval(
        '.case-table .vlist .row',
        (rows, want) =>
          rows.find((row) => row.querySelector('.c-case')?.textContent === want)?.querySelector('.c-answer')
            ?.textContent ?? null,
        id,
      );
    expect(await page.$eval('.case-table .row.head', (head) => head.textContent)).toContain('Answer');
    expect(await answerOf('brand-new')).toBe('new case');
    expect(await answerOf('case-0000')).toBe('answer number 0');
    await page.type('.case-table input.search', 'crashed');
    await page.waitForFunction(() => document.querySelector('.case-table .status')?.textContent?.startsWith('1 of'), {
      timeout: 10_000,
    });
    expect(await answerOf('crashed')).toMatch(/^agent exited: <img src=x/);
    await page.$eval('.case-table input.search', (input) => {
      (input as HTMLInputElement).value = '';
      input.dispatchEvent(new Event('input'));
    });
    await page.waitForFunction(
      (n) => document.querySelector('.case-table .status')?.textContent === `${n} cases`,
      { timeout: 10_000 },
      RECORDS,
    );
  });

  it('sorts by score and narrows the rows with the filter', async () => {
    await page.click('.case-table button[data-column="score"]');
    expect((await visibleRows('.case-table'))[0]).toMatch(/^case-|^hostile/);
    const topScore = await page.$eval('.case-table .vlist .row .c-score', (cell) => cell.textContent);
    expect(topScore).toBe('1.000');
    await page.type('.case-table input.search', 'case-004');
    await page.waitForFunction(() => document.querySelector('.case-table .status')?.textContent?.startsWith('10 of'), {
      timeout: 10_000,
    });
    const rows = await visibleRows('.case-table');
    expect(rows.sort()).toEqual(Array.from({ length: 10 }, (_, i) => `case-004${i}`));
    await page.$eval('.case-table input.search', (input) => {
      (input as HTMLInputElement).value = '';
      input.dispatchEvent(new Event('input'));
    });
    await page.select('.case-table select[aria-label="verdict"]', 'error');
    await page.waitForFunction(() => document.querySelector('.case-table .status')?.textContent?.startsWith('1 of'), {
      timeout: 10_000,
    });
    expect(await visibleRows('.case-table')).toEqual(['crashed']);
    await page.select('.case-table select[aria-label="verdict"]', 'all verdicts');
  });

  it('opens a case and shows its answer, judgement and diff as literal text', async () => {
    await page.type('.case-table input.search', 'hostile');
    await page.waitForFunction(() => document.querySelector('.case-table .status')?.textContent?.startsWith('1 of'), {
      timeout: 10_000,
    });
    // A locator, not page.click: the virtual list may redraw its rows between finding one and clicking it.
    await page.locator('.case-table .vlist .row').click();
    await page.waitForSelector('aside.detail:not([hidden])');
    expect(await page.$eval('.detail-title', (node) => node.textContent)).toBe(HOSTILE_ID);
    const answers = await page.$$eval('.detail .answer-text', (nodes) => nodes.map((n) => n.textContent));
    expect(answers).toContain(HOSTILE_ANSWER);
    const reasoning = await page.$$eval('.detail .evaluator .reasoning', (nodes) =>
      nodes.map((n) => n.textContent ?? ''),
    );
    expect(reasoning.some((text) => text.startsWith('Judge says <script>window.__pwned = "script"</script>'))).toBe(
      true,
    );
    expect(await page.$eval('.detail .diff', (node) => node.textContent)).toContain('+<img src=x onerror=');
    expect(await page.$eval('.detail', (node) => node.textContent)).toContain('Conversation');
    // The evaluator's reasoning, hits and misses once: not again as the record's merged copies.
    expect(
      await page.$$eval('.detail .side-after .reasoning', (nodes) => nodes.map((n) => n.textContent?.slice(0, 10))),
    ).toEqual(['Judge says']);
    expect(await page.$$eval('.detail .judgement > .reasoning, .detail .judgement > ul', (nodes) => nodes.length)).toBe(
      0,
    );
    expect(await cutOff()).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'html-report-case.png') });
    await page.keyboard.press('Escape');
    expect(await page.$eval('aside.detail', (node) => (node as HTMLElement).hidden)).toBe(true);
  });

  it('shows the comparison with the baseline, most regressed first, and a case before and after', async () => {
    await page.click('nav.tabs button:nth-child(2)');
    await page.waitForSelector('#panel-diff:not([hidden]) .vlist .row');
    const rows = await visibleRows('.diff-view');
    expect(rows[0]).toBe(HOSTILE_ID);
    expect(rows[1]).toBe('case-0007');
    expect(await statusText('.diff-view')).toBe(`${ROWS} of ${ROWS} cases`); // the run's 304 cases and the retired one
    await page.select(
      '.diff-view select',
      await page.$eval('.diff-view select option[data-status="removed"]', (o) => (o as HTMLOptionElement).value),
    );
    expect(await visibleRows('.diff-view')).toEqual(['retired']);
    await page.select('.diff-view select', 'all cases');
    expect(await cutOff()).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'html-report-diff.png') });
    await page.locator('.diff-view .vlist .row').click();
    await page.waitForSelector('aside.detail:not([hidden]) .sides');
    const sides = await page.$$eval('.detail .sides .answer-text', (nodes) => nodes.map((n) => n.textContent));
    expect(sides).toEqual([expect.stringMatching(/^Before: <script>/), HOSTILE_ANSWER]);
    await page.screenshot({ path: path.join(SHOTS, 'html-report-diff-case.png') });
  });

  it("sorts and filters the comparison like the run's table", async () => {
    await page.keyboard.press('Escape');
    await page.click('.diff-view button[data-column="case"]');
    expect((await visibleRows('.diff-view')).slice(0, 3)).toEqual(['brand-new', 'case-0000', 'case-0001']);
    expect(await page.$eval('.diff-view button[data-column="case"]', (b) => b.getAttribute('aria-sort'))).toBe(
      'ascending',
    );
    await page.click('.diff-view button[data-column="after"]');
    expect(await page.$eval('.diff-view .vlist .row .c-after', (cell) => cell.textContent)).toBe('1.000');
    await page.type('.diff-view input.search', 'case-004');
    await page.waitForFunction(() => document.querySelector('.diff-view .status')?.textContent?.startsWith('10 of'), {
      timeout: 10_000,
    });
    expect((await visibleRows('.diff-view')).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `case-004${i}`));
    // The text filter reads the answers too, before and after.
    await page.$eval('.diff-view input.search', (input) => {
      (input as HTMLInputElement).value = 'old repeat answer';
      input.dispatchEvent(new Event('input'));
    });
    await page.waitForFunction(() => document.querySelector('.diff-view .status')?.textContent?.startsWith('1 of'), {
      timeout: 10_000,
    });
    expect(await visibleRows('.diff-view')).toEqual([REPEATED]);
    expect(await page.$eval('.diff-view .vlist .row .c-runs', (cell) => cell.textContent)).toBe('2 → 3');
  });

  it('a merged repeat row says which run the panel shows, and shows another on request', async () => {
    await page.locator('.diff-view .vlist .row').click();
    await page.waitForSelector('aside.detail:not([hidden]) .runs-note');
    const note = () => page.$eval('.detail .runs-shown', (node) => node.textContent ?? '');
    expect(await note()).toBe(
      'This row merges 3 run(s) of this case in this run and 2 in the baseline (its scores are their means); the ' +
        'panel shows run #0.',
    );
    expect(await page.$$eval('.detail .run-pick', (nodes) => nodes.map((n) => n.textContent))).toEqual([
      'run #0',
      'run #1',
      'run #2',
    ]);
    await page.click('.detail .run-pick:nth-child(2)');
    expect(await note()).toMatch(/the panel shows run #1\.$/);
    expect(await page.$$eval('.detail .sides .answer-text', (nodes) => nodes.map((n) => n.textContent))).toEqual([
      'old repeat answer 1',
      'repeat answer 1',
    ]);
    await page.click('.detail .run-pick:nth-child(3)');
    // Run #2 has no baseline counterpart: the before side says so.
    expect(await page.$eval('.detail .side-before', (node) => node.textContent)).toContain('not in the baseline');
    expect(await cutOff()).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'html-report-merged-run.png') });
    await page.keyboard.press('Escape');
  });

  it('ran none of the planted payloads, fetched nothing and logged no error', async () => {
    expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(await page.$$eval('img, svg, iframe, a[href]', (nodes) => nodes.length)).toBe(0);
    expect(await page.$$eval('script', (nodes) => nodes.length)).toBe(2);
    expect(requests).toEqual([reportUrl]);
    expect(problems).toEqual([]);
  });
});
