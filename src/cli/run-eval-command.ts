import path from 'node:path';
import { formatRepeats } from '../results/repeats.js';
import { writeRunSummary } from '../results/run-summary.js';
import { resolveEvalPaths } from '../config/resolve-eval-paths.js';
import { createNodeRuntime, createStderrLogger, type Logger } from '../engine/runtime.js';
import { estimateSuites, runSuites } from '../compose/run-suites.js';
import { formatTokens, usd } from '../results/usage-totals.js';
import { formatUsage } from '../results/format-usage.js';
import { readdir, stat } from 'node:fs/promises';
import type { RunOptions } from '../engine/run-options.js';
import type { Runtime } from '../engine/runtime.js';
import { formatSummary } from '../results/format-summary.js';
import type { CliIO } from './cli-io.js';
import { toRunOptions, type EvalFlags } from './eval-flags.js';
import { ProgressSink, progressBarsFor } from './progress-sink.js';
import { prepareRunReports, writeRunReports } from './run-reports.js';

/** How long in-flight cases may finish after SIGINT/SIGTERM before they are aborted. */
const GRACE_MS = 5_000;

/**
 * Runs `agentv eval` and returns its exit code: 0 when the run completed, 1 when results could not
 * be written, 3 when `--budget-usd` or `--cache-only` left cases unrun (they are recorded as skipped),
 * 100 when a test of a promptfoo config failed (promptfoo's own code for it).
 */
export async function runEvalCommand(paths: string[], flags: EvalFlags, io: CliIO, stderr: NodeJS.WriteStream): Promise<number> {
  const verbose = flags.verbose ?? false;
  const runtime = createNodeRuntime({ verbose, logger: createStderrLogger(verbose, io.stderr) });
  // Flags are checked before anything touches the disk, so a typo fails fast.
  const options = toRunOptions([], flags, runtime.cwd, runtime.now());
  if (flags.maxRetries !== undefined) {
    runtime.logger.warn('--max-retries is deprecated and will be removed: use --timeout-retries (it retries a case attempt that timed out; a target\'s max_retries retries failed calls)');
  }
  options.evalFiles = await resolveEvalPaths(paths, runtime.cwd);
  if (flags.estimate) return printEstimate(options, runtime, flags, io);
  const reports = await prepareRunReports({ junit: flags.junit, report: flags.report }, runtime.cwd, options.outPath);
  let progress: ProgressSink | undefined;
  const bars = await progressBarsFor(stderr);
  const stop = stopOnSignals(runtime.logger);
  const outcome = await runSuites(options, runtime, {
    signal: stop.signal,
    graceMs: GRACE_MS,
    onPlanned: ({ total }) => {
      progress = new ProgressSink(total, stderr, runtime.now, bars);
    },
    sinks: [{ append: (r) => progress?.append(r), close: () => progress?.close() }],
  }).finally(stop.dispose);
  io.stdout(`${formatSummary(outcome.summary)}\n`);
  if (outcome.repeats) io.stdout(`${formatRepeats(outcome.repeats, outcome.passPolicy ?? 'all', outcome.earlyStopped)}\n`);
  io.stdout(`Results: ${outcome.resultsPath}\n`);
  if (flags.summaryJson !== undefined) {
    const file = path.resolve(runtime.cwd, flags.summaryJson);
    await writeRunSummary(file, outcome);
    io.stdout(`Run summary: ${file}\n`);
  }
  await writeRunReports(reports, outcome, runtime, io);
  if (stop.exitCode !== undefined) {
    io.stderr(`stopped: ${outcome.summary.total} case(s) recorded in ${outcome.resultsPath}; run again with --resume ${outcome.resultsPath} to finish\n`);
    return stop.exitCode;
  }
  if (outcome.writeFailures > 0) {
    io.stderr(`error: ${outcome.writeFailures} result(s) could not be written to ${outcome.resultsPath}\n`);
    return 1;
  }
  const skipped = outcome.summary.skipped;
  if (skipped.length > 0) {
    const missed = skipped.filter((entry) => entry.reason === 'cache-miss').length;
    if (missed > 0) io.stderr(`not in cache: ${missed} case(s) not run or not graded under --cache-only (recorded as skipped); run without --cache-only, with keys, to fill the cache\n`);
    if (missed < skipped.length) {
      io.stderr(`budget reached: ${skipped.length - missed} case(s) not run or not graded (recorded as skipped); run again with a larger --budget-usd and --resume ${outcome.resultsPath} to finish\n`);
    }
    return BUDGET_EXIT_CODE;
  }
  // A promptfoo config exits as promptfoo does when a test failed (100; PROMPTFOO_FAILED_TEST_EXIT_CODE).
  if (outcome.failedCaseExitCode !== undefined) return outcome.failedCaseExitCode;
  return 0;
}

const EXIT_CODES: Record<string, number> = { SIGINT: 130, SIGTERM: 143 };

/** `agentv eval`'s exit code when `--budget-usd` left cases unrun (BudgetExceededError's code). */
export const BUDGET_EXIT_CODE = 3;

/**
 * SIGINT/SIGTERM stop the run gracefully (no new cases, in-flight ones get a grace period);
 * a second signal exits at once. `exitCode` is 130 / 143 once a signal arrived.
 */
export function stopOnSignals(logger: Logger): { signal: AbortSignal; readonly exitCode: number | undefined; dispose(): void } {
  const controller = new AbortController();
  let exitCode: number | undefined;
  const handler = (signal: NodeJS.Signals) => {
    const code = EXIT_CODES[signal] ?? 1;
    if (exitCode !== undefined) process.exit(code);
    exitCode = code;
    logger.warn(`${signal}: stopping — no new cases; in-flight cases get a grace period (send it again to exit now)`);
    controller.abort(new Error(signal));
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
  return {
    signal: controller.signal,
    get exitCode() {
      return exitCode;
    },
    dispose: () => {
      process.off('SIGINT', handler);
      process.off('SIGTERM', handler);
    },
  };
}

/**
 * `--estimate`: prints the expected calls, tokens and cost from the last run's results (the
 * `--resume` or `--out` file when it exists, else the newest results file in the results folder)
 * and the response cache (with `--cache`). Nothing is called; exit 0.
 */
async function printEstimate(options: RunOptions, runtime: Runtime, flags: EvalFlags, io: CliIO): Promise<number> {
  const explicit = flags.resume !== undefined || flags.out !== undefined ? options.outPath : undefined;
  const lastRun = explicit && (await isFile(explicit)) ? explicit : await newestResults(path.dirname(options.outPath));
  const estimate = await estimateSuites(options, runtime, lastRun);
  const { target, judge } = estimate.usage;
  const source = [lastRun ? `the records of ${lastRun}` : 'no earlier results', ...(options.cacheDir ? ['the response cache'] : [])].join(' and ');
  const lines = [`Estimate for ${estimate.cases} case(s), from ${source}; nothing was called.`];
  if (estimate.cases > estimate.unknownCases) lines.push(...formatUsage(estimate.usage, 'Expected'));
  if (estimate.unknownCases > 0) {
    lines.push(`  ${estimate.unknownCases} case(s) have no record in the last run: their calls and cost are unknown and not counted`);
  }
  lines.push(`  expected calls ${target.calls + judge.calls}, tokens ${formatTokens(target.tokens.total + judge.tokens.total)}, cost ${usd(target.spentUsd + judge.spentUsd)}${target.unpricedCalls + judge.unpricedCalls > 0 ? ' + unknown' : ''}`);
  io.stdout(`${lines.join('\n')}\n`);
  return 0;
}

async function isFile(file: string): Promise<boolean> {
  return stat(file).then((s) => s.isFile(), () => false);
}

/** The most recently written results file (JSONL or YAML) in `dir`, if any. */
async function newestResults(dir: string): Promise<string | undefined> {
  const names = await readdir(dir).catch(() => [] as string[]);
  let newest: { file: string; mtime: number } | undefined;
  for (const name of names.filter((n) => /\.(jsonl|ya?ml)$/i.test(n))) {
    const file = path.join(dir, name);
    const mtime = await stat(file).then((s) => (s.isFile() ? s.mtimeMs : -1), () => -1);
    if (mtime >= 0 && (!newest || mtime > newest.mtime)) newest = { file, mtime };
  }
  return newest?.file;
}
