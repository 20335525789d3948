import { describeSelection } from '../run/run-selection.js';
import { type Summary, StatsCollector } from '../../results/compute-summary.js';
import type { EvalResult, ResultSink } from '../../results/eval-result.js';
import type { RunContext } from '../run/run-context.js';

interface FailingSuite {
  exitCode: number;
  passRateThreshold: number;
  passed: number;
  graded: number;
}

/**
 * Where a run's records go as cases finish: redacted once, then the results file, the repeats,
 * the summary and the door's sinks. It keeps the counts the run's outcome reports.
 */
export class RunResults {
  writeFailures = 0;
  /** Runs not made because `--early-stop` found their case settled. */
  earlyStopped = 0;
  private readonly collector = new StatsCollector();
  private readonly sinks: ResultSink[];
  /** Suites that fail as promptfoo's CLI does, by dataset: their rule and graded records so far. */
  private readonly failing: Map<string, FailingSuite>;

  /** Which flags chose the run's cases, written on each record (compare reads it); undefined for a whole run. */
  private readonly selection: string | undefined;

  constructor(
    private readonly run: RunContext,
    sinks: readonly ResultSink[] = [],
  ) {
    this.sinks = [this.collector, ...sinks];
    this.selection = describeSelection(run.options.evalIds, run.options.selection);
    this.failing = new Map(
      run.prepared.suites.flatMap((suite) =>
        suite.failedTests ? [[suite.dataset, { ...suite.failedTests, passed: 0, graded: 0 }] as const] : [],
      ),
    );
    // With --resume the summary covers the whole file, not only the cases run this time.
    for (const record of run.resumed) {
      this.collector.append(record);
      run.repeats.record(record);
      this.count(record);
    }
  }

  /** Takes one case's record; dropped once the run's cases were aborted (`--resume` runs it again). */
  async deliver(raw: EvalResult): Promise<void> {
    return this.deliverAll([raw]);
  }

  /**
   * Takes the records of a compare group (or one case's), written one right after another with
   * nothing between them, so a `--resume` finds a group recorded whole or not at all (short of a
   * write failing part-way, when the group's missing members are run and compared again among
   * themselves).
   */
  async deliverAll(raws: readonly EvalResult[]): Promise<void> {
    if (this.run.stop.cases.signal.aborted) return;
    const results = raws.map((raw) => this.scrub(raw));
    for (const result of results) {
      this.run.repeats.record(result);
      this.count(result);
    }
    // Every append starts before the first is awaited: each writes synchronously when called.
    await Promise.all(results.map((result) => this.write(result)));
    for (const result of results) for (const sink of this.sinks) await sink.append(result);
  }

  /** The one place records are scrubbed: the file and every sink see the redacted record. */
  private scrub(raw: EvalResult): EvalResult {
    const runId = this.run.options.queue?.runId;
    if (this.selection === undefined && runId === undefined) return this.run.redactor.deep(raw);
    return this.run.redactor.deep({
      ...raw,
      ...(this.selection !== undefined ? { selection: this.selection } : {}),
      ...(runId !== undefined ? { run_id: runId } : {}),
    });
  }

  /**
   * The exit code the first suite whose pass rate fell below its threshold asks for (a promptfoo
   * config's 100, as promptfoo's CLI computes it: passed over graded, errors included).
   */
  get failedCaseExitCode(): number | undefined {
    for (const suite of this.failing.values())
      if (suite.graded > 0 && (suite.passed / suite.graded) * 100 < suite.passRateThreshold) return suite.exitCode;
    return undefined;
  }

  summary(): Summary {
    return this.collector.summary();
  }

  async close(): Promise<void> {
    for (const sink of this.sinks) await sink.close();
  }

  private count(result: EvalResult): void {
    const suite = this.failing.get(result.dataset);
    if (!suite || result.pass === undefined) return;
    suite.graded++;
    if (result.pass) suite.passed++;
  }

  private async write(result: EvalResult): Promise<void> {
    const { writer, runtime, stop } = this.run;
    try {
      await writer.append(result);
    } catch (error) {
      this.writeFailures++;
      runtime.logger.error(
        `could not write the result of ${result.eval_id} to ${writer.path}: ${(error as Error).message}`,
      );
      // A full disk or a lost file: every later answer would be paid for and thrown away.
      if (!stop.stopped) {
        runtime.logger.error(
          `results can no longer be written: no new case is started (cases in flight finish); ` +
            `once ${writer.path} can be written, run again with --resume ${writer.path}`,
        );
        stop.haltScheduling(error);
      }
    }
  }
}
