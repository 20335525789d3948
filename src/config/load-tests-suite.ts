import path from 'node:path';
import { loadGuidelinePatterns } from './build-message-content.js';
import { buildTest, type TestsSuiteFacts } from './build-test.js';
import { CaseList, firstDuplicate } from './case-list.js';
import { isHeldFile } from './held-file.js';
import { interpolateEvalFile } from './expand-variables.js';
import { isRecord } from './is-record.js';
import type { EvaluatorContext } from './normalize-evaluators.js';
import { refuseOutsideRoot, type RootRule } from './repo-paths.js';
import { type Fill, parseEntry, TestList } from './test-list.js';
import { graders, suiteGraders } from './test-graders.js';
import {
  REFUSED_SUITE_KEYS,
  REFUSED_TEST_KEYS,
  testEntrySchema,
  testSchema,
  testsFileSchema,
  type RawTestsFile,
} from './tests-file-schema.js';
import { type CaseFileContext, caseFileTests, referencedTests, refuseKeys, type SourcedTest } from './tests-sources.js';
import type { ConfigWarning, EvalSuite, WorkspaceConfig } from './types.js';
import { unknownKeyWarnings } from './unknown-keys.js';
import { listReader, withListsUnread } from './yaml-lists.js';
import { loopTurnEvery } from './loop-turns.js';
import { configErrorAt, type FieldPath, keyPositionOf, type YamlSource, zodIssueError } from './yaml-source.js';

export interface LoadTestsSuiteOptions {
  repoRoot: string;
  allowOutsideRoot: boolean;
  /** The run's environment (`.env` merged): `${{ VAR }}` in the file is filled in from it. */
  env: Readonly<Record<string, string | undefined>>;
}

/**
 * Reads an AgentV 4.x eval file (`tests:`): suite-level `input`, `input_files` and assertions,
 * tests inline, as `file://` references or in an external case file or folder, `${{ VAR }}` from
 * the environment and per-test `vars` in `{{ var }}` templates. Each test becomes the same
 * EvalCase a 2.x case does; its graders are its own list followed by the suite's (AgentV's order),
 * unless `execution.skip_defaults`. The tests are read and checked one at a time, in file order.
 */
export async function loadTestsSuite(
  source: YamlSource,
  options: LoadTestsSuiteOptions,
): Promise<{ suite: EvalSuite; warnings: ConfigWarning[] }> {
  const warnings: ConfigWarning[] = [];
  const missing = new Set<string>();
  const fill: Fill = (value) => {
    const filled = interpolateEvalFile(value, options.env);
    for (const name of filled.missing) missing.add(name);
    return filled.value;
  };
  const key = testsKey(source, warnings);
  const { src, header } = suiteHeader(source, key, fill);
  // A misspelt key is named before the schema's complaint about the key it misses.
  warnings.push(...unknownKeyWarnings(src, testsFileSchema, header));
  const parsed = testsFileSchema.safeParse(header);
  if (!parsed.success) throw zodIssueError(src, parsed.error, [], { value: header });
  const raw = parsed.data;
  refuseKeys(src, [], REFUSED_SUITE_KEYS, header);
  runSettingWarnings(src, raw, warnings);

  const cases = await buildTests(src, key, raw, options, warnings, fill);
  if (missing.size > 0) {
    const names = [...missing].sort().join(', ');
    warnings.unshift({ message: `environment variable(s) not set, read as empty: ${names}`, file: source.file });
  }
  return { suite: toSuite(src, raw, options, cases), warnings };
}

/**
 * Reads and builds every test once (its warnings said at load), keeping of each only what the run
 * plans with (CaseList) and where it is (TestList): a test of a large file is read and built again
 * when it runs, a held file's is kept as built.
 */
async function buildTests(
  src: YamlSource,
  key: TestsKey,
  raw: RawTestsFile,
  options: LoadTestsSuiteOptions,
  warnings: ConfigWarning[],
  fill: Fill,
): Promise<CaseList> {
  const evalDir = path.dirname(src.file);
  const { repoRoot, allowOutsideRoot, env } = options;
  const evaluatorCtx = (at: YamlSource, keysChecked = false): EvaluatorContext => ({
    src: at,
    evalDir,
    repoRoot,
    allowOutsideRoot,
    agentv4: true,
    keysChecked,
  });
  const suiteList = suiteGraders(raw);
  const suiteGraderConfigs = suiteList ? graders(suiteList.list, suiteList.at, evaluatorCtx(src), warnings) : [];
  const guidelinePatterns = await loadGuidelinePatterns(evalDir, warnings, repoRoot);
  const facts: TestsSuiteFacts = { suiteSrc: src, suite: raw, suiteGraderConfigs };
  const shared = { evalDir, repoRoot, allowOutsideRoot, guidelinePatterns };
  const items = listReader(src, key);
  const count = items?.length ?? 0;
  const tests = new TestList(src, key, items, env);
  const cases = new CaseList(
    (index) => {
      const test = tests.at(index);
      return buildTest(test, facts, { ...shared, warnings: [] }, evaluatorCtx(test.src, true));
    },
    count,
    isHeldFile(src.file),
  );
  const add = async (test: SourcedTest) =>
    cases.add(await buildTest(test, facts, { ...shared, warnings }, evaluatorCtx(test.src)));
  const files: CaseFileContext = { src, evalDir, env, warnings, rule: options };
  const fromFiles = async (read: Promise<SourcedTest[]>) => {
    for (const test of await read) {
      tests.addFromFile(test);
      await add(test);
    }
  };

  if (typeof raw.tests === 'string') await fromFiles(caseFileTests(path.resolve(evalDir, raw.tests), [key], files));
  for (let index = 0; index < count; index++) {
    await loopTurnEvery(index);
    const at: FieldPath = [key, index];
    const item = tests.entry(index, fill);
    if (isRecord(item)) warnings.push(...unknownKeyWarnings(src, testSchema, item, at));
    const entry = parseEntry(src, item, at, testEntrySchema);
    if (typeof entry === 'string') {
      await fromFiles(referencedTests(entry, at, files));
      continue;
    }
    refuseKeys(src, at, REFUSED_TEST_KEYS, item);
    tests.addEntry(index);
    await add({ raw: entry, src, at });
  }
  checkUniqueIds(cases, tests);
  return cases;
}

/** The suite's own settings around its built cases. */
function toSuite(src: YamlSource, raw: RawTestsFile, rule: RootRule, cases: CaseList): EvalSuite {
  const file = src.file;
  const trials = raw.execution?.trials;
  const targetName = raw.execution?.target ?? raw.target;
  const workspace = workspaceOf(src, raw, rule);
  const passPolicy = raw.pass_policy;
  const costLimitUsd = trials?.cost_limit_usd ?? trials?.costLimitUsd;
  return {
    filePath: file,
    repoRoot: rule.repoRoot,
    dataset:
      raw.dataset ??
      raw.name ??
      path
        .basename(file)
        .replace(/\.(ya?ml|jsonl)$/i, '')
        .replace(/\.(eval|test)$/i, ''),
    ...(raw.description !== undefined ? { description: raw.description } : {}),
    ...(targetName !== undefined ? { targetName } : {}),
    // Suite graders are already part of every case's list (or left out by skip_defaults).
    evaluators: [],
    ...(raw.prompts ? { prompts: raw.prompts.map(({ id, prompt }) => ({ id, prompt })) } : {}),
    iterations: raw.iterations ?? raw.repeat ?? 1,
    ...(passPolicy !== undefined ? { passPolicy: passPolicy.trim().toLowerCase() } : {}),
    ...(raw.execution?.threshold !== undefined ? { threshold: raw.execution.threshold } : {}),
    graderFailure: 'check',
    // As agentv 4.42.4 reads it: one trial is no trials, and the strategy defaults to pass_at_k.
    ...(trials && trials.count > 1
      ? {
          trials: {
            count: trials.count,
            strategy: trials.strategy ?? 'pass_at_k',
            ...(costLimitUsd !== undefined ? { costLimitUsd } : {}),
          },
        }
      : {}),
    cases,
    ...(workspace ? { workspace } : {}),
  };
}

/** The key of the file's tests: `tests`, or `eval_cases`, its deprecated 4.x name. */
type TestsKey = 'tests' | 'eval_cases';

function testsKey(src: YamlSource, warnings: ConfigWarning[]): TestsKey {
  const data = src.data as Record<string, unknown>;
  if (!('eval_cases' in data)) return 'tests';
  const line = keyPositionOf(src, [], 'eval_cases').line;
  if ('tests' in data) {
    warnings.push({ message: '"eval_cases" is ignored because "tests" is also present', file: src.file, line });
    return 'tests';
  }
  warnings.push({ message: '"eval_cases" is deprecated; rename it to "tests"', file: src.file, line });
  return 'eval_cases';
}

/**
 * What the suite's schema checks: the file's keys with `${{ VAR }}` filled in and its tests list
 * unread (under `tests`, whichever key the file uses). The source keeps the list as the file has
 * it, to be read a test at a time.
 */
function suiteHeader(source: YamlSource, key: TestsKey, fill: Fill): { src: YamlSource; header: object } {
  const { [key]: list, ...rest } = withListsUnread(source.data) as Record<string, unknown>;
  const suite = fill(rest) as Record<string, unknown>;
  const data = { ...suite, [key]: (source.data as Record<string, unknown>)[key] };
  return { src: { ...source, data }, header: { ...suite, tests: typeof list === 'string' ? fill(list) : list } };
}

/** Settings AgentV reads from the file that are command-line flags here: said, not silently dropped. */
function runSettingWarnings(src: YamlSource, raw: RawTestsFile, warnings: ConfigWarning[]): void {
  const execution = raw.execution;
  const flags: Array<[keyof NonNullable<RawTestsFile['execution']>, string]> = [
    ['workers', '--workers'],
    ['cache', '--cache'],
    ['fail_on_error', 'the exit code (a case that fails to run always counts)'],
    ['failOnError', 'the exit code (a case that fails to run always counts)'],
  ];
  for (const [key, flag] of flags) {
    if (execution?.[key] === undefined) continue;
    warnings.push({
      message: `execution.${key} is a run setting here and is not read from the file; use ${flag}`,
      file: src.file,
      line: keyPositionOf(src, ['execution'], key).line,
    });
  }
  if (typeof raw.workspace === 'string') {
    throw configErrorAt(
      src,
      ['workspace'],
      'a workspace file reference is not supported',
      'write the workspace inline (template and hooks.before_each)',
    );
  }
}

/** The first test whose id an earlier test of the suite has: an error at its id. */
function checkUniqueIds(cases: CaseList, tests: TestList): void {
  const duplicate = firstDuplicate(cases);
  if (!duplicate) return;
  const earlier = tests.where(duplicate.earlier);
  const { src, at } = tests.where(duplicate.index);
  const first = `${path.basename(earlier.src.file)}:${cases.line(duplicate.earlier)}`;
  throw configErrorAt(
    src,
    [...at, 'id'],
    `duplicate test id "${cases.id(duplicate.index)}" (first at ${first})`,
    'give every test of the suite a unique id',
  );
}

/** The 4.x workspace: `template` copied per test, `hooks.before_each` run in each copy (the 2.x `setup`). */
function workspaceOf(src: YamlSource, raw: RawTestsFile, rule: RootRule): WorkspaceConfig | undefined {
  const ws = raw.workspace;
  if (ws === undefined || typeof ws === 'string') return undefined;
  const hook = ws.hooks?.enabled === false ? undefined : ws.hooks?.before_each;
  const command = hook?.command ?? hook?.script;
  if (ws.template === undefined) {
    if (command === undefined) return undefined;
    throw configErrorAt(
      src,
      ['workspace'],
      'workspace hooks need a workspace.template to run in',
      'set workspace.template to the folder each test gets a fresh copy of',
    );
  }
  const setup =
    command === undefined ? undefined : typeof command === 'string' ? command : command.map(shellWord).join(' ');
  const template = path.resolve(path.dirname(src.file), ws.template);
  refuseOutsideRoot(template, `workspace.template "${ws.template}"`, src, ['workspace', 'template'], rule);
  return {
    template,
    ...(setup !== undefined ? { setup } : {}),
    keep: false,
    source: { file: src.file, line: keyPositionOf(src, [], 'workspace').line },
  };
}

function shellWord(word: string): string {
  return /^[A-Za-z0-9_./:=@%+-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}
