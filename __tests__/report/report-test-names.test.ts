import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'puppeteer-core';
import { chromiumOrSkip, launchChromium } from '../test-support/chromium.js';
import { makeResult } from '../test-support/make-result.js';
import { runCli } from '../test-support/run-cli.js';

const chromium = chromiumOrSkip();
const describeInBrowser = chromium ? describe : describe.skip;

/** A promptfoo test's `description` is the case's name in the report: in its row and its panel. */
describeInBrowser('HTML report: a promptfoo test by its description', () => {
  let dir: string;
  let browser: Browser;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'agentv-report-names-'));
    browser = await launchChromium(chromium);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('names the row and the case panel by the description, the id where there is none', async () => {
    const records = [
      makeResult({ eval_id: 'test-1', description: 'adds two numbers', pass: true, candidate_answer: '4' }),
      makeResult({ eval_id: 'test-2', pass: false, score: 0, candidate_answer: '5' }),
    ];
    await writeFile(path.join(dir, 'run.jsonl'), records.map((r) => `${JSON.stringify(r)}\n`).join(''));
    const out = path.join(dir, 'report.html');
    expect((await runCli(['report', path.join(dir, 'run.jsonl'), '-o', out])).code).toBe(0);
    const page = await browser.newPage();
    await page.goto(pathToFileURL(out).href, { waitUntil: 'load' });
    await page.waitForSelector('#app[data-ready]', { timeout: 60_000 });
    const names = await page.$$eval('.case-table .vlist .row .c-case', (cells) => cells.map((c) => c.textContent));
    expect(names.sort()).toEqual(['adds two numbers', 'test-2']);
    await page.$$eval('.case-table .vlist .row', (rows) =>
      (rows.find((row) => row.querySelector('.c-case')?.textContent === 'adds two numbers') as HTMLElement).click(),
    );
    await page.waitForSelector('aside.detail:not([hidden])');
    expect(await page.$eval('.detail-title', (node) => node.textContent)).toBe('adds two numbers');
  }, 120_000);
});
