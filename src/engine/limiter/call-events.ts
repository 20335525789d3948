import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { LimiterSettings } from './retry-policy.js';
import type { PaceReason } from './rate-pacer.js';
import { outputFileError } from '../../errors/config-error.js';
import type { Redactor } from '../redactor.js';

/** Structured JSON events of the call limiter, one JSON object per line. */
export type CallEvent =
  /**
   * A call waits: for a slot under the ceiling (`reason: 'ceiling'`, `queue_depth` calls waiting for
   * one), or before that for its target's rate limits (`rate-limit-requests`, `rate-limit-tokens`:
   * the budget its provider's headers reported; `retry-after`: a 429 with those headers held the
   * target; `first-answer`: one round is out and its answers will tell whether the target has rate
   * limits), `wait_s` being the expected wait when it is known.
   */
  | { event: 'queueing'; agent: string; dimension: string; queue_depth: number; reason: QueueReason; wait_s?: number }
  | { event: 'acquired'; agent: string; dimension: string; active_slots: number }
  | { event: 'released'; agent: string; dimension: string; active_slots: number }
  | { event: 'retry'; agent: string; dimension: string; attempt: number; status_code: number | null; delay_s: number }
  | { event: 'timeout'; agent: string; dimension: string; timeout_s: number }
  /**
   * Adaptive mode (`--adaptive`) only: the effective ceiling moved. `throttled`: a 429/503 came above
   * the level the server was seen serving, so the ceiling drops to that level (the label is the call
   * that got it); `latency`: answers slowed past twice their baseline; `recovered`: one more after a
   * run of successes.
   */
  | {
      event: 'ceiling';
      agent: string;
      dimension: string;
      from: number;
      to: number;
      reason: CeilingReason;
      status_code: number | null;
    }
  /** A 429/503 that carried rate-limit headers and a Retry-After holds the target's new calls for `hold_s`. */
  | { event: 'hold'; agent: string; dimension: string; status_code: number; hold_s: number }
  | {
      event: 'failed';
      agent: string;
      dimension: string;
      attempts: number;
      status_code: number | null;
      elapsed_s: number;
      error: string;
    };

/** Why the adaptive ceiling moved. */
export type CeilingReason = 'throttled' | 'latency' | 'recovered';

/** Why a call waits before it starts. */
export type QueueReason = 'ceiling' | PaceReason;

export type CallEventListener = (event: CallEvent) => void;

/** Label of one call in the events log: which target ("agent") and which case or criterion ("dimension"). */
export interface CallLabel {
  agent: string;
  dimension: string;
}

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
 * count of `acquired` minus `released` over the lines is the number of calls in flight.
 * With a `redactor`, secret values (e.g. echoed in a `failed` event's error) are hidden.
 */
export async function openEventsLog(
  filePath: string,
  now: () => number = Date.now,
  redactor?: Redactor,
): Promise<EventsLog> {
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
 * The INFO line printed once at job start, confirming the active ceiling and
 * the run-wide retry policy. Target retry fields may still override retries per target.
 */
export function ceilingInfoLine(settings: Pick<LimiterSettings, 'ceiling' | 'retry' | 'callTimeoutMs'>): string {
  const { ceiling, retry, callTimeoutMs } = settings;
  const s = (ms: number) => `${Number((ms / 1000).toFixed(3))} s`;
  return (
    `MAX_CONCURRENT_LLM_CALLS=${ceiling} (global ceiling on model calls); ` +
    `retries: up to ${retry.maxRetries} on ${retry.statusCodes.join('/')} and timeouts, ` +
    `backoff ${s(retry.initialDelayMs)} to ${s(retry.maxDelayMs)}; ` +
    `call timeout ${s(callTimeoutMs)}`
  );
}
