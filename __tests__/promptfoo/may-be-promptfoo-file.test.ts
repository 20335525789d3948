import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { mayBePromptfooFile } from '../../src/promptfoo/promptfoo-config-file.js';
import { makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';

/**
 * The look before the promptfoo room loads reads a file a piece at a time: a top-level key found
 * anywhere is still found, wherever the reads cut the text.
 */
describe('mayBePromptfooFile', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await makeTempRepo({});
  });
  afterAll(() => removeTempRepo(dir));

  const write = async (name: string, text: string) => {
    const file = path.join(dir, name);
    await writeFile(file, text);
    return file;
  };
  /** A list of `count` tests, about 40 bytes each. */
  const tests = (count: number) =>
    `tests:\n${Array.from({ length: count }, (_, i) => `  - vars: { n: ${i}, w: word${i} }\n`).join('')}`;

  it('finds a key that comes after 200 KB of tests, at every cut near a read boundary', async () => {
    const head = tests(6000);
    expect(head.length).toBeGreaterThan(200 * 1024);
    const boundary = 64 * 1024;
    for (const pad of [0, 3, 7, 11]) {
      // The filler puts the key's line across the first read's end by `pad` bytes.
      const start = head.slice(0, boundary - pad);
      const at = start.lastIndexOf('\n') + 1;
      const text = `${start.slice(0, at)}${'#'.repeat(boundary - pad - at)}\nproviders: [echo]\n${head}`;
      expect(await mayBePromptfooFile(await write(`cut-${pad}.yaml`, text))).toBe(true);
    }
    expect(await mayBePromptfooFile(await write('late.yaml', `${head}prompts:\n  - hi\n`))).toBe(true);
  });

  it('finds a JSON key cut by a read inside one long line', async () => {
    const long = JSON.stringify({
      tests: Array.from({ length: 5000 }, (_, i) => ({ vars: { n: i } })),
      prompts: ['x'],
    });
    expect(long.length).toBeGreaterThan(64 * 1024);
    expect(long.includes('\n')).toBe(false);
    expect(await mayBePromptfooFile(await write('config.json', long))).toBe(true);
  });

  it('says no for an AgentV file, a key that is not at the top level, and a missing file', async () => {
    const cases = Array.from({ length: 3000 }, (_, i) => `  - id: c${i}\n    providers: x\n`);
    const agentv = `evalcases:\n${cases.join('')}`;
    expect(agentv.length).toBeGreaterThan(64 * 1024);
    expect(await mayBePromptfooFile(await write('suite.test.yaml', agentv))).toBe(false);
    expect(await mayBePromptfooFile(path.join(dir, 'absent.yaml'))).toBe(false);
    expect(await mayBePromptfooFile(await write('promptfooconfig.yaml', 'tests: []\n'))).toBe(true);
  });
});
