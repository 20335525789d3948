import { LiveProgress, type ScheduleTimer } from '../../src/action/live-progress.js';
import type { Logger } from '../../src/engine/runtime.js';
import type { EvalResult } from '../../src/results/eval-result.js';

/** A clock and timers the test moves by hand. */
function manualTime() {
  let now = 0;
  const timers: { at: number; fn: () => void; cancelled: boolean }[] = [];
  const schedule: ScheduleTimer = (fn, ms) => {
    const timer = { at: now + ms, fn, cancelled: false };
    timers.push(timer);
    return () => (timer.cancelled = true);
  };
  const pending = () => timers.filter((t) => !t.cancelled);
  return {
    now: () => now,
    schedule,
    pending,
    /** Moves the clock to `to`, firing each due timer at its time, then lets posts settle. */
    async advance(to: number) {
      for (;;) {
        const due = pending()
          .filter((t) => t.at <= to)
          .sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        now = due.at;
        due.cancelled = true;
        due.fn();
        await new Promise((resolve) => setImmediate(resolve));
      }
      now = to;
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

const logger = (): Logger & { warnings: string[] } => {
  const warnings: string[] = [];
  return {
    warnings,
    info: () => undefined,
    warn: (m) => warnings.push(m),
    error: () => undefined,
    debug: () => undefined,
  };
};
const result = (error?: string) => ({ eval_id: 'c', ...(error ? { error } : {}) }) as EvalResult;

function setUp(post: (body: string) => Promise<void> = () => Promise.resolve()) {
  const time = manualTime();
  const posts: { at: number; body: string }[] = [];
  const log = logger();
  const progress = new LiveProgress({
    post: (body) => {
      posts.push({ at: time.now(), body });
      return post(body);
    },
    intervalMs: 30_000,
    commentKey: 'default',
    runUrl: 'https://github.com/acme/widgets/actions/runs/1',
    now: time.now,
    logger: log,
    schedule: time.schedule,
  });
  return { time, posts, progress, log };
}

describe('LiveProgress', () => {
  it('posts one interval after planning, then at most once per interval with the latest count', async () => {
    const { time, posts, progress } = setUp();
    progress.planned(400);
    await time.advance(29_999);
    expect(posts).toHaveLength(0);
    await time.advance(30_000);
    expect(posts.map((p) => p.body.match(/running: [^*]+/)?.[0])).toEqual(['running: 0/400 cases, 0 errors']);
    expect(posts[0]?.body.startsWith('<!-- agentv:comment-key=default -->\n### AgentV evaluation')).toBe(true);

    for (let i = 0; i < 120; i++) {
      await time.advance(31_000 + i * 100);
      progress.append(result(i % 40 === 0 ? 'boom' : undefined));
    }
    // 120 results in 12 s: no post before the interval is up, and one timer at a time.
    expect(posts).toHaveLength(1);
    expect(time.pending()).toHaveLength(1);
    await time.advance(60_000);
    expect(posts).toHaveLength(2);
    expect(posts[1]).toMatchObject({ at: 60_000 });
    expect(posts[1]?.body).toContain('⏳ **running: 120/400 cases, 3 errors**');

    // Nothing new: no post at the next interval.
    await time.advance(120_000);
    expect(posts).toHaveLength(2);
    progress.append(result());
    await time.advance(120_000);
    expect(posts.at(-1)?.body).toContain('running: 121/400 cases, 3 errors');
    const gaps = posts.slice(1).map((p, i) => p.at - (posts[i]?.at ?? 0));
    expect(gaps.every((gap) => gap >= 30_000)).toBe(true);
  });

  it('stop waits for the post in flight and nothing is posted after it', async () => {
    let release: () => void = () => undefined;
    const { time, posts, progress } = setUp(() => new Promise<void>((resolve) => (release = resolve)));
    progress.planned(2);
    await time.advance(30_000);
    expect(posts).toHaveLength(1);
    progress.append(result());
    let stopped = false;
    const stopping = progress.stop().then(() => (stopped = true));
    await time.advance(90_000);
    expect(stopped).toBe(false);
    release();
    await stopping;
    await time.advance(150_000);
    expect(posts).toHaveLength(1);
  });

  it('a refused post stops the updates with one warning; a failed run says so only where it showed', async () => {
    const { time, posts, progress, log } = setUp(() =>
      Promise.reject(new Error('403 Resource not accessible by integration')),
    );
    progress.planned(5);
    await time.advance(30_000);
    progress.append(result());
    await time.advance(90_000);
    expect(posts).toHaveLength(1);
    expect(log.warnings).toEqual([
      'live progress stopped: could not update the comment: 403 Resource not accessible by integration',
    ]);

    // Nothing was shown (the run failed before planning): nothing to correct.
    const quiet = setUp();
    await quiet.progress.failed('no eval files matched');
    expect(quiet.posts).toHaveLength(0);
    const shown = setUp();
    shown.progress.planned(3);
    await shown.time.advance(30_000);
    await shown.progress.failed('target "x" failed its healthcheck: <b>down</b>');
    expect(shown.posts.at(-1)?.body).toContain(
      '❌ **The run failed before its report** (target "x" ' +
        'failed its healthcheck: &lt;b&gt;down&lt;/b&gt;); see the ' +
        '[workflow run](https://github.com/acme/widgets/actions/runs/1).',
    );
  });
});
