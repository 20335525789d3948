import { promises as fs } from 'node:fs';
import path from 'node:path';
import { runCli } from '../test-support/run-cli.js';
import { lines, makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';
import { NODE, caseLines, fileLines, readRecords } from '../test-support/agent-run.js';

// A batching agent: logs each call (how many cases it got) and answers every case, in reverse
// order, as JSONL keyed by id. $DROP_ID leaves that case unanswered (a broken batch).
const BATCH_AGENT = `
import { appendFileSync, readFileSync } from 'node:fs';
const cases = readFileSync(process.argv[2], 'utf8').trim().split('\\n').map((l) => JSON.parse(l));
appendFileSync(process.env.CALL_LOG, cases.map((c) => c.id).join(',') + '\\n');
const answers = cases.reverse().filter((c) => c.id !== process.env.DROP_ID).map((c) => JSON.stringify({ id: c.id, \
text: 'answer to ' + c.prompt }));
process.stdout.write(answers.join('\\n') + '\\n');
`;

// A per-case agent (no {BATCH_FILE}): it cannot batch.
const SINGLE_AGENT = `
import { appendFileSync } from 'node:fs';
appendFileSync(process.env.CALL_LOG, process.argv[2] + '\\n');
process.stdout.write('answer to ' + process.argv[3]);
`;

// Scores 1 when the answer is the answer to this case's own question (proves the mapping).
const CHECK =
  `["node", "-e", "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>{const ` +
  `i=JSON.parse(s);console.log(JSON.stringify({score:i.candidate_answer==='answer to '+i.question?1:0}))})"]`;

const IDS = ['alpha', 'beta', 'gamma'];

function suite(): string {
  return lines(
    'execution:',
    '  target: agent',
    'evaluators:',
    '  - name: own-answer',
    '    type: code',
    `    script: ${CHECK}`,
    'evalcases:',
    ...IDS.flatMap((id) => caseLines(id, `what about ${id}?`)),
  );
}

describe('provider batching (settings.provider_batching: true)', () => {
  let root: string;
  let log: string;
  const writeTargets = (template: string, env: Record<string, string> = {}) =>
    fs.writeFile(
      path.join(root, 'evals/targets.yaml'),
      lines(
        'targets:',
        '  - name: agent',
        '    provider: cli',
        `    command_template: ${JSON.stringify(template)}`,
        '    max_retries: 0',
        '    settings: { provider_batching: true }',
        '    env:',
        ...Object.entries({ CALL_LOG: log, ...env }).map(([k, v]) => `      ${k}: ${JSON.stringify(v)}`),
      ),
    );
  const run = (...extra: string[]) =>
    runCli([
      'eval',
      path.join(root, 'evals/batch.test.yaml'),
      '--out',
      path.join(root, 'out.jsonl'),
      '--verbose',
      ...extra,
    ]);

  beforeEach(async () => {
    root = await makeTempRepo({
      'batch.mjs': BATCH_AGENT,
      'single.mjs': SINGLE_AGENT,
      'evals/batch.test.yaml': suite(),
    });
    log = path.join(root, 'calls.log');
  });
  afterEach(() => removeTempRepo(root));

  test('every case goes to the agent in one call, and each answer is mapped back to its case', async () => {
    await writeTargets(`${NODE} ${path.join(root, 'batch.mjs')} {BATCH_FILE}`);
    const result = await run('--workers', '3');
    expect(result.code).toBe(0);
    expect(await fileLines(log)).toEqual(['alpha,beta,gamma']);
    expect(result.stderr).toContain('debug: target "agent": provider batching: 3 case(s) in 1 batch call(s)');
    const records = await readRecords(path.join(root, 'out.jsonl'));
    expect(records.map((r) => [r.eval_id, r.candidate_answer, r.score, r.attempts])).toEqual(
      IDS.map((id) => [id, `answer to what about ${id}?`, 1, 1]),
    );
  });

  test('iterations of the same case go to separate batch calls (a batch holds each id once)', async () => {
    await writeTargets(`${NODE} ${path.join(root, 'batch.mjs')} {BATCH_FILE}`);
    const result = await run('--iterations', '2', '--workers', '2');
    expect(result.code).toBe(0);
    expect(await fileLines(log)).toEqual(['alpha,beta,gamma', 'alpha,beta,gamma']);
    const records = await readRecords(path.join(root, 'out.jsonl'));
    expect(records).toHaveLength(6);
    expect(records.every((r) => r.score === 1)).toBe(true);
  });

  test('a failed batch falls back to one call per case, and --verbose says why', async () => {
    await writeTargets(`${NODE} ${path.join(root, 'batch.mjs')} {BATCH_FILE}`, { DROP_ID: 'beta' });
    const result = await run('--workers', '1');
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(
      new RegExp(
        /debug: target "agent": provider_batching requested but not applied: the batch call failed /.source +
          /\(.*no batch answer for: beta.*\); dispatching cases one by one/.source,
      ),
    );
    expect(await fileLines(log)).toEqual(['alpha,beta,gamma', 'alpha', 'beta', 'gamma']);
    const records = await readRecords(path.join(root, 'out.jsonl'));
    expect(records.map((r) => [r.eval_id, r.score])).toEqual([
      ['alpha', 1],
      ['beta', 0],
      ['gamma', 1],
    ]);
    expect(records[1]?.error).toMatch(/no batch answer for: beta/);
  });

  test('a provider that cannot batch runs case by case; the flag is no validation error', async () => {
    await writeTargets(`${NODE} ${path.join(root, 'single.mjs')} {EVAL_ID} {PROMPT}`);
    const result = await run('--workers', '2');
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(
      'debug: target "agent": provider_batching requested but not applied: its command_template does not name ' +
        "{BATCH_FILE} (AgentV's batching is provider_batching: " +
        'true on the target itself); dispatching cases one by one',
    );
    expect((await fileLines(log)).sort()).toEqual(IDS);
    expect((await readRecords(path.join(root, 'out.jsonl'))).map((r) => r.score)).toEqual([1, 1, 1]);
  });

  test('without --verbose nothing about batching is printed', async () => {
    await writeTargets(`${NODE} ${path.join(root, 'single.mjs')} {EVAL_ID} {PROMPT}`);
    const result = await runCli([
      'eval',
      path.join(root, 'evals/batch.test.yaml'),
      '--out',
      path.join(root, 'out.jsonl'),
    ]);
    expect(result.code).toBe(0);
    expect(result.stderr).not.toContain('provider_batching');
  });
});

// AgentV's batch runner: run once ({EVAL_ID} is "batch"), it reads its cases on its own (here it
// knows them) and writes one JSONL record per case to {OUTPUT_FILE}, keyed by id, messages in 4.x's
// `output` with a tool call each; $DROP_ID leaves that case out.
const AGENTV_BATCH_AGENT = `
import { appendFileSync, writeFileSync } from 'node:fs';
const [evalId, out] = process.argv.slice(2);
appendFileSync(process.env.CALL_LOG, evalId + '\\n');
const records = ${JSON.stringify(IDS)}.filter((id) => id !== process.env.DROP_ID).reverse().map((id) =>
  JSON.stringify({ id, output: [{ role: 'assistant', content: 'answer to what about ' + id + '?', tool_calls: [{ \
tool: 'lookup', input: { id } }] }] }));
writeFileSync(out, records.join('\\n') + '\\n');
`;

describe("AgentV's provider batching (provider_batching: true on the target)", () => {
  let root: string;
  let log: string;
  beforeEach(async () => {
    root = await makeTempRepo({ 'agentv-batch.mjs': AGENTV_BATCH_AGENT, 'evals/batch.test.yaml': suite() });
    log = path.join(root, 'calls.log');
    await fs.writeFile(
      path.join(root, 'evals/targets.yaml'),
      lines(
        'targets:',
        '  - name: agent',
        '    provider: cli',
        '    provider_batching: true',
        `    command: ${JSON.stringify(`${NODE} ${path.join(root, 'agentv-batch.mjs')} {EVAL_ID} {OUTPUT_FILE}`)}`,
        '    max_retries: 0',
        '    env:',
        `      CALL_LOG: ${JSON.stringify(log)}`,
        '      DROP_ID: gamma',
      ),
    );
  });
  afterEach(() => removeTempRepo(root));

  test('one run answers every case by id; a case its output leaves out fails on its own, as in AgentV', async () => {
    const result = await runCli([
      'eval',
      path.join(root, 'evals/batch.test.yaml'),
      '--out',
      path.join(root, 'out.jsonl'),
      '--workers',
      '3',
    ]);
    expect(result.code).toBe(0);
    expect(await fileLines(log)).toEqual(['batch']);
    const records = await readRecords(path.join(root, 'out.jsonl'));
    expect(records.map((r) => [r.eval_id, r.score, r.candidate_answer])).toEqual([
      ['alpha', 1, 'answer to what about alpha?'],
      ['beta', 1, 'answer to what about beta?'],
      ['gamma', 0, ''],
    ]);
    expect(records[0]?.trace_summary).toMatchObject({ event_count: 1, tool_calls_by_name: { lookup: 1 } });
    expect(records[2]?.error).toMatch(/batch output missing id 'gamma'/);
  });
});
