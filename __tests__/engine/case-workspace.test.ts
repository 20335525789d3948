import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { WorkspaceConfig } from '../../src/config/types.js';
import { openCaseWorkspace } from '../../src/engine/case/case-workspace.js';
import { removeTempDirs, signal, tempDir, testRuntime } from '../providers/agent-fixtures.js';
import { exists } from '../test-support/agent-run.js';

async function template(): Promise<string> {
  const dir = path.join(await tempDir(), 'tpl');
  await fs.mkdir(path.join(dir, 'src'), { recursive: true });
  await fs.writeFile(path.join(dir, 'src/a.txt'), 'one\n');
  await fs.writeFile(path.join(dir, '.gitignore'), 'tmp/\n');
  await fs.symlink('src/a.txt', path.join(dir, 'link.txt'));
  return dir;
}

const config = (dir: string, extra: Partial<WorkspaceConfig> = {}): WorkspaceConfig => ({
  template: dir,
  keep: false,
  source: { file: '/x/targets.yaml', line: 3 },
  ...extra,
});

afterAll(removeTempDirs);

describe('openCaseWorkspace', () => {
  test('two opens give two private copies; relative symlinks stay relative; close removes the copy', async () => {
    const tpl = await template();
    const [a, b] = await Promise.all([
      openCaseWorkspace(config(tpl), { runtime: testRuntime(), keep: false }),
      openCaseWorkspace(config(tpl), { runtime: testRuntime(), keep: false }),
    ]);
    expect(a.dir).not.toBe(b.dir);
    expect(await fs.readlink(path.join(a.dir, 'link.txt'))).toBe('src/a.txt');
    await fs.writeFile(path.join(a.dir, 'src/a.txt'), 'changed\n');
    expect(await fs.readFile(path.join(b.dir, 'src/a.txt'), 'utf8')).toBe('one\n');
    await a.close();
    await b.close();
    expect(await exists(a.dir)).toBe(false);
    expect(await exists(path.dirname(a.dir))).toBe(false);
  });

  test("the diff covers the agent's changes only: not setup's output, not ignored files", async () => {
    const tpl = await template();
    const ws = await openCaseWorkspace(config(tpl, { setup: 'mkdir -p build && echo generated > build/out.txt' }), {
      runtime: testRuntime(),
      keep: true,
    });
    await ws.setUp(signal());
    await fs.writeFile(path.join(ws.dir, 'src/a.txt'), 'two\n');
    await fs.mkdir(path.join(ws.dir, 'tmp'));
    await fs.writeFile(path.join(ws.dir, 'tmp/scratch.txt'), "ignored by the template's .gitignore\n");
    const diff = await ws.diff(signal());
    expect(diff).toMatch(
      new RegExp(
        /^diff --git a\/src\/a\.txt b\/src\/a\.txt\nindex \w+\.\.\w+ 100644\n--- /.source +
          /a\/src\/a\.txt\n\+\+\+ b\/src\/a\.txt\n@@ -1 \+1 @@\n-one\n\+two\n$/.source,
      ),
    );
    expect(diff?.split('\n').filter((l) => l.startsWith('diff --git'))).toEqual(['diff --git a/src/a.txt b/src/a.txt']);
    expect(diff).toContain('-one\n+two\n');
    await ws.close();
    expect(await exists(ws.dir)).toBe(true);
    await fs.rm(path.dirname(ws.dir), { recursive: true, force: true });
  });

  test('without git the case still runs: no diff, and a debug line says why', async () => {
    const tpl = await template();
    const runtime = testRuntime({ PATH: '/nonexistent' });
    const ws = await openCaseWorkspace(config(tpl, { setup: 'echo ready > ready.txt' }), { runtime, keep: false });
    await ws.setUp(signal());
    expect(await fs.readFile(path.join(ws.dir, 'ready.txt'), 'utf8')).toBe('ready\n');
    expect(await ws.diff(signal())).toBeUndefined();
    expect(runtime.lines.some((l) => l.startsWith('debug: workspace_diff not recorded'))).toBe(true);
    await ws.close();
  });
});
