import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { runCli } from '../cli/run-cli.js';
import { chromiumOrSkip } from './chromium.js';
import { HOSTILE_ANSWER, HOSTILE_ID, plantedRuns } from './planted-records.js';

/** Screenshots land here (git-ignored) so a person can look at what the test saw. */
const SHOTS = path.resolve('test-output/report');
const CASES = 300;
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
    await writeFile(path.join(dir, 'run.jsonl'), jsonl(run));
    await writeFile(path.join(dir, 'base.jsonl'), jsonl(baseline));
    const out = path.join(dir, 'report.html');
    const cli = await runCli(['report', path.join(dir, 'run.jsonl'), '--baseline', path.join(dir, 'base.jsonl'), '-o', out]);
    expect(cli).toMatchObject({ code: 0, stdout: `Report: ${out}\n` });
    reportUrl = pathToFileURL(out).href;
    browser = await puppeteer.launch({ executablePath: chromium, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'], protocolTimeout: 120_000 });
    page = await browser.newPage();
    await page.setViewport({ width: 1400, height: 1000 });
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warn') problems.push(`console ${message.type()}: ${message.text()}`);
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

  const visibleRows = (list: string) => page.$$eval(`${list} .vlist .row`, (rows) => rows.map((row) => row.querySelector('.c-case')?.textContent ?? ''));
  const statusText = (scope: string) => page.$eval(`${scope} .status`, (node) => node.textContent ?? '');

  it('renders the overview and only the visible rows of the case table', async () => {
    expect(await page.$eval('#app', (app) => app.getAttribute('data-ready'))).toBe('true');
    const cards = await page.$$eval('.overview .card-label', (labels) => labels.map((l) => l.textContent));
    expect(cards).toEqual(expect.arrayContaining(['cases', 'mean score', 'pass rate', 'errors']));
    expect(await statusText('.case-table')).toBe(`${CASES + 3} cases`);
    const rows = await visibleRows('.case-table');
    expect(rows[0]).toBe('brand-new');
    expect(rows).toContain('case-0000');
    // Virtualised: a 1000 px high window shows a few dozen of the 303 rows, not all of them.
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(80);
    await page.screenshot({ path: path.join(SHOTS, 'html-report-run.png'), fullPage: false });
  });

  it('sorts by score and narrows the rows with the filter', async () => {
    await page.click('.case-table button[data-column="score"]');
    expect((await visibleRows('.case-table'))[0]).toMatch(/^case-|^hostile/);
    const topScore = await page.$eval('.case-table .vlist .row .c-score', (cell) => cell.textContent);
    expect(topScore).toBe('1.000');
    await page.type('.case-table input.search', 'case-004');
    await page.waitForFunction(() => document.querySelector('.case-table .status')?.textContent?.startsWith('10 of'), { timeout: 10_000 });
    const rows = await visibleRows('.case-table');
    expect(rows.sort()).toEqual(Array.from({ length: 10 }, (_, i) => `case-004${i}`));
    await page.$eval('.case-table input.search', (input) => {
      (input as HTMLInputElement).value = '';
      input.dispatchEvent(new Event('input'));
    });
    await page.select('.case-table select[aria-label="verdict"]', 'error');
    await page.waitForFunction(() => document.querySelector('.case-table .status')?.textContent?.startsWith('1 of'), { timeout: 10_000 });
    expect(await visibleRows('.case-table')).toEqual(['crashed']);
    await page.select('.case-table select[aria-label="verdict"]', 'all verdicts');
  });

  it('opens a case and shows its answer, judgement and diff as literal text', async () => {
    await page.type('.case-table input.search', 'hostile');
    await page.waitForFunction(() => document.querySelector('.case-table .status')?.textContent?.startsWith('1 of'), { timeout: 10_000 });
    // A locator, not page.click: the virtual list may redraw its rows between finding one and clicking it.
    await page.locator('.case-table .vlist .row').click();
    await page.waitForSelector('aside.detail:not([hidden])');
    expect(await page.$eval('.detail-title', (node) => node.textContent)).toBe(HOSTILE_ID);
    const answers = await page.$$eval('.detail .answer-text', (nodes) => nodes.map((n) => n.textContent));
    expect(answers).toContain(HOSTILE_ANSWER);
    const reasoning = await page.$$eval('.detail .evaluator .reasoning', (nodes) => nodes.map((n) => n.textContent ?? ''));
    expect(reasoning.some((text) => text.startsWith('Judge says <script>window.__pwned = "script"</script>'))).toBe(true);
    expect(await page.$eval('.detail .diff', (node) => node.textContent)).toContain('+<img src=x onerror=');
    expect(await page.$eval('.detail', (node) => node.textContent)).toContain('Conversation');
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
    expect(await statusText('.diff-view')).toBe(`${CASES + 4} of ${CASES + 4} cases`); // the run's 303 and the retired one
    await page.select('.diff-view select', (await page.$eval('.diff-view select option[data-status="removed"]', (o) => (o as HTMLOptionElement).value)));
    expect(await visibleRows('.diff-view')).toEqual(['retired']);
    await page.select('.diff-view select', 'all cases');
    await page.screenshot({ path: path.join(SHOTS, 'html-report-diff.png') });
    await page.locator('.diff-view .vlist .row').click();
    await page.waitForSelector('aside.detail:not([hidden]) .sides');
    const sides = await page.$$eval('.detail .sides .answer-text', (nodes) => nodes.map((n) => n.textContent));
    expect(sides).toEqual([expect.stringMatching(/^Before: <script>/), HOSTILE_ANSWER]);
    await page.screenshot({ path: path.join(SHOTS, 'html-report-diff-case.png') });
  });

  it('ran none of the planted payloads, fetched nothing and logged no error', async () => {
    expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(await page.$$eval('img, svg, iframe, a[href]', (nodes) => nodes.length)).toBe(0);
    expect(await page.$$eval('script', (nodes) => nodes.length)).toBe(2);
    expect(requests).toEqual([reportUrl]);
    expect(problems).toEqual([]);
  });
});
