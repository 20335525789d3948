import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const SCRIPT = 'scripts/gen-action-docs.mjs';

describe('scripts/gen-action-docs.mjs', () => {
  it('finds docs/github-action.md in sync with action.yml', async () => {
    await expect(run(process.execPath, [SCRIPT, '--check'])).resolves.toBeDefined();
  });

  it('rewrites the tables between the markers only, and --check catches drift', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'agentv-docs-'));
    try {
      const page = join(dir, 'github-action.md');
      const action = join(dir, 'action.yml');
      await copyFile('action.yml', action);
      await writeFile(page, 'intro\n<!-- action-io:start -->\nOLD TABLES\n<!-- action-io:end -->\noutro\n');
      await expect(
        run(process.execPath, [SCRIPT, '--check', '--action', action, '--page', page]),
      ).rejects.toMatchObject({ code: 1 });
      await run(process.execPath, [SCRIPT, '--action', action, '--page', page]);
      const text = await readFile(page, 'utf8');
      expect(text.startsWith('intro\n<!-- action-io:start -->\n## Inputs\n')).toBe(true);
      expect(text.endsWith('<!-- action-io:end -->\noutro\n')).toBe(true);
      expect(text).not.toContain('OLD TABLES');
      expect(text).toContain('| `github-token` | no | `${{ github.token }}` |');
      expect(text).toContain('| `comment-url` |');
      await expect(
        run(process.execPath, [SCRIPT, '--check', '--action', action, '--page', page]),
      ).resolves.toBeDefined();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
