#!/usr/bin/env node
// Runs our AgentV 4.x fixture suites with the reference agentv@4.42.4 and with this build
// (dist/cli), then compares every test's score and pass/fail. Not part of `npm test` (it installs
// agentv from the npm registry). Usage: node scripts/compare-with-agentv.mjs [agentv-bin]
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const suites = ['evals/assertions.eval.yaml', 'evals/external.eval.yaml', 'evals/inline-refs.eval.yaml', 'graded/code-graders.eval.yaml'];
const scratch = mkdtempSync(path.join(os.tmpdir(), 'agentv-compare-'));
// A copy of the fixtures: agentv writes its own state (.agentv/cache.json) beside the suites.
const fixtures = path.join(scratch, 'fixtures');
cpSync(path.join(root, '__tests__/fixtures/agentv4'), fixtures, { recursive: true });
const env = { ...process.env, AGENTV4_TARGET: 'keyword-agent' };

let agentv = process.argv[2];
if (!agentv) {
  execFileSync('npm', ['install', '--prefix', scratch, '--no-audit', '--no-fund', 'agentv@4.42.4'], { stdio: 'inherit' });
  agentv = path.join(scratch, 'node_modules/.bin/agentv');
}
if (!existsSync(path.join(root, 'dist/cli/index.js'))) throw new Error('run npm run build first');

const refOut = path.join(scratch, 'reference');
execFileSync(agentv, ['eval', 'run', ...suites, '--output', refOut, '--no-results-push'], { cwd: fixtures, env, stdio: 'ignore' });
const oursOut = path.join(scratch, 'ours.jsonl');
execFileSync('node', [path.join(root, 'dist/cli/index.js'), 'eval', ...suites, '--out', oursOut], { cwd: fixtures, env, stdio: 'ignore' });

const jsonl = (file) => readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
const reference = new Map(jsonl(path.join(refOut, 'index.jsonl')).map((r) => [r.test_id, r]));
let equal = 0;
const ours = jsonl(oursOut);
for (const record of ours) {
  const ref = reference.get(record.eval_id);
  const same = ref && Math.abs(ref.score - record.score) < 1e-9 && (ref.score >= 0.8) === (record.verdict === 'pass');
  console.log(`${same ? 'same' : 'DIFF'}  ${record.eval_id.padEnd(24)} ours ${record.score.toFixed(3)} ${record.verdict.padEnd(10)} agentv ${ref ? `${ref.score.toFixed(3)} ${ref.execution_status}` : 'missing'}`);
  if (same) equal++;
}
console.log(`${equal}/${ours.length} tests with equal score and pass/fail (agentv tests: ${reference.size})`);
rmSync(scratch, { recursive: true, force: true });
process.exitCode = equal === ours.length && ours.length === reference.size ? 0 : 1;
