import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCli } from '../test-support/run-cli.js';
import { lines, makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';
import { NODE, caseLines, exists, readRecords, workspaceRoot } from '../test-support/agent-run.js';
import { PROCESS_TEST_TIMEOUT_MS } from '../test-support/process-timeouts.js';

// A fake coding agent: run in its workspace copy, it checks that setup ran first, edits the project
// differently per case id and answers with its working directory.
const AGENT = `
import { appendFileSync, existsSync, rmSync, writeFileSync } from 'node:fs';
const id = process.argv[2];
if (!existsSync('node_modules/dep/index.js')) { console.error('setup did not run'); process.exit(5); }
if (id === 'edit') writeFileSync('src/index.mjs', "export const greeting = 'hello edited';\\n");
if (id === 'add') writeFileSync('src/extra.mjs', 'export const extra = 1;\\n');
if (id === 'break') writeFileSync('src/index.mjs', 'export const greeting = ;\\n');
if (id === 'remove') rmSync('README.md');
if (process.env.AGENT_LOG) appendFileSync(process.env.AGENT_LOG, process.cwd() + '\\n');
process.stdout.write(process.cwd());
`;

// The template project: "npm run build" imports the sources (a syntax error fails it) and writes dist/.
const PROJECT = {
  'project/package.json': JSON.stringify({ name: 'demo', private: true, scripts: { build: 'node build.mjs' } }),
  'project/build.mjs':
    "import { mkdirSync, writeFileSync } from 'node:fs';\nawait import('./src/index.mjs');\nmkdirSync('dist', { " +
    "recursive: true });\nwriteFileSync('dist/out.txt', 'built');\n",
  'project/src/index.mjs': "export const greeting = 'hello';\n",
  'project/README.md': '# Demo\n',
  'project/setup.mjs':
    "import { mkdirSync, writeFileSync } from 'node:fs';\nmkdirSync('node_modules/dep', { recursive: true " +
    "});\nwriteFileSync('node_modules/dep/index.js', '');\nwriteFileSync('setup-ran.txt', 'yes');\n",
};

function targets(root: string, workspace: string[]): string {
  return lines(
    'targets:',
    '  - name: editor',
    '    provider: cli',
    `    command_template: ${JSON.stringify(`${NODE} ${path.join(root, 'agent.mjs')} {EVAL_ID}`)}`,
    '    max_retries: 0',
    ...workspace,
  );
}

const SUITE = lines(
  'execution:',
  '  target: editor',
  'evaluators:',
  '  - name: builds',
  '    type: code',
  `    script: "npm run build --silent && echo '{\\"score\\": 1}'"`,
  'evalcases:',
  ...['edit', 'add', 'break', 'remove'].flatMap((id) => caseLines(id)),
);

describe('workspaces: every task runs in its own copy of the template', () => {
  let root: string;
  const kept: string[] = [];
  beforeEach(async () => {
    root = await makeTempRepo({ ...PROJECT, 'agent.mjs': AGENT, 'evals/agent.test.yaml': SUITE });
    await fs.writeFile(
      path.join(root, 'evals/targets.yaml'),
      targets(root, ['    workspace:', '      template: ../project', '      setup: node setup.mjs']),
    );
  });
  afterEach(async () => {
    await removeTempRepo(root);
    await Promise.all(kept.splice(0).map((dir) => fs.rm(dir, { recursive: true, force: true })));
  });

  test(
    'four cases at --workers 4: four separate diffs, build scores, and no copy left behind',
    async () => {
      const out = path.join(root, 'out.jsonl');
      const run = await runCli(['eval', path.join(root, 'evals/agent.test.yaml'), '--out', out, '--workers', '4']);
      expect(run.stderr).not.toMatch(/^(error|warning):/m);
      expect(run.code).toBe(0);
      const records = await readRecords(out);
      expect(records.map((r) => r.eval_id)).toEqual(['add', 'break', 'edit', 'remove']);
      const byId = Object.fromEntries(records.map((r) => [r.eval_id, r]));

      // Each agent ran in a different copy under the temp folder, never in the template.
      const dirs = records.map((r) => r.candidate_answer);
      expect(new Set(dirs).size).toBe(4);
      for (const dir of dirs) {
        expect(dir.startsWith(os.tmpdir())).toBe(true);
        expect(path.basename(dir)).toBe('project');
        expect(await exists(dir)).toBe(false);
      }
      expect(await fs.readFile(path.join(root, 'project/src/index.mjs'), 'utf8')).toBe(
        "export const greeting = 'hello';\n",
      );
      expect(await exists(path.join(root, 'project/setup-ran.txt'))).toBe(false);

      const diff = (id: string) => String(byId[id]?.workspace_diff);
      expect(diff('edit')).toContain('--- a/src/index.mjs\n+++ b/src/index.mjs');
      expect(diff('edit')).toContain("-export const greeting = 'hello';\n+export const greeting = 'hello edited';");
      expect(diff('add')).toMatch(
        /new file mode .*\n[\s\S]*\+\+\+ b\/src\/extra\.mjs\n@@ -0,0 \+1 @@\n\+export const extra = 1;/,
      );
      expect(diff('break')).toContain('+export const greeting = ;');
      expect(diff('remove')).toMatch(/deleted file mode[\s\S]*--- a\/README\.md\n\+\+\+ \/dev\/null/);
      for (const r of records) {
        // Only the agent's change: not setup's products, not the build output of the evaluator.
        expect(String(r.workspace_diff).match(/^diff --git /gm)).toHaveLength(1);
        expect(r.workspace_diff).not.toMatch(/node_modules|setup-ran|dist\//);
        expect(r.workspace_path).toBeUndefined();
      }

      // The build evaluator ran in each copy: only the broken one fails.
      expect(records.map((r) => [r.eval_id, r.score])).toEqual([
        ['add', 1],
        ['break', 0],
        ['edit', 1],
        ['remove', 1],
      ]);
      expect(JSON.stringify(byId.break?.evaluator_results)).toMatch(/script exited with 1/);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  test("--keep-workspaces leaves each copy, with the agent's edits, at workspace_path", async () => {
    const out = path.join(root, 'out.jsonl');
    const run = await runCli([
      'eval',
      path.join(root, 'evals/agent.test.yaml'),
      '--out',
      out,
      '--workers',
      '4',
      '--keep-workspaces',
    ]);
    expect(run.code).toBe(0);
    const records = await readRecords(out);
    kept.push(...records.map((r) => workspaceRoot(String(r.workspace_path))));
    for (const r of records) {
      expect(r.workspace_path).toBe(r.candidate_answer);
      expect(await exists(path.join(String(r.workspace_path), 'setup-ran.txt'))).toBe(true);
    }
    const edit = records.find((r) => r.eval_id === 'edit');
    expect(await fs.readFile(path.join(String(edit?.workspace_path), 'src/index.mjs'), 'utf8')).toContain(
      'hello edited',
    );
    expect(new Set(records.map((r) => r.workspace_path)).size).toBe(4);
  });

  test("the eval file's workspace wins over the target's, and keep: true keeps its copies", async () => {
    await fs.mkdir(path.join(root, 'other/node_modules/dep'), { recursive: true });
    await fs.writeFile(path.join(root, 'other/node_modules/dep/index.js'), '');
    await fs.writeFile(path.join(root, 'other/marker.txt'), 'other template');
    const suite = lines(
      'workspace:',
      '  template: ../other',
      '  keep: true',
      'execution:',
      '  target: editor',
      'evaluators:',
      '  - name: has-marker',
      '    type: code',
      '    script: "test -f marker.txt && echo \'{\\"score\\": 1}\'"',
      'evalcases:',
      ...caseLines('noop'),
    );
    await fs.writeFile(path.join(root, 'evals/other.test.yaml'), suite);
    const out = path.join(root, 'out.jsonl');
    const run = await runCli(['eval', path.join(root, 'evals/other.test.yaml'), '--out', out]);
    expect(run.code).toBe(0);
    const [record] = await readRecords(out);
    kept.push(workspaceRoot(String(record?.workspace_path)));
    expect(path.basename(String(record?.candidate_answer))).toBe('other');
    expect(record?.workspace_path).toBe(record?.candidate_answer);
    expect(record?.workspace_diff).toBe('');
    expect(record?.score).toBe(1);
  });

  test('a failing setup records the case with its error and never starts the agent', async () => {
    const log = path.join(root, 'agent.log');
    await fs.writeFile(
      path.join(root, 'evals/targets.yaml'),
      targets(root, [
        '    env:',
        `      AGENT_LOG: ${JSON.stringify(log)}`,
        '    workspace:',
        '      template: ../project',
        '      setup: "echo cannot install >&2; exit 3"',
      ]),
    );
    const out = path.join(root, 'out.jsonl');
    const run = await runCli(['eval', path.join(root, 'evals/agent.test.yaml'), '--out', out, '--workers', '2']);
    // Every case's setup failed: nothing could be scored (exit code 4), and each case has its record.
    expect(run.code).toBe(4);
    const records = await readRecords(out);
    expect(records).toHaveLength(4);
    for (const r of records) {
      expect(r.error).toMatch(/workspace setup "echo cannot install >&2; exit 3" exited with code 3: cannot install/);
      expect(r.score).toBe(0);
    }
    expect(await exists(log)).toBe(false);
  });

  test('a template that is not a folder stops the run before any case (exit 2, file and line)', async () => {
    await fs.writeFile(
      path.join(root, 'evals/targets.yaml'),
      targets(root, ['    workspace:', '      template: ../missing']),
    );
    const out = path.join(root, 'out.jsonl');
    const run = await runCli(['eval', path.join(root, 'evals/agent.test.yaml'), '--out', out]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      `${path.join(root, 'evals/targets.yaml')}:2: workspace template ${path.join(root, 'missing')} is not a folder`,
    );
    expect(await exists(out)).toBe(false);
  });
});
