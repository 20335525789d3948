import { promises as fs } from 'node:fs';
import path from 'node:path';
import { readResults } from '../../src/results/read-results.js';
import { lines, makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';
import { runCli } from '../test-support/run-cli.js';

const CASES = ['a', 'b', 'c', 'd', 'e'];

function suite(): string {
  const body = CASES.map((id) =>
    lines(`  - id: ${id}`, '    expected_outcome: ok', `    input_messages: [{role: user, content: question ${id}}]`),
  );
  return `iterations: 2\nevalcases:\n${body.join('')}`;
}

describe('agentv eval --resume', () => {
  let root: string;
  beforeEach(async () => {
    root = await makeTempRepo({ 'a.test.yaml': suite() });
  });
  afterEach(() => removeTempRepo(root));

  const evalArgs = (...extra: string[]) => ['eval', path.join(root, 'a.test.yaml'), '--dry-run', ...extra];

  it('runs only the missing cases, appends, trims a torn tail and says so', async () => {
    const out = path.join(root, 'r.jsonl');
    expect((await runCli(evalArgs('--out', out, '--eval-id', 'b'))).code).toBe(0);
    const before = await fs.readFile(out, 'utf8');
    expect(before.trim().split('\n')).toHaveLength(2);
    await fs.appendFile(out, '{"eval_id":"c","prompt_id":"default","itera');

    const resumed = await runCli(evalArgs('--resume', out, '--workers', '3'));
    expect(resumed.code).toBe(0);
    expect(resumed.stderr).toContain(`warning: ${out}:3: skipped a torn last line`);
    expect(resumed.stderr).toContain('removed the torn last line');
    expect(resumed.stderr).toContain('2 case(s) already recorded, 8 to run');
    expect(resumed.stdout).toMatch(/Summary: 10 results/);

    const text = await fs.readFile(out, 'utf8');
    expect(text.startsWith(before)).toBe(true);
    const { records, warnings } = await readResults(out);
    expect(warnings).toEqual([]);
    const keys = records.map((r) => `${r.eval_id}/${r.iteration}`).sort();
    expect(keys).toEqual(CASES.flatMap((id) => [`${id}/0`, `${id}/1`]));
  });

  it('runs nothing when every case is recorded, and everything when the file does not exist yet', async () => {
    const out = path.join(root, 'later.jsonl');
    const first = await runCli(evalArgs('--resume', out));
    expect(first.code).toBe(0);
    expect(first.stderr).toContain('does not exist yet');
    const complete = await fs.readFile(out, 'utf8');
    expect(complete.trim().split('\n')).toHaveLength(10);
    const again = await runCli(evalArgs('--resume', out));
    expect(again.code).toBe(0);
    expect(again.stderr).toContain('10 case(s) already recorded, 0 to run');
    expect(await fs.readFile(out, 'utf8')).toBe(complete);
  });
});
