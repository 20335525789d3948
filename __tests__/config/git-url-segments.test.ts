import path from 'node:path';
import { runCli } from '../test-support/run-cli.js';
import { lines, makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';
import { readRecords } from '../test-support/agent-run.js';

// AgentV 2.x fetches a file segment given as a git host URL; this tool reads files from disk only.
describe('file segments given as git URLs', () => {
  let root: string;
  beforeAll(async () => {
    root = await makeTempRepo({
      'evals/targets.yaml': lines(
        'targets:',
        '  - name: default',
        '    provider: mock',
        '    response: The policy allows 30 days.',
      ),
      'evals/policy.md': 'Returns within 30 days.\n',
      'evals/suite.yaml': lines(
        'evalcases:',
        '  - id: from-git',
        '    expected_outcome: Uses the policy',
        '    input_messages:',
        '      - role: user',
        '        content:',
        '          - {type: text, value: "Read this:"}',
        '          - {type: file, value: "https://github.com/acme/policies/blob/main/returns.md"}',
        '    execution:',
        '      evaluators: [{name: days, type: contains, value: "30 days"}]',
        '  - id: from-disk',
        '    expected_outcome: Uses the policy',
        '    input_messages:',
        '      - role: user',
        '        content:',
        '          - {type: file, value: policy.md}',
        '    execution:',
        '      evaluators: [{name: days, type: contains, value: "30 days"}]',
      ),
    });
  });
  afterAll(() => removeTempRepo(root));

  it("make only the cases that use them error, with the reason; the file's other cases run", async () => {
    const out = path.join(root, 'out.jsonl');
    const result = await runCli(['eval', path.join(root, 'evals/suite.yaml'), '--out', out]);
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(
      new RegExp(
        /suite\.yaml:2: case "from-git": file segment /.source +
          /https:\/\/github\.com\/acme\/policies\/blob\/main\/returns\.md is a git URL/.source,
      ),
    );
    const [fromDisk, fromGit] = await readRecords(out);
    expect(fromDisk).toMatchObject({ eval_id: 'from-disk', score: 1 });
    expect(fromDisk?.error).toBeUndefined();
    expect(fromGit).toMatchObject({ eval_id: 'from-git', score: 0, attempts: 0 });
    expect(fromGit?.error).toMatch(
      new RegExp(
        /^file segment https:\/\/github\.com\/acme\/policies\/blob\/main\/returns\.md is a git URL /.source +
          /.*check the file into the repository/.source,
      ),
    );
  });
});
