#!/usr/bin/env node
// Runs our AgentV 4.x fixture suites (and the quickstart) with the reference agentv@4.42.4 and with this build
// (dist/cli), then compares every test's score and pass/fail. Not part of `npm test` (it installs
// agentv from the npm registry). Usage: node scripts/compare-with-agentv.mjs [agentv-bin]
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Each set: a fixture folder (copied: agentv writes its own state beside the suites) and its suites.
const sets = [
  {
    dir: '__tests__/fixtures/agentv4',
    suites: [
      'evals/assertions.eval.yaml',
      'evals/external.eval.yaml',
      'evals/inline-refs.eval.yaml',
      'graded/code-graders.eval.yaml',
    ],
  },
  { dir: '__tests__/fixtures/score-ranges', suites: ['evals/score-ranges.eval.yaml'] },
  { dir: 'docs/examples/quickstart', suites: ['evals/quickstart.eval.yaml'] },
];
const scratch = mkdtempSync(path.join(os.tmpdir(), 'agentv-compare-'));
const env = { ...process.env, AGENTV4_TARGET: 'keyword-agent' };

let agentv = process.argv[2];
if (!agentv) {
  execFileSync('npm', ['install', '--prefix', scratch, '--no-audit', '--no-fund', 'agentv@4.42.4'], {
    stdio: 'inherit',
  });
  agentv = path.join(scratch, 'node_modules/.bin/agentv');
}
if (!existsSync(path.join(root, 'dist/cli/index.js'))) throw new Error('run npm run bundle first');

const jsonl = (file) =>
  readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
let equal = 0;
let total = 0;
let referenceTotal = 0;
for (const [n, { dir, suites }] of sets.entries()) {
  const fixtures = path.join(scratch, `fixtures-${n}`);
  cpSync(path.join(root, dir), fixtures, { recursive: true });
  const refOut = path.join(scratch, `reference-${n}`);
  execFileSync(agentv, ['eval', 'run', ...suites, '--output', refOut, '--no-results-push'], {
    cwd: fixtures,
    env,
    stdio: 'ignore',
  });
  const oursOut = path.join(scratch, `ours-${n}.jsonl`);
  execFileSync('node', [path.join(root, 'dist/cli/index.js'), 'eval', ...suites, '--out', oursOut], {
    cwd: fixtures,
    env,
    stdio: 'ignore',
  });
  const reference = new Map(jsonl(path.join(refOut, 'index.jsonl')).map((r) => [r.test_id, r]));
  referenceTotal += reference.size;
  console.log(dir);
  for (const record of jsonl(oursOut)) {
    const ref = reference.get(record.eval_id);
    const same = ref && Math.abs(ref.score - record.score) < 1e-9 && ref.score >= 0.8 === (record.verdict === 'pass');
    console.log(
      `${same ? 'same' : 'DIFF'}  ${record.eval_id.padEnd(24)} ` +
        `ours ${record.score.toFixed(3)} ${record.verdict.padEnd(10)} ` +
        `agentv ${ref ? `${ref.score.toFixed(3)} ${ref.execution_status}` : 'missing'}`,
    );
    total++;
    if (same) equal++;
  }
}
console.log(`${equal}/${total} tests with equal score and pass/fail (agentv tests: ${referenceTotal})`);
rmSync(scratch, { recursive: true, force: true });
process.exitCode = equal === total && total === referenceTotal ? 0 : 1;
