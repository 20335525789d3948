import { mkdir, readdir, readFile, realpath, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ProviderError } from '../../src/errors/agentv-error.js';
import { TimeoutError } from '../../src/errors/agentv-error.js';
import { cliProviderFactory } from '../../src/providers/cli-provider.js';
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

const RECORD_ARGV = path.join(FAKE_AGENTS, 'record-argv.mjs');

function cli(config: Record<string, unknown>, targetsFile?: string) {
  return cliProviderFactory.create(makeTarget('cli', config, targetsFile), { runtime: testRuntime() });
}

const PAYLOADS = [
  'plain words',
  `it's a "quoted" 'string'`,
  '$(touch PWNED)',
  '`touch PWNED`',
  'a; touch PWNED',
  'a && touch PWNED',
  'a | touch PWNED',
  'a || touch PWNED & touch PWNED',
  'line one\ntouch PWNED\nline three',
  '$HOME ${HOME} $((1+1)) ~',
  `'\\''; touch PWNED; echo '`,
  `'"'"'; touch PWNED #`,
  '"; touch PWNED; "',
  '> PWNED < /dev/null 2>&1',
  '{PROMPT} {EVAL_ID} {OUTPUT_FILE}',
  '\\$(touch PWNED) \\',
  'tab\there and unicode: ünïcødé ✓',
];

describe('cli provider: placeholders are shell-escaped', () => {
  test.each(PAYLOADS)('passes %j through verbatim and executes none of it', async (payload) => {
    const dir = await tempDir();
    const argvFile = path.join(dir, 'argv.json');
    const provider = cli({
      command_template: `node ${RECORD_ARGV} {PROMPT} {EVAL_ID} {ATTEMPT}`,
      env: { FAKE_ARGV_FILE: argvFile },
    });
    const response = await provider.invoke(
      makeRequest({ prompt: payload, evalId: `id-${payload}`, attempt: 2, workspaceDir: dir }),
      { signal: signal() },
    );
    expect(response.text).toBe('ok');
    expect(JSON.parse(await readFile(argvFile, 'utf8'))).toEqual([payload, `id-${payload}`, '2']);
    expect((await readdir(dir)).filter((f) => f.includes('PWNED'))).toEqual([]);
  });

  test('{FILES} and {ATTACHMENTS} expand through their formats with escaped paths', async () => {
    const dir = await tempDir();
    const argvFile = path.join(dir, 'argv.json');
    const guideline = path.join(dir, 'my guide $(touch PWNED).md');
    const attachment = path.join(dir, "it's `data`.txt");
    const provider = cli({
      commandTemplate: `node ${RECORD_ARGV} {FILES} -- {ATTACHMENTS}`,
      filesFormat: '--file {path}',
      attachments_format: '--attach={basename}',
      env: { FAKE_ARGV_FILE: argvFile },
    });
    await provider.invoke(
      makeRequest({
        workspaceDir: dir,
        guidelineFiles: [referencedFile(guideline, 'g.md', '')],
        inputFiles: [referencedFile(attachment, 'a.txt', '')],
      }),
      { signal: signal() },
    );
    expect(JSON.parse(await readFile(argvFile, 'utf8'))).toEqual([
      '--file',
      guideline,
      '--file',
      attachment,
      '--',
      "--attach=it's `data`.txt",
    ]);
    expect((await readdir(dir)).filter((f) => f === 'PWNED')).toEqual([]);
  });
});

describe('cli provider: answers', () => {
  // Its trailing newline too, CRLF as LF.
  test('reads {OUTPUT_FILE} as written when the template names it, ignoring stdout', async () => {
    const provider = cli({ command_template: `echo noise; printf 'from the\\r\\nfile\\n' > {OUTPUT_FILE}` });
    expect((await provider.invoke(makeRequest(), { signal: signal() })).text).toBe('from the\nfile\n');
  });

  // {OUTPUT_FILE} is our own temp path, quoted as AgentV's examples write it.
  test('{OUTPUT_FILE} may stand inside quotes; {PROMPT} may not', async () => {
    const provider = cli({ command_template: `sh -c 'printf done > {OUTPUT_FILE}'` });
    expect((await provider.invoke(makeRequest(), { signal: signal() })).text).toBe('done');
    expect(() => cli({ command_template: `sh -c 'echo {PROMPT}'` })).toThrow(/puts \{PROMPT\} inside quotes/);
  });

  test('takes stdout otherwise, with the target env merged in', async () => {
    const provider = cli({ command_template: 'echo "hello $EXTRA"', env: { EXTRA: 'world' } });
    expect((await provider.invoke(makeRequest(), { signal: signal() })).text).toBe('hello world');
  });

  test('understands a JSON answer with text, output_messages, token_usage, cost_usd and trace', async () => {
    const dir = await tempDir();
    const answer = {
      text: 'structured',
      output_messages: [{ role: 'assistant', content: 'structured' }],
      token_usage: { input: 3, output: 4 },
      cost_usd: 0.25,
      trace: [{ type: 'tool_call', name: 'grep' }],
    };
    await writeFile(path.join(dir, 'answer.json'), JSON.stringify(answer));
    const provider = cli({ command_template: 'cat answer.json', cwd: dir });
    const response = await provider.invoke(makeRequest(), { signal: signal() });
    expect(response).toEqual({
      text: 'structured',
      outputMessages: [{ role: 'assistant', content: 'structured' }],
      tokenUsage: { input: 3, output: 4, total: 7 },
      costUsd: 0.25,
      trace: [{ type: 'tool_call', name: 'grep' }],
    });
  });

  test('an agent reporting tokens but no cost is priced by the target pricing; with neither, no price', async () => {
    const answer = JSON.stringify({
      text: 'ok',
      token_usage: { input_tokens: 2000, cached_input_tokens: 1000, output_tokens: 500 },
    });
    const template = `printf '%s' '${answer}'`;
    const pricing = { inputPerMtok: 3, outputPerMtok: 12, cachedInputPerMtok: 1 };
    const priced = cliProviderFactory.create(
      makeTarget('cli', { command_template: template }, undefined, { pricing }),
      { runtime: testRuntime() },
    );
    const response = await priced.invoke(makeRequest(), { signal: signal() });
    expect(response.tokenUsage).toEqual({ input: 2000, output: 500, total: 2500, cachedInput: 1000 });
    // 1,000 fresh × $3 + 1,000 cached × $1 + 500 out × $12, per million tokens.
    expect(response.costUsd).toBeCloseTo((1000 * 3 + 1000 * 1 + 500 * 12) / 1e6, 12);
    const unpriced = await cli({ command_template: template }).invoke(makeRequest(), { signal: signal() });
    expect(unpriced.costUsd).toBeUndefined();
  });

  test('JSON without a text field stays plain text', async () => {
    const provider = cli({ command_template: `echo '{"answer": 42}'` });
    expect((await provider.invoke(makeRequest(), { signal: signal() })).text).toBe('{"answer": 42}');
  });

  test('runs in cwd resolved from the targets file folder, and in the workspace when the case has one', async () => {
    const dir = await realpath(await tempDir());
    await mkdir(path.join(dir, 'agent-home'));
    const provider = cli({ command_template: 'pwd', cwd: 'agent-home' }, path.join(dir, 'targets.yaml'));
    expect((await provider.invoke(makeRequest(), { signal: signal() })).text).toBe(path.join(dir, 'agent-home'));
    const workspace = await realpath(await tempDir());
    expect((await provider.invoke(makeRequest({ workspaceDir: workspace }), { signal: signal() })).text).toBe(
      workspace,
    );
  });

  test('a cwd that is not a folder is a ConfigError naming the field', async () => {
    const provider = cli({ command_template: 'pwd', cwd: 'missing-folder' }, '/tmp/nowhere/targets.yaml');
    await expect(provider.invoke(makeRequest(), { signal: signal() })).rejects.toThrow(
      /cwd "missing-folder" is not a folder/,
    );
  });
});

describe('cli provider: failures', () => {
  test('a non-zero exit is a retryable ProviderError with exit code and stderr', async () => {
    const provider = cli({ command_template: 'echo partial; echo "it broke" >&2; exit 3' });
    const error = await provider.invoke(makeRequest(), { signal: signal() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    const failure = error as ProviderError;
    expect(failure.retryable).toBe(true);
    expect(failure.status).toBeUndefined();
    expect(failure.details).toMatchObject({ exit_code: 3, stderr: 'it broke\n' });
    expect(failure.message).toMatch(/target "agent" command exited with code 3: it broke/);
  });

  test('a template naming {OUTPUT_FILE} that never writes it fails clearly', async () => {
    const provider = cli({ command_template: 'echo {OUTPUT_FILE} > /dev/null' });
    await expect(provider.invoke(makeRequest(), { signal: signal() })).rejects.toThrow(/did not write \{OUTPUT_FILE\}/);
  });

  test('timeout_seconds kills the whole process group, grandchildren included', async () => {
    const dir = await tempDir();
    const pidFile = path.join(dir, 'pid');
    const provider = cli({
      command_template: 'sleep 60 & echo $! > "$PID_FILE"; wait',
      timeout_seconds: 1,
      env: { PID_FILE: pidFile },
    });
    const error = await provider.invoke(makeRequest(), { signal: signal() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    const pid = Number(await readFile(pidFile, 'utf8'));
    expect(pid).toBeGreaterThan(0);
    expect(isAlive(pid)).toBe(false);
  });

  test('an abort kills the process group and rejects with the abort reason', async () => {
    const dir = await tempDir();
    const pidFile = path.join(dir, 'pid');
    const provider = cli({ command_template: 'sleep 60 & echo $! > "$PID_FILE"; wait', env: { PID_FILE: pidFile } });
    const controller = new AbortController();
    const running = provider.invoke(makeRequest(), { signal: controller.signal });
    const pid = await eventually(async () => {
      const text = await readFile(pidFile, 'utf8').catch(() => '');
      return text.trim() ? Number(text) : undefined;
    });
    expect(isAlive(pid)).toBe(true);
    const reason = new Error('case cancelled');
    controller.abort(reason);
    await expect(running).rejects.toBe(reason);
    expect(isAlive(pid)).toBe(false);
  });
});
