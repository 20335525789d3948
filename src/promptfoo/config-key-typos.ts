import { nearKey } from '../config/near-key.js';
import { typoError } from '../config/unknown-keys.js';
import type { FieldPath, YamlSource } from '../config/yaml-source.js';
import { TOP_LEVEL_KEYS } from './promptfoo-config-file.js';
import { isRecord } from '../config/is-record.js';

/*
 * The keys promptfoo 0.123.1 declares at each level of a config (src/types: UnifiedConfigSchema,
 * TestCaseSchema, ScenarioSchema, AssertionSchema, AssertionSetSchema), with those this tool reads
 * besides; the top level's are promptfoo-config-file.ts's TOP_LEVEL_KEYS. promptfoo strips any
 * other key without a word, so a misspelt one (`asert`, `provders`, `defaultTets`) would silently
 * change the run: one near a key of its level is refused at its line. Keys far from all of them
 * stay the warnings promptfoo-config-file.ts and read-suite-tests.ts give. `options` and `metadata`
 * take any key in promptfoo and are not checked.
 */

/** A test's keys; defaultTest takes the same but `description` (TestCaseSchema.omit). */
const TEST_KEYS = [
  'description',
  'vars',
  'provider',
  'providers',
  'prompts',
  'providerOutput',
  'assert',
  'assertScoringFunction',
  'options',
  'threshold',
  'metadata',
  // AgentV 5's, read by this tool.
  'id',
  'conversation_id',
  'suite',
];
const DEFAULT_TEST_KEYS = TEST_KEYS.filter((key) => key !== 'description');
const SCENARIO_KEYS = ['description', 'config', 'tests'];
const ASSERTION_KEYS = [
  'type',
  'value',
  'config',
  'threshold',
  'weight',
  'provider',
  'rubricPrompt',
  'metric',
  'transform',
  'contextTransform',
  // An assertion template's reference (`$ref: "#/assertionTemplates/name"`), replaced at load.
  '$ref',
];
const ASSERT_SET_KEYS = ['type', 'assert', 'weight', 'metric', 'threshold', 'config'];

/** Another format's name of a key (AgentV 4.x's `assertions`), far in letters from promptfoo's. */
const OTHER_SPELLINGS: Readonly<Record<string, string>> = { assertions: 'assert' };

/** Refuses the misspelt `key` of the mapping at `mapPath`, meant as `typo`. */
type RefuseTypo = (mapPath: FieldPath, key: string, typo: string) => never;

/**
 * Refuses, at its line and column, the first key of the config's own text (top level, inline
 * tests, defaultTest, scenarios and their assertions) that is a misspelling of a key promptfoo
 * reads at that place. Tests read from files are checked by {@link refuseMisspeltTestKeys}.
 */
export function refuseMisspeltConfigKeys(src: YamlSource): void {
  const data = src.data;
  if (!isRecord(data)) return;
  const fail: RefuseTypo = (mapPath, key, typo) => {
    throw typoError(src, { mapPath, key, typo });
  };
  checkKeys(data, [], TOP_LEVEL_KEYS, fail);
  if (isRecord(data.defaultTest)) checkTest(data.defaultTest, ['defaultTest'], DEFAULT_TEST_KEYS, fail);
  eachRecord(data.tests, ['tests'], (at, test) => {
    // `{path, config}` names a test generator, not a test.
    if (typeof test.path !== 'string') checkTest(test, at, TEST_KEYS, fail);
  });
  eachRecord(data.scenarios, ['scenarios'], (at, scenario) => {
    checkKeys(scenario, at, SCENARIO_KEYS, fail);
    eachRecord(scenario.config, [...at, 'config'], (where, test) => checkTest(test, where, TEST_KEYS, fail));
    eachRecord(scenario.tests, [...at, 'tests'], (where, test) => checkTest(test, where, TEST_KEYS, fail));
  });
}

/** The same check for one test as read (from a file the config names), its assertions included. */
export function refuseMisspeltTestKeys(test: Record<string, unknown>, at: FieldPath, fail: RefuseTypo): void {
  checkTest(test, at, TEST_KEYS, fail);
}

/** Whether `key` is a key promptfoo reads on a test. */
export function isTestKey(key: string): boolean {
  return TEST_KEYS.includes(key);
}

function checkTest(test: Record<string, unknown>, at: FieldPath, known: readonly string[], fail: RefuseTypo): void {
  checkKeys(test, at, known, fail);
  checkAssertions(test.assert, [...at, 'assert'], fail);
}

function checkAssertions(asserts: unknown, at: FieldPath, fail: RefuseTypo): void {
  eachRecord(asserts, at, (where, assertion) => {
    const set = assertion.type === 'assert-set';
    checkKeys(assertion, where, set ? ASSERT_SET_KEYS : ASSERTION_KEYS, fail);
    if (set) checkAssertions(assertion.assert, [...where, 'assert'], fail);
  });
}

function checkKeys(map: Record<string, unknown>, mapPath: FieldPath, known: readonly string[], fail: RefuseTypo): void {
  for (const key of Object.keys(map)) {
    if (known.includes(key)) continue;
    const other = OTHER_SPELLINGS[key];
    const typo = other !== undefined && known.includes(other) ? other : nearKey(key, known);
    if (typo !== undefined) fail(mapPath, key, typo);
  }
}

function eachRecord(
  list: unknown,
  at: FieldPath,
  visit: (where: FieldPath, item: Record<string, unknown>) => void,
): void {
  if (!Array.isArray(list)) return;
  list.forEach((item, i) => {
    if (isRecord(item)) visit([...at, i], item);
  });
}
