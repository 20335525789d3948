import path from 'node:path';
import { startFakeLlmServer, type FakeLlmServer } from '../../test-support/fake-llm-server.mjs';
import { ANTHROPIC_DEFAULT_MAX_TOKENS } from '../../src/providers/anthropic-provider.js';
import { lines, makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';
import { runCli } from '../test-support/run-cli.js';

/**
 * A target's max_tokens, at the top of the target or under `settings:`, is in the HTTP request it
 * sends (through the official SDKs, against the loopback fake): OpenAI and Anthropic count it
 * against the tokens-per-minute budget when they admit the request, so a request without it is
 * paced on the wrong count. OpenAI's is sent as `max_completion_tokens` (the successor of
 * `max_tokens`, which reasoning models refuse); Anthropic's Messages API requires one.
 */
const TARGETS = [
  { name: 'gpt-top', provider: 'openai', where: 'top', tokens: 300 },
  { name: 'gpt-settings', provider: 'openai', where: 'settings', tokens: 400 },
  { name: 'gpt-output', provider: 'openai', where: 'settings', tokens: 450, key: 'max_output_tokens' },
  { name: 'claude-top', provider: 'anthropic', where: 'top', tokens: 500 },
  { name: 'claude-settings', provider: 'anthropic', where: 'settings', tokens: 600 },
] as const;

function targetLines(url: string): string[] {
  return TARGETS.flatMap((t) => {
    const key = 'key' in t ? t.key : 'max_tokens';
    return [
      `  - name: ${t.name}`,
      `    provider: ${t.provider}`,
      `    base_url: ${t.provider === 'openai' ? `${url}/v1` : url}`,
      '    api_key: test-key',
      `    model: ${t.name}-model`,
      ...(t.where === 'top' ? [`    ${key}: ${t.tokens}`] : ['    settings:', `      ${key}: ${t.tokens}`]),
    ];
  });
}

let server: FakeLlmServer;
let root: string;
beforeAll(async () => {
  server = await startFakeLlmServer();
  root = await makeTempRepo({
    'targets.yaml': lines(
      'targets:',
      ...targetLines(server.url),
      '  - name: claude-unset',
      '    provider: anthropic',
      `    base_url: ${server.url}`,
      '    api_key: test-key',
      '    model: claude-unset-model',
    ),
    'a.test.yaml': lines(
      'evalcases:',
      '  - id: q',
      '    expected_outcome: ok',
      '    input_messages:',
      '      - role: user',
      '        content: question',
      '    evaluators: [{name: says-ok, type: contains, value: ok}]',
    ),
  });
});
afterAll(async () => {
  await server.close();
  await removeTempRepo(root);
});

/** The JSON body of the one request a run of `target` sent. */
async function bodySentBy(target: string): Promise<Record<string, unknown>> {
  server.reset();
  const out = path.join(root, `${target}.jsonl`);
  const run = await runCli(['eval', path.join(root, 'a.test.yaml'), '--target', target, '--out', out]);
  expect(run.code).toBe(0);
  // Read, not warned about as an unknown key.
  expect(run.stderr).not.toMatch(/max_(output_)?tokens/);
  expect(server.requests).toHaveLength(1);
  expect(server.requests[0]?.model).toBe(`${target}-model`);
  return server.requests[0]?.body as Record<string, unknown>;
}

describe("the request a target sends carries the target's max_tokens", () => {
  it.each(TARGETS.map((t) => [t.name, t] as const))('%s', async (name, t) => {
    const body = await bodySentBy(name);
    if (t.provider === 'openai') {
      expect(body.max_completion_tokens).toBe(t.tokens);
      expect(body.max_tokens).toBeUndefined();
    } else {
      expect(body.max_tokens).toBe(t.tokens);
    }
  });

  it("an Anthropic target that sets none sends the provider's default, which its server counts", async () => {
    expect((await bodySentBy('claude-unset')).max_tokens).toBe(ANTHROPIC_DEFAULT_MAX_TOKENS);
  });
});
