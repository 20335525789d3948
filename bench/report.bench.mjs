// The HTML report at 10,000 cases (issue 19): the page's size against the results file's (aim <= 3x),
// how long `agentv report` takes, and the time to first content in headless Chromium (aim < 2 s):
// from navigation start until the page marked itself ready and until the first contentful paint.
// Two results files: the mock's own (tiny answers) and synthetic records shaped like a real agent
// run (1.5 KB answers, judge reasoning, trace summaries, a workspace diff on every tenth case).
// Needs the system Chromium (CHROMIUM_PATH or `chromium` on the PATH). Prints figures; asserts nothing.
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { findChromium, makeSuite, mib, secs, timeCli } from './bench-support.mjs';

const CASES = 10_000;
const LOADS = 3;

/** Records shaped like a real agent run, deterministic. */
function syntheticResults(file) {
  const words = 'the agent read the file and changed the function to return early when the input is empty'.split(' ');
  const text = (i, length) => {
    let out = '';
    for (let k = 0; out.length < length; k++) out += `${words[(i + k * 7) % words.length]} `;
    return out.trimEnd();
  };
  const lines = [];
  for (let i = 0; i < CASES; i++) {
    const score = ((i * 37) % 101) / 100;
    lines.push(
      JSON.stringify({
        eval_id: `case-${String(i).padStart(5, '0')}`,
        dataset: 'bench',
        prompt_id: i % 2 ? 'v2' : 'v1',
        iteration: 0,
        target: 'agent',
        timestamp: '2025-01-01T00:00:00.000Z',
        score,
        verdict: score >= 0.8 ? 'pass' : score >= 0.6 ? 'borderline' : 'fail',
        hits: ['mentions the early return'],
        misses: score < 0.8 ? ['no test added'] : [],
        reasoning: text(i, 300),
        candidate_answer: text(i, 1500),
        evaluator_results: [
          {
            name: 'judge',
            type: 'llm_judge',
            score,
            weight: 1,
            verdict: 'pass',
            hits: [],
            misses: [],
            reasoning: text(i + 1, 300),
          },
        ],
        duration_ms: 1000 + (i % 5000),
        cost_usd: 0.002,
        token_usage: { input: 1200, output: 400, total: 1600 },
        trace_summary: {
          event_count: 12,
          tool_names: ['read_file', 'edit_file'],
          tool_calls_by_name: { read_file: 4, edit_file: 2 },
          error_count: 0,
        },
        ...(i % 10 === 0
          ? {
              workspace_diff:
                `diff --git a/src/f.ts b/src/f.ts\n@@ -1,3 +1,4 @@\n+if (input === '') ` +
                `return;\n ${text(i, 200)}\n`,
            }
          : {}),
      }),
    );
  }
  writeFileSync(file, `${lines.join('\n')}\n`);
}

async function timeToContent(browser, file) {
  const ready = [];
  const paint = [];
  for (let i = 0; i < LOADS; i++) {
    const page = await browser.newPage();
    await page.setViewport({ width: 1400, height: 1000 });
    await page.goto(pathToFileURL(file).href, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForSelector('#app[data-ready="true"]', { timeout: 60_000 });
    const times = await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() =>
            setTimeout(() =>
              resolve({
                ready: performance.now(),
                fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
                rows: document.querySelectorAll('.case-table .vlist .row').length,
              }),
            ),
          ),
        ),
    );
    ready.push(times.ready);
    paint.push(times.fcp);
    await page.close();
    if (i === LOADS - 1) console.log(`  rows in the document: ${times.rows} of ${CASES}`);
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  // A paint the page did not report comes back as null (NaN does not survive the trip from the page).
  const painted = paint.filter((p) => typeof p === 'number' && Number.isFinite(p));
  return { ready: median(ready), fcp: painted.length === paint.length ? median(painted) : undefined };
}

async function measure(label, results, browser) {
  const html = results.replace(/\.jsonl$/, '.html');
  const run = await timeCli(['report', results, '-o', html]);
  if (run.code !== 0) throw new Error(`agentv report failed: ${run.stderr}`);
  const ratio = statSync(html).size / statSync(results).size;
  console.log(
    `${label}: results ${mib(statSync(results).size)}, report ${mib(statSync(html).size)}, ` +
      `ratio ${ratio.toFixed(2)} (aim <= 3); agentv report ${secs(run.wallMs)}, peak RSS ${mib(run.rss)}`,
  );
  if (!browser) return;
  const { ready, fcp } = await timeToContent(browser, html);
  console.log(
    `  first content in headless Chromium: ready ${secs(ready)}, first contentful ` +
      `paint ${fcp === undefined ? 'not reported by headless Chromium' : `${fcp.toFixed(0)} ms`} (median ` +
      `of ${LOADS} loads; aim < 2 s)`,
  );
}

export async function run() {
  console.log('== report');
  const chromium = findChromium();
  let browser;
  if (chromium) {
    const { default: puppeteer } = await import('puppeteer-core');
    browser = await puppeteer.launch({
      executablePath: chromium,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
  } else {
    console.log('  no Chromium found (set CHROMIUM_PATH or install chromium): sizes only');
  }
  const suite = makeSuite(CASES);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agentv-report-bench-'));
  try {
    const mock = path.join(dir, 'mock.jsonl');
    const made = await timeCli(['eval', suite.file, '--dry-run', '--workers', '10', '--out', mock]);
    if (made.code !== 0) throw new Error(`agentv eval failed: ${made.stderr}`);
    await measure(`mock run, ${CASES} cases`, mock, browser);
    const synthetic = path.join(dir, 'synthetic.jsonl');
    syntheticResults(synthetic);
    await measure(`agent-shaped records, ${CASES} cases`, synthetic, browser);
  } finally {
    await browser?.close();
    suite.cleanup();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await run();
