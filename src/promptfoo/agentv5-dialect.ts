import path from 'node:path';
import { AGENTV_PROVIDER_ALIASES, envTemplatesAsReferences } from '../config/targets-file-schema.js';
import { PROVIDER_KINDS, type TargetDefinition } from '../config/types.js';
import { refuse } from './refuse.js';
import { isRecord } from '../config/is-record.js';

/**
 * AgentV 5's promptfoo-shaped suites (EntityProcess/agentv v5.3.1-next.1, eval-file.schema.ts):
 * the system under test is `target:`/`targets:` (names of targets.yaml, or local target objects),
 * never `providers:`; keys are snake_case (`default_test`, `evaluate_options`,
 * `nunjucks_filters`); suite-level `assert` and `threshold` apply to every test; a bare string in
 * `assert` is a criterion (all of a test's criteria are one llm-rubric of weight N); a `required`
 * assertion that fails fails its test with score 0; a prompt that is exactly `{{ var }}` keeps the
 * var's value (a message list is the conversation); `{{ vars.x }}` reads a var too.
 */
export interface Agentv5Suite {
  /** The suite in promptfoo's own keys. */
  config: Record<string, unknown>;
  /** Targets named by `target:`/`targets:` (targets.yaml names), or local targets defined inline. */
  targets: Array<{ name: string; definition?: TargetDefinition }>;
  /** The suite's `graders:`, each a target its model-graded assertions may name (`defaults.grader`). */
  graders: TargetDefinition[];
  /** A host `environment:`'s workdir: each case runs in a fresh copy of it. */
  workdir?: string;
}

/** AgentV 5 keys that say a file is its dialect rather than a promptfoo config. */
const DIALECT_KEYS = [
  'target',
  'targets',
  'default_test',
  'evaluate_options',
  'nunjucks_filters',
  'derived_metrics',
  'environment',
  'experiment',
];

/** Whether a config is AgentV 5's dialect: no `providers:`, and one of its own keys or a slug `name`. */
export function isAgentv5Suite(data: Record<string, unknown>): boolean {
  if ('providers' in data) return false;
  return DIALECT_KEYS.some((key) => key in data) || (typeof data.name === 'string' && /^[a-z0-9-]+$/.test(data.name));
}

/** Keys of AgentV 5 this tool does not have. */
const REFUSED: Record<string, string> = {
  derived_metrics: 'derived metrics are not computed by this tool',
  extensions: 'lifecycle hooks (extensions) are not run by this tool',
};

/**
 * AgentV 5 test keys whose behaviour this tool does not have (multi-turn, dependencies, per-test runs and testbeds).
 */
const REFUSED_TEST_KEYS = [
  'turns',
  'mode',
  'depends_on',
  'on_dependency_failure',
  'run',
  'environment',
  'input',
  'input_files',
  'aggregation',
  'on_turn_failure',
  'window_size',
];

export function fromAgentv5(data: Record<string, unknown>, file: string): Agentv5Suite {
  for (const key of Object.keys(REFUSED))
    if (key in data) refuse(file, `${key}: is not supported: ${REFUSED[key]}`, `remove ${key}: to run the suite here`);
  for (const [i, test] of (Array.isArray(data.tests) ? data.tests : []).entries()) {
    const key = isRecord(test) ? REFUSED_TEST_KEYS.find((k) => k in test) : undefined;
    if (key)
      refuse(
        file,
        `tests[${i}].${key} is not supported by this tool`,
        key === 'input' ? 'give the input as vars.input with prompts: ["{{ input }}"]' : `remove ${key}`,
      );
  }
  const { default_test, evaluate_options, nunjucks_filters, target, targets, assert, threshold, tests, ...more } = data;
  const { defaults: rawDefaults, graders: rawGraders, environment, ...rest } = more;
  const workdir = readEnvironment(environment, file);
  const defaults = readDefaults(rawDefaults, file);
  const graders = readGraders(rawGraders, file);
  const defaultTest: Record<string, unknown> = isRecord(default_test)
    ? { ...default_test }
    : typeof default_test === 'string'
      ? { file: default_test }
      : {};
  if (Array.isArray(assert))
    defaultTest.assert = [...(Array.isArray(defaultTest.assert) ? defaultTest.assert : []), ...assert];
  // AgentV's verdict: a test passes when its score reaches its threshold (the suite's, else 0.8), not
  // when every assertion passed (orchestrator.ts classifyQualityStatus, graders/scoring.ts).
  if (defaultTest.threshold === undefined) defaultTest.threshold = typeof threshold === 'number' ? threshold : 0.8;
  const repeat = isRecord(evaluate_options) ? evaluate_options.repeat : undefined;
  const config: Record<string, unknown> = {
    ...rest,
    ...(typeof default_test === 'string' ? { defaultTest: default_test } : { defaultTest }),
    ...(nunjucks_filters !== undefined ? { nunjucksFilters: nunjucks_filters } : {}),
    ...(repeat !== undefined ? { evaluateOptions: { repeat: isRecord(repeat) ? repeat.count : repeat } } : {}),
    ...(tests !== undefined ? { tests } : {}),
  };
  if (defaults.grader !== undefined) {
    if (!graders.some((g) => g.name === defaults.grader))
      refuse(
        file,
        `defaults.grader ${defaults.grader} is not one of the suite's graders:`,
        `add it under graders: [{id: ${defaults.grader}, provider, config}]`,
      );
    // The suite's graders grade its model-graded assertions unless a test names its own.
    const options = isRecord(defaultTest.options) ? defaultTest.options : {};
    if (options.provider === undefined) defaultTest.options = { ...options, provider: defaults.grader };
  }
  const written = [target, targets].flat().filter((entry) => entry !== undefined);
  // AgentV's resolution: the suite's target(s), else defaults.target, else the target named `default`.
  const entries = written.length > 0 ? written : [defaults.target ?? 'default'];
  // promptfoo's own provider ids (`targets:` is promptfoo's alias of `providers:`) stay providers.
  const providers = entries.filter(isProviderId);
  if (providers.length > 0) config.providers = providers;
  return {
    config,
    graders,
    ...(workdir !== undefined ? { workdir } : {}),
    targets: entries.filter((entry) => !isProviderId(entry)).map((entry, i) => localTarget(entry, i, file)),
  };
}

/**
 * A promptfoo provider id (`openai:chat:x`, `echo`, `file://p.js`) or `{id: <such an id>}` without an AgentV
 * `provider`.
 */
function isProviderId(entry: unknown): boolean {
  const id =
    typeof entry === 'string'
      ? entry
      : isRecord(entry) && entry.provider === undefined && typeof entry.id === 'string'
        ? entry.id
        : undefined;
  return id !== undefined && (id === 'echo' || id.includes(':'));
}

/** A `target:` entry: a targets.yaml name, or an inline `{id, provider, model, config}`. */
function localTarget(entry: unknown, index: number, file: string): { name: string; definition?: TargetDefinition } {
  if (typeof entry === 'string') return { name: entry };
  if (!isRecord(entry))
    return refuse(
      file,
      `target ${JSON.stringify(entry)} is neither a name nor a target`,
      'write target: <name> or {id, provider, model}',
    );
  const name = typeof entry.id === 'string' ? entry.id : `target-${index + 1}`;
  if (entry.provider === undefined) return { name };
  const kind = AGENTV_PROVIDER_ALIASES[String(entry.provider)] ?? String(entry.provider);
  if (!(PROVIDER_KINDS as readonly string[]).includes(kind))
    refuse(
      file,
      `target ${name}: provider ${String(entry.provider)} is not run by this tool`,
      `use one of: ${PROVIDER_KINDS.join(', ')}`,
    );
  // Its variables read as a targets file's: `{{ env.NAME }}` as `${{ NAME }}`, expanded when the target is used.
  const config = envTemplatesAsReferences({
    ...(isRecord(entry.config) ? entry.config : {}),
    ...(typeof entry.model === 'string' ? { model: entry.model } : {}),
  }) as Record<string, unknown>;
  return {
    name,
    definition: {
      name,
      provider: kind as TargetDefinition['provider'],
      retry: {},
      config,
      source: { file: path.resolve(file) },
    },
  };
}

/**
 * AgentV 5's `environment:` (loaders/environment-recipe.ts): a `host` testbed's `workdir` (relative
 * to the eval file) is where the agent works; here each case gets a fresh copy of it, as a
 * `workspace.template`. Docker testbeds, `setup` commands, `env` and recipes from a file are refused.
 */
function readEnvironment(value: unknown, file: string): string | undefined {
  if (value === undefined) return undefined;
  const fix = 'write environment: {type: host, workdir: <folder>} (a docker or setup testbed runs in AgentV only)';
  if (!isRecord(value)) return refuse(file, 'environment: from a file is not read by this tool', fix);
  if (value.type !== 'host') return refuse(file, `environment type ${String(value.type)} is not run by this tool`, fix);
  const other = Object.keys(value).find((key) => key !== 'type' && key !== 'workdir');
  if (other !== undefined) refuse(file, `environment.${other} is not supported by this tool`, fix);
  if (typeof value.workdir !== 'string' || value.workdir === '')
    return refuse(file, 'environment.workdir must be a folder', fix);
  return value.workdir;
}

/** AgentV 5's `defaults:` (config-graph.ts `ConfigDefaults`): the suite's default target and grader, by id. */
function readDefaults(value: unknown, file: string): { target?: string; grader?: string } {
  if (value === undefined) return {};
  if (!isRecord(value))
    return refuse(
      file,
      'defaults: from a file is not read by this tool',
      'write defaults: {target: <id>, grader: <id>} in the suite',
    );
  const other = Object.keys(value).find((key) => key !== 'target' && key !== 'grader');
  if (other !== undefined)
    refuse(file, `defaults.${other} is not a key of AgentV 5's defaults`, 'defaults takes target and grader only');
  const out: { target?: string; grader?: string } = {};
  for (const key of ['target', 'grader'] as const) {
    const v = value[key];
    if (v === undefined) continue;
    if (typeof v !== 'string' || v === '') refuse(file, `defaults.${key} must be an id`, `write defaults.${key}: <id>`);
    out[key] = v as string;
  }
  return out;
}

/** AgentV 5's `graders:` (config-graph.ts `ConfigGraderSchema`): `{id, provider, config}` each, as targets. */
function readGraders(value: unknown, file: string): TargetDefinition[] {
  if (value === undefined) return [];
  if (!Array.isArray(value))
    return refuse(file, 'graders: from a file is not read by this tool', 'list the graders in the suite');
  return value.map((entry, i) => {
    if (!isRecord(entry) || typeof entry.id !== 'string' || entry.provider === undefined)
      refuse(file, `graders[${i}] needs an id and a provider`, 'write - {id: judge, provider: openai, config: {…}}');
    return localTarget(entry, i, file).definition!;
  });
}

/**
 * A test's `assert` as AgentV 5 reads it: bare strings become one llm-rubric (their list as its
 * value, weight = their count) where the first string stood.
 */
export function groupCriteria(asserts: unknown): unknown {
  if (!Array.isArray(asserts) || !asserts.some((a) => typeof a === 'string')) return asserts;
  const criteria = asserts
    .filter((a): a is string => typeof a === 'string')
    .map((a) => a.trim())
    .filter((a) => a !== '');
  const out: unknown[] = [];
  let placed = false;
  for (const item of asserts) {
    if (typeof item !== 'string') out.push(item);
    else if (!placed) {
      placed = true;
      if (criteria.length > 0) out.push({ type: 'llm-rubric', value: criteria, weight: criteria.length });
    }
  }
  return out;
}
