// The dashboard at 1,000 runs x 200 cases (issue 44): how long `agentv dashboard` takes over a
// results-branch checkout of that size, the page's size, and the time to open it in headless
// Chromium (aim < 2 s): from navigation start until the page marked itself ready, median of 3 loads.
// Needs the system Chromium (CHROMIUM_PATH or `chromium` on the PATH). Prints figures; asserts nothing.
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { syntheticHistory } from '../test-support/synthetic-history.mjs';
import { findChromium, mib, secs, timeCli } from './bench-support.mjs';
import { record } from './figures.mjs';

const RUNS = 1000;
const CASES = 200;
const LOADS = 3;

async function openTime(browser, file) {
  const times = [];
  for (let i = 0; i < LOADS; i++) {
    const page = await browser.newPage();
    await page.setViewport({ width: 1400, height: 1000 });
    await page.goto(pathToFileURL(file).href, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForSelector('#app[data-ready]', { timeout: 60_000 });
    times.push(
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now())))),
      ),
    );
    await page.close();
  }
  return [...times].sort((a, b) => a - b)[Math.floor(LOADS / 2)];
}

export async function run() {
  console.log('== dashboard');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agentv-bench-dashboard-'));
  try {
    const checkout = path.join(dir, 'checkout');
    mkdirSync(path.join(checkout, 'smoke'), { recursive: true });
    writeFileSync(
      path.join(checkout, 'smoke', 'index.json'),
      JSON.stringify(syntheticHistory({ runs: RUNS, cases: CASES })),
    );
    const site = path.join(dir, 'site');
    const built = await timeCli(['dashboard', checkout, '-o', site]);
    if (built.code !== 0) throw new Error(`agentv dashboard failed: ${built.stderr}`);
    const html = path.join(site, 'index.html');
    console.log(
      `${RUNS} runs x ${CASES} cases: agentv dashboard ${secs(built.wallMs)}, peak RSS ${mib(built.rss)}; ` +
        `index.html ${mib(statSync(html).size)}`,
    );
    const chromium = findChromium();
    if (!chromium) {
      console.log('  no Chromium (set CHROMIUM_PATH): open time not measured');
      return;
    }
    const { default: puppeteer } = await import('puppeteer-core');
    const browser = await puppeteer.launch({
      executablePath: chromium,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    try {
      const opened = await openTime(browser, html);
      record('dashboard-open', secs(opened));
      console.log(`  opened in headless Chromium: ready ${secs(opened)} (median of ${LOADS} loads; aim < 2 s)`);
    } finally {
      await browser.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
