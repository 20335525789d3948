import type cliProgress from 'cli-progress';
import type { ResultSink, EvalResult } from '../results/eval-result.js';

/** The cli-progress module. */
export type ProgressBars = typeof cliProgress;

/**
 * cli-progress when `stream` is a terminal that can move its cursor; a CI log, a pipe and a
 * `TERM=dumb` terminal get plain lines without an escape sequence, and never load it.
 */
export async function progressBarsFor(
  stream: NodeJS.WriteStream,
  env: Record<string, string | undefined> = {},
): Promise<ProgressBars | undefined> {
  return stream.isTTY && env.TERM !== 'dumb' ? (await import('cli-progress')).default : undefined;
}

const PLAIN_STEP = 0.1;
const PLAIN_EVERY_MS = 10_000;

/**
 * Live progress: a bar when stderr is a terminal; otherwise a plain line at every tenth of the
 * run and at least every ten seconds, so CI logs stay short but never look stuck.
 */
export class ProgressSink implements ResultSink {
  private done = 0;
  private errors = 0;
  private bar: cliProgress.SingleBar | undefined;
  private nextStep = PLAIN_STEP;
  private lastLine: number;

  constructor(
    private readonly total: number,
    private readonly stream: NodeJS.WriteStream,
    private readonly now: () => number,
    /** From {@link progressBarsFor}: a bar is drawn only with them. */
    bars?: ProgressBars,
  ) {
    this.lastLine = now();
    if (bars && total > 0) {
      this.bar = new bars.SingleBar(
        {
          stream,
          format: 'eval [{bar}] {value}/{total} cases | {errors} errors | eta {eta_formatted}',
          hideCursor: true,
          clearOnComplete: false,
        },
        bars.Presets.shades_classic,
      );
      this.bar.start(total, 0, { errors: 0 });
    }
  }

  append(result: EvalResult): void {
    this.done++;
    if (result.error) this.errors++;
    if (this.bar) {
      this.bar.update(this.done, { errors: this.errors });
      return;
    }
    const share = this.done / this.total;
    if (share >= this.nextStep || this.now() - this.lastLine >= PLAIN_EVERY_MS || this.done === this.total) {
      while (this.nextStep <= share) this.nextStep += PLAIN_STEP;
      this.lastLine = this.now();
      this.stream.write(
        `progress: ${this.done}/${this.total} cases (${Math.round(share * 100)}%), ${this.errors} errors\n`,
      );
    }
  }

  close(): void {
    this.bar?.stop();
  }
}
