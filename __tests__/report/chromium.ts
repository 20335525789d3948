import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'];

/**
 * The system Chromium (`CHROMIUM_PATH`, else the first of the usual names on the PATH), or
 * undefined. `.ci/run` installs Debian's `chromium` when it is missing.
 */
export function findChromium(): string | undefined {
  const given = process.env.CHROMIUM_PATH;
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

/**
 * Browser tests run wherever Chromium exists. Without it they are skipped with a warning on a
 * developer's machine, and fail in CI (CI=true), where `.ci/run` should have installed it.
 */
export function chromiumOrSkip(): string | undefined {
  const chromium = findChromium();
  if (chromium) return chromium;
  const message = 'no Chromium found (install Debian\'s chromium, or set CHROMIUM_PATH): the browser tests of the HTML report cannot run';
  if (process.env.CI === 'true') throw new Error(message);
  console.warn(`SKIPPED: ${message}`);
  return undefined;
}
