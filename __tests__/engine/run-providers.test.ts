import path from 'node:path';
import { toRunOptions } from '../../src/cli/eval-flags.js';
import { BUILT_IN_PARTS, runSuites } from '../../src/compose/run-suites.js';
import { PROVIDER_KINDS, type ProviderKind } from '../../src/config/types.js';
import type { ProviderFactory } from '../../src/engine/provider.js';
import { PROVIDER_LOADERS } from '../../src/providers/provider-loaders.js';
import { PROVIDER_FACTORIES } from '../../src/providers/registry.js';
import { evalFile } from '../test-support/eval-files.js';
import { lines, makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';
import { testRuntime } from '../providers/provider-fixtures.js';

describe('provider kinds loaded when a run first names them', () => {
  it('each kind loads the factory the static registry holds', async () => {
    for (const kind of PROVIDER_KINDS) expect(await PROVIDER_LOADERS[kind]()).toBe(PROVIDER_FACTORIES[kind]);
  });

  describe('a run', () => {
    let root: string;
    beforeEach(async () => {
      root = await makeTempRepo({
        'a.test.yaml': evalFile(),
        'targets.yaml': lines(
          'targets:',
          '  - name: default',
          '    provider: mock',
          '    respnse_delay_ms: 1',
          '  - name: agent',
          '    provider: cli',
          '    command: echo hi',
          '    timeout_secs: 5',
        ),
      });
    });
    afterEach(() => removeTempRepo(root));

    it('loads the kinds its targets files name, no other, and checks their keys with what they read', async () => {
      const loaded: ProviderKind[] = [];
      const providerLoaders = Object.fromEntries(
        PROVIDER_KINDS.map((kind) => [
          kind,
          async (): Promise<ProviderFactory> => {
            loaded.push(kind);
            return PROVIDER_LOADERS[kind]();
          },
        ]),
      );
      const warnings: string[] = [];
      const base = testRuntime();
      const runtime = { ...base, cwd: root, logger: { ...base.logger, warn: (line: string) => warnings.push(line) } };
      const out = path.join(root, 'r.jsonl');
      const options = toRunOptions([path.join(root, 'a.test.yaml')], { out }, root, Date.now());

      const outcome = await runSuites(options, runtime, {}, { ...BUILT_IN_PARTS, providers: {}, providerLoaders });

      expect(outcome.summary.total).toBe(1);
      expect(loaded.sort()).toEqual(['cli', 'mock']);
      const targets = path.join(root, 'targets.yaml');
      // Keys a loaded kind does not read are still warned about, at their lines.
      expect(warnings).toEqual([
        expect.stringContaining(`${targets}:4: unknown key "respnse_delay_ms" in targets[0]`),
        expect.stringContaining(`${targets}:8: unknown key "timeout_secs" in targets[1]`),
      ]);
    });
  });
});
