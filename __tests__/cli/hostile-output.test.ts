import { promises as fs } from 'node:fs';
import path from 'node:path';
import { startFakeLlmServer } from '../../test-support/fake-llm-server.mjs';
import { evalFile } from '../test-support/eval-files.js';
import { lines, makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';
import { createStderrLogger } from '../../src/engine/runtime.js';
import { createCoreLogger } from '../../src/action/action-context.js';
import { neutralizeOutput } from '../../src/safety/neutralize-output.js';
import { evalSuite, runCli } from '../test-support/run-cli.js';

/** What GitHub's runner would read as a workflow command, or a terminal as an escape sequence. */
function expectInert(output: string): void {
  for (const line of output.split(/\r\n|\r|\n/)) {
    expect(line).not.toMatch(/^\s*::/);
    expect(line).not.toContain('##[');
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: no control character may reach the terminal
  expect(output).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
}

const HOSTILE = [
  'x\n::add-mask::leak',
  'y\r::stop-commands::tok',
  '  \t::error file=a.ts,line=1::forged',
  'z ##[set-output name=a]b',
  'osc \u001b]0;title\u0007 csi \u001b[2J c1 \u009b31m',
];

describe('untrusted text never forms a workflow command or a terminal escape (SECURITY.md)', () => {
  const roots: string[] = [];
  afterAll(() => Promise.all(roots.map(removeTempRepo)));

  it('neutralizeOutput escapes visibly, is idempotent, and keeps JSON valid', () => {
    for (const text of HOSTILE) {
      const safe = neutralizeOutput(text);
      expectInert(safe);
      expect(neutralizeOutput(safe)).toBe(safe);
      expect(JSON.parse(neutralizeOutput(JSON.stringify(text)))).toBe(text);
    }
    expect(neutralizeOutput('a\n::add-mask::x')).toBe('a\n\\u003a:add-mask::x');
    expect(neutralizeOutput('\u001b[31m')).toBe('\\u001b[31m');
    expect(neutralizeOutput('ordinary: text :: here\n  indented')).toBe('ordinary: text :: here\n  indented');
  });

  it('compare (table, json, markdown) and merge print hostile eval ids inertly', async () => {
    const root = await makeTempRepo({});
    roots.push(root);
    const records = HOSTILE.map((id, i) => JSON.stringify({ eval_id: id, score: i / 10 })).join('\n');
    const a = path.join(root, 'a.jsonl');
    const b = path.join(root, 'b.jsonl');
    await fs.writeFile(a, `${records}\n`);
    await fs.writeFile(b, `${records}\n${JSON.stringify({ eval_id: 'q\n::add-mask::only-in-b', score: 1 })}\n`);
    for (const format of ['table', 'json', 'markdown']) {
      const run = await runCli(['compare', a, b, '--format', format]);
      expect(run.code).toBe(0);
      expectInert(run.stdout + run.stderr);
      if (format === 'json')
        expect(JSON.stringify(JSON.parse(run.stdout))).toContain(JSON.stringify(HOSTILE[4]).slice(1, -1));
    }
    // The same case in both files: merge refuses, and its error quotes the id.
    const merged = await runCli(['merge', a, b, '--out', path.join(root, 'm.jsonl')]);
    expect(merged.code).toBe(2);
    expect(merged.stderr).toMatch(/add-mask/);
    expectInert(merged.stdout + merged.stderr);
  });

  it('provider error messages and judge replies reach the log inertly', async () => {
    const server = await startFakeLlmServer();
    try {
      server.setScript(() => ({
        kind: 'status',
        status: 400,
        message: 'bad\n::add-mask::from-provider \u001b]8;;http://x\u0007link',
      }));
      const root = await makeTempRepo({
        'a.test.yaml': evalFile(),
        'targets.yaml': lines(
          'targets:',
          '  - name: default',
          '    provider: openai',
          `    base_url: ${server.url}/v1`,
          '    api_key: sk-test-123456',
          '    model: m',
          '    judge_target: judge',
          '  - name: judge',
          '    provider: mock',
          '    judge_score: 1',
        ),
      });
      roots.push(root);
      const run = await evalSuite(root);
      expect(run.stdout + run.stderr).toContain('from-provider');
      expectInert(run.stdout + run.stderr);
    } finally {
      await server.close();
    }
  });

  it('the CLI logger and the Action logger neutralise every line', () => {
    let written = '';
    const logger = createStderrLogger(true, (text) => (written += text));
    const judgeReply = HOSTILE.join('\n');
    logger.info(judgeReply);
    logger.warn(`judge reply: ${judgeReply}`);
    logger.error(judgeReply);
    logger.debug(judgeReply);
    expectInert(written);

    const sent: string[] = [];
    const core = {
      info: (m: string) => sent.push(m),
      warning: (m: string) => sent.push(m),
      error: (m: string) => sent.push(m),
      debug: (m: string) => sent.push(m),
    };
    const coreLogger = createCoreLogger(core);
    coreLogger.info(judgeReply);
    coreLogger.warn(judgeReply);
    coreLogger.error(judgeReply);
    coreLogger.debug(judgeReply);
    expect(sent).toHaveLength(4);
    expectInert(sent.join('\n'));
  });
});
