import { resolveEvalPaths } from '../config/resolve-eval-paths.js';
import { createNodeRuntime, createStderrLogger } from '../engine/runtime.js';
import { runSuites } from '../compose/run-suites.js';
import { formatSummary } from '../results/format-summary.js';
import type { CliIO } from './cli-io.js';
import { toRunOptions, type EvalFlags } from './eval-flags.js';
import { ProgressSink } from './progress-sink.js';
import { stopOnSignals } from './stop-on-signals.js';

/** How long in-flight cases may finish after SIGINT/SIGTERM before they are aborted. */
const GRACE_MS = 5_000;

/** Runs `agentv eval` and returns its exit code: 0 when the run completed, 1 when results could not be written. */
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
  io.stdout(`Results: ${outcome.resultsPath}\n`);
  if (stop.exitCode !== undefined) {
    io.stderr(`stopped: ${outcome.summary.total} case(s) recorded in ${outcome.resultsPath}; run again with --resume ${outcome.resultsPath} to finish\n`);
    return stop.exitCode;
  }
  if (outcome.writeFailures > 0) {
    io.stderr(`error: ${outcome.writeFailures} result(s) could not be written to ${outcome.resultsPath}\n`);
    return 1;
  }
  return 0;
}
