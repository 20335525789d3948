import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TargetDefinition } from '../../src/config/types.js';
import { ExecProvider } from '../../src/providers/exec-provider.js';
import { noSignal, request, testRuntime } from './provider-fixtures.js';

/** promptfoo's `exec:` provider is a child process like any agent: it starts without the runner's credentials. */
describe('exec provider environment', () => {
  it("gets the run's environment less the CI runner's credentials and tokens", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'exec-env-'));
    try {
      await fs.writeFile(path.join(dir, 'env.mjs'), 'console.log(Object.keys(process.env).sort().join(","));\n');
      const runtime = {
        ...testRuntime({
          PATH: process.env.PATH,
          OPENAI_API_KEY: 'sk-kept',
          'INPUT_GITHUB-TOKEN': 'ghs_x',
          ACTIONS_RUNTIME_TOKEN: 'rt',
          GITHUB_TOKEN: 'ghs_x',
          CI_JOB_TOKEN: 'job',
        }),
        cwd: dir,
      };
      const target = {
        name: 'exec env',
        provider: 'exec',
        config: { command: `node ${path.join(dir, 'env.mjs')}` },
      } as unknown as TargetDefinition;
      const answer = await new ExecProvider(target, runtime).invoke(request('c1'), noSignal());
      const names = answer.text.split(',');
      expect(names).toContain('OPENAI_API_KEY');
      for (const name of ['INPUT_GITHUB-TOKEN', 'ACTIONS_RUNTIME_TOKEN', 'GITHUB_TOKEN', 'CI_JOB_TOKEN'])
        expect(names).not.toContain(name);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
