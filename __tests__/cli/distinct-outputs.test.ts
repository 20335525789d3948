import { promises as fs } from 'node:fs';
import path from 'node:path';
import { suiteFiles } from '../test-support/eval-files.js';
import { makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';
import { runCli } from '../test-support/run-cli.js';

const FILES = suiteFiles();

describe('the outputs of a run are different paths, checked before any call', () => {
  let root: string;
  beforeAll(async () => {
    root = await makeTempRepo(FILES);
  });
  afterAll(() => removeTempRepo(root));

  it.each([
    ['--summary-json', 'r.jsonl', ['--summary-json', 'r.jsonl']],
    ['--events', 'r.jsonl', ['--events', 'r.jsonl']],
    ['--events', 's.json', ['--summary-json', 's.json', '--events', 's.json']],
    ['--report', 'e.jsonl', ['--events', 'e.jsonl', '--report', 'e.jsonl']],
    ['--junit', 's.json', ['--summary-json', 's.json', '--junit', 's.json']],
    ['--junit', 'dumps', ['--dump-prompts', 'dumps', '--junit', 'dumps']],
    ['--dump-traces', 'dumps', ['--dump-prompts', 'dumps', '--dump-traces', 'dumps']],
    ['--summary-json', 'dumps/s.json', ['--dump-traces', 'dumps', '--summary-json', 'dumps/s.json']],
  ])('%s %s is refused when another output has that path', async (flag, value, extra) => {
    const out = path.join(root, 'r.jsonl');
    const run = await runCli([
      'eval',
      path.join(root, 'a.test.yaml'),
      '--dry-run',
      '--out',
      out,
      ...extra.map((a) => (a.startsWith('--') ? a : path.join(root, a))),
    ]);
    const errors = run.stderr.split('\n').filter((l) => l.trim() !== '');
    expect({ code: run.code, errors: errors.length }).toEqual({ code: 2, errors: 1 });
    expect(errors[0]).toMatch(/^error: /);
    expect(errors[0]).toContain(flag);
    expect(errors[0]).toContain(path.join(root, value));
    expect(errors[0]).toMatch(/\. Fix: /);
    await expect(fs.stat(out)).rejects.toThrow();
  });

  it('distinct paths run', async () => {
    const run = await runCli([
      'eval',
      path.join(root, 'a.test.yaml'),
      '--dry-run',
      '--out',
      path.join(root, 'ok.jsonl'),
      '--summary-json',
      path.join(root, 'ok.json'),
      '--events',
      path.join(root, 'ev.jsonl'),
      '--dump-prompts',
      path.join(root, 'p'),
      '--dump-traces',
      path.join(root, 't'),
    ]);
    expect(run.code).toBe(0);
  });
});
