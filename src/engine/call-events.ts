/** Structured JSON events of the call limiter (seed 002 SC-003), one JSON object per line. */
export type CallEvent =
  | { event: 'queueing'; agent: string; dimension: string; queue_depth: number }
  | { event: 'acquired'; agent: string; dimension: string; active_slots: number }
  | { event: 'released'; agent: string; dimension: string; active_slots: number }
  | { event: 'retry'; agent: string; dimension: string; attempt: number; status_code: number | null; delay_s: number }
  | { event: 'timeout'; agent: string; dimension: string; timeout_s: number }
  | {
      event: 'failed';
      agent: string;
      dimension: string;
      attempts: number;
      status_code: number | null;
      elapsed_s: number;
      error: string;
    };

export type CallEventListener = (event: CallEvent) => void;

/** Label of one call in the events log: which target ("agent") and which case or criterion ("dimension"). */
export interface CallLabel {
  agent: string;
  dimension: string;
}
