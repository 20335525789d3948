// Repeats (issue 17): what --early-stop saves and how well labels and compare verdicts hold up.
// (1) The flaky mock answers 200 cases × 10 iterations with known pass probabilities, through the
//     built CLI, with and without --early-stop: model calls and label accuracy against the true class.
// (2) Simulated pull requests compared with `agentv compare`: unchanged ones (same probabilities
//     on both sides) must rarely be called regressed; a real drop (10 cases from p = 0.95 to 0.4)
//     must be found. Prints figures; asserts nothing.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { secs, timeCli } from './bench-support.mjs';

const CASES = 200;
const ITERATIONS = 10;

/** A seeded PRNG (mulberry32), so every figure can be reproduced. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 70% at p = 0.98 (stable-pass), 20% at p = 0.05 (stable-fail), 10% between 0.3 and 0.7 (flaky). */
function population() {
  const cases = [];
  for (let i = 0; i < CASES; i++) {
    if (i < 140) cases.push({ id: `case-${i}`, p: 0.98, truth: 'stable-pass' });
    else if (i < 180) cases.push({ id: `case-${i}`, p: 0.05, truth: 'stable-fail' });
    else cases.push({ id: `case-${i}`, p: 0.3 + (0.4 * (i - 180)) / 19, truth: 'flaky' });
  }
  return cases;
}

async function earlyStop() {
  const cases = population();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agentv-bench-repeats-'));
  const evalcases = cases.map(
    (c) =>
      `  - id: ${c.id}\n    expected_outcome: the answer to ${c.id} is right\n    input_messages: [{role: user, ` +
      `content: go}]\n`,
  );
  writeFileSync(path.join(dir, 'r.test.yaml'), `iterations: ${ITERATIONS}\nevalcases:\n${evalcases.join('')}`);
  const totals = { full: { calls: 0, correct: 0 }, early: { calls: 0, correct: 0 } };
  const seeds = [1, 2, 3, 4, 5];
  try {
    for (const seed of seeds) {
      const probabilities = cases.map((c) => `      ${c.id}: ${c.p}`).join('\n');
      writeFileSync(
        path.join(dir, 'targets.yaml'),
        `targets:\n  - name: default\n    provider: mock\n    seed: ${seed}\n    pass_probability:\n${probabilities}\n`,
      );
      for (const mode of ['full', 'early']) {
        const summary = path.join(dir, `${mode}-${seed}.json`);
        const args = [
          'eval',
          path.join(dir, 'r.test.yaml'),
          '--workers',
          '10',
          '--out',
          path.join(dir, `${mode}-${seed}.jsonl`),
          '--summary-json',
          summary,
        ];
        const run = await timeCli(mode === 'early' ? [...args, '--early-stop'] : args);
        if (run.code !== 0) throw new Error(`agentv eval exited ${run.code}: ${run.stderr}`);
        const json = JSON.parse(readFileSync(summary, 'utf8'));
        const truth = new Map(cases.map((c) => [c.id, c.truth]));
        totals[mode].calls += json.repeats.runs;
        totals[mode].correct += json.cases.filter((c) => truth.get(c.eval_id) === c.label).length;
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const n = seeds.length;
  const acc = (mode) => ((100 * totals[mode].correct) / (CASES * n)).toFixed(1);
  const saved = 100 * (1 - totals.early.calls / totals.full.calls);
  console.log(`early stop, ${CASES} cases x ${ITERATIONS} iterations, mean of ${n} seeds:`);
  console.log(
    `  target calls: without ${Math.round(totals.full.calls / n)}, with ` +
      `--early-stop ${Math.round(totals.early.calls / n)} (${saved.toFixed(1)}% fewer; aim >= 50%)`,
  );
  console.log(
    `  label accuracy vs the true class: without ${acc('full')}%, with --early-stop ${acc('early')}% (aim >= 95%)`,
  );
}

/** Writes one simulated run (records of every case × iteration) drawn with `probability(case)`. */
function simulatedRun(file, cases, probability, random) {
  const lines = [];
  for (const c of cases) {
    for (let i = 0; i < ITERATIONS; i++) {
      const score = random() < probability(c) ? 1 : 0;
      lines.push(
        JSON.stringify({
          eval_id: c.id,
          dataset: 'bench',
          prompt_id: 'default',
          iteration: i,
          target: 'mock',
          timestamp: '2026-01-01T00:00:00.000Z',
          score,
          hits: [],
          misses: [],
          reasoning: '',
          candidate_answer: '',
          evaluator_results: [],
        }),
      );
    }
  }
  writeFileSync(file, `${lines.join('\n')}\n`);
}

async function verdicts(trials, baseProbability, headProbability, seed) {
  const cases = population();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agentv-bench-compare-'));
  const random = prng(seed);
  let regressed = 0;
  const started = Date.now();
  try {
    for (let t = 0; t < trials; t++) {
      simulatedRun(path.join(dir, 'base.jsonl'), cases, baseProbability, random);
      simulatedRun(path.join(dir, 'head.jsonl'), cases, headProbability, random);
      const run = await timeCli([
        'compare',
        path.join(dir, 'base.jsonl'),
        path.join(dir, 'head.jsonl'),
        '--format',
        'json',
      ]);
      if (JSON.parse(run.stdout).statistics.verdict === 'regressed') regressed++;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return { regressed, wallMs: Date.now() - started };
}

async function pullRequests() {
  const trials = 50;
  const unchanged = await verdicts(
    trials,
    (c) => c.p,
    (c) => c.p,
    17,
  );
  console.log(
    `unchanged pull requests (same probabilities both sides): ${unchanged.regressed}/${trials} called regressed ` +
      `= ${((100 * unchanged.regressed) / trials).toFixed(1)}% (aim <= 5%; ${secs(unchanged.wallMs)})`,
  );
  const dropped = new Set(
    population()
      .filter((c) => c.p === 0.98)
      .slice(0, 10)
      .map((c) => c.id),
  );
  // The 10 dropping cases pass with 0.95 in the base and 0.4 in the head.
  const drop = await verdicts(
    trials,
    (c) => (dropped.has(c.id) ? 0.95 : c.p),
    (c) => (dropped.has(c.id) ? 0.4 : c.p),
    23,
  );
  console.log(
    `real drop (10 cases p = 0.95 -> 0.4): detected in ${drop.regressed}/${trials} ` +
      `= ${((100 * drop.regressed) / trials).toFixed(1)}% (aim >= 90%; ${secs(drop.wallMs)})`,
  );
}

export async function run() {
  console.log('== repeats');
  await earlyStop();
  await pullRequests();
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await run();
