import { promises as fs } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli } from '../test-support/run-cli.js';

/**
 * promptfoo's `http` provider (__tests__/fixtures/promptfoo/http) against a loopback endpoint:
 * `/chat` echoes the message, topic, x-topic header and whether `history` arrived as a list;
 * `/agent` answers the task and the skills it used; `/search` (GET) answers its query as JSON.
 * The verdicts are promptfoo 0.123.1's on the same config and endpoint.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const CONFIG = path.resolve(here, '../fixtures/promptfoo/http/promptfooconfig.yaml');

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function answer(seen: Seen): unknown {
  const url = new URL(seen.url, 'http://loopback');
  if (url.pathname === '/chat') {
    const b = (
      seen.headers['content-type'] === 'application/json'
        ? JSON.parse(seen.body)
        : { message: seen.body, topic: 'form' }
    ) as { message: string; topic: string; history: unknown };
    return {
      reply: `echo: ${b.message} / ${b.topic} / ${String(seen.headers['x-topic'])} / ${Array.isArray(b.history)}`,
    };
  }
  if (url.pathname === '/agent') {
    const b = JSON.parse(seen.body) as { task: string };
    return { answer: `did: ${b.task}`, skills: b.task.includes('rain') ? ['weather'] : ['weather', 'wind', 'maps'] };
  }
  if (url.pathname === '/v1/chat/completions') {
    const b = JSON.parse(seen.body) as { model: string; prompt: string };
    return { choices: [{ message: { role: 'assistant', content: `${b.model} says: ${b.prompt}` } }] };
  }
  if (url.pathname === '/v1/responses') {
    // Server-sent events, one delta per word.
    const b = JSON.parse(seen.body) as { input: Array<{ content: string }> };
    const words = String(b.input[0]!.content).split(' ');
    const events = words.map((w) => `data: ${JSON.stringify({ type: 'response.output_text.delta', delta: `${w} ` })}`);
    return `${events.join('\n')}\ndata: [DONE]\n`;
  }
  if (url.pathname === '/search') return { q: url.searchParams.get('q'), method: seen.method };
  return { error: 'no route' };
}

let server: http.Server;
let requests: Seen[] = [];
let out: string;
let status = 200;
const saved = process.env.FAKE_HTTP_URL;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const seen = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      requests.push(seen);
      res.statusCode = status;
      const reply = answer(seen);
      res.setHeader('content-type', typeof reply === 'string' ? 'text/event-stream' : 'application/json');
      res.end(typeof reply === 'string' ? reply : JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.FAKE_HTTP_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  out = await fs.mkdtemp(path.join(os.tmpdir(), 'promptfoo-http-'));
});
afterAll(async () => {
  if (saved === undefined) delete process.env.FAKE_HTTP_URL;
  else process.env.FAKE_HTTP_URL = saved;
  await new Promise((resolve) => server.close(resolve));
  await fs.rm(out, { recursive: true, force: true });
});
beforeEach(() => {
  requests = [];
  status = 200;
});

interface PfRecord {
  eval_id: string;
  prompt_id: string;
  description?: string;
  target: string;
  pass: boolean;
  score: number;
  candidate_answer: string;
  error?: string;
  evaluator_results: Array<{ type: string; pass: boolean; reasoning: string }>;
}

/** A config of the test's own, in a folder of its own under the file's temporary folder. */
async function writeConfig(name: string, text: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(out, `${name}-`));
  const file = path.join(dir, 'promptfooconfig.yaml');
  await fs.writeFile(file, text);
  return file;
}

async function run(
  config: string,
  args: string[] = [],
): Promise<{ code: number; stderr: string; records: PfRecord[] }> {
  const file = path.join(out, `r-${Math.random().toString(36).slice(2)}.jsonl`);
  const result = await runCli(['eval', config, '--out', file, ...args]);
  const text = await fs.readFile(file, 'utf8').catch(() => '');
  const records = text.trim()
    ? text
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as PfRecord)
    : [];
  return { code: result.code, stderr: result.stderr, records };
}

describe("promptfoo's http provider", () => {
  it('sends the rendered request and grades the transformed answer with promptfoo 0.123.1 verdicts', async () => {
    const { code, records } = await run(CONFIG);
    const sent = (p: string) => requests.filter((r) => r.url.startsWith(p));
    // transformRequest upper-cases the prompt; the JSON string of `history` is sent as a list.
    expect(sent('/chat').map((r) => JSON.parse(r.body) as unknown)).toContainEqual({
      message: 'TELL ME ABOUT SNOW "QUOTED"',
      topic: 'snow "quoted"',
      history: [{ role: 'user', content: 'hi' }],
    });
    expect(sent('/chat').every((r) => r.headers['content-type'] === 'application/json')).toBe(true);
    // A JSON string body with a JSON content type is parsed first, then each value rendered: the quotes stay valid.
    expect(sent('/agent').map((r) => r.body)).toContain('{"task":"Tell me about snow \\"quoted\\""}');
    // GET sends no body; the query is rendered and encoded.
    expect(sent('/search').map((r) => [r.method, r.url, r.body])).toContainEqual([
      'GET',
      '/search?q=snow+%22quoted%22',
      '',
    ]);
    const verdicts = records
      .map((r) => {
        const each = r.evaluator_results.map((e) => `${e.type}:${e.pass ? 'P' : 'F'}`).join(' ');
        return `${r.description} ${r.target} ${r.pass ? 'PASS' : 'FAIL'} ${r.score.toFixed(3)} ${each}`;
      })
      .sort();
    // promptfoo 0.123.1 on the same config and endpoint.
    expect(verdicts).toEqual([
      'rain agent FAIL 0.750 contains:F javascript:P skill-used:P not-skill-used:P',
      'rain chat FAIL 0.750 contains:P javascript:P skill-used:F not-skill-used:P',
      'rain search FAIL 0.500 contains:F javascript:P skill-used:F not-skill-used:P',
      'snow "quoted" agent PASS 1.000 icontains:P skill-used:P javascript:P',
      'snow "quoted" chat FAIL 0.667 icontains:P skill-used:F javascript:P',
      'snow "quoted" search FAIL 0.333 icontains:P skill-used:F javascript:F',
    ]);
    const agent = records.find((r) => r.description === 'rain' && r.target === 'agent')!;
    expect(agent.candidate_answer).toBe('did: Tell me about rain (status 200)');
    expect(agent.evaluator_results.find((e) => e.type === 'skill-used')!.reasoning).toBe(
      'Observed required skill(s): weather. Actual skills: weather (project)',
    );
    expect(code).toBe(100);
  });

  it('--dry-run answers with the mock: no request reaches the endpoint', async () => {
    const { records } = await run(CONFIG, ['--dry-run']);
    expect(requests).toHaveLength(0);
    expect(records).toHaveLength(6);
  });

  it('a transform error fails the call; a status validateStatus refuses fails it with the body', async () => {
    const config = await writeConfig(
      'cfg',
      [
        'prompts: ["hi {{ x }}"]',
        'providers:',
        '  - id: "{{ env.FAKE_HTTP_URL }}/chat"',
        '    label: strict',
        '    config: {method: POST, body: {message: "{{ prompt }}", topic: t}, validateStatus: "status < 400",',
        '      transformResponse: "json.reply"}',
        '  - id: "{{ env.FAKE_HTTP_URL }}/chat"',
        '    label: broken',
        '    config: {method: POST, body: {message: "{{ prompt }}"}, transformResponse: "json.nothing.here"}',
        'tests: [{vars: {x: y}, assert: [{type: contains, value: echo}]}]',
      ].join('\n'),
    );
    status = 503;
    const { records } = await run(config);
    const byTarget = Object.fromEntries(records.map((r) => [r.target, r]));
    expect(byTarget.strict!.pass).toBe(false);
    expect(byTarget.strict!.error).toMatch(/HTTP call failed with status 503/);
    expect(byTarget.broken!.pass).toBe(false);
    expect(byTarget.broken!.error).toMatch(/Failed to transform response/);
  });

  it('renders a JSON body template its vars break again with the vars JSON-escaped, as promptfoo does', async () => {
    const config = await writeConfig(
      'escape',
      [
        `prompts: ['say "{{ word }}"']`,
        'providers:',
        `  - id: '{{ env.FAKE_HTTP_URL }}/agent'`,
        '    config:',
        '      method: POST',
        '      headers: {content-type: application/json}',
        `      body: '{"task": "{{ prompt }}", "n": {{ n }}}'`,
        '      transformResponse: json.answer',
        'tests:',
        '  - vars: {word: hi, n: 2}',
        `    assert: [{type: equals, value: 'did: say "hi"'}]`,
      ].join('\n'),
    );
    const { records } = await run(config);
    // What promptfoo 0.123.1 sent, and its verdict.
    expect(requests.map((r) => r.body)).toEqual(['{"task":"say \\"hi\\"","n":2}']);
    expect(records.map((r) => r.pass)).toEqual([true]);
  });

  it.each([
    ['auth: {type: oauth, tokenUrl: x, clientId: a, clientSecret: b}', /auth type oauth of the http provider/],
    ['transformResponse: json.x', /has no config\.body/],
  ])('refuses at load what it does not send as promptfoo does (%s)', async (extra, message) => {
    const body = extra.startsWith('auth') ? 'body: {a: b}, ' : '';
    const config = await writeConfig(
      'refuse',
      [
        'prompts: [hi]',
        'providers:',
        '  - id: http://127.0.0.1:9/x',
        `    config: {method: POST, ${body}${extra}}`,
        'tests: [{}]',
      ].join('\n'),
    );
    const { code, stderr } = await run(config);
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
    expect(requests).toHaveLength(0);
  });

  it('sends bearer, basic and api_key auth, the tools as a var and a form body; estimates tokens', async () => {
    const { records } = await run(path.resolve(here, '../fixtures/promptfoo/http-auth/promptfooconfig.yaml'));
    // The requests promptfoo 0.123.1 sent to the same endpoint.
    const seen = requests.map((r) => [r.method, r.url, r.headers.authorization, r.headers['x-key'], r.body]).sort();
    expect(seen).toEqual([
      ['GET', '/search?q=k-rome', undefined, undefined, ''],
      ['POST', '/chat', 'Basic dTpwIHJvbWU=', 'rome', 'message=plan rome trip'],
      [
        'POST',
        '/chat',
        'Bearer tok-rome',
        undefined,
        '{"message":"plan rome trip","topic":[{"type":"function","function":{"name":"search"}}]}',
      ],
    ]);
    const verdicts = records
      .map((r) => `${r.target} ${r.pass} ${r.score.toFixed(3)} ${r.evaluator_results.map((e) => e.pass).join(',')}`)
      .sort();
    // promptfoo 0.123.1: the estimate (4 prompt + 15 answer tokens) only where tokenEstimation is on.
    expect(verdicts).toEqual([
      'basic false 0.333 true,false,false',
      'bearer true 1.000 true,true,true',
      'keyed false 0.333 true,false,false',
    ]);
  });

  it("grades a config written in promptfoo's documented http style as promptfoo 0.123.1 does", async () => {
    const { records } = await run(path.resolve(here, '../fixtures/promptfoo/http-documented/promptfooconfig.yaml'));
    const verdicts = records
      .map((r) => {
        const each = r.evaluator_results.map((e) => `${e.type}:${e.pass ? 'P' : 'F'}`).join(' ');
        return `${r.eval_id} ${r.prompt_id} ${r.pass} ${r.score.toFixed(3)} ${each}`;
      })
      .sort();
    expect(verdicts).toEqual([
      'test-1 prompt-1@completions true 1.000 javascript:P javascript:P icontains:P starts-with:P',
      'test-1 prompt-1@streamed false 0.750 javascript:P javascript:P icontains:P starts-with:F',
      'test-1 prompt-2@completions true 1.000 javascript:P javascript:P icontains:P starts-with:P',
      'test-1 prompt-2@streamed false 0.750 javascript:P javascript:P icontains:P starts-with:F',
      'test-2 prompt-1@completions false 0.600 javascript:P javascript:P contains-all:P not-contains:F word-count:F',
      'test-2 prompt-1@streamed true 1.000 javascript:P javascript:P contains-all:P not-contains:P word-count:P',
      'test-2 prompt-2@completions false 0.800 javascript:P javascript:P contains-all:P not-contains:F word-count:P',
      'test-2 prompt-2@streamed true 1.000 javascript:P javascript:P contains-all:P not-contains:P word-count:P',
    ]);
    expect(records.find((r) => r.prompt_id === 'prompt-2@streamed')!.candidate_answer).toBe(
      'Explain mountains in one line',
    );
  });

  it("skill-used reads a file:// JS provider's metadata.skillCalls; assertions see its object output", async () => {
    const { records } = await run(path.resolve(here, '../fixtures/promptfoo/skills/promptfooconfig.yaml'));
    const verdicts = records.map((r) => [r.pass, r.score, r.evaluator_results.map((e) => [e.type, e.pass])]);
    // promptfoo 0.123.1 on the same config.
    expect(verdicts).toEqual([
      [
        true,
        1,
        [
          ['skill-used', true],
          ['skill-used', true],
          ['not-skill-used', true],
          ['javascript', true],
          ['contains', true],
        ],
      ],
      [
        false,
        0.75,
        [
          ['skill-used', false],
          ['not-skill-used', true],
          ['skill-used', true],
          ['is-json', true],
        ],
      ],
    ]);
    expect(records[0]!.evaluator_results[1]!.reasoning).toBe(
      'Matched skill "l?nt" 1 time(s) (expected 0-1). Matches: lint (skills/lint)',
    );
    expect(records[1]!.evaluator_results[0]!.reasoning).toBe('Missing required skill(s): ship. Actual skills: (none)');
  });
});
