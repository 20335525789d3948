import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { CallEvent, CallEventListener } from './call-events.js';
import type { LimiterSettings } from './limiter-settings.js';
import { outputFileError } from './output-file-error.js';
import type { Redactor } from './redactor.js';

/** A JSONL file receiving the call limiter's events (`--events <path>`). */
export interface EventsLog {
  readonly path: string;
  /** Pass as `onEvent` to the CallLimiter (or through `combineListeners`). */
  readonly listener: CallEventListener;
  /** Flushes and closes the file; events after close are dropped. */
  close(): Promise<void>;
}

/**
 * Opens (truncates) `filePath` and writes each event as one JSON line, in emission order, with a
 * `ts` (ISO time from `now`) appended. Emission order is the limiter's own order, so a running
 * count of `acquired` minus `released` over the lines is the number of calls in flight (SC-002).
 * With a `redactor`, secret values (e.g. echoed in a `failed` event's error) are hidden.
 */
export async function openEventsLog(filePath: string, now: () => number = Date.now, redactor?: Redactor): Promise<EventsLog> {
  let stream: WriteStream;
  try {
    await mkdir(path.dirname(path.resolve(filePath)), { recursive: true });
    stream = createWriteStream(filePath, { flags: 'w', encoding: 'utf8' });
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', reject);
    });
  } catch (cause) {
    throw outputFileError(filePath, 'events log', cause, '--events');
  }
  let failure: Error | undefined;
  stream.on('error', (error) => {
    failure = error;
  });
  let closed = false;
  return {
    path: filePath,
    listener: (event: CallEvent) => {
      if (closed || failure) return;
      const line = { ...event, ts: new Date(now()).toISOString() };
      stream.write(`${JSON.stringify(redactor ? redactor.deep(line) : line)}\n`);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        if (closed) return resolve();
        closed = true;
        stream.end(() => (failure ? reject(failure) : resolve()));
      }),
  };
}

/** One listener calling each given listener in turn (e.g. the events file and a debug logger). */
export function combineListeners(...listeners: Array<CallEventListener | undefined>): CallEventListener {
  const present = listeners.filter((l): l is CallEventListener => l !== undefined);
  return (event) => {
    for (const listener of present) listener(event);
  };
}

/**
 * The INFO line printed once at job start (seed 002 FR-009), confirming the active ceiling and
 * the run-wide retry policy. Target retry fields may still override retries per target.
 */
export function ceilingInfoLine(settings: Pick<LimiterSettings, 'ceiling' | 'retry' | 'callTimeoutMs'>): string {
  const { ceiling, retry, callTimeoutMs } = settings;
  const s = (ms: number) => `${Number((ms / 1000).toFixed(3))} s`;
  return (
    `MAX_CONCURRENT_LLM_CALLS=${ceiling} (global ceiling on model calls); ` +
    `retries: up to ${retry.maxRetries} on ${retry.statusCodes.join('/')} and timeouts, backoff ${s(retry.initialDelayMs)} to ${s(retry.maxDelayMs)}; ` +
    `call timeout ${s(callTimeoutMs)}`
  );
}
