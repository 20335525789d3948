import path from 'node:path';
import { formatRepeats, parsePassPolicy } from '../results/repeats.js';
import { agreeWithLabels, compareWithBaseline, newFailuresSince } from './eval-afterwards.js';
import { formatJudgeAgreement, JudgeAgreementCollector } from '../results/judge-agreement.js';
import { readLabelFlags } from './label-flags.js';
import { resolveEvalPaths } from '../config/resolve-eval-paths.js';
import { createNodeRuntime, createStderrLogger, type Logger } from '../engine/runtime.js';
import { gateFailures, type GateSettings, hasGates } from '../results/run-gates.js';
import type { RunOutcome } from '../engine/run/run-eval.js';
import { EvalOutput } from './eval-output.js';
import { EXIT, runExitCode } from './exit-codes.js';
import { readGateFlags } from './gate-flags.js';
import { estimateSuites, runSuites } from '../compose/run-suites.js';
import { formatTokens, usd } from '../results/usage-totals.js';
import { formatUsage } from '../results/format-usage.js';
import { readdir, stat } from 'node:fs/promises';
import type { RunOptions } from '../engine/run/run-options.js';
import type { Runtime } from '../engine/runtime.js';
import { formatSummary } from '../results/format-summary.js';
import type { CliIO } from './cli-io.js';
import { toRunOptions, type EvalFlags } from './eval-flags.js';
import { ProgressSink, progressBarsFor } from './progress-sink.js';
import { prepareRunReports } from './prepare-run-reports.js';
import { readRecords, writeRunReports } from '../compose/write-run-reports.js';
import { checkDistinctOutputs, type RunOutput } from './distinct-outputs.js';

/** How long in-flight cases may finish after SIGINT/SIGTERM before they are aborted. */
const GRACE_MS = 5_000;

/**
 * Runs `agentv eval` and returns its exit code, one row of the README's table ({@link EXIT}):
 * 0 passed its gates, 1 gates failed, 2 bad configuration, 3 budget reached (cases recorded as
 * skipped), 4 nothing could be scored, 5 results not written; 130/143 stopped by a signal; 100 when a
 * test of a promptfoo config failed and nothing else applies (promptfoo's own code for it).
 */
export async function runEvalCommand(
  paths: string[],
  flags: EvalFlags,
  io: CliIO,
  stderr: NodeJS.WriteStream,
): Promise<number> {
  const verbose = flags.verbose ?? false;
  const quiet = flags.quiet ?? false;
  const logger = createStderrLogger(verbose, io.stderr);
  const runtime = createNodeRuntime({ verbose, logger: quiet ? { ...logger, info: () => undefined } : logger });
  const output = await EvalOutput.open(flags, io);
  try {
    return await runWithOutput(paths, { ...flags, out: output.outFlag }, output, runtime, io, stderr);
  } finally {
    await output.close();
  }
}

async function runWithOutput(
  paths: string[],
  flags: EvalFlags,
  output: EvalOutput,
  runtime: Runtime,
  io: CliIO,
  stderr: NodeJS.WriteStream,
): Promise<number> {
  // Flags are checked before anything touches the disk, so a typo fails fast.
  const options = toRunOptions([], flags, runtime.cwd, runtime.now());
  const gates = await readGateFlags(flags, runtime.cwd, (message) => runtime.logger.warn(message));
  if (gates.settings.threshold !== undefined) options.threshold = gates.settings.threshold;
  const labels = await readLabelFlags(flags, runtime.cwd);
  if (flags.maxRetries !== undefined) {
    runtime.logger.warn(
      '--max-retries is deprecated and will be removed: use --timeout-retries (it retries a case attempt that ' +
        "timed out; a target's max_retries retries failed calls)",
    );
  }
  checkDistinctOutputs(runOutputs(options, flags, runtime.cwd));
  options.evalFiles = await resolveEvalPaths(paths, runtime.cwd);
  if (flags.estimate) return printEstimate(options, runtime, flags, output);
  const reports = await prepareRunReports(
    { junit: flags.junit, report: flags.report, output: flags.output },
    runtime.cwd,
  );
  const stop = stopOnSignals(runtime.logger, io);
  const { outcome, agreement } = await runWithProgress(options, flags, output, runtime, stop, stderr);
  // The whole results file (a resumed run's earlier records too), read only when something needs it.
  const head = gates.baseline || labels ? await readRecords(outcome.resultsPath) : [];
  const labelled = labels ? await agreeWithLabels(head, labels, output, runtime) : undefined;
  const compare = gates.baseline
    ? await compareWithBaseline(gates.baseline, head, outcome.resultsPath, output)
    : undefined;
  const fresh = gates.baseline
    ? await newFailuresSince(gates.baseline, head, parsePassPolicy(outcome.passPolicy ?? 'all'), output)
    : undefined;
  // The outcome's threshold: --threshold, else the eval files' execution.threshold (prepare-run.ts).
  const settings = { ...gates.settings, threshold: outcome.threshold };
  const failures = gateFailures(settings, outcome.summary, compare, outcome.repeats, fresh);
  const gated = hasGates(settings) ? { gates: { passed: failures.length === 0, failures } } : {};
  try {
    await writeRunReports(
      {
        summary: summaryJsonFile(flags.summaryJson, runtime.cwd),
        junit: reports.junit,
        html: reports.report,
        promptfoo: reports.output,
      },
      {
        outcome: { ...outcome, judge: agreement, labels: labelled, ...gated },
        records: gates.baseline || labels ? head : undefined,
        resultsName: outcome.resultsPath,
        baseline: gates.baseline,
        givenLabels: labels?.labels,
      },
      {
        runtime,
        labels: { junit: '--junit', html: '--report' },
        note: (line) => output.human(`${line}\n`),
        machine: (text) => output.machine(text),
      },
    );
  } catch (error) {
    io.stderr(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    return EXIT.notWritten;
  }
  return exitCodeOf(outcome, failures, settings, stop.exitCode, { io, output, runId: options.queue?.runId });
}

/** The run with its progress bar and the record sinks, then its summary printed for a person. */
async function runWithProgress(
  options: RunOptions,
  flags: EvalFlags,
  output: EvalOutput,
  runtime: Runtime,
  stop: ReturnType<typeof stopOnSignals>,
  stderr: NodeJS.WriteStream,
) {
  let progress: ProgressSink | undefined;
  const bars = flags.quiet ? undefined : await progressBarsFor(stderr, runtime.env);
  const recordSink = output.recordSink(options.outputFormat);
  const judge = new JudgeAgreementCollector();
  const outcome = await runSuites(options, runtime, {
    signal: stop.signal,
    graceMs: GRACE_MS,
    onPlanned: ({ total }) => {
      if (!flags.quiet) progress = new ProgressSink(total, stderr, runtime.now, bars);
    },
    sinks: [
      { append: (r) => progress?.append(r), close: () => progress?.close() },
      judge,
      ...(recordSink ? [recordSink] : []),
    ],
  }).finally(stop.dispose);
  output.human(`${formatSummary(outcome.summary)}\n`);
  if (outcome.selection !== undefined) output.human(`Selection: ${outcome.selection}\n`);
  if (outcome.repeats)
    output.human(`${formatRepeats(outcome.repeats, outcome.passPolicy ?? 'all', outcome.earlyStopped)}\n`);
  const agreement = judge.result();
  if (agreement) output.human(`${formatJudgeAgreement(agreement)}\n`);
  if (output.streamFile === undefined) output.human(`Results: ${outcome.resultsPath}\n`);
  return { outcome, agreement };
}

/** The exit code, one row of the README's table, with the lines that explain it. */
function exitCodeOf(
  outcome: RunOutcome,
  failures: string[],
  settings: GateSettings,
  signalCode: number | undefined,
  { io, output, runId }: { io: CliIO; output: EvalOutput; runId: string | undefined },
): number {
  if (signalCode !== undefined) {
    const recorded = `${outcome.summary.total} case(s) recorded in ${outcome.resultsPath}`;
    io.stderr(`stopped: ${recorded}; ${howToFinish(outcome.resultsPath, runId)}\n`);
    return signalCode;
  }
  if (outcome.writeFailures > 0)
    io.stderr(`error: ${outcome.writeFailures} result(s) could not be written to ${outcome.resultsPath}\n`);
  const { summary } = outcome;
  if (summary.total > 0 && summary.scored === 0)
    io.stderr(`error: no case could be scored: ${summary.errors} errored, ${summary.skipped.length} skipped\n`);
  reportSkipped(outcome, io, runId);
  for (const failure of failures) io.stderr(`gate failed: ${failure}\n`);
  if (failures.length === 0 && hasGates(settings)) output.human('Gates passed\n');
  const threshold = settings.threshold !== undefined;
  const code = runExitCode({ summary, writeFailures: outcome.writeFailures, gateFailures: failures, threshold });
  // A promptfoo config exits as promptfoo does when a test failed (100; PROMPTFOO_FAILED_TEST_EXIT_CODE),
  // unless another row applies.
  return code === EXIT.passed && outcome.failedCaseExitCode !== undefined ? outcome.failedCaseExitCode : code;
}

/**
 * How to finish a stopped run: `--resume` its file; a `--queue` run (which refuses `--resume`) keeps
 * in Redis which cases are done, so the same command with the same `--run-id` runs the rest.
 */
function howToFinish(resultsPath: string, runId: string | undefined): string {
  if (runId === undefined) return `run again with --resume ${resultsPath} to finish`;
  return (
    `the queue keeps the cases not done: run the same command again with --run-id ${runId} ` +
    '(to a new --out) to finish them, then agentv merge the results files'
  );
}

/** `--summary-json <file>` (absolute), or `-` for stdout. */
function summaryJsonFile(flag: string | undefined, cwd: string): string | undefined {
  return flag === undefined || flag === '-' ? flag : path.resolve(cwd, flag);
}

/** What the budget or `--cache-only` left unrun, and how to finish it. */
function reportSkipped(outcome: RunOutcome, io: CliIO, runId: string | undefined): void {
  const skipped = outcome.summary.skipped;
  if (skipped.length === 0) return;
  const missed = skipped.filter((entry) => entry.reason === 'cache-miss').length;
  if (missed > 0)
    io.stderr(
      `not in cache: ${missed} case(s) not run or not graded under --cache-only (recorded as skipped); ` +
        'run without --cache-only, with keys, to fill the cache\n',
    );
  if (missed < skipped.length) {
    // A queue run's skipped cases are done in the queue: they are finished from the merged files.
    const resume =
      runId === undefined
        ? `--resume ${outcome.resultsPath}`
        : `--resume on the file \`agentv merge\` makes of every process's results (one process, no --queue)`;
    io.stderr(
      `budget reached: ${skipped.length - missed} case(s) not run or not graded (recorded as skipped); ` +
        `run again with a larger --budget-usd and ${resume} to finish\n`,
    );
  }
}

const EXIT_CODES: Record<string, number> = { SIGINT: 130, SIGTERM: 143, SIGPIPE: 141 };

/** `agentv eval`'s exit code when `--budget-usd` left cases unrun (BudgetExceededError's code). */
export const BUDGET_EXIT_CODE = EXIT.budgetReached;

/**
 * SIGINT/SIGTERM stop the run gracefully (no new cases, in-flight ones get a grace period);
 * a second signal exits at once. `exitCode` is 130 / 143 once a signal arrived. stdout's reader
 * going away (`--out - | head`) stops the run the same way, with SIGPIPE's 141.
 */
function stopOnSignals(
  logger: Logger,
  io: CliIO,
): {
  signal: AbortSignal;
  readonly exitCode: number | undefined;
  dispose(): void;
} {
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
  const unsubscribe = io.onStdoutClosed?.(() => {
    if (exitCode !== undefined) return;
    exitCode = EXIT_CODES.SIGPIPE;
    logger.warn('stdout was closed by its reader: stopping — no new cases; in-flight cases get a grace period');
    controller.abort(new Error('SIGPIPE'));
  });
  return {
    signal: controller.signal,
    get exitCode() {
      return exitCode;
    },
    dispose: () => {
      process.off('SIGINT', handler);
      process.off('SIGTERM', handler);
      unsubscribe?.();
    },
  };
}

/**
 * `--estimate`: prints the expected calls, tokens and cost from the last run's results (the
 * `--resume` or `--out` file when it exists, else the newest results file in the results folder)
 * and the response cache (with `--cache`). Nothing is called; exit 0.
 */
async function printEstimate(
  options: RunOptions,
  runtime: Runtime,
  flags: EvalFlags,
  output: EvalOutput,
): Promise<number> {
  const explicit = flags.resume !== undefined || flags.out !== undefined ? options.outPath : undefined;
  const lastRun = explicit && (await isFile(explicit)) ? explicit : await newestResults(path.dirname(options.outPath));
  const estimate = await estimateSuites(options, runtime, lastRun);
  const { target, judge } = estimate.usage;
  const source = [
    lastRun ? `the records of ${lastRun}` : 'no earlier results',
    ...(options.cacheDir ? ['the response cache'] : []),
  ].join(' and ');
  const lines = [`Estimate for ${estimate.cases} case(s), from ${source}; nothing was called.`];
  if (estimate.cases > estimate.unknownCases) lines.push(...formatUsage(estimate.usage, 'Expected'));
  if (estimate.unknownCases > 0) {
    lines.push(
      `  ${estimate.unknownCases} case(s) have no record in the last run: ` +
        'their calls and cost are unknown and not counted',
    );
  }
  const unknown = target.unpricedCalls + judge.unpricedCalls > 0 ? ' + unknown' : '';
  lines.push(
    `  expected calls ${target.calls + judge.calls}, ` +
      `tokens ${formatTokens(target.tokens.total + judge.tokens.total)}, ` +
      `cost ${usd(target.spentUsd + judge.spentUsd)}${unknown}`,
  );
  output.human(`${lines.join('\n')}\n`);
  return 0;
}

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
}

/** The most recently written results file (JSONL or YAML) in `dir`, if any. */
async function newestResults(dir: string): Promise<string | undefined> {
  const names = await readdir(dir).catch(() => [] as string[]);
  let newest: { file: string; mtime: number } | undefined;
  for (const name of names.filter((n) => /\.(jsonl|ya?ml)$/i.test(n))) {
    const file = path.join(dir, name);
    const mtime = await stat(file).then(
      (s) => (s.isFile() ? s.mtimeMs : -1),
      () => -1,
    );
    if (mtime >= 0 && (!newest || mtime > newest.mtime)) newest = { file, mtime };
  }
  return newest?.file;
}

/** Every path the run writes, as given (empty values are left to their own checks). */
function runOutputs(options: RunOptions, flags: EvalFlags, cwd: string): RunOutput[] {
  const file = (flag: string, value: string | undefined): RunOutput[] =>
    value ? [{ flag, path: path.resolve(cwd, value), kind: 'file' }] : [];
  const folder = (flag: string, value: string | undefined): RunOutput[] =>
    value ? [{ flag, path: value, kind: 'folder' }] : [];
  return [
    { flag: flags.resume !== undefined ? '--resume' : '--out', path: options.outPath, kind: 'file' },
    ...file('--junit', flags.junit),
    ...file('--report', flags.report),
    ...file('--output', flags.output),
    ...file('--summary-json', flags.summaryJson),
    ...file('--events', options.eventsPath),
    ...folder('--dump-prompts', options.dumpPromptsDir),
    ...folder('--dump-traces', options.dumpTracesDir),
  ];
}
