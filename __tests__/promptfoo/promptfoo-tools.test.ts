import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RecordedRequest } from '../../test-support/fake-llm-server.mjs';
import { runPromptfoo } from './run-promptfoo.js';
import { useFakeOpenAi } from '../test-support/fake-openai-env.js';

/**
 * Our config with tools and functions (__tests__/fixtures/promptfoo/tools) against the loopback
 * fake OpenAI server, which answers in the wire format: `tool_calls` (or `function_call`) for a
 * city it knows, words and a call for Paris, words only for Mars. The verdicts below are the ones
 * promptfoo 0.123.1 gave on this config against the same server.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const CONFIG = path.resolve(here, '../fixtures/promptfoo/tools/promptfooconfig.yaml');

interface PfRecord {
  eval_id: string;
  target: string;
  pass: boolean;
  score: number;
  candidate_answer: string;
  error?: string;
  evaluator_results: Array<{ type: string; pass: boolean }>;
}

type Body = { messages: Array<{ content: string }>; tools?: unknown[]; functions?: unknown[] };

const fake = useFakeOpenAi((request: RecordedRequest) => {
  const body = request.body as Body;
  const city = /in (\w+)\?/.exec(body.messages[body.messages.length - 1]?.content ?? '')?.[1];
  const args = JSON.stringify({ location: city });
  if (city === 'Mars') return { kind: 'ok', text: 'Nobody measures the weather on Mars.' };
  const text = city === 'Paris' ? 'Let me look that up.' : undefined;
  if (body.functions) return { kind: 'ok', text, functionCall: { name: 'get_weather', arguments: args } };
  if (body.tools) return { kind: 'ok', text, toolCalls: [{ name: 'get_weather', arguments: args }] };
  return { kind: 'ok', text: 'no tools were offered' };
}, 'promptfoo-tools-');
beforeEach(() => fake.server.reset());

const run = (config: string, args: string[] = []) => runPromptfoo<PfRecord>(config, fake.out, args);

/** Each result as promptfoo lists it: test, provider, and each assertion's verdict. */
const verdicts = (records: PfRecord[]) =>
  records
    .map((r) => `${r.eval_id} ${r.target} ${r.evaluator_results.map((e) => `${e.type}:${e.pass}`).join(' ')}`)
    .sort();

describe('promptfoo tools and functions', () => {
  it('sends the tools, functions and choices as promptfoo does, a file list flattened', async () => {
    await run(CONFIG);
    const sent = (label: string) =>
      fake.server.requests
        .map((r) => r.body as Record<string, unknown>)
        .filter((b) => (b.messages as Array<{ content: string }>)[0]?.content === 'What is the weather in Oslo?')
        .find((b) => label === (b.functions ? 'functions' : (b.tools as unknown[]).length === 2 ? 'file' : 'inline'));
    const weather = { type: 'object', properties: { location: { type: 'string' } }, required: ['location'] };
    expect(sent('inline')).toMatchObject({ tool_choice: 'auto', tools: [{ function: { name: 'get_weather' } }] });
    expect(sent('file')).toMatchObject({
      tools: [
        { type: 'function', function: { name: 'get_weather', parameters: weather } },
        { type: 'function', function: { name: 'get_time' } },
      ],
    });
    expect(sent('file')).not.toHaveProperty('tool_choice');
    expect(sent('functions')).toMatchObject({
      functions: [{ name: 'get_weather', parameters: weather }],
      function_call: { name: 'get_weather' },
    });
    expect(fake.server.requests).toHaveLength(9);
  });

  it("grades a call as promptfoo's assertions see it: the calls, or the message with its words", async () => {
    const { code, records } = await run(CONFIG);
    // A call without words is an answer, never "a malformed response body".
    expect(records.filter((r) => r.error)).toEqual([]);
    expect(verdicts(records)).toEqual(
      [
        'test-1 inline is-json:true is-valid-openai-tools-call:true javascript:true equals:true',
        'test-1 from-file is-json:true is-valid-openai-tools-call:true javascript:true equals:true',
        'test-1 functions is-json:true is-valid-openai-tools-call:false javascript:true equals:true',
        'test-2 inline contains:true javascript:true is-valid-openai-tools-call:true',
        'test-2 from-file contains:true javascript:true is-valid-openai-tools-call:true',
        'test-2 functions contains:true javascript:true is-valid-openai-tools-call:false',
        'test-3 inline not-contains:true is-valid-openai-tools-call:false',
        'test-3 from-file not-contains:true is-valid-openai-tools-call:false',
        'test-3 functions not-contains:true is-valid-openai-tools-call:false',
      ].sort(),
    );
    const oslo = records.find((r) => r.eval_id === 'test-1' && r.target === 'inline')!;
    expect(JSON.parse(oslo.candidate_answer)).toEqual([
      { id: 'call_1', type: 'function', function: { name: 'get_weather', arguments: '{"location":"Oslo"}' } },
    ]);
    expect(code).toBe(100);
  });

  it('a call answered from the response cache is graded as the same value', async () => {
    const cacheDir = path.join(fake.out, 'cache');
    const first = await run(CONFIG, ['--cache', '--cache-dir', cacheDir]);
    fake.server.reset();
    const second = await run(CONFIG, ['--cache', '--cache-dir', cacheDir]);
    expect(fake.server.requests).toHaveLength(0);
    expect(verdicts(second.records)).toEqual(verdicts(first.records));
  });

  it.each([
    [
      'tools of a provider that is not OpenAI-compatible',
      'anthropic:messages:claude-3-5-haiku',
      'tools: []',
      /only to/,
    ],
    ['a tools template', 'openai:chat:gpt-4o-mini', 'tools: "file://{{ set }}.json"', /template/],
    ['tool callbacks', 'openai:chat:gpt-4o-mini', 'functionToolCallbacks: {get_weather: "x"}', /does not run/],
    ['a code file without a function name', 'openai:chat:gpt-4o-mini', 'tools: file://tools.js', /function name/],
  ])('refuses %s in one line, before any call', async (_what, id, line, why) => {
    const dir = await fs.mkdtemp(path.join(fake.out, 'refused-'));
    const config = path.join(dir, 'promptfooconfig.yaml');
    await fs.writeFile(path.join(dir, 'tools.js'), 'export const get_tools = () => [];\n');
    await fs.writeFile(
      config,
      ['prompts: ["hi"]', 'providers:', `  - id: ${id}`, `    config: {${line}}`, 'tests: [{vars: {}}]', ''].join('\n'),
    );
    const { code, stderr } = await run(config, ['--allow-outside-root']);
    expect(code).toBe(2);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/promptfooconfig\.yaml.*(tools|functionToolCallbacks)/);
    expect(stderr).toMatch(why);
    expect(fake.server.requests).toHaveLength(0);
  });

  it('loads tools from a JS function the config names', async () => {
    const dir = await fs.mkdtemp(path.join(fake.out, 'js-tools-'));
    await fs.writeFile(
      path.join(dir, 'tools.mjs'),
      "export const getTools = () => [{ type: 'function', function: { name: 'get_weather' } }];\n",
    );
    const config = path.join(dir, 'promptfooconfig.yaml');
    await fs.writeFile(
      config,
      [
        'prompts: ["What is the weather in Rome?"]',
        'providers: [{id: openai:chat:gpt-4o-mini, config: {tools: "file://tools.mjs:getTools"}}]',
        'tests: [{assert: [{type: javascript, value: "output[0].function.name === \'get_weather\'"}]}]',
        '',
      ].join('\n'),
    );
    const { code, records, stderr } = await run(config, ['--allow-outside-root']);
    expect(stderr).not.toMatch(/error:/);
    expect((fake.server.requests[0]!.body as Body).tools).toEqual([
      { type: 'function', function: { name: 'get_weather' } },
    ]);
    expect(records.map((r) => r.pass)).toEqual([true]);
    expect(code).toBe(0);
  });

  it('sends a prompt written as a YAML list of messages as those messages, as promptfoo does', async () => {
    const dir = await fs.mkdtemp(path.join(fake.out, 'yaml-chat-'));
    const config = path.join(dir, 'promptfooconfig.yaml');
    await fs.writeFile(
      config,
      [
        'prompts:',
        '  - |',
        '    - role: system',
        '      content: Be brief.',
        '    - role: user',
        '      content: What is the weather in {{ city }}?',
        'providers: [openai:chat:gpt-4o-mini]',
        'tests: [{vars: {city: Mars}}]',
        '',
      ].join('\n'),
    );
    await run(config);
    expect((fake.server.requests[0]!.body as Body).messages).toEqual([
      { role: 'system', content: 'Be brief.' },
      { role: 'user', content: 'What is the weather in Mars?' },
    ]);
  });
});
