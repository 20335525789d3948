import { writeSync } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import { dirname } from 'node:path';
import { AgentvError } from '../errors/agentv-error.js';
import { type EvalResult, type ResultSink, type OutputFormat, serializeResult } from './eval-result.js';

/** A results file sink; `path` is where the records go. */
export type ResultWriter = ResultSink & { readonly path: string };

/** How {@link createResultWriter} opens the file. */
export interface ResultWriterOptions {
  /**
   * Keep the records already in the file and add after them (`--resume`). Callers trim a torn
   * last line first (trimTornTail) so the next record starts on a line of its own.
   */
  append?: boolean;
}

/**
 * Opens one results file (truncating it, unless `append`) and returns a sink that appends each
 * record the moment it arrives, i.e. in completion order. Parent folders are created. Every append
 * is one synchronous `write()` of the whole record, so parallel workers never interleave bytes (an
 * append runs to its end before another starts: no lock is needed, and none is taken) and a
 * process killed at any moment leaves at most one torn line, the last; a failed append rejects on
 * its own, so later appends still work.
 */
export async function createResultWriter(
  path: string,
  format: OutputFormat,
  options: ResultWriterOptions = {},
): Promise<ResultWriter> {
  await mkdir(dirname(path), { recursive: true });
  const handle = await open(path, options.append ? 'a' : 'w');
  let closed = false;

  // No await before the write: an append that has started has finished before anything else runs.
  // (An async-mutex around it cost a 10,000-case run 8 MB of objects kept past a young GC.)
  async function append(result: EvalResult): Promise<void> {
    if (closed) throw writeError(path, result, new Error('the writer is closed'));
    try {
      writeAll(handle.fd, serializeResult(result, format));
    } catch (cause) {
      throw writeError(path, result, cause);
    }
  }

  async function close(): Promise<void> {
    if (closed) return;
    closed = true;
    await handle.close();
  }

  return { path, append, close };
}

/**
 * One write() of the whole record, handed over as the string: Node encodes it straight into the
 * write, with no Buffer made per record. Only a short write (which a local file does not do in
 * practice) makes the bytes, to write the rest.
 * Synchronous on purpose: a thread-pool round trip per record made 10,000 appends take ~0.5 s,
 * while a small local write takes microseconds; it is also what keeps records whole without a
 * lock (should this ever become asynchronous, appends need one again).
 */
function writeAll(fd: number, text: string): void {
  const written = writeSync(fd, text);
  const length = Buffer.byteLength(text, 'utf8');
  if (written === length) return;
  const bytes = Buffer.from(text, 'utf8');
  let offset = written;
  while (offset < bytes.length) {
    const more = writeSync(fd, bytes, offset, bytes.length - offset);
    if (more <= 0) throw new Error('the file system accepted no bytes');
    offset += more;
  }
}

function writeError(path: string, result: EvalResult, cause: unknown): AgentvError {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new AgentvError(`could not write result "${result.eval_id}" to ${path}: ${reason}`, {
    code: 'RESULT_WRITE',
    exitCode: 1,
    cause,
  });
}
