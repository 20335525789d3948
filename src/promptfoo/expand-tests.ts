import type { PromptfooAssertion } from './assertion-contract.js';
import { isRecord } from '../config/is-record.js';
import type { RawTest } from './read-tests.js';
import { placeOf, type TestPlace } from './test-place.js';

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
  /** Where the test is written, when it was read from YAML (a scenario test: its own entry). */
  place?: TestPlace;
}

/** The most cases a config's tests may expand to unless `--max-cases` says otherwise. */
export const DEFAULT_MAX_CASES = 10_000;

/** How many cases a config's tests may expand to, and how a config over it is refused. */
export interface ExpansionLimit {
  max: number;
  /** Refuses the load: the written test at `index` expands to `count` cases, taking the config to `total`. */
  refuse(index: number, count: bigint, total: bigint): never;
}

/**
 * Tests as promptfoo 0.123.1's evaluator builds them: no tests and no scenarios is one empty test;
 * each scenario's `config` entry × its tests is a test (scenario data, then the test, over
 * defaultTest); defaultTest's vars, options and metadata are under each test's, its asserts before
 * them (unless `options.disableDefaultAsserts`); list vars of strings expand into one test per
 * combination, in the order of the keys. The combinations are counted first, and a config over
 * `limit` is refused before one is made; they are then made one at a time as the result is
 * iterated (each iteration anew), so memory holds the cases built from them, not a list of all.
 */
export function expandTests(
  tests: RawTest[],
  defaultTest: RawTest,
  scenarios: RawTest[],
  fileVars: ReadonlyMap<string, string[]> = new Map(),
  limit?: ExpansionLimit,
): Iterable<ExpandedTest> {
  const all: RawTest[] = tests.length > 0 ? [...tests] : scenarios.length > 0 ? [] : [{}];
  let scenarioIndex = 0;
  for (const scenario of scenarios) {
    for (const data of asList(scenario.config)) {
      for (const test of asList(scenario.tests).length > 0 ? asList(scenario.tests) : [{}])
        all.push(mergeScenarioTest(defaultTest, data, test, scenarioIndex));
      scenarioIndex++;
    }
  }
  const plans = all.map((test) => planOf(test, defaultTest));
  let total = 0n;
  plans.forEach((plan, i) => {
    const count = BigInt(plan.repeat) * (plan.expand ? combinationCount(plan.vars, fileVars) : 1n);
    total += count;
    if (limit && total > BigInt(limit.max)) limit.refuse(i, count, total);
  });
  return {
    *[Symbol.iterator]() {
      let index = 0;
      for (const { test, vars, expand, ...fields } of plans)
        for (let r = 0; r < fields.repeat; r++)
          for (const combination of expand ? varCombinations(vars, fileVars) : [vars])
            yield {
              index: index++,
              ...(typeof test.id === 'string' || typeof test.id === 'number' ? { id: String(test.id) } : {}),
              ...(typeof test.description === 'string' ? { description: test.description } : {}),
              ...fields,
              ...(placeOf(test) ? { place: placeOf(test) } : {}),
              vars: combination,
            };
    },
  };
}

/** What every case of one written test shares: defaultTest under it, its options, asserts and filters. */
function planOf(test: RawTest, defaultTest: RawTest) {
  const options: Record<string, unknown> = { ...record(defaultTest.options), ...record(test.options) };
  // promptfoo grades with defaultTest.provider when no options.provider names a grader.
  if (options.provider === undefined && defaultTest.provider !== undefined) options.provider = defaultTest.provider;
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
  const prompts = stringList(test.prompts ?? defaultTest.prompts);
  const providers = stringList(test.providers ?? defaultTest.providers);
  return {
    test,
    vars: { ...record(defaultTest.vars), ...record(test.vars) },
    expand: options.disableVarExpansion !== true,
    assert,
    ...(threshold !== undefined ? { threshold } : {}),
    options,
    metadata: { ...record(defaultTest.metadata), ...record(test.metadata) },
    ...(prompts ? { prompts } : {}),
    ...(providers ? { providers } : {}),
    repeat: typeof options.repeat === 'number' && options.repeat >= 1 ? Math.floor(options.repeat) : 1,
  };
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
 * Made one at a time, the first key varying slowest, as promptfoo orders them.
 */
export function* varCombinations(
  vars: Record<string, unknown>,
  fileVars: ReadonlyMap<string, string[]> = new Map(),
): Generator<Record<string, unknown>> {
  const keys = Object.entries(vars).map(([key, value]) => [key, valuesOf(value, fileVars)] as const);
  const combine = function* (at: number, partial: Record<string, unknown>): Generator<Record<string, unknown>> {
    if (at === keys.length) {
      yield { ...partial };
      return;
    }
    const [key, values] = keys[at] as (typeof keys)[number];
    for (const value of values) yield* combine(at + 1, { ...partial, [key]: value });
  };
  yield* combine(0, {});
}

/** How many combinations {@link varCombinations} makes, without making them. */
export function combinationCount(vars: Record<string, unknown>, fileVars: ReadonlyMap<string, string[]>): bigint {
  return Object.values(vars).reduce<bigint>((n, value) => n * BigInt(valuesOf(value, fileVars).length), 1n);
}

function valuesOf(value: unknown, fileVars: ReadonlyMap<string, string[]>): readonly unknown[] {
  const globbed = typeof value === 'string' ? fileVars.get(value) : undefined;
  return globbed ?? (Array.isArray(value) && typeof value[0] === 'string' ? value : [value]);
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

/**
 * Whether a `prompts:` filter (a test's or a provider's) lets a prompt through, as promptfoo's
 * doesPromptRefMatch: its label or id, `x*` any tail, `x` the group `x:…`; an empty list none.
 */
export function promptAllowed(filter: string[] | undefined, prompt: { label: string; id?: string }): boolean {
  if (!filter) return true;
  const names = prompt.id ? [prompt.label, prompt.id] : [prompt.label];
  return filter.some((ref) =>
    names.some(
      (name) => name === ref || (ref.endsWith('*') && name.startsWith(ref.slice(0, -1))) || name.startsWith(`${ref}:`),
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
