import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { AgentvError } from '../../src/errors/agentv-error.js';
import { createResultWriter } from '../../src/results/result-writer.js';
import { readResults } from '../../src/results/read-results.js';
import type { EvalResult } from '../../src/results/eval-result.js';
import { makeResult } from '../test-support/make-result.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'agentv-writer-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('createResultWriter (jsonl)', () => {
  it('creates parent folders and writes 100 concurrent appends as 100 whole lines', async () => {
    const path = join(dir, 'nested', 'deeper', 'out.jsonl');
    const writer = await createResultWriter(path, 'jsonl');
    expect(writer.path).toBe(path);
    // Large records make interleaving likely if two writes ever overlapped.
    const records = Array.from({ length: 100 }, (_, i) =>
      makeResult({ eval_id: `case-${i}`, score: i / 100, candidate_answer: String(i % 10).repeat(200_000) }),
    );
    await Promise.all(records.map((record) => writer.append(record)));
    await writer.close();

    const text = await readFile(path, 'utf8');
    expect(text.endsWith('\n')).toBe(true);
    const lines = text.slice(0, -1).split('\n');
    expect(lines).toHaveLength(100);
    const parsed = lines.map((line) => JSON.parse(line) as EvalResult);
    expect(new Set(parsed.map((r) => r.eval_id))).toEqual(new Set(records.map((r) => r.eval_id)));
    for (const record of parsed) {
      const i = Number(record.eval_id.slice(5));
      expect(record.candidate_answer).toBe(String(i % 10).repeat(200_000));
    }
  });

  it('writes each record the moment append resolves (before close)', async () => {
    const path = join(dir, 'live.jsonl');
    const writer = await createResultWriter(path, 'jsonl');
    await writer.append(makeResult({ eval_id: 'first' }));
    expect(await readFile(path, 'utf8')).toBe(`${JSON.stringify(makeResult({ eval_id: 'first' }))}\n`);
    await writer.append(makeResult({ eval_id: 'second' }));
    expect((await readFile(path, 'utf8')).split('\n')).toHaveLength(3);
    await writer.close();
  });

  it('rejects only the failing append; later appends still work', async () => {
    const path = join(dir, 'fail.jsonl');
    const writer = await createResultWriter(path, 'jsonl');
    const circular = makeResult({ eval_id: 'loop' }) as EvalResult & { self?: unknown };
    circular.self = circular;
    await expect(writer.append(circular)).rejects.toThrow(AgentvError);
    await expect(writer.append(circular)).rejects.toThrow(/could not write result "loop"/);
    await writer.append(makeResult({ eval_id: 'after' }));
    await writer.close();
    const { records } = await readResults(path);
    expect(records.map((r) => r.eval_id)).toEqual(['after']);
  });

  const devFull = existsSync('/dev/full') ? it : it.skip;
  devFull('a failing write() releases the lock: every append rejects, none hangs, close resolves', async () => {
    const writer = await createResultWriter('/dev/full', 'jsonl');
    const results = await Promise.allSettled([1, 2, 3].map((i) => writer.append(makeResult({ eval_id: `c${i}` }))));
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    await writer.close();
  });

  it('refuses appends after close and tolerates a second close', async () => {
    const writer = await createResultWriter(join(dir, 'closed.jsonl'), 'jsonl');
    await writer.close();
    await writer.close();
    await expect(writer.append(makeResult({ eval_id: 'late' }))).rejects.toThrow(/closed/);
  });

  it('truncates an existing file instead of appending to an old run', async () => {
    const path = join(dir, 'again.jsonl');
    for (const id of ['old', 'new']) {
      const writer = await createResultWriter(path, 'jsonl');
      await writer.append(makeResult({ eval_id: id }));
      await writer.close();
    }
    const { records } = await readResults(path);
    expect(records.map((r) => r.eval_id)).toEqual(['new']);
  });
});

describe('createResultWriter (yaml)', () => {
  const tricky = [
    makeResult({
      eval_id: 'multi',
      candidate_answer: 'line 1\nline 2\n  indented\n\ntrailing spaces   \nend',
      reasoning: 'a\nb',
    }),
    makeResult({
      eval_id: 'looks-like-yaml',
      candidate_answer: '---\nkey: value\n# not a comment\n- item',
      score: 0.5,
    }),
    makeResult({
      eval_id: 'quotes',
      candidate_answer: '"quoted" \'single\' : colon',
      hits: ['ünïcödé ✓', ''],
      score: 0,
    }),
    makeResult({ eval_id: 'errored', error: 'Provider failed\nstatus 503', score: 0, prompt_id: 'v2', iteration: 3 }),
    makeResult({ eval_id: 'long', candidate_answer: 'word '.repeat(100).trim() }),
  ];

  it('writes one document per record with --- and reads back byte for byte', async () => {
    const path = join(dir, 'out.yaml');
    const writer = await createResultWriter(path, 'yaml');
    for (const record of tricky) await writer.append(record);
    await writer.close();

    const text = await readFile(path, 'utf8');
    expect(text.startsWith('---\n')).toBe(true);
    expect(text.match(/^---$/gm)).toHaveLength(tricky.length);
    expect(text).toContain('candidate_answer: |');
    // Not a single YAML sequence: every document is a mapping.
    const docs = parseAllDocuments(text);
    expect(Array.isArray(docs) && docs.every((doc) => !Array.isArray(doc.toJS()))).toBe(true);

    const { records, warnings } = await readResults(path);
    expect(warnings).toEqual([]);
    expect(records).toEqual(tricky);
  });

  it('keeps documents whole under concurrent appends', async () => {
    const path = join(dir, 'many.yaml');
    const writer = await createResultWriter(path, 'yaml');
    await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        writer.append(makeResult({ eval_id: `y${i}`, candidate_answer: `x\n`.repeat(5000) })),
      ),
    );
    await writer.close();
    const { records } = await readResults(path);
    expect(records).toHaveLength(100);
    expect(records.every((r) => r.candidate_answer === 'x\n'.repeat(5000))).toBe(true);
  });
});
