import { setMaxListeners } from 'node:events';
import { onAbort } from '../../abort/on-abort.js';
import type { AgentvError } from '../../errors/agentv-error.js';
import type { Runtime } from '../runtime.js';

/** Default time cases in flight get to finish once a run is asked to stop (`RunHooks.graceMs`). */
export const DEFAULT_STOP_GRACE_MS = 10_000;

/**
 * How a run stops. Once its door's signal aborts no new case is scheduled, and the cases in flight
 * get `graceMs` to finish before they are aborted too (left without a record, so `--resume` runs
 * them again). The run itself stops scheduling when its results can no longer be written.
 */
export class RunStop {
  /** Aborted when no new case may start. */
  readonly scheduling = new AbortController();
  /** Aborted when the cases in flight must end; every case and call listens on it. */
  readonly cases = new AbortController();
  /** What ended the run as an error, when something did ({@link fail}). */
  failure: AgentvError | undefined;
  private cancelGrace: (() => void) | undefined;
  private readonly stopListening: (() => void) | undefined;

  constructor(
    private readonly signal: AbortSignal | undefined,
    private readonly graceMs: number,
    private readonly timer: Runtime['timer'],
  ) {
    // The engine's waits listen through onAbort (one listener); a provider's library may add one
    // per call in flight (an agent call without a timeout gets this signal): not a leak.
    setMaxListeners(0, this.cases.signal);
    if (signal?.aborted) this.onAbort();
    else if (signal) this.stopListening = onAbort(signal, this.onAbort);
  }

  /** Whether the run stopped before every case was scheduled. */
  get stopped(): boolean {
    return this.scheduling.signal.aborted;
  }

  /** Stops scheduling for a reason of the run's own; cases in flight finish. */
  haltScheduling(reason: unknown): void {
    if (!this.stopped) this.scheduling.abort(reason);
  }

  /**
   * Ends the run for an error it cannot go on past (its eval file changed under it): no case
   * starts, the cases in flight are aborted and left without a record, and the run, once closed,
   * throws `reason`.
   */
  fail(reason: AgentvError): void {
    this.failure ??= reason;
    this.haltScheduling(reason);
    if (!this.cases.signal.aborted) this.cases.abort(reason);
  }

  /** Forgets the door's signal and any grace timer: the run is over. */
  dispose(): void {
    this.cancelGrace?.();
    this.stopListening?.();
  }

  private readonly onAbort = (): void => {
    this.scheduling.abort(this.signal?.reason);
    this.cancelGrace = this.timer(this.graceMs, () => this.cases.abort(this.signal?.reason));
  };
}
