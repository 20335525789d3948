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
});
