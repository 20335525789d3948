import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import puppeteer, { type Browser } from 'puppeteer-core';

const CANDIDATES = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'];

/**
 * The system Chromium (`CHROMIUM_PATH`, else the first of the usual names on the PATH), or
 * undefined. `.ci/run` installs Debian's `chromium` when it is missing.
 */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const given = env.CHROMIUM_PATH;
  if (given) return existsSync(given) ? given : undefined;
  for (const name of CANDIDATES) {
    try {
      const found = execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim();
      if (found) return found;
    } catch {
      // not on the PATH
    }
  }
  return undefined;
}

/** Whether we run in CI: `CI` set to anything but empty, 0 or false (GitHub and GitLab set `true`, others `1`). */
export function inCi(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env.CI?.trim().toLowerCase();
  return value !== undefined && value !== '' && value !== '0' && value !== 'false';
}

/**
 * Browser tests run wherever Chromium exists. Without it they are skipped with a warning on a
 * developer's machine, and fail in CI (see {@link inCi}), where `.ci/run` should have installed it:
 * the error is thrown while the test file loads, so its suite fails rather than passing empty.
 */
export function chromiumOrSkip(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const chromium = findChromium(env);
  if (chromium) return chromium;
  const message =
    "no Chromium found (install Debian's chromium, or set " +
    'CHROMIUM_PATH): the browser tests of the HTML report cannot run';
  if (inCi(env)) throw new Error(message);
  console.warn(`SKIPPED: ${message}`);
  return undefined;
}

/**
 * Headless Chromium as every browser test launches it: no sandbox (CI containers run as root), no
 * GPU or /dev/shm (small in containers), and a protocol timeout that a loaded machine stays within.
 */
export function launchChromium(executablePath: string | undefined): Promise<Browser> {
  return puppeteer.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    protocolTimeout: 120_000,
  });
}
