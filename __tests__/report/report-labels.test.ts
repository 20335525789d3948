import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'puppeteer-core';
import { writeHtmlReport } from '../../src/report/html-report.js';
import { answerDigest, humanLabelsFileSchema } from '../../src/results/human-labels.js';
import { chromiumOrSkip, launchChromium } from '../test-support/chromium.js';
import { makeResult } from '../test-support/make-result.js';

/**
 * A reviewer labels a case in the report in headless Chromium: marks the verdict wrong, enters a
 * corrected score and a note, saves the labels (a Blob download, the page fetches nothing), and
 * loads the file back into a fresh page, where the form shows the label again.
 */
const chromium = chromiumOrSkip();
const describeInBrowser = chromium ? describe : describe.skip;

const records = [makeResult({ eval_id: 'only', score: 0.9, candidate_answer: 'the answer <b>' })];

describeInBrowser('labelling verdicts in the HTML report', () => {
  let dir: string;
  let browser: Browser;
  let page: Page;
  let file: string;
  const problems: string[] = [];

  async function openReport(): Promise<void> {
    page = await browser.newPage();
    page.on('pageerror', (error) => problems.push(String(error)));
    const cdp = await page.createCDPSession();
    await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: dir });
    await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });
    await page.waitForSelector('#app[data-ready]', { timeout: 60_000 });
    await page.locator('.case-table .vlist .row').click();
    await page.waitForSelector('.detail [data-label-verdict="wrong"]');
  }

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'agentv-report-labels-'));
    file = path.join(dir, 'report.html');
    await writeHtmlReport(
      file,
      { records, resultsFile: 'run.jsonl', generatedAt: '2025-01-03T00:00:00.000Z' },
      '--report',
    );
    browser = await launchChromium(chromium);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('saves a marked verdict, corrected score and note, and loads them back', async () => {
    await openReport();
    await page.click('.detail [data-label-verdict="wrong"]');
    await page.type('.detail [data-label="score"]', '0.3');
    await page.type('.detail [data-label="note"]', 'misses the refund rule');
    await page.click('[data-labels="save"]');
    const saved = path.join(dir, 'labels.json');
    for (let i = 0; i < 200 && !existsSync(saved); i++) await new Promise((r) => setTimeout(r, 50));
    const labels = humanLabelsFileSchema.parse(JSON.parse(await readFile(saved, 'utf8'))).labels;
    expect(labels).toEqual([
      expect.objectContaining({
        eval_id: 'only',
        prompt_id: 'default',
        iteration: 0,
        answer_sha256: answerDigest('the answer <b>'),
        verdict: 'wrong',
        score: 0.3,
        note: 'misses the refund rule',
      }),
    ]);
    await page.close();

    await openReport();
    const input = await page.$('[data-labels="load"]');
    await (input as unknown as { uploadFile(p: string): Promise<void> }).uploadFile(saved);
    await page.waitForFunction(() =>
      document.querySelector('[data-labels="status"]')?.textContent?.startsWith('1 label(s), 0 of an'),
    );
    // Reopen the case: its form now shows the loaded label.
    await page.keyboard.press('Escape');
    await page.locator('.case-table .vlist .row').click();
    await page.waitForSelector('.detail [data-label-verdict="wrong"][aria-pressed="true"]');
    expect(await page.$eval('.detail [data-label="score"]', (n) => (n as HTMLInputElement).value)).toBe('0.3');
    expect(await page.$eval('.detail [data-label="note"]', (n) => (n as HTMLTextAreaElement).value)).toBe(
      'misses the refund rule',
    );
    expect(problems).toEqual([]);
  }, 120_000);

  it('tells a label of an earlier answer as stale and does not apply it', async () => {
    const stale = path.join(dir, 'stale.json');
    const label = { eval_id: 'only', answer_sha256: answerDigest('an older answer'), verdict: 'wrong' };
    await writeFile(stale, JSON.stringify({ version: 1, labels: [label] }));
    await openReport();
    const input = await page.$('[data-labels="load"]');
    await (input as unknown as { uploadFile(p: string): Promise<void> }).uploadFile(stale);
    await page.waitForFunction(
      () =>
        document.querySelector('[data-labels="status"]')?.textContent ===
        '1 label(s), 1 of an earlier answer (stale, not applied)',
    );
    await page.keyboard.press('Escape');
    await page.locator('.case-table .vlist .row').click();
    await page.waitForSelector('.detail [data-label-verdict="wrong"][aria-pressed="false"]');
    expect(await page.$eval('.detail', (n) => n.textContent ?? '')).toContain('stale, not applied to this one');
  }, 120_000);

  it("shows each judge's agreement with the run's labels in the overview and starts from those labels", async () => {
    const overviewFile = path.join(dir, 'labelled.html');
    const judge = (name: string, n: number, agreement: number, kappa: number | null, below: boolean) => ({
      judge: name,
      n,
      agreement,
      kappa,
      below,
      table: { both_pass: 0, judge_pass_human_fail: 0, judge_fail_human_pass: 0, both_fail: 0 },
    });
    const labels = {
      file: 'evals/labels.json',
      min_agreement: 0.8,
      applied: 3,
      stale: 1,
      unmatched: 0,
      disagreements: 1,
      judges: [judge('<img src=x>', 3, 2 / 3, 0.4, true), judge('rubric/cites', 2, 1, null, false)],
    };
    await writeHtmlReport(
      overviewFile,
      {
        records,
        resultsFile: 'run.jsonl',
        generatedAt: '2025-01-03T00:00:00.000Z',
        labels,
        givenLabels: [
          {
            eval_id: 'only',
            prompt_id: 'default',
            iteration: 0,
            answer_sha256: answerDigest('the answer <b>'),
            verdict: 'wrong',
            note: 'cites no rule',
          },
        ],
      },
      '--report',
    );
    page = await browser.newPage();
    page.on('pageerror', (error) => problems.push(String(error)));
    await page.goto(pathToFileURL(overviewFile).href, { waitUntil: 'load' });
    await page.waitForSelector('#app[data-ready]', { timeout: 60_000 });
    const cards = await page.$eval('.overview .cards', (n) => n.textContent ?? '');
    expect(cards).toContain('1 of 2judges below the labels');
    const section = await page.$$eval('.overview section', (nodes) =>
      nodes.map((n) => n.textContent ?? '').find((t) => t.startsWith('Judges against the labels')),
    );
    expect(section).toContain('Judges against the labels of evals/labels.json');
    expect(section).toContain('3 labels applied, 1 stale');
    const rows = await page.$$eval('.overview section table tbody tr', (trs) =>
      trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent)),
    );
    expect(rows).toContainEqual(['<img src=x>', '3', '66.7%', '0.40', 'below 80.0%']);
    expect(rows).toContainEqual(['rubric/cites', '2', '100.0%', 'n/a', '']);
    expect(await page.$('.overview img')).toBeNull();
    // The page starts with the run's labels: the case's form shows its label.
    expect(await page.$eval('[data-labels="status"]', (n) => n.textContent)).toBe(
      '1 label(s), 0 of an earlier answer (stale, not applied)',
    );
    await page.locator('.case-table .vlist .row').click();
    await page.waitForSelector('.detail [data-label-verdict="wrong"][aria-pressed="true"]');
    expect(await page.$eval('.detail [data-label="note"]', (n) => (n as HTMLTextAreaElement).value)).toBe(
      'cites no rule',
    );
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);
});
