/**
 * Variables that carry the CI runner's own credentials and never reach a child process: every
 * Action input (`INPUT_GITHUB-TOKEN` holds the github-token), the runner's artifact, cache and
 * results services, its OIDC token request, the GitHub tokens a workflow commonly exports, and
 * GitLab's job token (`CI_JOB_TOKEN`, also given as `CI_REGISTRY_PASSWORD`), which the CLI sees
 * when it runs in a GitLab job.
 */
const RUNNER_PREFIXES = ['INPUT_', 'ACTIONS_ID_TOKEN_REQUEST_'];
const RUNNER_NAMES = new Set([
  'ACTIONS_RUNTIME_TOKEN',
  'ACTIONS_RUNTIME_URL',
  'ACTIONS_RESULTS_URL',
  'ACTIONS_CACHE_URL',
]);
/** Withheld unless a target lists them in `pass_env`. */
export const PASSABLE_TOKENS: readonly string[] = ['GITHUB_TOKEN', 'GH_TOKEN', 'CI_JOB_TOKEN', 'CI_REGISTRY_PASSWORD'];

/** Where a child's environment comes from (a run's `Runtime` is one). */
export interface EnvSource {
  env: Readonly<Record<string, string | undefined>>;
  /**
   * Credential values of the door (the Action's github-token): a variable holding one, whatever
   * its name, is withheld unless passed through.
   */
  withheld?: readonly string[] | undefined;
}

/**
 * The environment an agent, code evaluator, setup command or healthcheck is started with: the
 * run's environment (with `.env` merged) without the runner's credentials. A name in
 * `passThrough` (a target's `pass_env`) is kept as it is, except the runner's service tokens and inputs, which no child
 * needs.
 */
export function childEnv(source: EnvSource, passThrough: readonly string[] = []): Record<string, string | undefined> {
  const passed = new Set(passThrough);
  const withheld = new Set((source.withheld ?? []).filter((value) => value !== ''));
  const out: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(source.env)) {
    if (value === undefined || isRunnerCredential(name)) continue;
    if (!passed.has(name) && (PASSABLE_TOKENS.includes(name) || withheld.has(value) || withheld.has(value.trim())))
      continue;
    out[name] = value;
  }
  return out;
}

/** The runner's service credentials and the Action's inputs: never passed, whatever a target says. */
export function isRunnerCredential(name: string): boolean {
  return RUNNER_NAMES.has(name) || RUNNER_PREFIXES.some((prefix) => name.startsWith(prefix));
}
