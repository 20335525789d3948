import { promises as fs } from 'node:fs';
import path from 'node:path';
import { auditCallEvents } from '../../test-support/call-events-audit.mjs';
import { startFakeLlmServer } from '../../test-support/fake-llm-server.mjs';
import { lines, makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';
import { runCli } from '../test-support/run-cli.js';

describe('agentv eval against an OpenAI-compatible server: --events and --cache', () => {
  let root: string;
  let server: Awaited<ReturnType<typeof startFakeLlmServer>>;
  beforeAll(async () => {
    server = await startFakeLlmServer();
    const cases = Array.from({ length: 8 }, (_, i) =>
      lines(
        `  - id: c${i}`,
        '    expected_outcome: ok',
        '    input_messages:',
        '      - role: user',
        `        content: question ${i}`,
      ),
    ).join('');
    root = await makeTempRepo({
      'a.test.yaml': `evalcases:\n${cases}`,
      'targets.yaml': lines(
        'targets:',
        '  - name: default',
        '    provider: openai',
        `    base_url: ${server.url}/v1`,
        '    api_key: test-key',
        '    judge_target: judge',
        '  - name: judge',
        '    provider: mock',
        '    judge_score: 0.9',
      ),
    });
  });
  afterAll(async () => {
    await server.close();
    await removeTempRepo(root);
  });

  it('logs matched acquire/release events under the ceiling, and a second --cache run calls nothing', async () => {
    const events = path.join(root, 'events.jsonl');
    const cacheDir = path.join(root, 'cache');
    const args = [
      'eval',
      path.join(root, 'a.test.yaml'),
      '--workers',
      '8',
      '--max-concurrent-calls',
      '3',
      '--cache',
      '--cache-dir',
      cacheDir,
    ];
    const first = await runCli([...args, '--out', path.join(root, 'r1.jsonl'), '--events', events]);
    expect(first.code).toBe(0);
    expect(first.stderr).toContain('MAX_CONCURRENT_LLM_CALLS=3');
    const audit = auditCallEvents(
      (await fs.readFile(events, 'utf8'))
        .trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l)),
    );
    expect(audit.acquired).toBe(8);
    expect(audit.released).toBe(8);
    expect(audit.unmatched).toEqual([]);
    expect(audit.maxActive).toBeLessThanOrEqual(3);
    expect(server.maxInFlight()).toBeLessThanOrEqual(3);
    expect(server.requests).toHaveLength(8);

    const second = await runCli([...args, '--out', path.join(root, 'r2.jsonl')]);
    expect(second.code).toBe(0);
    expect(server.requests).toHaveLength(8);
    const records = (await fs.readFile(path.join(root, 'r2.jsonl'), 'utf8'))
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(records.every((r: { cached?: boolean }) => r.cached === true)).toBe(true);
    expect(second.stderr).toContain('response cache: 8 of 8 lookups answered from the cache (100% hit rate)');
    expect(second.stdout).toMatch(/cache +8 of 16 calls served from the response cache \(50% hit rate\)/);

    // --no-cache after --cache turns it off: every case asks the server again.
    const third = await runCli([...args, '--no-cache', '--out', path.join(root, 'r3.jsonl')]);
    expect(third.code).toBe(0);
    expect(server.requests).toHaveLength(16);
    expect(third.stderr).not.toContain('response cache:');
  });

  it('--cache-only replays the cache without a key: a miss is a skipped case (exit 3), nothing called', async () => {
    const cacheDir = path.join(root, 'replay-cache');
    const fill = await runCli([
      'eval',
      path.join(root, 'a.test.yaml'),
      '--cache',
      '--cache-dir',
      cacheDir,
      '--out',
      path.join(root, 'fill.jsonl'),
    ]);
    expect(fill.code).toBe(0);
    const before = server.requests.length;
    // The fork's view: the same target, its key a secret the pull request does not get, one new case.
    const extra = lines(
      '  - id: c8',
      '    expected_outcome: ok',
      '    input_messages:',
      '      - role: user',
      '        content: a question never asked',
    );
    await fs.writeFile(
      path.join(root, 'b.test.yaml'),
      `${await fs.readFile(path.join(root, 'a.test.yaml'), 'utf8')}${extra}`,
    );
    const targets = (await fs.readFile(path.join(root, 'targets.yaml'), 'utf8')).replace(
      'api_key: test-key',
      'api_key: ${{ AGENTV_TEST_UNSET_REPLAY_KEY }}',
    );
    await fs.writeFile(path.join(root, 'replay-targets.yaml'), targets);
    const out = path.join(root, 'replay.jsonl');
    const replay = await runCli([
      'eval',
      path.join(root, 'b.test.yaml'),
      '--targets',
      path.join(root, 'replay-targets.yaml'),
      '--cache-only',
      '--cache-dir',
      cacheDir,
      '--out',
      out,
    ]);
    expect(replay.code).toBe(3);
    expect(server.requests.length).toBe(before);
    const records = (await fs.readFile(out, 'utf8'))
      .trimEnd()
      .split('\n')
      .map(
        (l) =>
          JSON.parse(l) as { eval_id: string; cached?: boolean; skipped?: string; error?: string; reasoning: string },
      );
    expect(records).toHaveLength(9);
    expect(
      records
        .filter((r) => r.cached === true)
        .map((r) => r.eval_id)
        .sort(),
    ).toEqual(['c0', 'c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7']);
    const missed = records.find((r) => r.eval_id === 'c8');
    expect(missed).toMatchObject({ skipped: 'cache-miss' });
    expect(missed?.error).toBeUndefined();
    expect(missed?.reasoning).toContain('not in cache');
    expect(replay.stdout).toContain('1 skipped as not in cache (excluded from statistics)');
    expect(replay.stdout).toContain('SKIPPED: not in cache (1,');
    expect(replay.stderr).toContain('not in cache: 1 case(s) not run or not graded under --cache-only');
    expect(replay.stderr).not.toContain('agentv-cache-only-no-key');
  });

  it("rejects a ceiling of 0 with the ceiling's message", async () => {
    const run = await runCli([
      'eval',
      path.join(root, 'a.test.yaml'),
      '--max-concurrent-calls',
      '0',
      '--out',
      path.join(root, 'x.jsonl'),
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('MAX_CONCURRENT_LLM_CALLS must be >= 1, got 0');
  });
});
