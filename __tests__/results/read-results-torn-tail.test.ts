import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readResults } from '../../src/results/read-results.js';
import { createResultWriter } from '../../src/results/result-writer.js';
import { trimTornTail } from '../../src/results/read-results.js';
import { makeResult } from '../test-support/make-result.js';

describe('trimTornTail and appending to a results file', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'agentv-torn-'));
  });
  afterEach(() => fs.rm(dir, { recursive: true, force: true }));

  const line = (id: string) => `${JSON.stringify(makeResult({ eval_id: id }))}\n`;

  it('removes the bytes after the last newline and reports how many', async () => {
    const file = path.join(dir, 'r.jsonl');
    await fs.writeFile(file, `${line('a')}${line('b')}{"eval_id":"c","sc`);
    expect(await trimTornTail(file)).toBe(18);
    expect(await fs.readFile(file, 'utf8')).toBe(`${line('a')}${line('b')}`);
  });

  it('leaves a clean file alone, empties a file that is one torn line, and ignores a missing file', async () => {
    const clean = path.join(dir, 'clean.jsonl');
    await fs.writeFile(clean, line('a'));
    expect(await trimTornTail(clean)).toBe(0);
    expect(await fs.readFile(clean, 'utf8')).toBe(line('a'));
    const torn = path.join(dir, 'torn.jsonl');
    await fs.writeFile(torn, '{"eval_id":');
    expect(await trimTornTail(torn)).toBe(11);
    expect(await fs.readFile(torn, 'utf8')).toBe('');
    expect(await trimTornTail(path.join(dir, 'missing.jsonl'))).toBe(0);
  });

  it('finds the last newline across read chunks of a large file', async () => {
    const file = path.join(dir, 'big.jsonl');
    const big = line('x'.repeat(200_000));
    await fs.writeFile(file, `${big}${'y'.repeat(150_000)}`);
    expect(await trimTornTail(file)).toBe(150_000);
    expect((await fs.stat(file)).size).toBe(Buffer.byteLength(big));
  });

  it('append mode keeps earlier records, where the default truncates', async () => {
    const file = path.join(dir, 'r.jsonl');
    await fs.writeFile(file, `${line('a')}{"torn`);
    await trimTornTail(file);
    const appender = await createResultWriter(file, 'jsonl', { append: true });
    await appender.append(makeResult({ eval_id: 'b' }));
    await appender.close();
    const read = await readResults(file);
    expect(read.records.map((r) => r.eval_id)).toEqual(['a', 'b']);
    expect(read.warnings).toEqual([]);
    const truncating = await createResultWriter(file, 'jsonl');
    await truncating.close();
    expect(await fs.readFile(file, 'utf8')).toBe('');
  });
});
