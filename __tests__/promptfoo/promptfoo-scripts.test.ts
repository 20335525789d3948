import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli } from '../test-support/run-cli.js';
import { PROCESS_TEST_TIMEOUT_MS } from '../test-support/process-timeouts.js';

/**
 * Our promptfoo config of scripts (__tests__/fixtures/promptfoo/scripts): an `exec:` provider (a
 * real child process given the prompt, options and context), a `file://` JS provider class with a
 * `transform`, JS and Python prompt functions, vars computed by JS and Python and read from a text
 * file, tests from a Python generator, a test `options.transform`. Expected text follows from the
 * scripts by hand.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const CONFIG = path.resolve(here, '../fixtures/promptfoo/scripts/promptfooconfig.yaml');

interface PfRecord {
  eval_id: string;
  prompt_id: string;
  description?: string;
  prompt_label: string;
  provider_label: string;
  pass: boolean;
  score: number;
  candidate_answer: string;
  cost_usd: number | null;
  token_usage?: { input: number; output: number; total: number };
  evaluator_results: Array<{ type: string; pass: boolean }>;
}

let out: string;
let records: PfRecord[];
let code: number;
beforeAll(async () => {
  out = await fs.mkdtemp(path.join(os.tmpdir(), 'promptfoo-scripts-'));
  const file = path.join(out, 'r.jsonl');
  ({ code } = await runCli(['eval', CONFIG, '--out', file, '--workers', '3']));
  records = (await fs.readFile(file, 'utf8'))
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as PfRecord);
  // The run starts python and node scripts for each of its 18 results.
}, PROCESS_TEST_TIMEOUT_MS);
afterAll(() => fs.rm(out, { recursive: true, force: true }));

const at = (id: string, prompt: string) => records.find((r) => r.eval_id === id && r.prompt_id === prompt)!;

describe('promptfoo scripts: providers, prompt functions, computed vars, generated tests', () => {
  it('expands 3 tests (1 inline, 2 from generate.py) × 2 providers × 3 prompts', () => {
    expect(records).toHaveLength(18);
    expect([...new Set(records.map((r) => r.description))].sort()).toEqual(['from python', 'inline', 'python two']);
    // File labels are relative to the working folder, as promptfoo shows them when run from here.
    const shown = path.relative(process.cwd(), path.dirname(CONFIG));
    expect(new Set(records.map((r) => r.prompt_label))).toEqual(
      new Set([`${shown}/prompts.js:greet`, `${shown}/prompts.py:shout`, 'Plain {{ name }} - {{ note }}']),
    );
  });

  it('runs the exec: command with the prompt and the context, and the JS provider class with its config', () => {
    expect(at('test-1', 'prompt-1@exec answer').candidate_answer).toBe(
      'exec(exec:node answer.mjs) got: Hello Ada, computed=computed:Ada, py=pyvar=Ada (for exec answer) | name=Ada',
    );
    expect(at('test-1', 'prompt-2@exec answer').candidate_answer).toBe(
      'exec(exec:node answer.mjs) got: SHOUT ADA | name=Ada',
    );
    expect(at('test-1', 'prompt-3@exec answer').candidate_answer).toBe(
      'exec(exec:node answer.mjs) got: Plain Ada - a note from a file | name=Ada',
    );
    const js = at('test-2', 'prompt-3@js class');
    expect(js.candidate_answer).toBe('JS says: Plain Grace - a note from a file (name Grace)');
    // The class's tokenUsage and cost are the answer's.
    expect(js.cost_usd).toBe(0.001);
    expect(js.token_usage).toMatchObject({ input: 3, output: 2, total: 5 });
  });

  it('grades the transformed answer: the provider transform, then the test transform', () => {
    // javascript: output.endsWith('[done]') passes only after options.transform.
    expect(at('test-1', 'prompt-1@js class').evaluator_results.map((e) => [e.type, e.pass])).toEqual([
      ['contains', false],
      ['javascript', true],
    ]);
    expect(at('test-1', 'prompt-1@exec answer')).toMatchObject({ pass: true, score: 1 });
    // The JS provider's answers are upper-cased: icontains grace passes, contains Ada does not.
    expect(at('test-2', 'prompt-1@js class').pass).toBe(true);
    expect(at('test-3', 'prompt-1@exec answer').evaluator_results.map((e) => [e.type, e.pass])).toEqual([
      ['not-contains', false],
    ]);
    expect(at('test-3', 'prompt-1@js class').pass).toBe(true);
    expect(code).toBe(100);
  });
});
