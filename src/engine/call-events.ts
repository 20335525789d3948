/** Structured JSON events of the call limiter (seed 002 SC-003), one JSON object per line. */
export type CallEvent =
  | { event: 'queueing'; agent: string; dimension: string; queue_depth: number }
  | { event: 'acquired'; agent: string; dimension: string; active_slots: number }
  | { event: 'released'; agent: string; dimension: string; active_slots: number }
  | { event: 'retry'; agent: string; dimension: string; attempt: number; status_code: number | null; delay_s: number }
  | { event: 'timeout'; agent: string; dimension: string; timeout_s: number }
  /**
   * Adaptive mode (`--adaptive`) only: the effective ceiling moved. `throttled` halves it after a
   * 429/503 (the label is the call that got it), `recovered` adds one after a run of successes.
   */
  | { event: 'ceiling'; agent: string; dimension: string; from: number; to: number; reason: CeilingReason; status_code: number | null }
  /** Adaptive mode only: a 429/503 with Retry-After holds every new call until `hold_s` from now. */
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
export type CeilingReason = 'throttled' | 'recovered';

export type CallEventListener = (event: CallEvent) => void;

/** Label of one call in the events log: which target ("agent") and which case or criterion ("dimension"). */
export interface CallLabel {
  agent: string;
  dimension: string;
}
