import path from 'node:path';
import { formatRepeats } from '../results/repeats.js';
import { writeRunSummary } from '../results/run-summary.js';
import { resolveEvalPaths } from '../config/resolve-eval-paths.js';
import { createNodeRuntime, createStderrLogger, type Logger } from '../engine/runtime.js';
import { runSuites } from '../compose/run-suites.js';
import { formatSummary } from '../results/format-summary.js';
import type { CliIO } from './cli-io.js';
import { toRunOptions, type EvalFlags } from './eval-flags.js';
import { ProgressSink } from './progress-sink.js';

/** How long in-flight cases may finish after SIGINT/SIGTERM before they are aborted. */
const GRACE_MS = 5_000;

/**
 * Runs `agentv eval` and returns its exit code: 0 when the run completed, 1 when results could not
 * be written, 3 when `--budget-usd` left cases unrun (they are recorded as skipped).
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
  let progress: ProgressSink | undefined;
  const stop = stopOnSignals(runtime.logger);
  const outcome = await runSuites(options, runtime, {
    signal: stop.signal,
    graceMs: GRACE_MS,
    onPlanned: ({ total }) => {
      progress = new ProgressSink(total, stderr, runtime.now);
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
  if (stop.exitCode !== undefined) {
    io.stderr(`stopped: ${outcome.summary.total} case(s) recorded in ${outcome.resultsPath}; run again with --resume ${outcome.resultsPath} to finish\n`);
    return stop.exitCode;
  }
  if (outcome.writeFailures > 0) {
    io.stderr(`error: ${outcome.writeFailures} result(s) could not be written to ${outcome.resultsPath}\n`);
    return 1;
  }
  const skipped = outcome.summary.skipped.length;
  if (skipped > 0) {
    io.stderr(`budget reached: ${skipped} case(s) not run or not graded (recorded as skipped); run again with a larger --budget-usd and --resume ${outcome.resultsPath} to finish\n`);
    return BUDGET_EXIT_CODE;
  }
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
