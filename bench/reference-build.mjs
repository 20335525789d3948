// The CLI as it was built before wave 3, taken out of git, so that the figures issue 42 compares with
// that build are measured beside it, in the same minutes: this machine's speed drifts (one build took
// a median 1.14 s for 10,000 cases at 12:48 and 1.34-1.56 s at 14:05 the same day), so a figure
// measured on another day is no yardstick for a tenth of a second.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './bench-support.mjs';

/** "Build dist" of 25 Nov, the last bundle before the wave of 26 Nov: its bench gave the figures "before wave 3". */
export const REFERENCE_COMMIT = '22621d7';

/**
 * That commit's `dist/cli` written to a temp folder: `{ cli, cleanup }`, or `{ missing }` saying why
 * not (no git, or a shallow clone without the commit).
 */
export function referenceCli() {
  let tar;
  try {
    tar = execFileSync('git', ['archive', '--format=tar', REFERENCE_COMMIT, 'dist/cli'], {
      cwd: ROOT,
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    return { missing: `git archive ${REFERENCE_COMMIT} failed: ${String(error.stderr ?? error.message).trim()}` };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agentv-reference-'));
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  execFileSync('tar', ['-x', '-C', dir], { input: tar });
  const cli = path.join(dir, 'dist/cli/index.js');
  if (!existsSync(cli)) {
    cleanup();
    return { missing: `${REFERENCE_COMMIT} has no dist/cli/index.js` };
  }
  return { cli, cleanup };
}
