import type { PromptfooAssertion } from './assertion-contract.js';
import { isRecord, type RawTest } from './read-tests.js';

/** One test after defaultTest, scenarios and list vars: one row of promptfoo's results per prompt × provider. */
export interface ExpandedTest {
  /** 0-based, as promptfoo's `testIdx`. */
  index: number;
  /** AgentV 5's stable `id`, when the test has one. */
  id?: string;
  description?: string;
  vars: Record<string, unknown>;
  assert: PromptfooAssertion[];
  threshold?: number;
  options: Record<string, unknown>;
  metadata: Record<string, unknown>;
  /** `prompts:` / `providers:` filters of the test (labels or ids). */
  prompts?: string[];
  providers?: string[];
  /** `options.repeat`: runs of this test (promptfoo repeats each var combination). */
  repeat: number;
}

/**
 * Tests as promptfoo 0.123.1's evaluator builds them: no tests and no scenarios is one empty test;
 * each scenario's `config` entry × its tests is a test (scenario data, then the test, over
 * defaultTest); defaultTest's vars, options and metadata are under each test's, its asserts before
 * them (unless `options.disableDefaultAsserts`); list vars of strings expand into one test per
 * combination, in the order of the keys.
 */
export function expandTests(
  tests: RawTest[],
  defaultTest: RawTest,
  scenarios: RawTest[],
  fileVars: ReadonlyMap<string, string[]> = new Map(),
): ExpandedTest[] {
  const all: RawTest[] = tests.length > 0 ? [...tests] : scenarios.length > 0 ? [] : [{}];
  let scenarioIndex = 0;
  for (const scenario of scenarios) {
    for (const data of asList(scenario.config)) {
      for (const test of asList(scenario.tests).length > 0 ? asList(scenario.tests) : [{}])
        all.push(mergeScenarioTest(defaultTest, data, test, scenarioIndex));
      scenarioIndex++;
    }
  }
  const expanded: ExpandedTest[] = [];
  for (const test of all) {
    const options: Record<string, unknown> = { ...record(defaultTest.options), ...record(test.options) };
    // promptfoo grades with defaultTest.provider when no options.provider names a grader.
    if (options.provider === undefined && defaultTest.provider !== undefined) options.provider = defaultTest.provider;
    const vars = { ...record(defaultTest.vars), ...record(test.vars) };
    const assert = [
      ...(options.disableDefaultAsserts === true ? [] : asList(defaultTest.assert)),
      ...asList(test.assert),
    ] as unknown as PromptfooAssertion[];
    const threshold =
      typeof test.threshold === 'number'
        ? test.threshold
        : typeof defaultTest.threshold === 'number'
          ? defaultTest.threshold
          : undefined;
    const metadata = { ...record(defaultTest.metadata), ...record(test.metadata) };
    const prompts = stringList(test.prompts ?? defaultTest.prompts);
    const providers = stringList(test.providers ?? defaultTest.providers);
    const repeat = typeof options.repeat === 'number' && options.repeat >= 1 ? Math.floor(options.repeat) : 1;
    const combinations = options.disableVarExpansion === true ? [vars] : varCombinations(vars, fileVars);
    for (let r = 0; r < repeat; r++) {
      for (const combination of combinations) {
        expanded.push({
          index: expanded.length,
          ...(typeof test.id === 'string' || typeof test.id === 'number' ? { id: String(test.id) } : {}),
          ...(typeof test.description === 'string' ? { description: test.description } : {}),
          vars: combination,
          assert,
          ...(threshold !== undefined ? { threshold } : {}),
          options,
          metadata,
          ...(prompts ? { prompts } : {}),
          ...(providers ? { providers } : {}),
          repeat,
        });
      }
    }
  }
  return expanded;
}

function mergeScenarioTest(defaultTest: RawTest, data: RawTest, test: RawTest, scenarioIndex: number): RawTest {
  const metadata: Record<string, unknown> = {
    ...record(defaultTest.metadata),
    ...record(data.metadata),
    ...record(test.metadata),
  };
  metadata.conversationId ??= `__scenario_${scenarioIndex}__`;
  return {
    ...defaultTest,
    ...data,
    ...test,
    vars: { ...record(defaultTest.vars), ...record(data.vars), ...record(test.vars) },
    options: { ...record(defaultTest.options), ...record(data.options), ...record(test.options) },
    assert: [...asList(data.assert), ...asList(test.assert)],
    metadata,
  };
}

/**
 * promptfoo's `generateVarCombinations`: a list of strings is one value each; any other list is one
 * value; a `file://` var is one value per file its glob matches (`fileVars`, globbed by the loader).
 */
export function varCombinations(
  vars: Record<string, unknown>,
  fileVars: ReadonlyMap<string, string[]> = new Map(),
): Record<string, unknown>[] {
  let combinations: Record<string, unknown>[] = [{}];
  for (const [key, value] of Object.entries(vars)) {
    const globbed = typeof value === 'string' ? fileVars.get(value) : undefined;
    const values = globbed ?? (Array.isArray(value) && typeof value[0] === 'string' ? value : [value]);
    combinations = combinations.flatMap((combination) => values.map((v: unknown) => ({ ...combination, [key]: v })));
  }
  return combinations;
}

/** Whether a test's `prompts:`/`providers:` filter lets `names` (label, id) through (`*` matches any tail). */
export function allowedBy(filter: string[] | undefined, names: Array<string | undefined>): boolean {
  if (!filter) return true;
  return filter.some((entry) =>
    names.some(
      (name) => name !== undefined && (entry === name || (entry.endsWith('*') && name.startsWith(entry.slice(0, -1)))),
    ),
  );
}

function asList(value: unknown): RawTest[] {
  return Array.isArray(value) ? (value.filter((v) => isRecord(v)) as RawTest[]) : [];
}

function record(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}

function stringList(value: unknown): string[] | undefined {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.map(String) : undefined;
}
