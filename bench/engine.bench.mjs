// Engine throughput and memory on zero-delay mock cases, scheduling quality on 100 ms cases,
// and the start-up time of `agentv --help`. Prints figures; asserts nothing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { makeSuite, mib, secs, timeCli } from './bench-support.mjs';

async function throughput(count) {
  const suite = makeSuite(count);
  try {
    const out = path.join(suite.dir, 'results.jsonl');
    const run = await timeCli(['eval', suite.file, '--dry-run', '--workers', '10', '--out', out]);
    const lines = readFileSync(out, 'utf8').trimEnd().split('\n').length;
    console.log(
      `mock ${count} cases @ --workers 10: wall ${secs(run.wallMs)}, ${Math.round(count / (run.wallMs / 1000))} ` +
        `cases/s, peak RSS ${mib(run.rss)}, records ${lines}, exit ${run.code}`,
    );
    return run.rss;
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

async function helpTime() {
  const runs = [];
  for (let i = 0; i < 5; i++) runs.push((await timeCli(['--help'])).wallMs);
  runs.sort((a, b) => a - b);
  console.log(`agentv --help: median ${runs[2].toFixed(0)} ms over 5 runs (min ${runs[0].toFixed(0)} ms)`);
}

export async function run() {
  console.log('== engine');
  await helpTime();
  const small = await throughput(1000);
  const large = await throughput(10000);
  console.log(`peak RSS 10,000 / 1,000 cases: ${(large / small).toFixed(2)}x (aims: <= 1.2x and <= 120 MiB at 10,000)`);
  await makespan();
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await run();
