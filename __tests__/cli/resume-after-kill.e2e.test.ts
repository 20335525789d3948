import { spawn } from 'node:child_process';
import { promises as fs, readFileSync } from 'node:fs';
import path from 'node:path';
import { readResults } from '../../src/results/read-results.js';
import { lines, makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';
import { builtBundle } from '../test-support/built-bundle.js';

const CLI = builtBundle('cli');
const CASES = 10;
const PROMPTS = ['p1', 'p2'];
const ITERATIONS = 2;
const TOTAL = CASES * PROMPTS.length * ITERATIONS;
const KILLS = 20;

/** 10 cases × 2 prompt variants × 2 iterations = 40 records when complete. */
function suite(): string {
  const prompts = PROMPTS.map((id) => lines(`  - id: ${id}`, `    prompt: answer as ${id}`)).join('');
  const cases = Array.from({ length: CASES }, (_, i) =>
    lines(`  - id: c${i}`, '    expected_outcome: ok', `    input_messages: [{role: user, content: question ${i}}]`),
  ).join('');
  return `iterations: ${ITERATIONS}\nprompts:\n${prompts}evalcases:\n${cases}`;
}

/** Small seeded PRNG (mulberry32), so the kill moments are the same on every run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Where a round is killed: once `records` more lines are in the file, then `thenMs` later (a moment mid-write or not).
 */
interface KillPoint {
  records: number;
  thenMs: number;
}

/** Complete lines in `file` (0 when it does not exist yet). */
function linesIn(file: string): number {
  try {
    return readFileSync(file, 'utf8').split('\n').length - 1;
  } catch {
    return 0;
  }
}

/**
 * Runs the built CLI; with `kill`, SIGKILLs it once it has written `kill.records` more records to
 * `out` after its start line, then `kill.thenMs` later. Counting records rather than milliseconds
 * keeps the kill inside real work on a machine of any speed or load. Resolves with the exit code
 * (null when killed).
 */
function runBuiltCli(
  args: string[],
  cwd: string,
  out: string,
  kill?: KillPoint,
): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [CLI, ...args], { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  let watch: NodeJS.Timeout | undefined;
  let timer: NodeJS.Timeout | undefined;
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    if (kill === undefined || watch !== undefined || !/running \d+ case/.test(stderr)) return;
    const from = linesIn(out);
    const check = () => {
      if (linesIn(out) - from < kill.records) return;
      clearInterval(watch);
      timer = setTimeout(() => child.kill('SIGKILL'), kill.thenMs);
    };
    watch = setInterval(check, 2);
    check();
  });
  return new Promise((resolve) =>
    child.on('close', (code) => {
      clearInterval(watch);
      clearTimeout(timer);
      resolve({ code, stderr });
    }),
  );
}

/** `eval_id/prompt_id/iteration` of every complete line; a torn last line is counted, not parsed. */
async function keysIn(file: string): Promise<{ keys: string[]; torn: boolean }> {
  const text = await fs.readFile(file, 'utf8').catch(() => '');
  const complete = text.slice(0, text.lastIndexOf('\n') + 1);
  const keys = complete
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => {
      const r = JSON.parse(l) as { eval_id: string; prompt_id: string; iteration: number; score: number };
      expect(typeof r.score).toBe('number');
      return `${r.eval_id}/${r.prompt_id}/${r.iteration}`;
    });
  return { keys, torn: complete.length < text.length };
}

describe('--resume after SIGKILL at random moments (built bundle)', () => {
  let root: string;
  beforeAll(async () => {
    root = await makeTempRepo({ 'a.test.yaml': suite() });
  });
  afterAll(() => removeTempRepo(root));

  it(`survives ${KILLS} kills and ends with each of the ${TOTAL} cases exactly once`, async () => {
    const out = path.join(root, 'results.jsonl');
    const random = seeded(20240611);
    const base = [
      'eval',
      'a.test.yaml',
      '--dry-run',
      '--dry-run-delay-min',
      '20',
      '--dry-run-delay-max',
      '150',
      '--workers',
      '4',
    ];
    let killedMidRun = 0;
    let before = 0;
    for (let round = 0; round < KILLS; round++) {
      // Kills land from right after the start line to a few records into the run, at any moment of a write.
      const kill = { records: Math.floor(random() * 3), thenMs: Math.floor(random() * 40) };
      const args = round === 0 ? [...base, '--out', out] : [...base, '--resume', out];
      const { code } = await runBuiltCli(args, root, out, kill);
      const { keys } = await keysIn(out);
      // Every complete line is a valid record and no case was recorded twice, whatever the moment.
      expect(new Set(keys).size).toBe(keys.length);
      // Killed after recording a part of what was left, and before the rest: real work interrupted.
      if (code === null && keys.length > before && keys.length < TOTAL) killedMidRun++;
      before = keys.length;
    }
    // The kills must have interrupted real work, several times.
    expect(killedMidRun).toBeGreaterThanOrEqual(3);

    const last = await runBuiltCli([...base, '--resume', out], root, out);
    expect(last.code).toBe(0);
    const { keys, torn } = await keysIn(out);
    expect(torn).toBe(false);
    expect(keys).toHaveLength(TOTAL);
    expect(new Set(keys).size).toBe(TOTAL);
    const expected = Array.from({ length: CASES }, (_, i) =>
      PROMPTS.flatMap((p) => Array.from({ length: ITERATIONS }, (_, n) => `c${i}/${p}/${n}`)),
    ).flat();
    expect([...keys].sort()).toEqual(expected.sort());
    const read = await readResults(out);
    expect(read.records).toHaveLength(TOTAL);
    expect(read.warnings).toEqual([]);
    // 21 runs of the built CLI: room for a loaded machine (nothing here is timed).
  }, 180_000);
});
