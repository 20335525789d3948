import { promises as fs } from 'node:fs';
import path from 'node:path';
import { runAssertions } from '../../../src/promptfoo/assertions/run-assertions.js';
import { makeTempRepo, removeTempRepo } from '../../test-support/temp-repo.js';
import { assertionInput } from './assertion-input.js';

/**
 * A `file://` path with a template in it names its file only per test, so the load cannot check it:
 * grading reads it under the same file rule, and one that leaves the repository root is an error
 * (the case's) before the file is read.
 */
describe('files read while grading', () => {
  let outer: string;
  let repo: string;
  beforeAll(async () => {
    outer = await makeTempRepo(
      { 'outside/tools.json': '[{"type": "function", "function": {"name": "SECRET_TOOL"}}]' },
      {
        git: false,
      },
    );
    repo = path.join(outer, 'repo');
    await fs.mkdir(path.join(repo, '.git'), { recursive: true });
    await fs.writeFile(
      path.join(repo, 'tools.json'),
      '[{"type": "function", "function": {"name": "get_time", "parameters": {"type": "object", "properties": {}}}}]',
    );
  });
  afterAll(() => removeTempRepo(outer));

  const grade = (where: string, allowOutsideRoot: boolean) =>
    runAssertions(
      [{ type: 'is-valid-openai-tools-call' }],
      assertionInput(
        { tool_calls: [{ id: '1', type: 'function', function: { name: 'get_time', arguments: '{}' } }] },
        {
          vars: { where },
          configDir: repo,
          rootRule: { repoRoot: repo, allowOutsideRoot },
          provider: { id: 'file://p.js', config: { tools: 'file://{{ where }}' } },
        },
      ),
    );

  it('refuses a templated tools file outside the repository, and reads one inside', async () => {
    await expect(grade('../outside/tools.json', false)).rejects.toThrow(
      /tools\.json resolves to .*, outside the repository root/,
    );

    const inside = await grade('tools.json', false);
    expect(inside.pass).toBe(true);
  });

  it('lets it through with --allow-outside-root', async () => {
    const allowed = await grade('../outside/tools.json', true);
    expect(allowed.componentResults?.[0]?.reason).not.toContain('outside the repository root');
  });
});
