import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PROCESS_TEST_TIMEOUT_MS } from './test-support/process-timeouts.js';

const run = promisify(execFile);
const repo = process.cwd();
const depcruise = path.join(repo, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
const config = path.join(repo, '.dependency-cruiser.cjs');

/** Runs dependency-cruiser with the project's rules in `cwd`; resolves with its exit code and output. */
async function cruise(cwd: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [depcruise, 'src', '--config', config, '--output-type', 'err'],
      { cwd },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

describe('import rules (ARCHITECTURE.md)', () => {
  let scratch: string | undefined;
  afterAll(async () => {
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  test(
    'src/ has no import cycle and no upward import',
    async () => {
      const { code, output } = await cruise(repo);
      expect(output).not.toMatch(/error /);
      expect(code).toBe(0);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  test(
    'the rules catch an engine importing a provider and a cycle through types',
    async () => {
      scratch = await mkdtemp(path.join(os.tmpdir(), 'agentv-arch-'));
      const write = async (file: string, text: string) => {
        await mkdir(path.dirname(path.join(scratch!, file)), { recursive: true });
        await writeFile(path.join(scratch!, file), text);
      };
      await write(
        'tsconfig.json',
        JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext' } }),
      );
      await write('src/providers/fake.ts', 'export const fake = 1;\n');
      await write(
        'src/engine/uses-provider.ts',
        "import { fake } from '../providers/fake.js';\nexport const x = fake;\n",
      );
      await write('src/results/a.ts', "import type { B } from './b.js';\nexport type A = { b?: B };\n");
      await write('src/results/b.ts', "import type { A } from './a.js';\nexport type B = { a?: A };\n");
      const { code, output } = await cruise(scratch);
      expect(code).not.toBe(0);
      expect(output).toContain('engine-imports-only-below: src/engine/uses-provider.ts → src/providers/fake.ts');
      expect(output).toMatch(/no-cycle: src\/results\/[ab]\.ts/);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
