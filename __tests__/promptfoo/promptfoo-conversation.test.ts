import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runPromptfoo } from './run-promptfoo.js';

/**
 * Multi-turn tests (__tests__/fixtures/promptfoo/conversation): a prompt reading `_conversation`
 * is sent the earlier turns of its provider and prompt, the tests running one after another.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const CONFIG = path.resolve(here, '../fixtures/promptfoo/conversation/promptfooconfig.yaml');

interface PfRecord {
  eval_id: string;
  prompt_id: string;
  pass: boolean;
  score: number;
  candidate_answer: string;
  vars: Record<string, unknown>;
  evaluator_results: Array<{ score: number; details?: { promptfoo_score?: number } }>;
}

/**
 * success and score of each result as promptfoo 0.123.1 printed them for this config
 * (`promptfoo eval -o out.json`), by test, provider (echo, then `second`) and prompt. The last
 * test's javascript measures the JSON of the turns it sees: 511 and 703 characters, its own turn
 * included; the plain prompt, which does not read them, sees none ("null", 4).
 */
const PER_PROVIDER = ['T7 T60 T9', 'F0 F0 F0', 'F0 T1 F0', 'F0 F0 F0', 'T511 T703 T4'];
/** Per test, its three prompts' success (T or F) and score, the same for both providers. */
const PROMPTFOO = PER_PROVIDER.flatMap((row) => [row, row]).flatMap((row) =>
  row.split(' ').map((cell) => [cell[0] === 'T', Number(cell.slice(1))]),
);

let out: string;
beforeAll(async () => {
  out = await mkdtemp(path.join(os.tmpdir(), 'promptfoo-conversation-'));
});
afterAll(() => rm(out, { recursive: true, force: true }));

describe('promptfoo multi-turn tests (_conversation)', () => {
  it("sends each prompt the earlier turns of its provider and prompt, with promptfoo's verdicts", async () => {
    const { records, stderr } = await runPromptfoo<PfRecord>(CONFIG, out, ['--workers', '4']);
    expect(stderr).toContain('one worker instead of 4');
    // Each test has one assertion: its score is the test's (the record keeps promptfoo's beside the clamped one).
    const own = (r: PfRecord) => r.evaluator_results[0]!.details?.promptfoo_score ?? r.evaluator_results[0]!.score;
    expect(records.map((r) => [r.pass, own(r)])).toEqual(PROMPTFOO);
    const answer = (id: string, prompt: string) =>
      records.find((r) => r.eval_id === id && r.prompt_id === prompt)?.candidate_answer;
    // The answers promptfoo's echo gave: turns of the same conversation only (test-3 has its own
    // conversationId; test-4, with disableConversationVar, is sent none but adds its turn).
    expect(answer('test-2', 'prompt-1@echo')).toBe('[ Q: one => 7] Q: two');
    expect(answer('test-5', 'prompt-1@echo')).toBe(
      '[ Q: one => 7][[ Q: one => 7] Q: two => 21][ Q: four => 8] Q: five',
    );
    expect(answer('test-3', 'prompt-2@second')).toContain('turns=0 three');
    expect(answer('test-5', 'prompt-2@second')).toContain('turns=3 five');
    // The record lists the test's own vars, not the turns.
    expect(records.every((r) => !('_conversation' in r.vars))).toBe(true);
  });

  it('adds no turn for a call that failed, as promptfoo when its exec provider fails', async () => {
    const dir = await mkdtemp(path.join(out, 'exec-'));
    await writeFile(
      path.join(dir, 'answer.sh'),
      '#!/bin/sh\ncase "$1" in *FAIL*) echo boom >&2; exit 1;; esac\necho "ans:$1"\n',
    );
    await chmod(path.join(dir, 'answer.sh'), 0o755);
    await writeFile(
      path.join(dir, 'promptfooconfig.yaml'),
      [
        "prompts: ['{% for t in _conversation %}[{{ t.input }}|{{ t.output }}]{% endfor %}{{ q }}']",
        "providers: ['exec: ./answer.sh']",
        'tests:',
        '  - vars: {q: one}',
        '  - vars: {q: FAIL}',
        '  - vars: {q: three}',
        '    assert: [{type: javascript, value: JSON.stringify(context.vars._conversation).length}]',
      ].join('\n'),
    );
    const { records } = await runPromptfoo<PfRecord>(path.join(dir, 'promptfooconfig.yaml'), out, [
      '--allow-outside-root',
    ]);
    // promptfoo 0.123.1: "ans:[one|ans:one]three", and 146 characters of turns (the first and its own).
    expect(records.map((r) => r.candidate_answer)).toEqual(['ans:one', '', 'ans:[one|ans:one]three']);
    expect(records[2]!.evaluator_results[0]!.details?.promptfoo_score).toBe(146);
  });

  it('refuses a run that would split the conversations', async () => {
    const { code, stderr } = await runPromptfoo<PfRecord>(CONFIG, out, ['--shard', '1/2']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/--shard cannot run this suite: a prompt reads _conversation/);
  });
});
