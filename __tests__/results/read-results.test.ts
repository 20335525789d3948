import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError } from '../../src/errors/config-error.js';
import { readResults } from '../../src/results/read-results.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'agentv-read-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function file(name: string, text: string): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, text);
  return path;
}

async function configError(promise: Promise<unknown>): Promise<ConfigError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('readResults', () => {
  it('reads JSONL, applying defaults for fields older files lack and keeping unknown fields', async () => {
    const path = await file(
      'a.jsonl',
      '{"eval_id":"a","score":0.5,"custom":1}\n\n' +
        '{"eval_id":"b","score":1,"prompt_id":"v2","iteration":2,"error":null}\n',
    );
    const { records, warnings } = await readResults(path);
    expect(warnings).toEqual([]);
    expect(records).toHaveLength(2);
    expect(records[0]).toMatchObject({
      eval_id: 'a',
      score: 0.5,
      prompt_id: 'default',
      iteration: 0,
      custom: 1,
      hits: [],
    });
    expect(records[1]).toMatchObject({ eval_id: 'b', prompt_id: 'v2', iteration: 2 });
    expect(records[1]?.error).toBeUndefined();
  });

  it("reads a record's timestamp only when it is ISO 8601: any other text is read as none", async () => {
    const stamps = [
      '2025-03-04T05:06:07.890Z',
      '2025-03-04',
      '<img src=https://tracker.example/p.gif> 2024-01-01',
      'Jan 2 2024 (@octocat </details> | x)',
      '2025-02-30T00:00:00Z',
    ];
    const path = await file(
      't.jsonl',
      stamps.map((timestamp, i) => JSON.stringify({ eval_id: `c${i}`, score: 1, timestamp })).join('\n'),
    );
    const { records } = await readResults(path);
    expect(records.map((r) => r.timestamp)).toEqual(['2025-03-04T05:06:07.890Z', '2025-03-04', '', '', '']);
  });

  it('skips a torn last line (no trailing newline) with a warning that says so', async () => {
    const path = await file('torn.jsonl', '{"eval_id":"a","score":1}\n{"eval_id":"b","score":0}\n{"eval_id":"c","sco');
    const { records, warnings } = await readResults(path);
    expect(records.map((r) => r.eval_id)).toEqual(['a', 'b']);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`${path}:3`);
    expect(warnings[0]).toMatch(/torn last line/);
  });

  it('treats a bad line in the middle as an error naming file:line and the fix', async () => {
    const path = await file('bad.jsonl', '{"eval_id":"a","score":1}\nnot json\n{"eval_id":"c","score":1}\n');
    const error = await configError(readResults(path));
    expect(error.message).toContain(`${path}:2: not valid JSON`);
    expect(error.message).toContain('Fix:');
    expect(error.exitCode).toBe(2);
  });

  it('does not excuse an invalid last line that ends with a newline (that is not a torn write)', async () => {
    const path = await file('badlast.jsonl', '{"eval_id":"a","score":1}\n{"eval_id":\n');
    const error = await configError(readResults(path));
    expect(error.message).toContain(`${path}:2:`);
  });

  it('validates records: missing or out-of-range fields name the line and the field', async () => {
    const missing = await file('missing.jsonl', '{"eval_id":"a","score":1}\n{"eval_id":"b"}\n');
    const e1 = await configError(readResults(missing));
    expect(e1.location).toMatchObject({ file: missing, line: 2, path: 'score' });
    expect(e1.message).toMatch(/eval_id \(text\) and score \(0\.\.1\)/);

    const range = await file('range.jsonl', '{"eval_id":"a","score":1.5}\n');
    expect((await configError(readResults(range))).location).toMatchObject({ line: 1, path: 'score' });
  });

  it('reads YAML multi-document files and points at the offending field line', async () => {
    const good = await file(
      'r.yaml',
      '---\neval_id: a\nscore: 0.25\ncandidate_answer: |-\n  two\n  lines\n---\neval_id: b\nscore: 1\n---\n',
    );
    const { records } = await readResults(good);
    expect(records.map((r) => [r.eval_id, r.score, r.candidate_answer])).toEqual([
      ['a', 0.25, 'two\nlines'],
      ['b', 1, ''],
    ]);

    const bad = await file('bad.yml', '---\neval_id: a\nscore: 1\n---\neval_id: b\nscore: high\n');
    const error = await configError(readResults(bad));
    expect(error.location).toMatchObject({ file: bad, line: 6, path: 'score' });

    const broken = await file('broken.yaml', '---\neval_id: a\nscore: [1\n');
    expect((await configError(readResults(broken))).message).toContain(`${broken}:`);
  });

  it('sniffs YAML by a leading --- when the extension says nothing', async () => {
    const path = await file('results.txt', '---\neval_id: a\nscore: 1\n');
    expect((await readResults(path)).records.map((r) => r.eval_id)).toEqual(['a']);
    const jsonl = await file('results.out', '{"eval_id":"j","score":0}\n');
    expect((await readResults(jsonl)).records.map((r) => r.eval_id)).toEqual(['j']);
  });

  it('returns nothing for an empty file and a ConfigError for a missing one', async () => {
    expect(await readResults(await file('empty.jsonl', ''))).toEqual({ records: [], warnings: [] });
    expect(await readResults(await file('empty.yaml', ''))).toEqual({ records: [], warnings: [] });
    const missing = join(dir, 'nope.jsonl');
    const error = await configError(readResults(missing));
    expect(error.message).toContain(missing);
  });
});
