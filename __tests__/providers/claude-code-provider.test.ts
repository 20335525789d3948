import { readFile, realpath, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { llmCallCount, summarizeTrace } from '../../src/engine/case/trace-summary.js';
import { ConfigError } from '../../src/errors/config-error.js';
import { ProviderError } from '../../src/errors/agentv-error.js';
import { claudeCodeProviderFactory } from '../../src/providers/claude-code-provider.js';
import {
  FAKE_AGENTS,
  makeRequest,
  makeTarget,
  signal,
  tempDir,
  testRuntime,
  removeTempDirs,
} from './agent-fixtures.js';

afterAll(removeTempDirs);

const FAKE_CLAUDE = path.join(FAKE_AGENTS, 'claude');
const STREAM = path.join(FAKE_AGENTS, 'claude-stream.jsonl');

async function setup(config: Record<string, unknown> = {}, env: Record<string, string> = {}) {
  const dir = await realpath(await tempDir());
  const record = path.join(dir, 'record.json');
  const provider = claudeCodeProviderFactory.create(
    makeTarget('claude-code', {
      executable: FAKE_CLAUDE,
      ...config,
      env: { FAKE_CLAUDE_RECORD: record, FAKE_CLAUDE_STREAM: STREAM, ...env },
    }),
    { runtime: testRuntime() },
  );
  const recorded = async () =>
    JSON.parse(await readFile(record, 'utf8')) as { argv: string[]; cwd: string; stdin?: string };
  return { dir, provider, recorded };
}

describe('claude-code provider', () => {
  test('runs claude -p with stream-json and the target model, tools and args', async () => {
    const { provider, recorded } = await setup({
      model: 'sonnet',
      allowedTools: 'Read, Bash(git diff:*)',
      args: ['--max-turns', '5'],
    });
    await provider.invoke(makeRequest({ prompt: 'summarise "this" $(repo)' }), { signal: signal() });
    expect((await recorded()).argv).toEqual([
      '-p',
      'summarise "this" $(repo)',
      '--output-format',
      'stream-json',
      '--verbose',
      '--model',
      'sonnet',
      '--allowedTools',
      'Read,Bash(git diff:*)',
      '--max-turns',
      '5',
    ]);
  });

  test('takes the result as the answer, with usage, cost and tool calls in the trace', async () => {
    const { provider } = await setup();
    const response = await provider.invoke(makeRequest(), { signal: signal() });
    expect(response.text).toBe('The project is a demo.');
    // 170 fresh + 100 read from and 30 written to the prompt cache.
    expect(response.tokenUsage).toEqual({ input: 300, output: 45, total: 345, cachedInput: 100, cacheWriteInput: 30 });
    expect(response.costUsd).toBe(0.0123);
    // AgentV's event_count: the tool calls (of 8 events); one assistant turn per message event.
    expect(summarizeTrace(response.trace, llmCallCount(response))).toEqual({
      event_count: 3,
      tool_names: ['Bash', 'Read'],
      tool_calls_by_name: { Bash: 2, Read: 1 },
      error_count: 0,
      llm_call_count: 2,
    });
    const results = (response.trace ?? []).filter((e) => e.type === 'tool_result');
    expect(results.map((e) => [e.name, e.text])).toEqual([
      ['Bash', 'README.md\nsrc\n'],
      ['Read', '# Demo'],
      ['Bash', 'cat: missing: No such file or directory'],
    ]);
    expect(results[2]?.data).toMatchObject({ is_error: true });
  });

  test('runs in the case workspace when there is one', async () => {
    const { provider, recorded } = await setup();
    const workspace = await realpath(await tempDir());
    await provider.invoke(makeRequest({ workspaceDir: workspace }), { signal: signal() });
    expect((await recorded()).cwd).toBe(workspace);
  });

  test('a prompt starting with a dash goes through stdin', async () => {
    const { provider, recorded } = await setup();
    await provider.invoke(makeRequest({ prompt: '--help me' }), { signal: signal() });
    const { argv, stdin } = await recorded();
    expect(argv.slice(0, 2)).toEqual(['-p', '--output-format']);
    expect(stdin).toBe('--help me');
  });

  test('an error result is a ProviderError with the reported reason', async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'stream.jsonl');
    await writeFile(file, '{"type":"result","subtype":"error_max_turns","is_error":true,"num_turns":5}\n');
    const provider = claudeCodeProviderFactory.create(
      makeTarget('claude-code', { executable: FAKE_CLAUDE, env: { FAKE_CLAUDE_STREAM: file } }),
      { runtime: testRuntime() },
    );
    await expect(provider.invoke(makeRequest(), { signal: signal() })).rejects.toThrow(
      /reported an error: error_max_turns/,
    );
  });

  test('a non-zero exit attaches exit code, stdout and stderr', async () => {
    const { provider } = await setup({}, { FAKE_CLAUDE_EXIT: '1', FAKE_CLAUDE_STDERR: 'Invalid API key\n' });
    const error = (await provider
      .invoke(makeRequest(), { signal: signal() })
      .catch((e: unknown) => e)) as ProviderError;
    expect(error).toBeInstanceOf(ProviderError);
    expect(error.message).toMatch(/exited with code 1: Invalid API key/);
    expect(error.details).toMatchObject({ exit_code: 1, stderr: 'Invalid API key\n' });
    expect(String(error.details.stdout)).toContain('"type":"result"');
  });

  test('a missing executable is a ConfigError', async () => {
    const provider = claudeCodeProviderFactory.create(makeTarget('claude-code', { executable: '/nowhere/claude' }), {
      runtime: testRuntime(),
    });
    await expect(provider.healthcheck?.({ signal: signal() })).rejects.toBeInstanceOf(ConfigError);
    await expect(provider.invoke(makeRequest(), { signal: signal() })).rejects.toThrow(
      /"\/nowhere\/claude" is not an executable file/,
    );
  });

  test('allowed_tools of the wrong type is rejected at the field', () => {
    expect(() =>
      claudeCodeProviderFactory.create(makeTarget('claude-code', { allowed_tools: 3 }), { runtime: testRuntime() }),
    ).toThrow(/field "allowed_tools" must be a list of tool names/);
  });
});
