import { promises as fs } from 'node:fs';
import path from 'node:path';
import { lines, makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';
import { runCli } from '../test-support/run-cli.js';

/** A cli agent that writes {OUTPUT_FILE} as the test says, then exits 0. */
const AGENT = `import { execFileSync } from 'node:child_process';
import { openSync, writeSync, closeSync } from 'node:fs';
const [mode, out] = process.argv.slice(2);
if (mode === 'fifo') execFileSync('mkfifo', [out]);
else if (mode === 'large') {
  // 3 MiB of answer against a 1 MiB cap, written a block at a time.
  const fd = openSync(out, 'w');
  const block = Buffer.alloc(64 * 1024, 'a');
  for (let i = 0; i < 48; i++) writeSync(fd, block);
  closeSync(fd);
} else if (mode === 'device') execFileSync('ln', ['-s', '/dev/zero', out]);
`;

describe('{OUTPUT_FILE} is read bounded, and only as a regular file', () => {
  let root: string;
  beforeAll(async () => {
    root = await makeTempRepo({
      'agent.mjs': AGENT,
      'a.eval.yaml': lines(
        'tests:',
        '  - id: large',
        '    input: q',
        '    criteria: c',
        '  - id: fifo',
        '    input: q',
        '    criteria: c',
        '  - id: device',
        '    input: q',
        '    criteria: c',
        'assertions: [{type: contains, value: a}]',
      ),
    });
    await fs.writeFile(
      path.join(root, 'targets.yaml'),
      lines(
        'targets:',
        '  - name: default',
        '    provider: cli',
        `    command_template: node ${path.join(root, 'agent.mjs')} {EVAL_ID} {OUTPUT_FILE}`,
        '    timeout_seconds: 60',
      ),
    );
  });
  afterAll(() => removeTempRepo(root));

  it('a file past --max-answer-mib is cut and marked; a FIFO or a ' +
    'device is an error for its case, and the run ends', async () => {
    const out = path.join(root, 'r.jsonl');
    const run = await runCli([
      'eval',
      path.join(root, 'a.eval.yaml'),
      '--max-answer-mib',
      '1',
      '--workers',
      '3',
      '--out',
      out,
    ]);
    expect(run.code).toBe(0);
    const records = (await fs.readFile(out, 'utf8'))
      .trim()
      .split('\n')
      .map(
        (l) =>
          JSON.parse(l) as { eval_id: string; candidate_answer: string; answer_truncated?: boolean; error?: string },
      );
    const byId = Object.fromEntries(records.map((r) => [r.eval_id, r]));
    expect(byId.large?.answer_truncated).toBe(true);
    expect(byId.large?.error).toBeUndefined();
    expect(byId.large?.candidate_answer.length).toBeLessThanOrEqual(1024 * 1024);
    expect(byId.large?.candidate_answer.length).toBeGreaterThan(1000);
    expect(byId.fifo?.error).toMatch(/\{OUTPUT_FILE\} .*not a regular file/);
    expect(byId.device?.error).toMatch(/\{OUTPUT_FILE\} .*not a regular file/);
  }, 120_000);
});
