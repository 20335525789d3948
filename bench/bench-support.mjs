// Shared pieces of the benchmarks: temp suites, timing a CLI run, finding Chromium, and printing figures.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The built CLI; AGENTV_BENCH_CLI points at another build (e.g. one made outside dist/). */
export const CLI = process.env.AGENTV_BENCH_CLI ?? path.join(ROOT, 'dist/cli/index.js');

/** A bench case of an AgentV 2.x file: judged against its expected outcome. */
const evalCase = (i) =>
  `  - id: case-${i}\n    expected_outcome: answer number ${i}\n    input_messages:\n      - role: ` +
  `user\n        content: question ${i}\n`;

/**
 * A temp folder with an eval file of `count` cases and a targets.yaml (mock default target); by
 * default an AgentV 2.x file, else `file` holding `list:` and `item(i)` for each case.
 */
export function makeSuite(
  count,
  {
    targets = 'targets:\n  - name: default\n    provider: mock\n',
    file = 'bench.test.yaml',
    list = 'evalcases',
    item = evalCase,
  } = {},
) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agentv-bench-'));
  const cases = [];
  for (let i = 0; i < count; i++) cases.push(item(i));
  writeFileSync(path.join(dir, file), `${list}:\n${cases.join('')}`);
  writeFileSync(path.join(dir, 'targets.yaml'), targets);
  return { dir, file: path.join(dir, file), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The environment of a timed CLI run: the caller's, without NODE_EXTRA_CA_CERTS. Set on a machine
 * behind a TLS proxy, it makes every Node process read and parse the CA bundle it names before any
 * of its code runs (here `node -e 0` took 0.13 s with it, 0.04 s without); the runs timed here speak
 * plain HTTP on loopback, and a CI runner does not set it.
 */
function benchEnv(extra = {}) {
  const env = { ...process.env, ...extra };
  delete env.NODE_EXTRA_CA_CERTS;
  return env;
}

/**
 * Runs the built CLI (or the one at `cli`); resolves with wall time (ms), peak RSS (bytes), exit code
 * and output.
 */
export function timeCli(args, { env = {}, cwd = ROOT, cli = CLI } = {}) {
  const rssFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'agentv-rss-')), 'rss');
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', path.join(ROOT, 'bench/report-rss.mjs'), cli, ...args], {
      cwd,
      env: benchEnv({ ...env, AGENTV_BENCH_RSS_FILE: rssFile }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    child.on('error', reject);
    child.on('close', (code) => {
      const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
      let rss = Number.NaN;
      try {
        rss = Number(readFileSync(rssFile, 'utf8'));
      } catch {
        // the run died before exit handlers ran
      }
      resolve({ code, wallMs, rss, stdout, stderr });
    });
  });
}

export const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
export const secs = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** The system Chromium (CHROMIUM_PATH, else the first of the usual names on the PATH), or undefined. */
export function findChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  for (const name of ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome']) {
    try {
      return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim();
    } catch {
      // not on the PATH
    }
  }
  return undefined;
}
