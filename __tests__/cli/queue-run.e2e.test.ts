import { type ChildProcess, spawn } from 'node:child_process';
import { promises as fs, readFileSync } from 'node:fs';
import path from 'node:path';
import { type FakeLlmServer, startFakeLlmServer } from '../../test-support/fake-llm-server.mjs';
import { type RedisServer, startRedisServer } from '../../test-support/redis-server.mjs';
import { readResults } from '../../src/results/read-results.js';
import { recordKey } from '../../src/results/merge-results.js';
import { builtBundle } from '../test-support/built-bundle.js';
import { lines, makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';

/**
 * `eval --queue`: several real CLI processes share one queue, one call ceiling and one budget in a
 * real redis-server, their calls answered by one loopback fake that counts what all of them send.
 */
const CLI = builtBundle('cli');
/** gpt-4.1-nano at the catalogue's $0.10 / $0.40 per Mtok, for 1,000 prompt and 100 completion tokens. */
const CALL_USD = (1000 * 0.1 + 100 * 0.4) / 1e6;

let redis: RedisServer;
let fake: FakeLlmServer;
let root: string;
beforeAll(async () => {
  redis = await startRedisServer();
  fake = await startFakeLlmServer({
    script: () => ({ kind: 'ok', text: 'alpha beta gamma', delayMs: 40, usage: { input: 1000, output: 100 } }),
  });
  root = await makeTempRepo({
    'evals/targets.yaml': lines(
      'targets:',
      '  - name: default',
      '    provider: openai',
      `    base_url: ${fake.url}/v1`,
      '    api_key: sk-test',
      '    model: gpt-4.1-nano',
    ),
    'evals/smoke.eval.yaml': testsFile('smoke', ['smoke'], 6),
    'evals/deep.eval.yaml': testsFile('deep', ['slow'], 24),
  });
});
afterAll(async () => {
  await fake?.close();
  await redis?.close();
  if (root) await removeTempRepo(root);
});

/** An AgentV tests file with `tags` and cases `<prefix>-<i>`, each passing on the fake's answer. */
function testsFile(prefix: string, tags: string[], count: number): string {
  const tests = Array.from({ length: count }, (_, i) =>
    lines(`  - id: ${prefix}-${i}`, `    input: question ${i}`, '    criteria: alpha beta gamma'),
  );
  return `tags: [${tags.join(', ')}]\ntests:\n${tests.join('')}`;
}

interface Process {
  child: ChildProcess;
  out: string;
  done: Promise<{ code: number | null; stderr: string }>;
}

/** One `agentv eval --queue` process of run `runId`, writing its own results file. */
function queued(runId: string, name: string, ...args: string[]): Process {
  const out = path.join(root, `${runId}-${name}.jsonl`);
  const child = spawn(
    process.execPath,
    [CLI, 'eval', path.join(root, 'evals/*.eval.yaml'), '--queue', redis.url, '--run-id', runId, '--out', out, ...args],
    { cwd: root, env: { ...process.env, TERM: 'dumb' }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
  });
  return { child, out, done };
}

/** `agentv merge` of the processes' files: the merged records, checked to hold each case once. */
async function merge(runId: string, files: string[]): Promise<string[]> {
  const out = path.join(root, `${runId}-merged.jsonl`);
  const child = spawn(process.execPath, [CLI, 'merge', ...files, '--out', out], { cwd: root, stdio: 'ignore' });
  expect(await new Promise((resolve) => child.on('close', resolve))).toBe(0);
  const { records } = await readResults(out);
  expect(new Set(records.map(recordKey)).size).toBe(records.length);
  return records.map((r) => r.eval_id).sort();
}

/** Waits until `check` holds, looking each time the fake server answers or a file may have grown. */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
}

const linesIn = (file: string) => {
  try {
    return readFileSync(file, 'utf8').split('\n').length - 1;
  } catch {
    return 0;
  }
};

const ALL = [
  ...Array.from({ length: 24 }, (_, i) => `deep-${i}`),
  ...Array.from({ length: 6 }, (_, i) => `smoke-${i}`),
];

describe('eval --queue: one run over many processes', () => {
  beforeEach(() => fake.reset());

  it('keeps the calls in flight of all processes under one --max-concurrent-calls', async () => {
    const runs = ['a', 'b', 'c'].map((name) =>
      queued('ceiling', name, '--workers', '4', '--max-concurrent-calls', '3'),
    );
    const ended = await Promise.all(runs.map((run) => run.done));
    expect(ended.map((e) => e.code)).toEqual([0, 0, 0]);
    expect(
      await merge(
        'ceiling',
        runs.map((run) => run.out),
      ),
    ).toEqual([...ALL].sort());
    // Each case's answer and its judge's grade.
    expect(fake.requests).toHaveLength(2 * ALL.length);
    expect(fake.maxInFlight()).toBeLessThanOrEqual(3);
  });

  it('loses no case of a process killed mid-case: its lease runs out and another process runs it', async () => {
    const first = queued('kill', 'a', '--workers', '4', '--max-concurrent-calls', '6', '--queue-lease', '1');
    // Alone, so the calls in flight are its own: killed with cases taken and unanswered.
    await until(() => linesIn(first.out) >= 2 && fake.inFlight() > 0);
    first.child.kill('SIGKILL');
    expect((await first.done).code).toBeNull();
    const rest = ['b', 'c'].map((name) =>
      queued('kill', name, '--workers', '4', '--max-concurrent-calls', '6', '--queue-lease', '1'),
    );
    expect((await Promise.all(rest.map((run) => run.done))).map((e) => e.code)).toEqual([0, 0]);
    expect(
      await merge(
        'kill',
        [first, ...rest].map((run) => run.out),
      ),
    ).toEqual([...ALL].sort());
    // Two calls a case, and more: the killed process's unrecorded cases were asked again by the others.
    expect(fake.requests.length).toBeGreaterThan(2 * ALL.length);
  });

  it('spends one --budget-usd over all processes', async () => {
    const budget = 0.00065; // four calls and a half
    const runs = ['a', 'b', 'c'].map((name) =>
      queued('budget', name, '--workers', '4', '--max-concurrent-calls', '6', '--budget-usd', String(budget)),
    );
    const ended = await Promise.all(runs.map((run) => run.done));
    const taken = await Promise.all(runs.map((run) => readResults(run.out).then((r) => r.records.length)));
    // 3: cases skipped by the budget; 4: a process whose every case was skipped scored none; 0: a
    // process that started once the others had taken every case took none (nothing to do).
    const expected = (i: number) => (taken[i] === 0 ? [0, 3, 4] : [3, 4]);
    expect(ended.map((e, i) => (expected(i).includes(e.code ?? -1) ? 'ok' : `${e.code}: ${e.stderr}`))).toEqual([
      'ok',
      'ok',
      'ok',
    ]);
    expect(
      await merge(
        'budget',
        runs.map((run) => run.out),
      ),
    ).toEqual([...ALL].sort());
    // Each process alone could have paid for four calls: together they paid for four at most.
    expect(fake.requests.length).toBeGreaterThan(0);
    expect(fake.requests.length * CALL_USD).toBeLessThanOrEqual(budget);
    const records = (await Promise.all(runs.map((run) => readResults(run.out)))).flatMap((r) => r.records);
    const skipped = records.filter((r) => (r as { skipped?: string }).skipped === 'budget');
    // A scored case took two calls (answer and grade): every other case is recorded as skipped by the budget.
    expect(skipped.length).toBeGreaterThanOrEqual(ALL.length - fake.requests.length / 2);
    // What the processes advise finishes the run: the merged file resumed by one process, a larger budget.
    expect(ended.map((e) => e.stderr).join('')).toContain(
      'run again with a larger --budget-usd and --resume on the file `agentv merge` makes',
    );
    const merged = path.join(root, 'budget-merged.jsonl');
    const resumed = spawn(
      process.execPath,
      [CLI, 'eval', path.join(root, 'evals/*.eval.yaml'), '--resume', merged, '--budget-usd', '1'],
      { cwd: root, stdio: 'ignore' },
    );
    expect(await new Promise((resolve) => resumed.on('close', resolve))).toBe(0);
    const finished = (await readResults(merged)).records;
    expect(finished.filter((r) => (r as { skipped?: string }).skipped !== undefined)).toEqual([]);
    expect(finished.map((r) => r.eval_id).sort()).toEqual([...ALL].sort());
  });

  it('hands out the longest cases first with --durations-from', async () => {
    // An earlier run's durations, in no order; smoke-2 has none, so it may be long and goes first.
    const durations: Record<string, number> = { 'smoke-0': 800, 'smoke-1': 300, 'smoke-3': 900, 'smoke-4': 200 };
    const earlier = path.join(root, 'durations.jsonl');
    await fs.writeFile(
      earlier,
      Object.entries({ ...durations, 'smoke-5': 500 })
        .map(([id, ms]) =>
          JSON.stringify({
            eval_id: id,
            dataset: 'smoke',
            prompt_id: 'default',
            iteration: 0,
            score: 1,
            duration_ms: ms,
          }),
        )
        .join('\n'),
    );
    // One worker: the order the records are written is the order the queue handed the cases out.
    const run = queued('longest', 'a', '--workers', '1', '--tag', 'smoke', '--durations-from', earlier);
    expect((await run.done).code).toBe(0);
    const taken = (await readResults(run.out)).records.map((r) => r.eval_id);
    expect(taken).toEqual(['smoke-2', 'smoke-3', 'smoke-0', 'smoke-5', 'smoke-1', 'smoke-4']);
  });

  it('runs the selection of --tag: every process plans the same cases', async () => {
    const runs = ['a', 'b'].map((name) => queued('tag', name, '--workers', '2', '--tag', 'smoke'));
    expect((await Promise.all(runs.map((run) => run.done))).map((e) => e.code)).toEqual([0, 0]);
    expect(
      await merge(
        'tag',
        runs.map((run) => run.out),
      ),
    ).toEqual(ALL.filter((id) => id.startsWith('smoke')));
  });

  it('refuses an unreachable Redis with one line, exit 2', async () => {
    const run = queued('down', 'a', '--queue', 'redis://127.0.0.1:1');
    const ended = await run.done;
    expect(ended.code).toBe(2);
    expect(ended.stderr).toContain('--queue: cannot reach Redis at redis://127.0.0.1:1');
  });
});

describe('a run without --queue', () => {
  it('never loads the Redis client: it is bundled apart, in a chunk only --queue imports', async () => {
    const main = await fs.readFile(CLI, 'utf8');
    expect(main).not.toMatch(/redis-semaphore|bullmq/i);
    const chunks = (await fs.readdir(path.dirname(CLI))).filter((f) => /^\d+\.index\.js$/.test(f));
    const texts = await Promise.all(chunks.map((f) => fs.readFile(path.join(path.dirname(CLI), f), 'utf8')));
    expect(texts.some((text) => /bullmq/i.test(text))).toBe(true);
  });
});
