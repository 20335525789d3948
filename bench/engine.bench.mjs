// Engine throughput and memory on zero-delay mock cases (also a 4.x file graded by `contains`),
// scheduling quality on 100 ms cases, and the cold start of each door (CLI help/version, a 1-case
// run in each format, the Action bundle). Prints figures; asserts nothing.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CLI, makeSuite, mib, ROOT, secs, timeCli } from './bench-support.mjs';
import { record } from './figures.mjs';
import { REFERENCE_COMMIT, referenceCli } from './reference-build.mjs';
import { sampleMachineSpeed } from './machine-speed.mjs';

/** Records (lines) in a results file a run wrote. */
const recordsIn = (file) => readFileSync(file, 'utf8').trimEnd().split('\n').length;

/**
 * `count` instant cases at 10 workers: wall and peak RSS. A run of 10,000 cases or fewer is made three
 * times (one run's time varies by a tenth here): the median wall time, and the highest peak RSS. With
 * `nodeOptions` (a diagnostic, not a figure of the CLI as shipped) the run is recorded under `key`.
 */
async function throughput(count, { nodeOptions, key } = {}) {
  const suite = makeSuite(count);
  try {
    const runs = [];
    for (let i = 0; i < (count <= 10000 ? 3 : 1); i++) {
      const out = path.join(suite.dir, `results-${i}.jsonl`);
      const args = ['eval', suite.file, '--dry-run', '--workers', '10', '--max-cases', String(count), '--out', out];
      const run = await timeCli(args, nodeOptions ? { env: { NODE_OPTIONS: nodeOptions } } : {});
      runs.push({ ...run, lines: recordsIn(out) });
    }
    const run = [...runs].sort((a, b) => a.wallMs - b.wallMs)[Math.floor(runs.length / 2)];
    const rss = Math.max(...runs.map((r) => r.rss));
    if (key) record(key, mib(rss));
    else {
      record(`wall-${count}`, secs(run.wallMs));
      record(`rss-${count}`, mib(rss));
    }
    const walls = runs.length > 1 ? ` (median of ${runs.map((r) => secs(r.wallMs)).join(', ')})` : '';
    console.log(
      `mock ${count} cases @ --workers 10${nodeOptions ? ` (NODE_OPTIONS=${nodeOptions})` : ''}: wall ` +
        `${secs(run.wallMs)}${walls}, ${Math.round(count / (run.wallMs / 1000))} cases/s, peak RSS ${mib(rss)}, ` +
        `records ${runs.map((r) => r.lines).join('/')}, exit ${runs.map((r) => r.code).join('/')}`,
    );
    return rss;
  } finally {
    suite.cleanup();
  }
}

async function makespan() {
  const count = 200;
  const workers = 20;
  const delayMs = 100;
  const runs = 5;
  const suite = makeSuite(count);
  try {
    const ideal = Math.ceil(count / workers) * delayMs;
    const spans = [];
    const nets = [];
    for (let i = 0; i < runs; i++) {
      const out = path.join(suite.dir, `results-${i}.jsonl`);
      const run = await timeCli([
        'eval',
        suite.file,
        '--dry-run',
        '--dry-run-delay',
        String(delayMs),
        '--workers',
        String(workers),
        '--out',
        out,
      ]);
      // The makespan is the time from the first case to the last, read from the records' timestamps
      // and durations, so process start-up and file loading do not count against the scheduler.
      const records = readFileSync(out, 'utf8')
        .trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l));
      const ends = records.map((r) => Date.parse(r.timestamp));
      const starts = records.map((r, k) => ends[k] - r.duration_ms);
      spans.push(Math.max(...ends) - Math.min(...starts));
      // The whole process minus its cold start: the same command on one case with no delay is
      // start-up, planning, one case and shutdown; what is left is the scheduler's own time.
      const cold = await timeCli([
        'eval',
        suite.file,
        '--dry-run',
        '--eval-id',
        'case-0',
        '--workers',
        String(workers),
        '--out',
        path.join(suite.dir, `cold-${i}.jsonl`),
      ]);
      nets.push(run.wallMs - cold.wallMs);
    }
    // Medians of a few runs: one run's cold start alone varies by ±50 ms on a shared machine.
    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    record('makespan', `${(median(nets) / ideal).toFixed(2)}x (records: ${(median(spans) / ideal).toFixed(2)}x)`);
    console.log(
      `makespan ${count} cases x ${delayMs} ms @ --workers ${workers}, median of ${runs}: ${median(spans)} ms from ` +
        `the records, ratio ${(median(spans) / ideal).toFixed(3)}; ` +
        `whole process minus cold start ${secs(median(nets))}, ratio ${(median(nets) / ideal).toFixed(3)} (aim <= ` +
        `1.05; runs ${nets.map((n) => (n / ideal).toFixed(2)).join(', ')})`,
    );
  } finally {
    suite.cleanup();
  }
}

const medianOf = (runs) => [...runs].sort((a, b) => a - b)[Math.floor(runs.length / 2)];

/** Median and minimum wall time of `runs` runs of one start-up (its `time()` resolves with wall ms). */
async function coldStart(label, aim, time, runs = 7, key = undefined) {
  const walls = [];
  for (let i = 0; i < runs; i++) walls.push(await time(i));
  if (key) record(key, secs(medianOf(walls)));
  const aimText = aim ? `, aim <= ${secs(aim)}` : '';
  console.log(
    `cold start ${label}: median ${secs(medianOf(walls))} over ${runs} runs ` +
      `(min ${secs(Math.min(...walls))}${aimText})`,
  );
}

/** Wall ms of `node <args>` with NODE_EXTRA_CA_CERTS unset, as timeCli runs it, ignoring its exit. */
function timeNode(args, cwd) {
  const env = { ...process.env };
  delete env.NODE_EXTRA_CA_CERTS;
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, env, stdio: 'ignore' });
    child.on('error', reject);
    child.on('close', () => resolve(Number(process.hrtime.bigint() - started) / 1e6));
  });
}

const ONE_PROMPTFOO_CASE =
  'prompts:\n  - "Q: {{ q }}"\nproviders:\n  - echo\ntests:\n  - vars:\n      q: hi\n' +
  '    assert:\n      - type: contains\n        value: hi\n';

/**
 * The cold start of each door: a bare `node` (the floor), `--help`, `--version`, a 1-case AgentV run
 * (mock target, --dry-run), a 1-case promptfoo run (echo provider) and the Action bundle given no
 * inputs (it loads, refuses the empty `paths` input and exits).
 */
async function coldStarts() {
  sampleMachineSpeed('before the cold starts');
  const suite = makeSuite(1);
  try {
    writeFileSync(path.join(suite.dir, 'promptfooconfig.yaml'), ONE_PROMPTFOO_CASE);
    await coldStart('node -e 0 (floor)', 0, () => timeNode(['-e', '0'], ROOT));
    await coldStart('agentv --help', 120, async () => (await timeCli(['--help'])).wallMs, 7, 'cold-help');
    await coldStart('agentv --version', 120, async () => (await timeCli(['--version'])).wallMs);
    const out = (i) => path.join(suite.dir, `one-${i}.jsonl`);
    await coldStart(
      '1-case AgentV run (--dry-run)',
      250,
      async (i) => {
        return (await timeCli(['eval', suite.file, '--dry-run', '--out', out(i)])).wallMs;
      },
      7,
      'cold-agentv',
    );
    const config = path.join(suite.dir, 'promptfooconfig.yaml');
    await coldStart(
      '1-case promptfoo run (echo)',
      250,
      async (i) => {
        return (await timeCli(['eval', config, '--out', path.join(suite.dir, `pf-${i}.jsonl`)], { cwd: suite.dir }))
          .wallMs;
      },
      7,
      'cold-promptfoo',
    );
    // Without GitHub's INPUT_* variables the Action refuses its empty `paths` input once loaded.
    const action = path.join(ROOT, 'dist/action/index.js');
    await coldStart('Action bundle, no inputs', 0, () => timeNode([action], suite.dir));
  } finally {
    suite.cleanup();
  }
}

/**
 * `count` instant tests of an AgentV 4.x file, each graded by a `contains` assertion instead of the
 * judge: the path a 4.x suite with deterministic graders takes (its graders' keys checked per test).
 */
async function gradedTests(count) {
  const item = (i) =>
    `  - id: t${i}\n    input: question ${i}\n    assertions:\n      - type: contains\n        value: question\n`;
  const suite = makeSuite(count, { file: 'bench.eval.yaml', list: 'tests', item });
  try {
    const out = path.join(suite.dir, 'results.jsonl');
    const run = await timeCli(['eval', suite.file, '--dry-run', '--workers', '10', '--out', out]);
    const lines = recordsIn(out);
    record(`wall-${count}-4x`, `${secs(run.wallMs)}, ${mib(run.rss)}`);
    console.log(
      `4.x tests with a contains assertion, ${count} @ --workers 10: wall ${secs(run.wallMs)}, peak RSS ` +
        `${mib(run.rss)}, records ${lines}, exit ${run.code}`,
    );
  } finally {
    suite.cleanup();
  }
}

/**
 * Median wall ms of `runs` runs of `args(out)` with each CLI, alternated (which goes first swaps each
 * round), and the records each wrote; `out` is a fresh results file each time.
 */
async function alternated(runs, dir, args, clis) {
  const walls = clis.map(() => []);
  const records = clis.map(() => []);
  for (let round = 0; round < runs; round++) {
    for (let k = 0; k < clis.length; k++) {
      const which = (round + k) % clis.length;
      const out = path.join(dir, `alt-${round}-${which}.jsonl`);
      const run = await timeCli(args(out), { cli: clis[which] });
      walls[which].push(run.wallMs);
      records[which].push(run.code === 0 ? recordsIn(out) : `exit ${run.code}`);
    }
  }
  return clis.map((_, k) => ({ wallMs: medianOf(walls[k]), walls: walls[k], records: records[k] }));
}

/**
 * 10,000 instant cases and the 1-case run, this build beside the build before wave 3 (nine and seven
 * rounds, alternated): the aim "at least as fast as before" read in the same minutes.
 */
async function besideReference() {
  const reference = referenceCli();
  if (!reference.cli) {
    console.log(`beside the build before wave 3: skipped (${reference.missing})`);
    return;
  }
  sampleMachineSpeed('before the build before wave 3 runs beside this one');
  const many = makeSuite(10000);
  const one = makeSuite(1);
  try {
    const clis = [CLI, reference.cli];
    const show = (label, key, aim, [ours, before]) => {
      const ratio = (ours.wallMs / before.wallMs).toFixed(2);
      record(key, `${secs(ours.wallMs)} vs ${secs(before.wallMs)} (${ratio}x)`);
      const runs = (r) => `${r.walls.map(secs).join(', ')}; records ${r.records.join('/')}`;
      console.log(
        `${label}, medians: this build ${secs(ours.wallMs)} (${runs(ours)}), ${REFERENCE_COMMIT} ` +
          `${secs(before.wallMs)} (${runs(before)}): ${ratio}x${aim}`,
      );
    };
    const dryRun =
      (suite, ...more) =>
      (out) => ['eval', suite.file, '--dry-run', ...more, '--out', out];
    show(
      '10,000 instant cases beside the build before wave 3',
      'wall-10000-beside',
      ' (aim: at least as fast, <= 1.00x)',
      await alternated(9, many.dir, dryRun(many, '--workers', '10'), clis),
    );
    show(
      '1-case AgentV run beside the build before wave 3',
      'cold-agentv-beside',
      ' (the aim is 0.25 s, above)',
      await alternated(7, one.dir, dryRun(one), clis),
    );
  } finally {
    many.cleanup();
    one.cleanup();
    reference.cleanup();
  }
}

export async function run() {
  console.log('== engine');
  await coldStarts();
  await besideReference();
  const small = await throughput(1000);
  const large = await throughput(10000);
  sampleMachineSpeed('before 100,000 cases');
  const huge = await throughput(100000);
  await gradedTests(10000);
  await gradedTests(100000);
  console.log(`peak RSS 10,000 / 1,000 cases: ${(large / small).toFixed(2)}x (aims: <= 1.2x and <= 120 MiB at 10,000)`);
  console.log(
    `peak RSS 100,000 / 10,000 cases: ${(huge / large).toFixed(2)}x (aims: <= 1.2x and <= 130 MiB at 100,000)`,
  );
  // A run holds V8's semi-spaces at 8 MB once they grow so far (left alone, a long run's survivors
  // grow them to 16 MB, 32 MB committed). The same runs with V8's own cap on them, set at launch, show
  // that the hold takes what the flag does, in memory and in time.
  const young = '--max-semi-space-size=8';
  const capped = [await throughput(10000, { nodeOptions: young, key: 'rss-10000-semi8' })];
  capped.push(await throughput(100000, { nodeOptions: young, key: 'rss-100000-semi8' }));
  console.log(
    `peak RSS 100,000 / 10,000 cases with V8's semi-spaces held at 8 MB (diagnostic): ` +
      `${(capped[1] / capped[0]).toFixed(2)}x`,
  );
  await makespan();
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await run();
