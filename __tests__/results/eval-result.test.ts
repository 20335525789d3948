import {
  isOutputFormat,
  OUTPUT_FORMATS,
  defaultResultsFileName,
  serializeResult,
} from '../../src/results/eval-result.js';
import { makeResult } from '../test-support/make-result.js';

describe('output formats', () => {
  it('accepts the known formats and rejects others with the valid list', () => {
    expect(OUTPUT_FORMATS).toEqual(['jsonl', 'yaml']);
    expect(isOutputFormat('yaml')).toBe(true);
    expect(isOutputFormat('xml')).toBe(false);
  });

  it('names default result files by a filesystem-safe timestamp', () => {
    expect(defaultResultsFileName(Date.UTC(2025, 0, 2, 3, 4, 5, 6), 'yaml')).toBe('eval_2025-01-02T03-04-05-006Z.yaml');
  });

  it('serialises JSONL as exactly one line and YAML as its own document', () => {
    const record = makeResult({ eval_id: 'a', candidate_answer: 'x\ny' });
    const line = serializeResult(record, 'jsonl');
    expect(line.endsWith('\n')).toBe(true);
    expect(line.slice(0, -1)).not.toContain('\n');
    const doc = serializeResult(record, 'yaml');
    expect(doc.startsWith('---\n')).toBe(true);
    expect(doc.match(/^---$/gm)).toHaveLength(1);
    expect(doc).toContain('\neval_id: a\n');
    expect(doc).toContain('candidate_answer: |-\n  x\n  y\n');
  });
});
