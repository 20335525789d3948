import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fakeRuntimeToken, type FakeArtifactService } from '../../test-support/fake-artifact-service.mjs';
import type { FakeGithubApi } from '../../test-support/fake-github-api.mjs';
import { PR_NUMBER, inputs, pullRequestEvent, runBundle, runnerEnv, withActionFakes } from './action-harness.js';

/**
 * The bundled Action pointed at a promptfoo config (promptfoo's `echo` provider answers, so no
 * key and no mock is needed): the sticky comment, the results artifact and the outputs come as for
 * any suite, the pass rate being the tests that passed their assertions.
 */
const CONFIG = [
  'description: pf-action',
  'prompts: ["Tell me about {{ topic }}"]',
  'providers: [echo]',
  'tests:',
  '  - description: cats',
  '    vars: {topic: cats}',
  '    assert: [{type: contains, value: cats}]',
  '  - description: dogs',
  '    vars: {topic: dogs}',
  '    assert: [{type: contains, value: cats}]',
  '',
].join('\n');

let dir: string;
let github: FakeGithubApi;
let artifacts: FakeArtifactService;

withActionFakes('agentv-action-pf-', (fakes) => {
  ({ dir, github, artifacts } = fakes);
});

describe('the bundled Action on a promptfoo config', () => {
  it('posts the sticky comment and uploads records with promptfoo verdicts; min-score gates after', async () => {
    await mkdir(join(dir, 'evals'), { recursive: true });
    await writeFile(join(dir, 'evals', 'promptfooconfig.yaml'), CONFIG);
    const env = await runnerEnv({
      dir,
      eventName: 'pull_request',
      event: pullRequestEvent(),
      apiUrl: github.url,
      resultsUrl: artifacts.url,
      runtimeToken: fakeRuntimeToken('run-backend-1', 'job-backend-1'),
    });
    const run = await runBundle(dir, {
      ...env,
      ...inputs({ paths: 'evals/promptfooconfig.yaml', 'min-score': '0.9' }),
    });

    const comments = github.comments.get(PR_NUMBER) ?? [];
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toContain('pass rate 50.0% (tests that passed their assertions)');
    expect(run.outputs.total).toBe('2');
    const records = (await readFile(run.outputs['results-path'] ?? '', 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { description: string; pass: boolean; provider_label: string });
    expect(records.map((r) => [r.description, r.pass, r.provider_label]).sort()).toEqual([
      ['cats', true, 'echo'],
      ['dogs', false, 'echo'],
    ]);
    expect(artifacts.artifacts).toHaveLength(1);
    // The mean score 0.5 is below min-score: the step fails, after the comment and the upload.
    expect(run.code).not.toBe(0);
  });
});
