import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import { registerCompareCommand } from '../../src/cli/compare-command.js';
import type { CliIO } from '../../src/cli/cli-io.js';
import { ConfigError } from '../../src/errors/config-error.js';

interface Captured extends CliIO {
  out: string[];
  err: string[];
  exitCode: number | undefined;
}

function captureIO(): Captured {
  const io: Captured = {
    out: [],
    err: [],
    exitCode: undefined,
    stdout: (text) => void io.out.push(text),
    stderr: (text) => void io.err.push(text),
    setExitCode: (code) => {
      io.exitCode = code;
    },
  };
  return io;
}

async function run(io: CliIO, ...args: string[]): Promise<void> {
  const program = new Command();
  program.exitOverride();
  registerCompareCommand(program, io);
  await program.parseAsync(['node', 'agentv', 'compare', ...args]);
}

const jsonl = (...records: object[]) => records.map((rec) => `${JSON.stringify(rec)}\n`).join('');

let dir: string;
let base: string;
let better: string;
let worse: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'agentv-compare-'));
  base = join(dir, 'base.jsonl');
  better = join(dir, 'better.jsonl');
  worse = join(dir, 'worse.yaml');
  await writeFile(
    base,
    jsonl({ eval_id: 'case-1', score: 0.8 }, { eval_id: 'case-2', score: 0.6 }, { eval_id: 'gone', score: 1 }),
  );
  await writeFile(
    better,
    jsonl({ eval_id: 'case-2', score: 0.6 }, { eval_id: 'case-1', score: 0.9 }, { eval_id: 'new', score: 0 }),
  );
  await writeFile(worse, '---\neval_id: case-1\nscore: 0.5\n---\neval_id: case-2\nscore: 0.6\n');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('agentv compare', () => {
  it('prints the seed JSON shape and exits 0 when file2 is at least as good', async () => {
    const io = captureIO();
    await run(io, base, better);
    expect(io.exitCode).toBe(0);
    const report = JSON.parse(io.out.join(''));
    expect(report.matched).toEqual([
      { eval_id: 'case-1', score1: 0.8, score2: 0.9, delta: 0.1, outcome: 'win' },
      { eval_id: 'case-2', score1: 0.6, score2: 0.6, delta: 0, outcome: 'tie' },
    ]);
    expect(report.unmatched).toEqual({ file1: 1, file2: 1 });
    expect(report.summary).toEqual({
      total: 4,
      matched: 2,
      wins: 1,
      losses: 0,
      ties: 1,
      mean_delta: 0.05,
      meanDelta: 0.05,
    });
    expect(io.err).toEqual([]);
  });

  it("exits 1 on a lower mean, as AgentV's compare does, saying so beside the verdict (YAML input too)", async () => {
    const io = captureIO();
    await run(io, base, worse, '--format', 'table');
    expect(io.out.join('')).toMatch(/^case-1 +0\.800 +0\.500 +-0\.300 +loss$/m);
    expect(io.out.join('')).toMatch(
      /^Verdict: mean delta -0\.150, lower than the baseline: exit 1 · no significant change, p = 1$/m,
    );
    expect(io.exitCode).toBe(1);
    const opted = captureIO();
    await run(opted, base, worse, '--format', 'table', '--fail-on-significant');
    expect(opted.out.join('')).toMatch(
      /^Verdict: no significant change, p = 1: exit 0 \(--fail-on-significant\) · mean delta -0\.150, lower /m,
    );
    expect(opted.exitCode).toBe(0);
  });

  it('--fail-on-significant: exit 1 only when regressed (a significant drop, a passing case erroring)', async () => {
    const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    const high = join(dir, 'high.jsonl');
    const low = join(dir, 'low.jsonl');
    await writeFile(high, jsonl(...ids.map((eval_id) => ({ eval_id, score: 0.9 }))));
    await writeFile(low, jsonl(...ids.map((eval_id) => ({ eval_id, score: 0.3 }))));
    const drop = captureIO();
    await run(drop, high, low, '--format', 'table', '--fail-on-significant');
    expect(drop.out.join('')).toMatch(/^Verdict: regressed, p = 0\.0078: exit 1 \(--fail-on-significant\)/m);
    expect(drop.exitCode).toBe(1);
    const crashed = join(dir, 'crashed.jsonl');
    await writeFile(
      crashed,
      jsonl(
        ...ids.map((eval_id) =>
          eval_id === 'h' ? { eval_id, score: 0, error: 'Connection error.' } : { eval_id, score: 0.9 },
        ),
      ),
    );
    for (const extra of [[], ['--fail-on-significant']]) {
      const broke = captureIO();
      await run(broke, high, crashed, ...extra);
      const report = JSON.parse(broke.out.join(''));
      expect(report.verdict).toBe('regressed');
      expect(report.statistics.verdict).toBe('no significant change');
      expect(report.errored_regressions).toEqual([
        { eval_id: 'h', prompt_id: 'default', file2_error: 'Connection error.', score1: 0.9 },
      ]);
      expect(report.exit.code).toBe(1);
      expect(broke.exitCode).toBe(1);
    }
    const same = captureIO();
    await run(same, high, high, '--format', 'markdown', '--fail-on-significant');
    expect(same.out.join('')).toContain(
      '| Verdict | no significant change, p = 1: exit 0 (--fail-on-significant) · ' +
        'mean delta +0.000, equal to the baseline |',
    );
    expect(same.exitCode).toBe(0);
  });

  it('honours --threshold and --format markdown', async () => {
    const io = captureIO();
    await run(io, base, better, '--threshold', '0.2', '--format', 'markdown');
    expect(io.out.join('')).toContain('| Wins / losses / ties (threshold 0.2) | 0 / 0 / 2 |');
    expect(io.exitCode).toBe(0);
  });

  it('throws a ConfigError (exit 2) naming the file and line of unreadable input', async () => {
    const broken = join(dir, 'broken.jsonl');
    await writeFile(broken, '{"eval_id":"a","score":1}\n{oops}\n{"eval_id":"b","score":1}\n');
    const io = captureIO();
    const error = await run(io, base, broken).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).exitCode).toBe(2);
    expect((error as ConfigError).message).toContain(`${broken}:2: not valid JSON`);
    expect(io.exitCode).toBeUndefined();
    expect(io.out).toEqual([]);
  });

  it('rejects a missing file, duplicates, a bad threshold and an unknown format with exit 2', async () => {
    const dup = join(dir, 'dup.jsonl');
    await writeFile(dup, jsonl({ eval_id: 'a', score: 1 }, { eval_id: 'a', score: 0 }));
    const cases: [string[], RegExp][] = [
      [[base, join(dir, 'missing.jsonl')], /missing\.jsonl: cannot read results file/],
      [[dup, base], /dup\.jsonl: duplicate result for eval_id "a"/],
      [[base, better, '--threshold', 'abc'], /invalid --threshold "abc"/],
      [[base, better, '--threshold', '-0.1'], /invalid --threshold/],
      [[base, better, '--format', 'html'], /use one of: json, table, markdown/],
    ];
    for (const [args, message] of cases) {
      const error = await run(captureIO(), ...args).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).exitCode).toBe(2);
      expect((error as Error).message).toMatch(message);
    }
  });

  it('warns on stderr about a torn last line and an empty file but still compares', async () => {
    const torn = join(dir, 'torn.jsonl');
    const empty = join(dir, 'empty.jsonl');
    await writeFile(torn, '{"eval_id":"case-1","score":0.8}\n{"eval_id":"case-2","sc');
    await writeFile(empty, '');
    const io = captureIO();
    await run(io, torn, empty);
    expect(io.err.join('')).toMatch(/torn\.jsonl:2: skipped a torn last line/);
    expect(io.err.join('')).toMatch(/empty\.jsonl: no results in this file/);
    expect(io.exitCode).toBe(0);
  });
});
