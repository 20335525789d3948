import { promises as fs } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { runCli } from '../test-support/run-cli.js';
import { lines, makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';
import { NODE, caseLines, exists, fileLines } from '../test-support/agent-run.js';

const SUITE = lines(
  'execution:',
  '  target: agent',
  'evaluators:',
  '  - name: any',
  '    type: code',
  `    script: "echo '{\\"score\\": 1}'"`,
  'evalcases:',
  ...['one', 'two', 'three'].flatMap((id) => caseLines(id)),
);

describe('healthchecks run once, before the first case', () => {
  let root: string;
  let probes: string;
  let calls: string;
  const writeTargets = (healthcheck: string[]) =>
    fs.writeFile(
      path.join(root, 'evals/targets.yaml'),
      lines(
        'targets:',
        '  - name: agent',
        '    provider: cli',
        `    command_template: ${JSON.stringify(`echo {EVAL_ID} >> ${JSON.stringify(calls)}; echo ok`)}`,
        '    healthcheck:',
        ...healthcheck,
      ),
    );
  const run = () =>
    runCli(['eval', path.join(root, 'evals/h.test.yaml'), '--out', path.join(root, 'out.jsonl'), '--workers', '3']);

  beforeEach(async () => {
    root = await makeTempRepo({ 'evals/h.test.yaml': SUITE });
    probes = path.join(root, 'probes.log');
    calls = path.join(root, 'calls.log');
  });
  afterEach(() => removeTempRepo(root));

  test('a passing command probe runs once for the whole run, then the cases run', async () => {
    await writeTargets([
      '      type: command',
      `      command_template: ${JSON.stringify(`echo probe >> ${JSON.stringify(probes)}`)}`,
    ]);
    const result = await run();
    expect(result.code).toBe(0);
    expect(await fileLines(probes)).toEqual(['probe']);
    expect((await fileLines(calls)).sort()).toEqual(['one', 'three', 'two']);
  });

  test('a failing probe aborts the run with exit 2 and one clear line; no case runs, no results file', async () => {
    const script = "process.stderr.write('agent not installed'); process.exit(4)";
    await writeTargets(['      type: command', `      command_template: ${JSON.stringify(`${NODE} -e "${script}"`)}`]);
    const result = await run();
    expect(result.code).toBe(2);
    const errorLines = result.stderr.split('\n').filter((l) => l.startsWith('error:'));
    expect(errorLines).toHaveLength(1);
    expect(errorLines[0]).toContain(`${path.join(root, 'evals/targets.yaml')}:2`);
    expect(errorLines[0]).toMatch(
      /target "agent" failed its healthcheck: command exited with 4: agent not installed .*Fix: /,
    );
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(await exists(calls)).toBe(false);
    expect(await exists(path.join(root, 'out.jsonl'))).toBe(false);
  });

  test('an http probe is asked once; a non-2xx answer stops the run', async () => {
    let hits = 0;
    let status = 200;
    const server = http.createServer((_req, res) => {
      hits++;
      res.statusCode = status;
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/health`;
      await writeTargets(['      type: http', `      url: ${url}`]);
      expect((await run()).code).toBe(0);
      expect(hits).toBe(1);
      status = 503;
      const failed = await run();
      expect(failed.code).toBe(2);
      expect(failed.stderr).toContain(`failed its healthcheck: GET ${url} answered HTTP 503`);
      expect(hits).toBe(2);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
