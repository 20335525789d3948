import type { Logger } from '../engine/runtime.js';
import type { EvalResult, ResultSink } from '../results/eval-result.js';
import { escapeMarkdownInline } from '../safety/escape-markdown.js';
import { commentMarker } from './sticky-comment.js';

/** Starts a timer; returns its cancel. Injected so tests drive time themselves. */
export type ScheduleTimer = (fn: () => void, ms: number) => () => void;

/** What live progress needs: where the body goes, how often, and the clock. */
export interface LiveProgressOptions {
  /** Posts the body (the sticky comment); a failure stops further updates. */
  post(body: string): Promise<void>;
  /** Least time between two posts (30 s in the Action). */
  intervalMs: number;
  commentKey: string;
  runUrl: string | undefined;
  now(): number;
  logger: Logger;
  /** Defaults to an unref'd setTimeout, so a pending update never keeps the process alive. */
  schedule?: ScheduleTimer;
}

const realTimer: ScheduleTimer = (fn, ms) => {
  const timer = setTimeout(fn, ms);
  timer.unref();
  return () => clearTimeout(timer);
};

/**
 * Keeps the sticky comment saying "running: 120/400 cases, 3 errors" while the run goes: first one
 * interval after the cases are planned, then at most once per interval as results arrive (the last
 * count of an interval is posted when it ends), never two posts at once. {@link stop} waits for the post
 * in flight, after which the final report replaces the comment.
 */
export class LiveProgress implements ResultSink {
  private total = 0;
  private done = 0;
  private errors = 0;
  private lastPost = Number.NEGATIVE_INFINITY;
  private cancelTimer: (() => void) | undefined;
  private inFlight: Promise<void> | undefined;
  private posted = '';
  private stopped = false;
  private readonly schedule: ScheduleTimer;

  constructor(private readonly options: LiveProgressOptions) {
    this.schedule = options.schedule ?? realTimer;
  }

  /**
   * The run planned `total` cases: the first update goes out one interval later, so a run shorter
   * than that goes straight to its report without a word in between.
   */
  planned(total: number): void {
    this.total = total;
    this.lastPost = this.options.now();
    this.request();
  }

  append(result: EvalResult): void {
    this.done++;
    if (result.error !== undefined) this.errors++;
    this.request();
  }

  /** The engine closes its sinks at the end of the run; the report follows, so nothing more is posted. */
  close(): void {
    this.stopped = true;
    this.cancel();
  }

  /** Stops updating and waits for the update in flight, so the report is the last word. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.cancel();
    await this.inFlight;
  }

  /**
   * The run failed before its report: a comment that says "running" is told so, since no report
   * will replace it. Nothing is posted when no progress was.
   */
  async failed(message: string): Promise<void> {
    await this.stop();
    if (this.posted === '') return;
    const run = this.options.runUrl ? `[workflow run](${this.options.runUrl})` : 'the workflow run';
    const body = [
      commentMarker(this.options.commentKey),
      '### AgentV evaluation',
      '',
      `❌ **The run failed before its report** (${escapeMarkdownInline(message, 300)}); see the ${run}.`,
      '',
    ].join('\n');
    await this.options.post(body).catch(() => undefined);
  }

  /** `running: 120/400 cases, 3 errors`. */
  line(): string {
    return `running: ${this.done}/${this.total} cases, ${this.errors} error${this.errors === 1 ? '' : 's'}`;
  }

  body(): string {
    const run = this.options.runUrl ? `[workflow run](${this.options.runUrl})` : 'this run';
    const title =
      this.options.commentKey === 'default'
        ? 'AgentV evaluation'
        : `AgentV evaluation · ${escapeMarkdownInline(this.options.commentKey)}`;
    const at = new Date(this.options.now()).toISOString().replace(/\.\d+Z$/, 'Z');
    return [
      commentMarker(this.options.commentKey),
      `### ${title}`,
      '',
      `⏳ **${this.line()}**`,
      '',
      `<sub>${run} · updated ${at} · the report replaces this when the run ends</sub>`,
      '',
    ].join('\n');
  }

  /** Posts now when the interval allows and nothing is in flight, else once it does. */
  private request(): void {
    if (this.stopped || this.cancelTimer || this.inFlight) return;
    const wait = Math.max(0, this.lastPost + this.options.intervalMs - this.options.now());
    this.cancelTimer = this.schedule(() => {
      this.cancelTimer = undefined;
      this.post();
    }, wait);
  }

  private post(): void {
    if (this.stopped) return;
    const body = this.body();
    // The same count again (nothing finished since) is not worth a call.
    if (this.line() === this.posted) return;
    this.posted = this.line();
    this.lastPost = this.options.now();
    this.inFlight = this.options
      .post(body)
      .catch((error: unknown) => {
        this.stopped = true;
        this.options.logger.warn(
          `live progress stopped: could not update the ` +
            `comment: ${error instanceof Error ? error.message : String(error)}`,
        );
      })
      .finally(() => {
        this.inFlight = undefined;
        // Results that arrived during the post are shown at the next interval.
        if (this.line() !== this.posted) this.request();
      });
  }

  private cancel(): void {
    this.cancelTimer?.();
    this.cancelTimer = undefined;
  }
}
