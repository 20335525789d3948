import { promises as fs, renameSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FileText } from '../../src/config/file-text.js';
import { readYamlSource } from '../../src/config/yaml-source.js';
import { SourceChangedError } from '../../src/errors/agentv-error.js';

/** Text over several 64 KB blocks, with characters of two, three and four bytes on every line. */
function longText(lines: number): string {
  return Array.from({ length: lines }, (_, i) => `- id: c${i}\n  q: "é ✓ 🙂 ${'x'.repeat(i % 90)}"\n`).join('');
}

describe('FileText: a large file read a block at a time', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'agentv-file-text-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const written = (name: string, content: string | Uint8Array) => {
    const file = path.join(dir, name);
    writeFileSync(file, content);
    return file;
  };

  it('reads as the decoded string does, by byte offset, across block ends', () => {
    const text = longText(3000);
    const bytes = Buffer.from(text, 'utf8');
    expect(bytes.length).toBeGreaterThan(3 * 64 * 1024);
    const file = FileText.open(written('a.yaml', text))!;
    expect(file.length).toBe(bytes.length);
    expect(file.slice()).toBe(text);
    // Every line, found by its newline as the large-file reader finds them.
    const lines: string[] = [];
    for (let at = 0, end = file.indexOf('\n'); end !== -1; at = end + 1, end = file.indexOf('\n', at))
      lines.push(file.slice(at, end));
    expect(lines).toEqual(text.slice(0, -1).split('\n'));
    for (const at of [0, 1, 65_535, 65_536, 65_537, 131_071, bytes.length - 1])
      expect(file.charCodeAt(at)).toBe(bytes[at]);
    expect(file.charCodeAt(bytes.length)).toBeNaN();
    expect(file.indexOf('\n', bytes.length)).toBe(-1);
    // A slice across two block ends, starting and ending inside lines.
    const from = 65_000;
    const to = 200_000;
    expect(file.slice(from, to)).toBe(bytes.subarray(from, to).toString('utf8'));
  });

  it('finds no newline in a last block without one, whatever an earlier block left in the buffer', () => {
    // The first block is all newlines; the last holds ten bytes and none.
    const file = FileText.open(written('tail.yaml', `${'a\n'.repeat(32 * 1024)}bbbbbbbbbb`))!;
    expect(file.indexOf('\n', 0)).toBe(1);
    expect(file.indexOf('\n', 64 * 1024)).toBe(-1);
    expect(file.indexOf('\n', 64 * 1024 - 1)).toBe(64 * 1024 - 1);
  });

  it('drops a byte-order mark: offsets count from the text', () => {
    const text = longText(1500);
    const file = FileText.open(
      written('bom.yaml', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)])),
    )!;
    expect(file.length).toBe(Buffer.byteLength(text));
    expect(file.charCodeAt(0)).toBe('-'.charCodeAt(0));
    expect(file.slice(0, 8)).toBe('- id: c0');
    expect(file.slice()).toBe(text);
  });

  it('is not made of a file that is not UTF-8, wherever the bad byte is', () => {
    const text = Buffer.from(longText(2000));
    text[150_000] = 0xff;
    expect(FileText.open(written('latin1.yaml', text))).toBeUndefined();
    // A character cut by the file's end.
    expect(FileText.open(written('cut.yaml', Buffer.from('- q: é').subarray(0, -1)))).toBeUndefined();
  });

  it('changed in place: SourceChangedError at the next block read; replaced by rename: read as it was', () => {
    const text = longText(3000);
    const file = written('a.yaml', text);
    const before = FileText.open(file)!;
    expect(before.slice(0, 10)).toBe(text.slice(0, 10));
    // An editor's save by rename: the open file is the one the run checked.
    const other = written('other.yaml', text.replace(/c(\d)/g, 'C$1'));
    renameSync(other, file);
    expect(before.slice(100_000, 100_100)).toBe(Buffer.from(text).subarray(100_000, 100_100).toString('utf8'));
    // A save in place (truncate and write): the next block read no longer matches what was checked.
    const inPlace = FileText.open(file)!;
    inPlace.slice(0, 10);
    writeFileSync(file, text.replace('c2999', 'c2990'));
    expect(() => inPlace.slice(150_000, 150_010)).toThrow(SourceChangedError);
    expect(() => inPlace.slice(150_000, 150_010)).toThrow(/a\.yaml changed during the run/);
  });

  it('readYamlSource reads a large eval file as the whole parse does; a bad byte is named at its line', async () => {
    const cases = Array.from(
      { length: 2000 },
      (_, i) =>
        `  - id: c${i}\n    expected_outcome: "é ${i}"\n    input_messages:\n      - {role: user, content: "✓ ${i}"}\n`,
    );
    const file = written('big.test.yaml', `description: big\nevalcases:\n${cases.join('')}`);
    const src = await readYamlSource(file, 'eval file', { lazyLists: true });
    const whole = await readYamlSource(file, 'eval file');
    const lazy = (src.data as { evalcases: { length: number; read(a: number, b: number): unknown[] } }).evalcases;
    expect(lazy.read(0, lazy.length)).toEqual((whole.data as { evalcases: unknown[] }).evalcases);
    expect(src.knownPosition?.(['evalcases', 1999])).toEqual({ line: 2 + 4 * 1999 + 1, col: 5 });

    const bad = Buffer.from(await fs.readFile(file));
    bad[bad.indexOf('c1500')] = 0xe9;
    await fs.writeFile(file, bad);
    await expect(readYamlSource(file, 'eval file', { lazyLists: true })).rejects.toThrow(
      new RegExp(`big\\.test\\.yaml:${2 + 4 * 1500 + 1}.*not UTF-8`),
    );
  });
});
