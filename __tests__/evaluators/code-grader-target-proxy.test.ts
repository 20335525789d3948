import path from 'node:path';
import { runCli } from '../test-support/run-cli.js';
import { lines, makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';
import { readRecords } from '../test-support/agent-run.js';

// A code grader that calls the judge the way AgentV's SDK does (createTargetClient: POST /invoke
// with a bearer token): it reports what it saw as assertions, so each fact is checked below.
const GRADER = `
const url = process.env.AGENTV_TARGET_PROXY_URL;
const token = process.env.AGENTV_TARGET_PROXY_TOKEN;
const say = (assertions) => console.log(JSON.stringify({ assertions }));
if (!url) { say([{ text: 'no proxy', passed: false }]); process.exit(0); }
const call = (route, body, auth = token) => fetch(url + route, { method: body ? 'POST' : 'GET', headers: { \
authorization: 'Bearer ' + auth, 'content-type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : \
{}) });
const first = await call('/invoke', { question: 'Is the answer right?', systemPrompt: 'Answer yes or no.' });
const { rawText, output } = await first.json();
const second = await call('/invoke', { question: 'Again?' });
const third = await call('/invoke', { question: 'Once more?' });
const stranger = await call('/invoke', { question: 'x' }, 'not-the-token');
const info = await (await call('/info')).json();
say([
  { text: 'judge said ' + rawText, passed: rawText === 'yes' && output[0].content === 'yes' },
  { text: 'second call ' + second.status, passed: second.status === 200 },
  { text: 'third call ' + third.status, passed: third.status === 429 },
  { text: 'bad token ' + stranger.status, passed: stranger.status === 401 },
  { text: 'info ' + info.targetName + ' ' + info.callCount + '/' + info.maxCalls, passed: info.targetName === \
'judge' && info.callCount === 2 && info.maxCalls === 2 },
]);
`;

describe("code graders with target: (AgentV's target proxy)", () => {
  let root: string;
  beforeAll(async () => {
    root = await makeTempRepo({
      'grader.mjs': GRADER,
      '.agentv/targets.yaml': lines(
        'targets:',
        '  - name: agent',
        '    provider: mock',
        '    response: Paris',
        '    grader_target: judge',
        '  - name: judge',
        '    provider: mock',
        '    response: "yes"',
      ),
      'evals/proxy.eval.yaml': lines(
        'execution:',
        '  target: agent',
        'tests:',
        '  - id: with-proxy',
        '    input: Capital of France?',
        '    assertions:',
        '      - type: code-grader',
        `        command: [${JSON.stringify(process.execPath)}, ../grader.mjs]`,
        '        target: {max_calls: 2}',
        '  - id: without-proxy',
        '    input: Capital of France?',
        '    assertions:',
        '      - type: code-grader',
        `        command: [${JSON.stringify(process.execPath)}, ../grader.mjs]`,
      ),
    });
  });
  afterAll(() => removeTempRepo(root));

  // Without target: it has no proxy.
  it('the script asks the judge through a loopback proxy with its own token, at most max_calls times', async () => {
    const out = path.join(root, 'out.jsonl');
    const result = await runCli(['eval', path.join(root, 'evals/proxy.eval.yaml'), '--out', out]);
    expect(result.code).toBe(0);
    const [withProxy, withoutProxy] = await readRecords(out);
    expect(withProxy?.misses).toEqual([]);
    expect(withProxy?.hits).toEqual([
      'judge said yes',
      'second call 200',
      'third call 429',
      'bad token 401',
      'info judge 2/2',
    ]);
    expect(withProxy?.score).toBe(1);
    expect(withoutProxy?.misses).toEqual(['no proxy']);
  });
});
