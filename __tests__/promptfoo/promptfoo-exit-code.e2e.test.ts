import { lines, makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';
import { builtBundle } from '../test-support/built-bundle.js';
import { runChild } from '../test-support/run-child.js';

/**
 * A failing promptfoo config exits as promptfoo 0.123.1's CLI exits: `PROMPTFOO_FAILED_TEST_EXIT_CODE`
 * through its getEnvInt (parseInt, an empty or unparsable value falls back to 100) when the pass
 * rate is below `PROMPTFOO_PASS_RATE_THRESHOLD` through its getEnvFloat (100 by default), the
 * config's `env:` over the environment. Through the built CLI, as a CI job sees it.
 */
const CLI = builtBundle('cli');

/** Three results of echo: two pass, one fails (a pass rate of 66.7%). */
const config = (env: string[] = []) =>
  lines(
    ...env,
    'prompts: ["{{ word }}"]',
    'providers: [echo]',
    'tests:',
    '  - vars: {word: alpha}',
    '    assert: [{type: equals, value: alpha}]',
    '  - vars: {word: beta}',
    '    assert: [{type: equals, value: beta}]',
    '  - vars: {word: gamma}',
    '    assert: [{type: equals, value: delta}]',
  );

describe('the exit code of a failing promptfoo config (built CLI)', () => {
  let root: string;
  beforeAll(async () => {
    root = await makeTempRepo({
      'plain/promptfooconfig.yaml': config(),
      'own-env/promptfooconfig.yaml': config(['env:', '  PROMPTFOO_FAILED_TEST_EXIT_CODE: 9']),
    });
  });
  afterAll(() => removeTempRepo(root));

  const run = async (folder: string, env: Record<string, string>) => {
    const clean = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('PROMPTFOO_')));
    return (
      await runChild(process.execPath, [CLI, 'eval', `${folder}/promptfooconfig.yaml`, '--out', `${folder}.jsonl`], {
        cwd: root,
        env: { ...clean, ...env },
      })
    ).code;
  };

  it.each([
    [{}, 100],
    [{ PROMPTFOO_FAILED_TEST_EXIT_CODE: '' }, 100],
    [{ PROMPTFOO_FAILED_TEST_EXIT_CODE: '7' }, 7],
    [{ PROMPTFOO_FAILED_TEST_EXIT_CODE: ' 12abc' }, 12],
    [{ PROMPTFOO_FAILED_TEST_EXIT_CODE: '3.9' }, 3],
    [{ PROMPTFOO_FAILED_TEST_EXIT_CODE: 'abc' }, 100],
    [{ PROMPTFOO_FAILED_TEST_EXIT_CODE: '0' }, 0],
    [{ PROMPTFOO_PASS_RATE_THRESHOLD: '60' }, 0],
    [{ PROMPTFOO_PASS_RATE_THRESHOLD: '66.7' }, 100],
    [{ PROMPTFOO_PASS_RATE_THRESHOLD: '' }, 100],
    [{ PROMPTFOO_PASS_RATE_THRESHOLD: 'Infinity' }, 100],
    [{ PROMPTFOO_PASS_RATE_THRESHOLD: '50%', PROMPTFOO_FAILED_TEST_EXIT_CODE: '5' }, 0],
  ])(
    '%j exits %i',
    async (env, code) => {
      expect(await run('plain', env)).toBe(code);
    },
    30_000,
  );

  it("the config's env: is read over the environment", async () => {
    expect(await run('own-env', { PROMPTFOO_FAILED_TEST_EXIT_CODE: '7' })).toBe(9);
  });
});
