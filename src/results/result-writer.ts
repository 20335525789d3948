import { writeSync } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Mutex } from 'async-mutex';
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
 * record the moment it arrives, i.e. in completion order. Parent folders are created. Every append holds a mutex
 * around a single `write()` of the whole record, so parallel workers never interleave bytes and a
 * process killed at any moment leaves at most one torn line, the last;
 * a failed append rejects on its own and releases the lock, so later appends still work.
 */
export async function createResultWriter(path: string, format: OutputFormat, options: ResultWriterOptions = {}): Promise<ResultWriter> {
  await mkdir(dirname(path), { recursive: true });
  const handle = await open(path, options.append ? 'a' : 'w');
  const mutex = new Mutex();
  let closed = false;

  async function append(result: EvalResult): Promise<void> {
    if (closed) throw writeError(path, result, new Error('the writer is closed'));
    // Serialising outside the lock keeps the critical section to the write itself.
    let bytes: Buffer;
    try {
      bytes = Buffer.from(serializeResult(result, format), 'utf8');
    } catch (cause) {
      throw writeError(path, result, cause);
    }
    const release = await mutex.acquire();
    try {
      if (closed) throw new Error('the writer is closed');
      writeAll(handle.fd, bytes);
    } catch (cause) {
      throw writeError(path, result, cause);
    } finally {
      release();
    }
  }

  async function close(): Promise<void> {
    // Waiting for the lock lets appends already queued finish before the handle goes away.
    await mutex.runExclusive(async () => {
      if (closed) return;
      closed = true;
      await handle.close();
    });
  }

  return { path, append, close };
}

/**
 * One write() of the whole record (the loop only matters if the OS reports a short write).
 * Synchronous on purpose: a thread-pool round trip per record made 10,000 appends take ~0.5 s,
 * while a small local write takes microseconds; the mutex still guards the file if this ever
 * becomes asynchronous again.
 */
function writeAll(fd: number, bytes: Buffer): void {
  let offset = 0;
  while (offset < bytes.length) {
    const written = writeSync(fd, bytes, offset, bytes.length - offset);
    if (written <= 0) throw new Error('the file system accepted no bytes');
    offset += written;
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
