import { RegexPool } from '../../src/safety/regex-pool.js';

/** `^(\w+\s?)*$` against thirty words ending in `!`: backtracks far past any limit. */
const HOSTILE = '^(\\w+\\s?)*$';
const WORDS = `${Array.from({ length: 30 }, (_, i) => `word${i}`).join(' ')}!`;
/**
 * The limit of the pools under test: a hostile check runs for minutes, and a fresh worker thread
 * must start and answer an ordinary check within it on a loaded machine (300 ms did not).
 */
const LIMIT_MS = 2000;

describe('the regex sandbox', () => {
  it('serves more checks than it has workers, each limit starting when a worker takes the check', async () => {
    const pool = new RegexPool(LIMIT_MS, 1);
    const hostile = pool.test(HOSTILE, undefined, WORDS).then(
      () => 'passed',
      (error: Error) => error.message,
    );
    // Queued behind the hostile check on the one worker: they wait longer than the limit, and pass.
    const ordinary = Array.from({ length: 5 }, (_, i) => pool.test(`word${i}\\b`, 'g', WORDS));
    expect(await hostile).toMatch(/did not finish within 2 s on this answer/);
    expect(await Promise.all(ordinary)).toEqual([true, true, true, true, true]);
    expect(await pool.test('^x$', undefined, 'y')).toBe(false);
  });

  it('a check aborted while it waits rejects with the reason, and the others go on', async () => {
    const pool = new RegexPool(LIMIT_MS, 1);
    const hostile = pool.test(HOSTILE, undefined, WORDS).catch((error: Error) => error.message);
    const controller = new AbortController();
    const waiting = pool.test('word', undefined, WORDS, controller.signal).catch((error: Error) => error.message);
    const after = pool.test('word29!$', undefined, WORDS);
    controller.abort(new Error('SIGTERM'));
    expect(await waiting).toBe('SIGTERM');
    expect(await hostile).toMatch(/did not finish/);
    expect(await after).toBe(true);
  });

  it("an invalid pattern rejects with the engine's message", async () => {
    await expect(new RegexPool().test('(', undefined, 'x')).rejects.toThrow(
      /regex \/\(\/ failed: .*Unterminated group/,
    );
  });

  it('testNow answers a synchronous caller, and ends a catastrophic pattern at the limit', () => {
    const pool = new RegexPool(LIMIT_MS, 1);
    expect(pool.testNow('^word0 ', undefined, WORDS)).toBe(true);
    expect(pool.testNow('^WORD0', 'i', WORDS)).toBe(true);
    expect(pool.testNow('^x$', undefined, WORDS)).toBe(false);
    expect(() => pool.testNow(HOSTILE, 'u', WORDS)).toThrow(/regex \/.*\/u did not finish within 2 s/);
    // A fresh worker takes the next check.
    expect(pool.testNow('word29!$', undefined, WORDS)).toBe(true);
  });
});
