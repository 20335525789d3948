import { PassThrough } from 'node:stream';
import { ProgressSink, progressBarsFor } from '../../src/cli/progress-sink.js';
import type { EvalResult } from '../../src/results/eval-result.js';

/** Node's terminal methods call their callback, when given, and answer true. */
function called(done?: () => void): true {
  done?.();
  return true;
}

/** A writable stream that records what is written; `tty` makes it look like a terminal to cli-progress. */
function stream(tty: boolean): { stream: NodeJS.WriteStream; text: () => string } {
  const out = new PassThrough();
  let text = '';
  out.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const terminal = Object.assign(out, {
    isTTY: tty,
    columns: 100,
    cursorTo: (_x: number, _y?: number | (() => void), done?: () => void) =>
      called(typeof _y === 'function' ? _y : done),
    clearLine: (_dir: number, done?: () => void) => called(done),
    clearScreenDown: (done?: () => void) => called(done),
    moveCursor: (_dx: number, _dy: number, done?: () => void) => called(done),
  });
  return { stream: terminal as unknown as NodeJS.WriteStream, text: () => text };
}

const result = (error?: string): EvalResult => ({ eval_id: 'c', score: 1, ...(error ? { error } : {}) }) as EvalResult;

describe('live progress', () => {
  test('a log that is not a terminal gets a plain line at every tenth of the run, and no bar module', async () => {
    const log = stream(false);
    expect(await progressBarsFor(log.stream)).toBeUndefined();
    const sink = new ProgressSink(20, log.stream, () => 0, undefined);
    for (let i = 0; i < 20; i++) sink.append(result(i === 3 ? 'boom' : undefined));
    sink.close();
    const lines = log.text().trim().split('\n');
    expect(lines).toHaveLength(10);
    expect(lines[0]).toBe('progress: 2/20 cases (10%), 0 errors');
    expect(lines.at(-1)).toBe('progress: 20/20 cases (100%), 1 errors');
  });

  test('a terminal gets the bar', async () => {
    const terminal = stream(true);
    const bars = await progressBarsFor(terminal.stream);
    expect(bars?.SingleBar).toBeDefined();
    const sink = new ProgressSink(4, terminal.stream, () => 0, bars);
    for (let i = 0; i < 4; i++) sink.append(result());
    sink.close();
    expect(terminal.text()).toContain('4/4 cases | 0 errors');
    expect(terminal.text()).not.toContain('progress:');
  });
});
