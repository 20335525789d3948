import { childEnv, isRunnerCredential } from '../../src/process/child-env.js';

const RUN_ENV = {
  PATH: '/usr/bin',
  HOME: '/home/runner',
  OPENAI_API_KEY: 'sk-provider',
  'INPUT_GITHUB-TOKEN': 'ghs_secret_token',
  INPUT_PATHS: 'evals',
  ACTIONS_RUNTIME_TOKEN: 'runtime-token',
  ACTIONS_RUNTIME_URL: 'https://pipelines.example/',
  ACTIONS_RESULTS_URL: 'https://results.example/',
  ACTIONS_CACHE_URL: 'https://cache.example/',
  ACTIONS_ID_TOKEN_REQUEST_URL: 'https://oidc.example/',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc-token',
  GITHUB_TOKEN: 'ghs_secret_token',
  GH_TOKEN: 'ghp_other_token',
  RELEASE_CREDENTIAL: 'ghs_secret_token',
  GITHUB_REPOSITORY: 'acme/widgets',
  CI_JOB_TOKEN: 'glcbt-job-token',
  CI_REGISTRY_PASSWORD: 'glcbt-job-token',
};

describe('childEnv', () => {
  it("drops the runner's inputs, service and OIDC credentials and the GitHub tokens, keeps the rest", () => {
    expect(childEnv({ env: RUN_ENV, withheld: ['ghs_secret_token'] })).toEqual({
      PATH: '/usr/bin',
      HOME: '/home/runner',
      OPENAI_API_KEY: 'sk-provider',
      GITHUB_REPOSITORY: 'acme/widgets',
    });
  });

  it('a pass-through hands over GITHUB_TOKEN and GH_TOKEN, and a variable holding the withheld value by name', () => {
    const env = childEnv({ env: RUN_ENV, withheld: ['ghs_secret_token'] }, [
      'GITHUB_TOKEN',
      'GH_TOKEN',
      'RELEASE_CREDENTIAL',
    ]);
    expect(env).toMatchObject({
      GITHUB_TOKEN: 'ghs_secret_token',
      GH_TOKEN: 'ghp_other_token',
      RELEASE_CREDENTIAL: 'ghs_secret_token',
    });
  });

  it("withholds GitLab's job token unless a target passes it through", () => {
    expect(childEnv({ env: RUN_ENV })).not.toHaveProperty('CI_JOB_TOKEN');
    expect(childEnv({ env: RUN_ENV })).not.toHaveProperty('CI_REGISTRY_PASSWORD');
    expect(childEnv({ env: RUN_ENV }, ['CI_JOB_TOKEN'])).toMatchObject({ CI_JOB_TOKEN: 'glcbt-job-token' });
  });

  it("never passes the inputs or the runner's service tokens, even when a target names them", () => {
    const env = childEnv({ env: RUN_ENV }, [
      'INPUT_GITHUB-TOKEN',
      'ACTIONS_RUNTIME_TOKEN',
      'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
    ]);
    expect(Object.keys(env).filter(isRunnerCredential)).toEqual([]);
  });
});
