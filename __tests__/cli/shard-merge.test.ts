import { promises as fs } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { lines, makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';
import { runCli } from '../test-support/run-cli.js';
import { mockTargets } from '../test-support/eval-files.js';

const TARGETS = mockTargets();

/** One to three words of the echoed question, by case number. */
const words = (i: number) => ['question', 'alpha', 'beta'].slice(0, 1 + (i % 3)).join(' ');

/** Cases whose expected outcomes share more or fewer words with the echoed question, so scores vary. */
function suite(dataset: string, cases: number, variants: boolean): string {
  const head = [`dataset: ${dataset}`, 'iterations: 2'];
  if (variants)
    head.push(
      'prompts:',
      '  - id: terse',
      '    prompt: Answer tersely.',
      '  - id: chatty',
      '    prompt: Answer at length.',
    );
  const body = Array.from({ length: cases }, (_, i) =>
    lines(
      `  - id: case-${i}`,
      `    expected_outcome: ${words(i)} ${i % 2 ? 'number' : 'other'} ${i}`,
      '    input_messages:',
      '      - role: user',
      `        content: question number ${i}`,
    ),
  );
  return lines(...head, 'evalcases:') + body.join('');
}

/** What must be identical between an unsharded run and merged shards (timestamps and durations differ). */
function essence(records: Record<string, unknown>[]): string[] {
  return records
    .map((r) =>
      JSON.stringify([
        r.dataset,
        r.eval_id,
        r.prompt_id,
        r.iteration,
        r.score,
        r.verdict,
        r.candidate_answer,
        r.error ?? null,
      ]),
    )
    .sort();
}

async function readJsonl(file: string): Promise<Record<string, unknown>[]> {
  const text = await fs.readFile(file, 'utf8');
  return text === ''
    ? []
    : text
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** The summary block of `eval` / `merge` output, without the "Results: <path>" line. */
const summaryOf = (stdout: string) => stdout.replace(/^Results: .*$/m, '').trimEnd();

describe('agentv eval --shard i/n and agentv merge', () => {
  let root: string;
  let files: string[];
  beforeAll(async () => {
    // Both files hold case-0…: the same eval_id in two datasets is not a duplicate.
    root = await makeTempRepo({
      'evals/targets.yaml': TARGETS,
      'evals/a.test.yaml': suite('alpha', 9, true),
      'evals/sub/b.test.yaml': suite('beta', 7, false),
    });
    files = [path.join(root, 'evals/a.test.yaml'), path.join(root, 'evals/sub/b.test.yaml')];
  });
  afterAll(() => removeTempRepo(root));

  it("3 shards merged give the unsharded run's summary and the same records", async () => {
    const whole = await runCli(['eval', ...files, '--workers', '4', '--out', path.join(root, 'whole.jsonl')]);
    expect(whole.code).toBe(0);
    const wholeRecords = await readJsonl(path.join(root, 'whole.jsonl'));
    expect(wholeRecords).toHaveLength(9 * 2 * 2 + 7 * 2);
    // Varied scores, so an equal summary means something.
    expect(new Set(wholeRecords.map((r) => r.score)).size).toBeGreaterThan(2);

    const shardFiles: string[] = [];
    const sizes: number[] = [];
    for (const i of [1, 2, 3]) {
      const out = path.join(root, `shard-${i}.jsonl`);
      const run = await runCli(['eval', ...files, '--workers', '4', '--shard', `${i}/3`, '--out', out]);
      expect(run.code).toBe(0);
      shardFiles.push(out);
      sizes.push((await readJsonl(out)).length);
    }
    // A real split: every shard has some cases, none has all.
    expect(sizes.every((n) => n > 0 && n < wholeRecords.length)).toBe(true);

    const merged = await runCli(['merge', ...shardFiles, '--out', path.join(root, 'merged.jsonl')]);
    expect(merged.code).toBe(0);
    expect(summaryOf(merged.stdout)).toBe(summaryOf(whole.stdout));
    expect(summaryOf(merged.stdout)).toContain('Per variant');
    expect(essence(await readJsonl(path.join(root, 'merged.jsonl')))).toEqual(essence(wholeRecords));
  });

  it('the partition is the same on every run, whatever the workers', async () => {
    const ids = async (out: string, workers: string) => {
      const run = await runCli([
        'eval',
        ...files,
        '--workers',
        workers,
        '--shard',
        '2/3',
        '--out',
        path.join(root, out),
      ]);
      expect(run.code).toBe(0);
      return essence(await readJsonl(path.join(root, out)));
    };
    expect(await ids('again-a.jsonl', '1')).toEqual(await ids('again-b.jsonl', '5'));
  });

  it('writes YAML when --out ends in .yaml', async () => {
    const out = path.join(root, 'shard-1.jsonl');
    await runCli(['eval', ...files, '--shard', '1/2', '--out', out]);
    const run = await runCli(['merge', out, '--out', path.join(root, 'merged.yaml')]);
    expect(run.code).toBe(0);
    const docs = YAML.parseAllDocuments(await fs.readFile(path.join(root, 'merged.yaml'), 'utf8'));
    expect(docs.length).toBe((await readJsonl(out)).length);
  });

  it('a record in two files is rejected with exit 2, naming both files', async () => {
    const one = path.join(root, 'dup-1.jsonl');
    const two = path.join(root, 'dup-2.jsonl');
    await runCli(['eval', ...files, '--shard', '1/2', '--out', one]);
    await fs.copyFile(one, two);
    const run = await runCli(['merge', one, two, '--out', path.join(root, 'dup.jsonl')]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('duplicate result');
    expect(run.stderr).toContain(`in both ${one} and ${two}`);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });

  it.each([['0/3'], ['4/3'], ['2'], ['a/b'], ['1/0']])('rejects --shard %s naming the valid form', async (raw) => {
    const run = await runCli(['eval', ...files, '--shard', raw, '--out', path.join(root, 'bad.jsonl')]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`--shard must be i/n with 1 <= i <= n <= 256, e.g. 2/3, got "${raw}"`);
    expect(run.stderr).toContain('i/n with 1 <= i <= n');
  });
});
