import { createHash } from 'node:crypto';
import { readFile, realpath, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError } from '../../src/errors/config-error.js';
import { ProviderError } from '../../src/errors/agentv-error.js';
import { TimeoutError } from '../../src/errors/agentv-error.js';
import { vscodeInsidersProviderFactory, vscodeProviderFactory } from '../../src/providers/vscode-provider.js';
import {
  FAKE_AGENTS,
  eventually,
  isAlive,
  makeRequest,
  makeTarget,
  referencedFile,
  signal,
  tempDir,
  testRuntime,
  removeTempDirs,
} from './agent-fixtures.js';

afterAll(removeTempDirs);

const FAKE_CODE = path.join(FAKE_AGENTS, 'code');

async function setup(config: Record<string, unknown> = {}, env: Record<string, string> = {}, workers?: number) {
  const dir = await realpath(await tempDir());
  const record = path.join(dir, 'record.json');
  const runtime = testRuntime();
  const target = makeTarget(
    'vscode',
    { executable: FAKE_CODE, poll_interval_ms: 20, ...config, env: { FAKE_CODE_RECORD: record, ...env } },
    path.join(dir, 'targets.yaml'),
    { workers },
  );
  const provider = vscodeProviderFactory.create(target, { runtime });
  const recorded = async () =>
    JSON.parse(await readFile(record, 'utf8')) as { argv: string[]; cwd: string; prompt: string; responseFile: string };
  return { dir, provider, runtime, recorded };
}

describe('vscode provider', () => {
  test('writes the structured prompt file, launches code chat and returns the response file', async () => {
    const { dir, provider, recorded } = await setup();
    const guide = path.join(dir, 'style.md');
    await writeFile(guide, 'Be brief.');
    const response = await provider.invoke(
      makeRequest({
        evalId: 'greet',
        prompt: 'say hi',
        guidelineFiles: [referencedFile(guide, 'docs/style.md', 'Be brief.')],
      }),
      { signal: signal() },
    );
    expect(response.text).toBe('answer to say hi');
    const { argv, prompt, responseFile } = await recorded();
    const promptFile = argv[4] ?? '';
    expect(argv).toEqual([
      'chat',
      '--mode',
      'agent',
      '--add-file',
      promptFile,
      `Follow the instructions in the attached file ${promptFile} and write your final answer to ${responseFile}`,
    ]);
    expect(path.dirname(responseFile)).toBe(path.dirname(promptFile));
    expect(prompt).toMatch(/^# AgentV eval request: greet \(attempt 1\)\n/);
    const sha = createHash('sha256').update('Be brief.').digest('hex');
    expect(prompt).toContain(`- [docs/style.md](${pathToFileURL(guide).href}) sha256:${sha}`);
    expect(prompt).toContain('[[ ## question ## ]]\nsay hi\n');
  });

  test('runs one case at a time and warns when more workers were asked', async () => {
    const { runtime } = await setup({}, {}, 4);
    expect(vscodeProviderFactory.limits?.(makeTarget('vscode', {}))).toEqual({ maxConcurrentCases: 1 });
    expect(runtime.lines.join('\n')).toMatch(
      /warn: target "agent" \(vscode\) answers one case at a time: workers: 4 is lowered to 1/,
    );
  });

  test('args are configurable with {PROMPT_FILE} and {RESPONSE_FILE}', async () => {
    const { provider, recorded } = await setup({
      args: ['chat', '--prompt-file', '{PROMPT_FILE}', '--response-file', '{RESPONSE_FILE}', '--id={EVAL_ID}'],
    });
    await provider.invoke(makeRequest({ evalId: 'e7' }), { signal: signal() });
    const { argv, responseFile } = await recorded();
    expect(argv).toEqual(['chat', '--prompt-file', argv[2], '--response-file', responseFile, '--id=e7']);
  });

  test('a launcher that exits non-zero before answering fails with its stderr', async () => {
    const { provider } = await setup({}, { FAKE_CODE_MODE: 'fail' });
    const error = (await provider
      .invoke(makeRequest(), { signal: signal() })
      .catch((e: unknown) => e)) as ProviderError;
    expect(error).toBeInstanceOf(ProviderError);
    expect(error.message).toMatch(/\(vscode\) exited with code 3: cannot open window/);
    expect(error.details).toMatchObject({ exit_code: 3 });
  });

  test('no response within timeout_seconds is a TimeoutError', async () => {
    const { provider } = await setup({ timeout_seconds: 0.3 }, { FAKE_CODE_MODE: 'silent' });
    await expect(provider.invoke(makeRequest(), { signal: signal() })).rejects.toBeInstanceOf(TimeoutError);
  });

  test('an abort while waiting rejects with the reason', async () => {
    const { provider, recorded } = await setup({}, { FAKE_CODE_MODE: 'silent' });
    const controller = new AbortController();
    const running = provider.invoke(makeRequest(), { signal: controller.signal });
    await eventually(() => recorded().catch(() => undefined));
    const reason = new Error('stop now');
    controller.abort(reason);
    await expect(running).rejects.toBe(reason);
  });

  test('a launcher still running when the answer arrives is stopped', async () => {
    const pidFile = path.join(await tempDir(), 'launcher.pid');
    const lingering = vscodeProviderFactory.create(
      makeTarget('vscode', {
        executable: FAKE_CODE,
        poll_interval_ms: 20,
        env: { FAKE_CODE_MODE: 'linger', FAKE_CODE_PID_FILE: pidFile },
      }),
      { runtime: testRuntime() },
    );
    expect((await lingering.invoke(makeRequest({ prompt: 'q' }), { signal: signal() })).text).toBe('late answer to q');
    expect(isAlive(Number(await readFile(pidFile, 'utf8')))).toBe(false);
  });

  test('vscode-insiders looks for code-insiders by default', async () => {
    const provider = vscodeInsidersProviderFactory.create(makeTarget('vscode-insiders', {}), {
      runtime: testRuntime({ PATH: '/nonexistent' }),
    });
    expect(provider.kind).toBe('vscode-insiders');
    const error = await provider.healthcheck?.({ signal: signal() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/"code-insiders" was not found on PATH/);
  });
});
