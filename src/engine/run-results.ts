import { type Summary, StatsCollector } from '../results/compute-summary.js';
import type { EvalResult, ResultSink } from '../results/eval-result.js';
import type { RunContext } from './run-context.js';

/**
 * Where a run's records go as cases finish: redacted once, then the results file, the repeats,
 * the summary and the door's sinks. It keeps the counts the run's outcome reports.
 */
export class RunResults {
  writeFailures = 0;
  /** Runs not made because `--early-stop` found their case settled. */
  earlyStopped = 0;
  /** The exit code a failed case of its suite asks for (a promptfoo config's 100). */
  failedCaseExitCode: number | undefined;
  private readonly collector = new StatsCollector();
  private readonly sinks: ResultSink[];
  private readonly exitCodes: Map<string, number>;

  constructor(
    private readonly run: RunContext,
    sinks: readonly ResultSink[] = [],
  ) {
    this.sinks = [this.collector, ...sinks];
    this.exitCodes = new Map(
      run.prepared.suites.flatMap((suite) =>
        suite.failedCaseExitCode !== undefined ? [[suite.dataset, suite.failedCaseExitCode] as const] : [],
      ),
    );
    // With --resume the summary covers the whole file, not only the cases run this time.
    for (const record of run.resumed) {
      this.collector.append(record);
      run.repeats.record(record);
    }
  }

  /** Takes one case's record; dropped once the run's cases were aborted (`--resume` runs it again). */
  async deliver(raw: EvalResult): Promise<void> {
    if (this.run.stop.cases.signal.aborted) return;
    // The one place records are scrubbed: the file and every sink see the redacted record.
    const result = this.run.redactor.deep(raw);
    this.run.repeats.record(result);
    if (result.pass === false) this.failedCaseExitCode ??= this.exitCodes.get(result.dataset);
    await this.write(result);
    for (const sink of this.sinks) await sink.append(result);
  }

  summary(): Summary {
    return this.collector.summary();
  }

  async close(): Promise<void> {
    for (const sink of this.sinks) await sink.close();
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
