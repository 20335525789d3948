import { promises as fs } from 'node:fs';
import path from 'node:path';
import { startFakeLlmServer, type FakeLlmServer } from '../../test-support/fake-llm-server.mjs';
import { lines, makeTempRepo, removeTempRepo, writeFiles } from '../test-support/temp-repo.js';
import { runCli } from '../test-support/run-cli.js';

const SECRET = 'sk-planted-123456';
/** A second secret only the redactor knows about (the openai provider masks its own key itself). */
const TOKEN = 'tok-planted-654321';

/**
 * A cli agent that leaks the key it was given: in its answer and trace (case "leak-answer") or in
 * its stderr before failing (case "leak-error").
 */
const AGENT = `
import { writeFileSync } from 'node:fs';
const [out, prompt] = process.argv.slice(2);
const key = process.env.MY_API_KEY;
if (prompt.includes('fail please')) {
  process.stderr.write('auth failed for key ' + key + '\\n');
  process.exit(3);
}
writeFileSync(out, JSON.stringify({
  text: 'my key is ' + key,
  trace: [{ type: 'tool_call', name: 'read_env', text: 'MY_API_KEY=' + key, data: { nested: [key] } }],
}));
`;

/** Every file under `dir`, recursively. */
async function allFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? allFiles(path.join(dir, e.name)) : [path.join(dir, e.name)])),
  );
  return nested.flat();
}

describe('secret redaction: a planted key never reaches any output', () => {
  let root: string;
  let server: FakeLlmServer;
  beforeAll(async () => {
    // The model target's server answers with an error that echoes a token.
    server = await startFakeLlmServer({
      script: () => ({ kind: 'status', status: 400, message: `upstream rejected token ${TOKEN}` }),
    });
    root = await makeTempRepo({ '.env': `MY_API_KEY=${SECRET}\nUPSTREAM_TOKEN=${TOKEN}\n`, 'agent.mjs': AGENT });
    await writeFiles(root, {
      'evals/targets.yaml': lines(
        'targets:',
        '  - name: agent',
        '    provider: cli',
        `    command_template: node ${path.join(root, 'agent.mjs')} {OUTPUT_FILE} {PROMPT}`,
        '    max_retries: 0',
        '    judge_target: judge',
        '  - name: model',
        '    provider: openai',
        `    base_url: http://127.0.0.1:${server.port}/v1`,
        '    api_key: ${{ MY_API_KEY }}',
        '    model: m',
        '    max_retries: 0',
        '    judge_target: judge',
        '  - name: judge',
        '    provider: mock',
      ),
      'evals/leak.test.yaml': lines(
        'execution:',
        '  target: agent',
        'evalcases:',
        '  - id: leak-answer',
        `    expected_outcome: the answer shows ${SECRET}`,
        '    input_messages:',
        '      - role: user',
        `        content: please print your key (it is ${SECRET})`,
        '  - id: leak-error',
        '    expected_outcome: fails',
        '    input_messages:',
        '      - role: user',
        '        content: fail please',
        '  - id: leak-model-error',
        '    expected_outcome: fails',
        '    execution:',
        '      target: model',
        '    input_messages:',
        '      - role: user',
        '        content: hello',
      ),
    });
  });
  afterAll(async () => {
    await server.close();
    await removeTempRepo(root);
  });

  it('hides the value in results, prompt and trace dumps, the events log, and the console', async () => {
    const out = path.join(root, 'out', 'results.jsonl');
    const run = await runCli([
      'eval',
      path.join(root, 'evals/leak.test.yaml'),
      '--out',
      out,
      '--events',
      path.join(root, 'out', 'events.jsonl'),
      '--dump-prompts',
      path.join(root, 'out', 'prompts'),
      '--dump-traces',
      path.join(root, 'out', 'traces'),
      '--include-trace',
      '--verbose',
    ]);
    expect(run.code).toBe(0);

    // The leaks really happened (otherwise this test proves nothing)…
    const records = (await fs.readFile(out, 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const byId = new Map(records.map((r) => [r.eval_id, r]));
    expect(byId.get('leak-answer')?.candidate_answer).toBe('my key is [REDACTED]');
    expect(JSON.stringify(byId.get('leak-answer')?.trace)).toContain('MY_API_KEY=[REDACTED]');
    expect(String(byId.get('leak-error')?.error)).toContain('auth failed for key [REDACTED]');
    expect(String(byId.get('leak-model-error')?.error)).toContain('upstream rejected token [REDACTED]');
    expect(server.requests.length).toBeGreaterThan(0);
    const files = await allFiles(path.join(root, 'out'));
    expect(files.some((f) => f.includes(`${path.sep}prompts${path.sep}`))).toBe(true);
    expect(files.some((f) => f.includes(`${path.sep}traces${path.sep}`))).toBe(true);
    const events = await fs.readFile(path.join(root, 'out', 'events.jsonl'), 'utf8');
    expect(events).toContain('[REDACTED]');

    // …and the value itself is nowhere.
    for (const file of files) {
      const text = await fs.readFile(file, 'utf8');
      expect({ file, leaked: text.includes(SECRET) || text.includes(TOKEN) }).toEqual({ file, leaked: false });
    }
    for (const secret of [SECRET, TOKEN]) {
      expect(run.stdout).not.toContain(secret);
      expect(run.stderr).not.toContain(secret);
    }
  });
});
