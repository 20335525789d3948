import path from 'node:path';
import type { RootRule } from '../config/repo-paths.js';
import type { ConfigWarning } from '../config/types.js';
import { formatPath } from '../config/yaml-source.js';
import { isTestKey, refuseMisspeltTestKeys } from './config-key-typos.js';
import { validateAssertions } from './assertions/run-assertions.js';
import { agentv5Test } from './agentv5-tests.js';
import { type ExpandedTest, expandTests } from './expand-tests.js';
import { globFiles } from './glob-files.js';
import { isRecord } from '../config/is-record.js';
import { readTests, withVarsFiles, type RawTest, type TestSource } from './read-tests.js';
import { refuse } from './refuse.js';
import type { RootGuard } from './root-guard.js';
import { readYamlFile } from './read-yaml-file.js';
import { checkFileReferences } from './file-references.js';
import { type FieldPath, keyPositionOf, positionOf, type YamlSource } from '../config/yaml-source.js';
import { placed, placeOf } from './test-place.js';

/** Where a config's tests are read from: its file and folder, the run's environment, the root guard. */
export interface SuiteTestSource extends TestSource {
  configDir: string;
  /** The config as parsed, for the line a refusal names. */
  source: YamlSource;
  /** The most cases its tests may expand to (`--max-cases`). */
  maxCases: number;
  /** The repository root and whether files outside it may be read. */
  rootRule?: RootRule;
}

/**
 * The config's tests as they run: `defaultTest`, `tests` and `scenarios` read (AgentV 5's criteria
 * grouped), unknown test keys warned about, unsupported ones refused, expanded into one test per
 * var combination and file, and every assertion validated.
 */
export async function readSuiteTests(
  config: Record<string, unknown>,
  agentv5: boolean,
  src: SuiteTestSource,
  warnings: ConfigWarning[],
): Promise<Iterable<ExpandedTest>> {
  const { configDir, configFile: file } = src;
  const repoRoot = src.rootRule?.repoRoot ?? configDir;
  const criteria = (test: RawTest): RawTest => (agentv5 ? agentv5Test(test, { file, repoRoot }, warnings) : test);
  const defaultTest = criteria(await readDefaultTest(config.defaultTest, configDir, src));
  // A generator's tests are placed at the config line naming it (`tests:` or its list item).
  const referenceLine = (i?: number) => positionOf(src.source, i === undefined ? ['tests'] : ['tests', i]).line;
  const listed = placedList(config.tests, ['tests'], src.source);
  const tests = (await readTests(listed, configDir, src, referenceLine)).map(criteria);
  const written = placedList(config.scenarios, ['scenarios'], src.source);
  const scenarios = (await readScenarios(written, configDir, file, src.guard)).map((scenario) => ({
    ...scenario,
    ...(Array.isArray(scenario.config) ? { config: scenario.config.filter(isRecord).map(criteria) } : {}),
    ...(Array.isArray(scenario.tests) ? { tests: scenario.tests.filter(isRecord).map(criteria) } : {}),
  }));
  // Tests, defaultTest and scenarios read from files bring their own references: refused at the key that read them.
  for (const [key, value] of [
    ['defaultTest', defaultTest],
    ['tests', tests],
    ['scenarios', scenarios],
  ] as const)
    await checkFileReferences(value, configDir, src.guard, keyPositionOf(src.source, [], key).line);
  warnings.push(...unknownTestKeys(tests, file));
  // defaultTest.provider is its tests' grader (expand-tests.ts); a test's own provider is refused.
  refuseUnrun({ ...defaultTest, provider: undefined }, 'defaultTest', file);
  tests.forEach((test, i) => {
    refuseUnrun(test, `tests[${i}]`, file);
  });
  const everyTest = [
    defaultTest,
    ...tests,
    ...scenarios.flatMap((sc) => [...asTests(sc.config), ...asTests(sc.tests)]),
  ];
  const fileVars = await globFileVars(everyTest, configDir, file);
  const expanded = expandTests(tests, defaultTest, scenarios, fileVars, {
    max: src.maxCases,
    refuse: (index, count, total) => {
      // A test written in the config is named at its line; one from a file or a scenario at its key.
      const inline = Array.isArray(config.tests) && config.tests.every(isRecord);
      const at = index < tests.length ? (inline ? ['tests', index] : ['tests']) : ['scenarios'];
      const where = index < tests.length ? `tests[${index}]` : `scenario test ${index - tests.length + 1}`;
      const suite = total === count ? '' : ` (the config's tests up to it: ${total})`;
      return refuse(
        file,
        `${where} expands to ${count} cases${suite}, over the limit of ${src.maxCases} (--max-cases)`,
        'split its list vars across tests, set options.disableVarExpansion, or raise --max-cases',
        positionOf(src.source, at).line,
      );
    },
  });
  for (const test of expanded)
    validateAssertions(
      test.assert,
      // The test's own line (a test read from a tests file: that file's); the path says which assertion.
      { file: test.place?.file ?? file, line: test.place?.line, path: `tests[${test.index}].assert` },
      false,
      agentv5 ? 'agentv5' : undefined,
    );
  return expanded;
}

/**
 * A list the config writes (tests, scenarios, a scenario's config and tests) with each object in it
 * placed at its line, so a case's record points at the test it came from.
 */
function placedList(value: unknown, at: FieldPath, source: YamlSource): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((item: unknown, i) => {
    if (!isRecord(item)) return item;
    const here = [...at, i];
    const inner = Object.fromEntries(
      (['config', 'tests'] as const)
        .filter((key) => at[0] === 'scenarios' && at.length === 1 && Array.isArray(item[key]))
        .map((key) => [key, placedList(item[key], [...here, key], source)]),
    );
    return placed({ ...item, ...inner }, { line: positionOf(source, here).line });
  });
}

/**
 * Keys of the tests promptfoo does not read: a misspelling of one it does is refused, the rest
 * warned about, at the test's own file and line (a test from a file the config names is numbered
 * among the config's tests).
 */
function unknownTestKeys(tests: RawTest[], file: string): ConfigWarning[] {
  return tests.flatMap((test, i) => {
    const place = placeOf(test);
    const where = { file: place?.file ?? file, ...(place ? { line: place.line } : {}) };
    refuseMisspeltTestKeys(test, ['tests', i], (at, key, typo) =>
      refuse(
        where.file,
        `unknown key "${key}" in ${formatPath(at)} (did you mean "${typo}"?)`,
        `rename it to "${typo}"`,
        where.line,
      ),
    );
    const unknown = Object.keys(test).filter((key) => !isTestKey(key));
    return unknown.length > 0
      ? [{ message: `tests[${i}]: unknown key(s) ${unknown.map((k) => `"${k}"`).join(', ')} ignored`, ...where }]
      : [];
  });
}

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
        const loaded: unknown = await readYamlFile(guard(path.resolve(configDir, found)));
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
    const loaded: unknown = await readYamlFile(src.guard(path.resolve(configDir, value.slice(7))));
    return isRecord(loaded) ? withVarsFiles(loaded, configDir, src) : {};
  }
  return isRecord(value) ? withVarsFiles(value, configDir, src) : {};
}
