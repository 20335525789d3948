import { readFile } from 'node:fs/promises';
import path from 'node:path';
import YAML from 'yaml';
import type { ConfigWarning, EvalSuite } from '../config/types.js';
import type { SuiteLoader } from '../engine/run-options.js';
import { ConfigError } from '../errors/config-error.js';
import { validateAssertions } from './assertions/run-assertions.js';
import { buildCases, type Column } from './build-cases.js';
import { fromAgentv5, groupCriteria, isAgentv5Suite } from './agentv5-dialect.js';
import { expandTests } from './expand-tests.js';
import { graderTargets } from './grader-targets.js';
import { nunjucksEnvironment, renderEnvOnly, type NunjucksFilter } from './nunjucks-env.js';
import { readPrompts } from './read-prompts.js';
import { readProviders } from './provider-targets.js';
import { isRecord, readTests, withVarsFiles, type RawTest, type TestSource } from './read-tests.js';
import { refuse } from './refuse.js';
import { rootGuard, type RootGuard } from './root-guard.js';
import { globFiles } from './glob-files.js';
import { importUserModule } from '../config/import-user-module.js';

/** Top-level keys of a promptfoo config this tool reads. */
const READ_KEYS = new Set([
  'description',
  'name',
  'version',
  'prompts',
  'providers',
  'targets',
  'tests',
  'defaultTest',
  'scenarios',
  'env',
  'evaluateOptions',
  'nunjucksFilters',
  'metadata',
  'tags',
  'category',
  'author',
  'license',
  'requires',
]);
/** Keys that only steer promptfoo's own output or sharing: ignored with a warning. */
const IGNORED_KEYS = new Set([
  'sharing',
  'outputPath',
  'writeLatestResults',
  'commandLineOptions',
  '$schema',
  'tracing',
]);
/** Keys whose behaviour this tool does not have: refused. */
const REFUSED_KEYS: Record<string, string> = {
  redteam: "red-teaming is promptfoo's own generator; run `promptfoo redteam` for it",
  extensions: 'lifecycle hooks (extensions) are not run by this tool',
  derivedMetrics: 'derived metrics are not computed by this tool',
};

/** Whether a file is a promptfoo config (or AgentV 5's promptfoo-shaped suite): its name, or its keys. */
export function isPromptfooConfig(file: string, data: unknown): boolean {
  if (/^promptfooconfig\.(ya?ml|json)$/i.test(path.basename(file))) return true;
  if (!isRecord(data) || 'evalcases' in data || 'testcases' in data) return false;
  if ('providers' in data) return true;
  const prompts = data.prompts;
  if (prompts === undefined) return false;
  // AgentV 4.x's prompt variants are `{id, prompt}` objects; promptfoo's prompts are text or `{raw|id, label}`.
  return !(Array.isArray(prompts) && prompts.every((p) => isRecord(p) && typeof p.prompt === 'string'));
}

/**
 * Reads a promptfoo config into a suite of ours: one case per result promptfoo would record, each
 * with its provider's target, its rendered prompt and its test's assertions; the providers and
 * graders as the suite's own targets. Returns undefined for a file that is not a promptfoo config.
 */
export const loadPromptfooSuite: SuiteLoader = async (filePath, options) => {
  const file = path.resolve(filePath);
  if (!/\.(ya?ml|json)$/i.test(file)) return undefined;
  const text = await readFile(file, 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  // Cheap look first: an AgentV eval file (often large) is parsed once, by its own reader.
  if (
    !/^promptfooconfig\./i.test(path.basename(file)) &&
    !/^(providers|prompts)\s*:/m.test(text) &&
    !/"(providers|prompts)"\s*:/.test(text)
  )
    return undefined;
  let data: unknown;
  try {
    data = YAML.parse(text);
  } catch (error) {
    throw new ConfigError(
      `not valid YAML: ${(error as Error).message.split('\n')[0]}`,
      { file },
      'fix the syntax of the config',
    );
  }
  if (!isPromptfooConfig(file, data)) return undefined;
  if (!isRecord(data))
    return refuse(
      file,
      'a promptfoo config must be a mapping of keys',
      'start it with prompts:, providers: and tests:',
    );
  const env = options.env ?? {};
  const warnings: ConfigWarning[] = [];
  const agentv5 = isAgentv5Suite(data) ? fromAgentv5(data, file) : undefined;
  if (agentv5) data = agentv5.config;
  if (!isRecord(data)) return undefined;
  for (const key of Object.keys(data)) {
    if (REFUSED_KEYS[key])
      refuse(file, `${key}: is not supported: ${REFUSED_KEYS[key]}`, `remove ${key}: to run the config here`);
    if (IGNORED_KEYS.has(key))
      warnings.push({ message: `${key}: is ignored (it steers promptfoo's own output)`, file });
    else if (!READ_KEYS.has(key)) warnings.push({ message: `unknown key "${key}" is ignored`, file });
  }
  const configDir = path.dirname(file);
  const baseEngine = nunjucksEnvironment({ env });
  const configEnv = isRecord(data.env)
    ? (renderEnvOnly(data.env, env, baseEngine) as Record<string, unknown>)
    : undefined;
  const runEnv = { ...env, ...stringValues(configEnv) };
  const config = renderEnvOnly(data, { ...env, ...configEnv }, baseEngine) as Record<string, unknown>;
  const filters = await loadFilters(
    config.nunjucksFilters,
    configDir,
    file,
    rootGuard(file, options.repoRoot, options.allowOutsideRoot ?? false),
  );
  const engine = nunjucksEnvironment({ env, ...(configEnv ? { configEnv } : {}), filters });

  const guard = rootGuard(file, options.repoRoot, options.allowOutsideRoot ?? false);
  const src = { configFile: file, configDir, env: runEnv, guard, ...(configEnv ? { configEnv } : {}) };
  const labelBase = path.relative(options.cwd ?? configDir, configDir);
  const prompts = await readPrompts(config.prompts, { ...src, labelBase, agentv5: agentv5 !== undefined });
  const providers =
    config.providers !== undefined || (!agentv5 && config.targets !== undefined)
      ? await readProviders(config.providers ?? config.targets, src)
      : [];
  const columns: Column[] = [
    ...providers.map((provider) => ({ provider, target: provider.target.name })),
    ...(agentv5?.targets ?? []).map((t) => ({ target: t.name })),
  ];
  if (columns.length === 0)
    refuse(file, 'the config names no provider', 'add providers: (e.g. - openai:chat:gpt-4.1-mini)');
  const criteria = (test: RawTest): RawTest =>
    agentv5 && Array.isArray(test.assert) ? { ...test, assert: groupCriteria(test.assert) } : test;
  const defaultTest = criteria(await readDefaultTest(config.defaultTest, configDir, src));
  const tests = (await readTests(config.tests, configDir, src)).map(criteria);
  const scenarios = (await readScenarios(config.scenarios, configDir, file, guard)).map((scenario) => ({
    ...scenario,
    ...(Array.isArray(scenario.config) ? { config: scenario.config.filter(isRecord).map(criteria) } : {}),
    ...(Array.isArray(scenario.tests) ? { tests: scenario.tests.filter(isRecord).map(criteria) } : {}),
  }));
  for (const [i, test] of tests.entries()) {
    const unknown = Object.keys(test).filter((key) => !TEST_KEYS.has(key));
    if (unknown.length > 0)
      warnings.push({
        message: `tests[${i}]: unknown key(s) ${unknown.map((k) => `"${k}"`).join(', ')} ignored`,
        file,
      });
  }
  // defaultTest.provider is its tests' grader (expand-tests.ts); a test's own provider is refused.
  refuseUnrun({ ...defaultTest, provider: undefined }, 'defaultTest', file);
  tests.forEach((test, i) => {
    refuseUnrun(test, `tests[${i}]`, file);
  });
  const expanded = expandTests(
    tests,
    defaultTest,
    scenarios,
    await globFileVars(
      [defaultTest, ...tests, ...scenarios.flatMap((sc) => [...asTests(sc.config), ...asTests(sc.tests)])],
      configDir,
      file,
    ),
  );
  for (const test of expanded) validateAssertions(test.assert, { file, path: `tests[${test.index}].assert` });
  const graders = graderTargets(expanded, providers, src);
  const evaluate = isRecord(config.evaluateOptions) ? config.evaluateOptions : {};
  const built = await buildCases({
    tests: expanded,
    prompts,
    columns,
    agentv5: agentv5 !== undefined,
    graders: graders.names,
    engine,
    configDir,
    env: runEnv,
    guard,
  });
  const ownTargets = [
    ...providers.map((p) => p.target),
    ...(agentv5?.targets ?? []).flatMap((t) => (t.definition ? [t.definition] : [])),
    ...graders.targets,
  ];
  const exitCode = Number(env.PROMPTFOO_FAILED_TEST_EXIT_CODE ?? 100);
  const suite: EvalSuite = {
    filePath: file,
    repoRoot: options.repoRoot,
    dataset:
      typeof config.description === 'string' && config.description
        ? config.description
        : typeof config.name === 'string'
          ? config.name
          : path.basename(configDir) || 'promptfoo',
    ...(typeof config.description === 'string' ? { description: config.description } : {}),
    evaluators: [],
    iterations: typeof evaluate.repeat === 'number' && evaluate.repeat >= 1 ? Math.floor(evaluate.repeat) : 1,
    cases: built,
    // The config's own; AgentV 5's `target: <name>` is found in targets.yaml.
    targets: ownTargets,
    verdictBy: 'evaluators',
    failedCaseExitCode: Number.isInteger(exitCode) ? exitCode : 100,
  };
  return { suite, warnings };
};

/** Keys of a test that mean something to promptfoo or AgentV 5 (a typo among the rest is warned about). */
const TEST_KEYS = new Set([
  'id',
  'description',
  'vars',
  'assert',
  'options',
  'threshold',
  'metadata',
  'provider',
  'providers',
  'prompts',
  'providerOutput',
  'assertScoringFunction',
  'conversation_id',
  'suite',
]);

/** Test keys whose behaviour this tool does not have, refused rather than ignored (a verdict would silently differ). */
const UNRUN_TEST_KEYS: Record<string, string> = {
  provider:
    'a test-level provider override is not run; list the provider ' +
    "under providers: and filter with the test's providers:",
  providerOutput: 'a fixed provider output is not graded here; let a provider answer (echo answers with the prompt)',
  assertScoringFunction: 'custom scoring functions are not run; use assertion weights and threshold',
};

function refuseUnrun(test: RawTest, where: string, file: string): void {
  for (const [key, why] of Object.entries(UNRUN_TEST_KEYS))
    if (test[key] !== undefined) refuse(file, `${where}.${key} is not supported: ${why}`, `remove ${key}`);
  const options = isRecord(test.options) ? test.options : {};
  if (options.transformVars !== undefined)
    refuse(
      file,
      `${where}.options.transformVars is not supported`,
      'compute the vars in a file:// JS or Python var instead',
    );
}

/** `scenarios:` inline, or `file://` YAML files each holding one scenario or a list of them. */
async function readScenarios(value: unknown, configDir: string, file: string, guard: RootGuard): Promise<RawTest[]> {
  const scenarios: RawTest[] = [];
  for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
    if (isRecord(item)) scenarios.push(item);
    else if (typeof item === 'string' && item.startsWith('file://')) {
      for (const found of await globFiles(item.slice('file://'.length), configDir)) {
        const loaded: unknown = YAML.parse(await readFile(guard(path.resolve(configDir, found)), 'utf8'));
        scenarios.push(...[loaded].flat().filter(isRecord));
      }
    } else
      refuse(
        file,
        `a scenario must be an object or a file:// path, got ${JSON.stringify(item).slice(0, 80)}`,
        'write scenarios as {config, tests} or file://scenarios.yaml',
      );
  }
  return scenarios;
}

/** Every `file://` var of the tests globbed from the config's folder, as promptfoo expands them: one test per file. */
async function globFileVars(tests: RawTest[], configDir: string, file: string): Promise<Map<string, string[]>> {
  const globbed = new Map<string, string[]>();
  for (const test of tests) {
    for (const [name, value] of Object.entries(isRecord(test.vars) ? test.vars : {})) {
      if (typeof value !== 'string' || !value.startsWith('file://') || globbed.has(value)) continue;
      const files = await globFiles(value.slice('file://'.length), configDir);
      if (files.length === 0)
        refuse(file, `no file matches var ${name}: ${value}`, 'check the path (it is relative to the config file)');
      globbed.set(
        value,
        files.map((f) => `file://${f}`),
      );
    }
  }
  return globbed;
}

function asTests(value: unknown): RawTest[] {
  return Array.isArray(value) ? (value.filter(isRecord) as RawTest[]) : [];
}

async function readDefaultTest(value: unknown, configDir: string, src: TestSource): Promise<RawTest> {
  if (value !== undefined && !isRecord(value) && !(typeof value === 'string' && value.startsWith('file://')))
    refuse(
      src.configFile,
      'defaultTest must be a test or a file:// path',
      'write defaultTest: {vars, assert, options} or file://default-test.yaml',
    );
  if (typeof value === 'string') {
    const loaded: unknown = YAML.parse(await readFile(src.guard(path.resolve(configDir, value.slice(7))), 'utf8'));
    return isRecord(loaded) ? withVarsFiles(loaded, configDir, src) : {};
  }
  return isRecord(value) ? withVarsFiles(value, configDir, src) : {};
}

/** `nunjucksFilters: { name: path/to/filter.js }`: each module's default export. */
async function loadFilters(
  value: unknown,
  configDir: string,
  file: string,
  guard: RootGuard,
): Promise<Record<string, NunjucksFilter>> {
  const filters: Record<string, NunjucksFilter> = {};
  if (!isRecord(value)) return filters;
  for (const [name, ref] of Object.entries(value)) {
    const loaded = (await importUserModule(guard(path.resolve(configDir, String(ref).replace(/^file:\/\//, '')))).catch(
      () => undefined,
    )) as { default?: unknown } | undefined;
    const fn = loaded?.default;
    if (typeof fn !== 'function')
      refuse(
        file,
        `nunjucks filter ${name} (${String(ref)}) does not export a function`,
        "export the filter as the module's default",
      );
    filters[name] = fn as NunjucksFilter;
  }
  return filters;
}

function stringValues(record: Record<string, unknown> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record ?? {})
      .filter(([, v]) => v !== undefined && v !== null)
      .map(([k, v]) => [k, String(v)]),
  );
}
