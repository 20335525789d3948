import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ConfigError } from '../errors/config-error.js';
import { serializeResult, type OutputFormat, type ResultSink } from '../results/eval-result.js';
import type { CliIO } from './cli-io.js';

/** The flags that decide where `agentv eval` writes what. */
export interface OutputFlags {
  out?: string;
  resume?: string;
  summaryJson?: string;
  quiet?: boolean;
}

function isMachineStdout(flags: OutputFlags): boolean {
  return flags.out === '-' || flags.summaryJson === '-';
}

/**
 * Where a run's output goes. With `--out -` the records stream to stdout as they finish (the run
 * keeps its file in a temporary folder for the summary, the reports and the comparison, removed
 * at the end); with `--summary-json -` the summary JSON is stdout's. Either way stdout holds only
 * that: every line meant for a person goes to stderr, and so does what in-process user code
 * prints; `--quiet` drops our lines for people but keeps warnings, errors and failed gates.
 */
export class EvalOutput {
  private constructor(
    private readonly io: CliIO,
    private readonly flags: OutputFlags,
    /** The temporary results file behind `--out -`. */
    readonly streamFile: string | undefined,
    /** Gives stdout back to the rest of the process (see {@link CliIO.claimStdout}). */
    private readonly releaseStdout: () => void,
  ) {}

  static async open(flags: OutputFlags, io: CliIO): Promise<EvalOutput> {
    if (flags.out === '-' && flags.summaryJson === '-') {
      throw new ConfigError(
        '--out - and --summary-json - both want stdout',
        {},
        'write one of them to a file, e.g. --summary-json summary.json',
      );
    }
    if (flags.out === '-' && flags.resume !== undefined)
      throw new ConfigError(
        '--out - cannot be resumed',
        {},
        'drop --out - when resuming: --resume appends to the file it names',
      );
    const streamFile =
      flags.out === '-' ? path.join(await mkdtemp(path.join(os.tmpdir(), 'agentv-out-')), 'results.jsonl') : undefined;
    // The one place stdout is kept for machines: from before the suites load (a promptfoo config
    // runs its filters and var loaders then) to the end, user code in this process prints to stderr.
    const release = (isMachineStdout(flags) ? io.claimStdout?.() : undefined) ?? (() => undefined);
    return new EvalOutput(io, flags, streamFile, release);
  }

  /** Whether stdout belongs to machine output. */
  get machineStdout(): boolean {
    return isMachineStdout(this.flags);
  }

  /** The `--out` the run uses: the temporary file behind `--out -`. */
  get outFlag(): string | undefined {
    return this.streamFile ?? this.flags.out;
  }

  /** A line for a person: stdout, or stderr when stdout is machine output; nothing with --quiet. */
  human(text: string): void {
    if (this.flags.quiet) return;
    if (this.machineStdout) this.io.stderr(text);
    else this.io.stdout(text);
  }

  /** Machine output for stdout (the summary JSON). */
  machine(text: string): void {
    this.io.stdout(text);
  }

  /** With `--out -`: the sink that writes each record to stdout as it finishes. */
  recordSink(format: OutputFormat): ResultSink | undefined {
    if (this.streamFile === undefined) return undefined;
    return { append: (record) => this.io.stdout(serializeResult(record, format)), close: () => undefined };
  }

  /** Gives stdout back and removes the temporary folder behind `--out -`. */
  async close(): Promise<void> {
    this.releaseStdout();
    if (this.streamFile !== undefined) await rm(path.dirname(this.streamFile), { recursive: true, force: true });
  }
}
