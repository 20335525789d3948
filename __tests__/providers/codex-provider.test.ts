import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, realpath, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { llmCallCount, summarizeTrace } from '../../src/engine/case/trace-summary.js';
import { ConfigError } from '../../src/errors/config-error.js';
import { ProviderError } from '../../src/errors/agentv-error.js';
import { codexProviderFactory } from '../../src/providers/codex-provider.js';
import {
  FAKE_AGENTS,
  makeRequest,
  makeTarget,
  referencedFile,
  signal,
  tempDir,
  testRuntime,
  removeTempDirs,
} from './agent-fixtures.js';

afterAll(removeTempDirs);

const FAKE_CODEX = path.join(FAKE_AGENTS, 'codex');
const STREAM = path.join(FAKE_AGENTS, 'codex-stream.jsonl');

interface Recorded {
  argv: string[];
  cwd: string;
  stdin?: string;
  links: Array<{ file: string; exists: boolean; content?: string }>;
}

async function setup(config: Record<string, unknown> = {}, env: Record<string, string> = {}) {
  const dir = await realpath(await tempDir());
  const record = path.join(dir, 'record.json');
  const provider = codexProviderFactory.create(
    makeTarget(
      'codex',
      { executable: FAKE_CODEX, ...config, env: { FAKE_CODEX_RECORD: record, FAKE_CODEX_STREAM: STREAM, ...env } },
      path.join(dir, 'targets.yaml'),
    ),
    { runtime: testRuntime() },
  );
  const recorded = async (): Promise<Recorded> => JSON.parse(await readFile(record, 'utf8')) as Recorded;
  return { dir, provider, recorded };
}

async function stream(dir: string, lines: string[]): Promise<string> {
  const file = path.join(dir, 'stream.jsonl');
  await writeFile(file, `${lines.join('\n')}\n`);
  return file;
}

describe('codex provider', () => {
  test('runs codex exec --json with profile, model and approval preset, and returns the final message', async () => {
    const { dir, provider, recorded } = await setup({
      profile: 'ci',
      model: 'gpt-5-codex',
      approvalPreset: 'auto',
      args: ['--oss'],
    });
    const response = await provider.invoke(makeRequest({ prompt: '[user]: what is the style?' }), { signal: signal() });
    expect(response.text).toBe('Final answer: keep sentences short.');
    // Two turns summed; 800 of the prompt tokens came from OpenAI's prompt cache.
    expect(response.tokenUsage).toEqual({ input: 1500, output: 100, total: 1600, cachedInput: 800 });
    // Codex reports no money: gpt-5-codex's catalogue price ($1.25 in, $0.125 cached, $10 out per Mtok).
    expect(response.costUsd).toBeCloseTo((700 * 1.25 + 800 * 0.125 + 100 * 10) / 1e6, 12);
    // AgentV's event_count: the tool calls (of 8 events); one assistant turn per message event.
    expect(summarizeTrace(response.trace, llmCallCount(response))).toEqual({
      event_count: 3,
      tool_names: ['command_execution', 'search'],
      tool_calls_by_name: { command_execution: 2, search: 1 },
      error_count: 0,
      llm_call_count: 2,
    });
    const { argv, cwd } = await recorded();
    expect(argv).toEqual([
      'exec',
      '--json',
      '--skip-git-repo-check',
      '--cd',
      cwd,
      '--profile',
      'ci',
      '--model',
      'gpt-5-codex',
      '--full-auto',
      '--oss',
      '--',
      '[user]: what is the style?',
    ]);
    expect(cwd).not.toBe(dir);
    expect(existsSync(cwd)).toBe(false); // the scratch workspace is removed afterwards
  });

  test('mirrors guideline and attachment files into the scratch workspace behind a preread block', async () => {
    const { dir, provider, recorded } = await setup();
    await mkdir(path.join(dir, 'docs'));
    const guide = path.join(dir, 'docs', 'style.md');
    const data = path.join(dir, 'data.csv');
    await writeFile(guide, 'Use short sentences.');
    await writeFile(data, 'a,b\n1,2\n');
    await provider.invoke(
      makeRequest({
        prompt: 'question?',
        guidelineFiles: [referencedFile(guide, 'docs/style.md', 'Use short sentences.')],
        inputFiles: [referencedFile(data, 'data.csv', 'a,b\n1,2\n')],
      }),
      { signal: signal() },
    );
    const { argv, cwd, links } = await recorded();
    const prompt = argv.at(-1) ?? '';
    expect(prompt).toMatch(/^\[\[ ## preread ## \]\]\n/);
    expect(prompt).toMatch(/\[\[ ## question ## \]\]\nquestion\?$/);
    expect(prompt).toContain(`sha256:${createHash('sha256').update('Use short sentences.').digest('hex')}`);
    expect(links).toEqual([
      {
        file: path.join(cwd, 'files', 'guidelines', 'docs', 'style.md'),
        exists: true,
        content: 'Use short sentences.',
      },
      { file: path.join(cwd, 'files', 'attachments', 'data.csv'), exists: true, content: 'a,b\n1,2\n' },
    ]);
  });

  test('works in the target cwd, or in the case workspace when there is one', async () => {
    const { dir, provider, recorded } = await setup({ cwd: 'project' });
    await mkdir(path.join(dir, 'project'));
    await provider.invoke(makeRequest(), { signal: signal() });
    expect((await recorded()).cwd).toBe(path.join(dir, 'project'));
    expect((await recorded()).argv.slice(3, 5)).toEqual(['--cd', path.join(dir, 'project')]);
    const workspace = await realpath(await tempDir());
    await provider.invoke(makeRequest({ workspaceDir: workspace }), { signal: signal() });
    expect((await recorded()).cwd).toBe(workspace);
  });

  test('finds `codex` on PATH by default', async () => {
    const dir = await tempDir();
    const record = path.join(dir, 'record.json');
    const runtime = testRuntime({ PATH: `${FAKE_AGENTS}:${process.env.PATH ?? ''}` });
    const provider = codexProviderFactory.create(
      makeTarget('codex', { env: { FAKE_CODEX_RECORD: record, FAKE_CODEX_STREAM: STREAM } }),
      { runtime },
    );
    await expect(provider.healthcheck?.({ signal: signal() })).resolves.toBeUndefined();
    expect((await provider.invoke(makeRequest(), { signal: signal() })).text).toBe(
      'Final answer: keep sentences short.',
    );
  });

  test('a missing executable is a ConfigError naming the target and the fix', async () => {
    const provider = codexProviderFactory.create(makeTarget('codex', { executable: 'codex-that-does-not-exist' }), {
      runtime: testRuntime(),
    });
    const error = await provider.invoke(makeRequest(), { signal: signal() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(
      new RegExp(
        /target "agent" \(provider codex\): "codex-that-does-not-exist" was not found on PATH.*Fix: /.source +
          /install the Codex CLI/.source,
      ),
    );
    await expect(provider.healthcheck?.({ signal: signal() })).rejects.toBeInstanceOf(ConfigError);
  });

  test('a non-zero exit attaches exit code, stdout and stderr', async () => {
    const { provider } = await setup({}, { FAKE_CODEX_EXIT: '2', FAKE_CODEX_STDERR: 'error: not logged in\n' });
    const error = await provider.invoke(makeRequest(), { signal: signal() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    const failure = error as ProviderError;
    expect(failure.message).toMatch(/codex\) exited with code 2: error: not logged in/);
    expect(failure.retryable).toBe(true);
    expect(failure.details).toMatchObject({ exit_code: 2, stderr: 'error: not logged in\n' });
    expect(String(failure.details.stdout)).toContain('thread.started');
  });

  test('malformed JSON on stdout is a ProviderError carrying stdout and stderr', async () => {
    const dir = await tempDir();
    const file = await stream(dir, [
      '{"type":"turn.started"}',
      'Reading prompt from stdin...',
      '{"type":"item.completed","item":{"type":"agent_message","text":"x"}}',
    ]);
    const broken = codexProviderFactory.create(
      makeTarget('codex', { executable: FAKE_CODEX, env: { FAKE_CODEX_STREAM: file, FAKE_CODEX_STDERR: 'warn\n' } }),
      { runtime: testRuntime() },
    );
    const error = (await broken.invoke(makeRequest(), { signal: signal() }).catch((e: unknown) => e)) as ProviderError;
    expect(error).toBeInstanceOf(ProviderError);
    expect(error.message).toMatch(/malformed JSON: Reading prompt from stdin/);
    expect(error.details).toMatchObject({ exit_code: 0, stderr: 'warn\n' });
    expect(String(error.details.stdout)).toContain('Reading prompt from stdin...');
  });

  test('a failed turn without a final message reports the failure', async () => {
    const dir = await tempDir();
    const file = await stream(dir, [
      '{"type":"turn.started"}',
      '{"type":"turn.failed","error":{"message":"stream disconnected"}}',
    ]);
    const provider = codexProviderFactory.create(
      makeTarget('codex', { executable: FAKE_CODEX, env: { FAKE_CODEX_STREAM: file } }),
      { runtime: testRuntime() },
    );
    await expect(provider.invoke(makeRequest(), { signal: signal() })).rejects.toThrow(
      /without a final assistant message: stream disconnected/,
    );
  });

  test('reads the older {msg: …} event shape', async () => {
    const { provider } = await setup({}, { FAKE_CODEX_STREAM: path.join(FAKE_AGENTS, 'codex-stream-legacy.jsonl') });
    const response = await provider.invoke(makeRequest(), { signal: signal() });
    expect(response.text).toBe('Legacy answer.');
    expect(response.tokenUsage).toEqual({ input: 50, output: 5, total: 55, cachedInput: 0 });
    // No model named and no pricing: the price is unknown.
    expect(response.costUsd).toBeNull();
    expect(summarizeTrace(response.trace)?.tool_calls_by_name).toEqual({ command_execution: 1 });
  });

  test('a prompt too long for one argument goes through stdin', async () => {
    const { provider, recorded } = await setup();
    const prompt = `long ${'x'.repeat(150_000)}`;
    await provider.invoke(makeRequest({ prompt }), { signal: signal() });
    const { argv, stdin } = await recorded();
    expect(argv.slice(-2)).toEqual(['--', '-']);
    expect(stdin).toBe(prompt);
  });

  test('an unknown approval preset is rejected at the field', () => {
    expect(() =>
      codexProviderFactory.create(makeTarget('codex', { approval_preset: 'yolo' }), { runtime: testRuntime() }),
    ).toThrow(/field "approval_preset" must be one of: read-only, auto, full-access/);
  });
});
