import { promises as fs } from 'node:fs';
import path from 'node:path';
import { runCli } from '../test-support/run-cli.js';
import { FAKE_AGENTS } from '../providers/agent-fixtures.js';
import { lines, makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';
import { caseLines, fileLines, readRecords } from '../test-support/agent-run.js';

// Wraps the fake VS Code launcher: an atomic mkdir lock, held from launch until just before the
// answer is written (the provider may stop the launcher once it has the answer), notes any launch
// that overlaps another.
const LAUNCHER = (dir: string) => `#!/bin/sh
mkdir "${dir}/lock" 2>/dev/null || echo overlap >> "${dir}/overlaps.log"
echo launch >> "${dir}/launches.log"
sleep 0.1
rmdir "${dir}/lock" 2>/dev/null
exec node "${path.join(FAKE_AGENTS, 'code.mjs')}" "$@"
`;

describe('vscode targets answer one case at a time', () => {
  let root: string;
  beforeEach(async () => {
    root = await makeTempRepo({
      'evals/v.test.yaml': lines(
        'execution:',
        '  target: editor',
        'evaluators:',
        '  - name: any',
        '    type: code',
        `    script: "echo '{\\"score\\": 1}'"`,
        'evalcases:',
        ...['a', 'b', 'c', 'd'].flatMap((id) => caseLines(id)),
      ),
    });
    const launcher = path.join(root, 'code');
    await fs.writeFile(launcher, LAUNCHER(root), { mode: 0o755 });
    await fs.writeFile(
      path.join(root, 'evals/targets.yaml'),
      lines(
        'targets:',
        '  - name: editor',
        '    provider: vscode',
        `    executable: ${JSON.stringify(launcher)}`,
        '    poll_interval_ms: 10',
      ),
    );
  });
  afterEach(() => removeTempRepo(root));

  test('--workers 4 runs with 1 worker and warns', async () => {
    const result = await runCli([
      'eval',
      path.join(root, 'evals/v.test.yaml'),
      '--out',
      path.join(root, 'out.jsonl'),
      '--workers',
      '4',
    ]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(
      'warning: target "editor" (vscode) runs at most 1 case(s) at a time; using 1 worker(s) instead of 4',
    );
    expect(result.stderr).toContain('with 1 worker(s)');
    const records = await readRecords(path.join(root, 'out.jsonl'));
    expect(records.map((r) => [r.eval_id, r.candidate_answer])).toEqual(
      ['a', 'b', 'c', 'd'].map((id) => [id, `answer to question for ${id}`]),
    );
    expect(await fileLines(path.join(root, 'launches.log'))).toHaveLength(4);
    expect(await fileLines(path.join(root, 'overlaps.log'))).toEqual([]);
  });
});
