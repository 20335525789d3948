import path from 'node:path';
import { loadGuidelinePatterns } from './build-message-content.js';
import { buildTest, type TestsSuiteFacts } from './build-test.js';
import { CaseList } from './case-list.js';
import type { EvaluatorContext } from './normalize-evaluators.js';
import { refuseOutsideRoot, type RootRule } from './repo-paths.js';
import { graders, suiteGraders } from './test-graders.js';
import { REFUSED_SUITE_KEYS, testsFileSchema, type RawTestsFile } from './tests-file-schema.js';
import { interpolated, refuseKeys, resolveTests, type SourcedTest } from './tests-sources.js';
import type { ConfigWarning, EvalSuite, WorkspaceConfig } from './types.js';
import { unknownKeyWarnings } from './unknown-keys.js';
import { configErrorAt, keyPositionOf, positionOf, type YamlSource, zodIssueError } from './yaml-source.js';

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
 * unless `execution.skip_defaults`.
 */
export async function loadTestsSuite(
  source: YamlSource,
  options: LoadTestsSuiteOptions,
): Promise<{ suite: EvalSuite; warnings: ConfigWarning[] }> {
  const warnings: ConfigWarning[] = [];
  const src = interpolated(source, options.env, warnings);
  const data = withTestsKey(src, warnings);
  // A misspelt key is named before the schema's complaint about the key it misses.
  warnings.push(...unknownKeyWarnings(src, testsFileSchema, data));
  const parsed = testsFileSchema.safeParse(data);
  if (!parsed.success) throw zodIssueError({ ...src, data }, parsed.error);
  const raw = parsed.data;
  refuseKeys(src, [], REFUSED_SUITE_KEYS);
  runSettingWarnings(src, raw, warnings);

  const evalDir = path.dirname(source.file);
  const tests = await resolveTests(src, raw, evalDir, options.env, warnings, options);
  checkUniqueIds(tests);
  const cases = await buildTests(tests, src, raw, options, warnings);
  return { suite: toSuite(src, raw, options, cases), warnings };
}

/**
 * Builds every test once (its warnings said at load). The tests stay as read; a built test (its
 * files read, its messages rendered) is dropped and built again when it runs.
 */
async function buildTests(
  tests: readonly SourcedTest[],
  src: YamlSource,
  raw: RawTestsFile,
  rule: RootRule,
  warnings: ConfigWarning[],
): Promise<CaseList> {
  const evalDir = path.dirname(src.file);
  const { repoRoot, allowOutsideRoot } = rule;
  const evaluatorCtx = (at: YamlSource): EvaluatorContext => ({
    src: at,
    evalDir,
    repoRoot,
    allowOutsideRoot,
    agentv4: true,
  });
  const suiteList = suiteGraders(raw);
  const suiteGraderConfigs = suiteList ? graders(suiteList.list, suiteList.at, evaluatorCtx(src), warnings) : [];
  const guidelinePatterns = await loadGuidelinePatterns(evalDir, warnings, repoRoot);
  const facts: TestsSuiteFacts = { suiteSrc: src, suite: raw, suiteGraderConfigs };
  const shared = { evalDir, repoRoot, allowOutsideRoot, guidelinePatterns };
  const cases = new CaseList(
    (index) =>
      buildTest(
        tests[index]!,
        facts,
        { evalDir, repoRoot, allowOutsideRoot, guidelinePatterns, warnings: [] },
        evaluatorCtx(tests[index]!.src),
      ),
    tests.length,
  );
  for (const test of tests) cases.add(await buildTest(test, facts, { ...shared, warnings }, evaluatorCtx(test.src)));
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

/** `eval_cases:` is 4.x's deprecated name of `tests:`. */
function withTestsKey(src: YamlSource, warnings: ConfigWarning[]): unknown {
  const data = src.data as Record<string, unknown>;
  if (!('eval_cases' in data)) return data;
  const line = keyPositionOf(src, [], 'eval_cases').line;
  if ('tests' in data) {
    warnings.push({ message: '"eval_cases" is ignored because "tests" is also present', file: src.file, line });
    return data;
  }
  warnings.push({ message: '"eval_cases" is deprecated; rename it to "tests"', file: src.file, line });
  const { eval_cases, ...rest } = data;
  return { ...rest, tests: eval_cases };
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

function checkUniqueIds(tests: readonly SourcedTest[]): void {
  const seen = new Map<string, SourcedTest>();
  for (const test of tests) {
    const id = String(test.raw.id);
    const earlier = seen.get(id);
    if (earlier) {
      const where = `${path.basename(earlier.src.file)}:${positionOf(earlier.src, earlier.at).line}`;
      throw configErrorAt(
        test.src,
        [...test.at, 'id'],
        `duplicate test id "${id}" (first at ${where})`,
        'give every test of the suite a unique id',
      );
    }
    seen.set(id, test);
  }
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
