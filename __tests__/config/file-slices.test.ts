import { appendFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FILE_BACKED_BYTES, fileSlices, readStamped } from '../../src/config/file-slices.js';
import { listReader } from '../../src/config/yaml-lists.js';
import { readYamlSource } from '../../src/config/yaml-source.js';
import { ConfigError } from '../../src/errors/config-error.js';

/** An eval file of `count` cases whose every question holds `word`, past FILE_BACKED_BYTES when count is large. */
function evalFile(count: number, word: string): string {
  const cases = Array.from(
    { length: count },
    (_, i) => `  - id: case-${i}\n    expected_outcome: ${word} ${i}\n    input: question ${i} ${'x'.repeat(60)}\n`,
  );
  return `description: read back\nevalcases:\n${cases.join('')}`;
}

describe('a large eval file read back from disk', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'agentv-slices-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reads its cases from the file, and a file changed since is a ConfigError naming it', async () => {
    const file = path.join(dir, 'large.eval.yaml');
    await writeFile(file, evalFile(12_000, 'answer'));
    const src = await readYamlSource(file, 'eval file', { lazyLists: true });
    const cases = listReader(src, 'evalcases')!;
    expect(cases.length).toBe(12_000);
    expect(cases.slice(11_998, 12_000)).toEqual([
      { id: 'case-11998', expected_outcome: 'answer 11998', input: `question 11998 ${'x'.repeat(60)}` },
      { id: 'case-11999', expected_outcome: 'answer 11999', input: `question 11999 ${'x'.repeat(60)}` },
    ]);
    await appendFile(file, '  - id: late\n    input: added while the run read the file\n');
    expect(() => cases.slice(0, 200)).toThrow(ConfigError);
    expect(() => cases.slice(0, 200)).toThrow(/eval file changed while its cases were being read/);
  });

  it('keeps the text of a file that is not plain ASCII, which reads the same after the file changes', async () => {
    const file = path.join(dir, 'accents.eval.yaml');
    await writeFile(file, evalFile(12_000, 'réponse'));
    const src = await readYamlSource(file, 'eval file', { lazyLists: true });
    await writeFile(file, 'evalcases: []\n');
    const cases = listReader(src, 'evalcases')!;
    expect(cases.slice(5_000, 5_001)).toEqual([
      { id: 'case-5000', expected_outcome: 'réponse 5000', input: `question 5000 ${'x'.repeat(60)}` },
    ]);
  });

  it('reads back only large ASCII files read whole', async () => {
    const small = path.join(dir, 'small.eval.yaml');
    await writeFile(small, evalFile(10, 'answer'));
    expect(fileSlices(small, await readStamped(small), 'eval file')).toBeUndefined();
    const large = path.join(dir, 'ascii.eval.yaml');
    await writeFile(large, evalFile(12_000, 'answer'));
    const read = await readStamped(large);
    expect(read.bytes.length).toBeGreaterThanOrEqual(FILE_BACKED_BYTES);
    const slices = fileSlices(large, read, 'eval file')!;
    expect(slices(0, 12)).toBe('description:');
    expect(fileSlices(large, { ...read, size: read.size + 1 }, 'eval file')).toBeUndefined();
  });
});
