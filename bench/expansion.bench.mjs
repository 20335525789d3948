// The expansion limit of promptfoo configs (issue 38): peak RSS and wall time of a config whose one
// test's list vars expand to 1,000 and to 10,000 cases (the default --max-cases), answered by echo,
// and of one whose six list vars of 100 values would make 10^12, refused before anything is built.
// Prints figures; asserts nothing.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { mib, secs, timeCli } from './bench-support.mjs';

/** A config with one test whose `keys` list vars hold `values` values each. */
function config(keys, values) {
  const list = `[${Array.from({ length: values }, (_, i) => `v${i}`).join(', ')}]`;
  const vars = Array.from({ length: keys }, (_, k) => `      k${k}: ${list}`).join('\n');
  return `prompts: ["{{ k0 }}"]\nproviders: [echo]\ntests:\n  - vars:\n${vars}\n`;
}

export async function run() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agentv-bench-expansion-'));
  try {
    for (const [label, keys, values] of [
      ['1,000 cases (3 vars × 10)', 3, 10],
      ['10,000 cases (4 vars × 10)', 4, 10],
      ['10^12 cases (6 vars × 100), refused', 6, 100],
    ]) {
      const file = path.join(dir, `c${keys}x${values}.yaml`);
      writeFileSync(file, config(keys, values));
      const r = await timeCli(['eval', file, '--out', path.join(dir, `${keys}x${values}.jsonl`), '--quiet'], {
        cwd: dir,
      });
      console.log(`expansion  ${label.padEnd(38)} exit ${r.code}  peak RSS ${mib(r.rss)}  wall ${secs(r.wallMs)}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
