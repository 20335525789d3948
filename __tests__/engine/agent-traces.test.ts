import { promises as fs } from 'node:fs';
import path from 'node:path';
import { runCli } from '../test-support/run-cli.js';
import { FAKE_AGENTS } from '../providers/agent-fixtures.js';
import { lines, makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';
import { NODE, caseLines, readRecords } from '../test-support/agent-run.js';

// A cli agent answering JSON with a trace of tool calls; case "plain" answers plain text, "crash" fails.
const AGENT = `
const id = process.argv[2];
if (id === 'crash') { console.error('agent crashed'); process.exit(9); }
if (id === 'plain') { process.stdout.write('just text'); process.exit(0); }
const trace = [
  { type: 'tool_call', name: 'Read', data: { path: 'a.ts' } },
  { type: 'tool_result', name: 'Read', text: 'contents' },
  { type: 'tool_call', name: 'Read', data: { path: 'b.ts' } },
  { type: 'tool_call', name: 'Bash', data: { command: 'npm test' } },
  { type: 'error', text: 'npm test failed' },
  { type: 'message', text: 'done ' + id },
];
process.stdout.write(JSON.stringify({ text: 'answer ' + id, trace }));
`;

// AgentV's summary: event_count counts the tool calls; the one message event is one assistant turn.
const EXPECTED_SUMMARY = {
  event_count: 3,
  tool_names: ['Bash', 'Read'],
  tool_calls_by_name: { Read: 2, Bash: 1 },
  error_count: 1,
  llm_call_count: 1,
};

function setup(root: string): Promise<void> {
  return fs.writeFile(
    path.join(root, 'evals/targets.yaml'),
    lines(
      'targets:',
      '  - name: tracer',
      '    provider: cli',
      `    command_template: ${JSON.stringify(`${NODE} ${path.join(root, 'agent.mjs')} {EVAL_ID}`)}`,
      '    max_retries: 0',
      '  - name: claude',
      '    provider: claude-code',
      `    executable: ${JSON.stringify(path.join(FAKE_AGENTS, 'claude'))}`,
      '    env:',
      `      FAKE_CLAUDE_STREAM: ${JSON.stringify(path.join(FAKE_AGENTS, 'claude-stream.jsonl'))}`,
    ),
  );
}

const SUITE = lines(
  'execution:',
  '  target: tracer',
  'evaluators:',
  '  - name: saw-trace',
  '    type: code',
  // The code evaluator receives trace_summary on stdin.
  `    script: ["node", "-e", "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>{const ` +
    `t=JSON.parse(s).trace_summary;console.log(JSON.stringify({score:t&&t.tool_calls_by_name.Read===2?1:0}))})"]`,
  'evalcases:',
  ...['alpha', 'beta', 'plain', 'crash'].flatMap((id) => caseLines(id)),
);

describe('traces end to end', () => {
  let root: string;
  beforeEach(async () => {
    root = await makeTempRepo({ 'agent.mjs': AGENT, 'evals/trace.test.yaml': SUITE });
    await setup(root);
  });
  afterEach(() => removeTempRepo(root));

  test('tool calls become trace_summary in each record; no full trace without --include-trace', async () => {
    const out = path.join(root, 'out.jsonl');
    const run = await runCli(['eval', path.join(root, 'evals/trace.test.yaml'), '--out', out, '--workers', '2']);
    expect(run.code).toBe(0);
    const records = await readRecords(out);
    const byId = Object.fromEntries(records.map((r) => [r.eval_id, r]));
    for (const id of ['alpha', 'beta']) {
      expect(byId[id]?.trace_summary).toEqual(EXPECTED_SUMMARY);
      expect(byId[id]?.candidate_answer).toBe(`answer ${id}`);
      expect(byId[id]?.score).toBe(1);
      expect(byId[id]).not.toHaveProperty('trace');
    }
    // A plain answer is one assistant turn that called no tool, as AgentV summarises it.
    expect(byId.plain?.trace_summary).toEqual({
      event_count: 0,
      tool_names: [],
      tool_calls_by_name: {},
      error_count: 0,
      llm_call_count: 1,
    });
    expect(byId.plain?.score).toBe(0);
    expect(byId.crash?.error).toMatch(/exited with code 9: agent crashed/);
    expect(byId.crash).not.toHaveProperty('trace_summary');
  });

  test('--include-trace adds the normalized trace; --dump-traces writes one file per attempt', async () => {
    const out = path.join(root, 'out.jsonl');
    const traces = path.join(root, '.agentv/traces');
    const run = await runCli([
      'eval',
      path.join(root, 'evals/trace.test.yaml'),
      '--out',
      out,
      '--include-trace',
      '--dump-traces',
      traces,
    ]);
    expect(run.code).toBe(0);
    const alpha = (await readRecords(out)).find((r) => r.eval_id === 'alpha');
    expect(alpha?.trace).toEqual([
      { type: 'tool_call', name: 'Read', data: { path: 'a.ts' } },
      { type: 'tool_result', name: 'Read', text: 'contents' },
      { type: 'tool_call', name: 'Read', data: { path: 'b.ts' } },
      { type: 'tool_call', name: 'Bash', data: { command: 'npm test' } },
      { type: 'error', text: 'npm test failed' },
      { type: 'message', text: 'done alpha' },
    ]);

    const names = (await fs.readdir(traces)).sort();
    expect(names.map((n) => n.replace(/__[0-9a-f]{8}_/, '_'))).toEqual([
      'alpha_attempt-1.json',
      'beta_attempt-1.json',
      'crash_attempt-1.json',
      'plain_attempt-1.json',
    ]);
    const read = async (id: string) =>
      JSON.parse(
        await fs.readFile(path.join(traces, names.find((n) => n.startsWith(`${id}__`)) ?? id), 'utf8'),
      ) as Record<string, unknown>;
    const dumped = await read('alpha');
    expect(dumped).toMatchObject({ eval_id: 'alpha', attempt: 1, target: 'tracer', trace_summary: EXPECTED_SUMMARY });
    expect(dumped.trace).toEqual(alpha?.trace);
    for (const name of ['plain', 'crash']) {
      expect(await read(name)).toMatchObject({ attempt: 1, target: 'tracer', trace: null, trace_summary: null });
    }
  });

  test("the claude-code provider's tool calls reach the record through the same path", async () => {
    const out = path.join(root, 'out.jsonl');
    const run = await runCli([
      'eval',
      path.join(root, 'evals/trace.test.yaml'),
      '--out',
      out,
      '--target',
      'claude',
      '--eval-id',
      'alpha',
      '--include-trace',
    ]);
    expect(run.code).toBe(0);
    const [record] = await readRecords(out);
    const summary = record?.trace_summary as {
      tool_names: string[];
      tool_calls_by_name: Record<string, number>;
      event_count: number;
    };
    expect(summary.tool_names).toEqual(['Bash', 'Read']);
    expect(summary.tool_calls_by_name).toEqual({ Bash: 2, Read: 1 });
    expect((record!.trace as Array<{ type: string }>).filter((e) => e.type === 'tool_call')).toHaveLength(
      summary.event_count,
    );
  });
});
