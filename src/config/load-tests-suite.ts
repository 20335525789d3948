import path from 'node:path';
import { buildEvalCase, type CaseContext } from './build-eval-case.js';
import { CaseList } from './case-list.js';
import { loadGuidelinePatterns } from './build-message-content.js';
import type { RawEvalCase, RawMessage } from './eval-file-schema.js';
import { evaluatorSchema } from './evaluator-schema.js';
import { customAssertionEntry } from './custom-assertions.js';
import {
  dedupeEvaluatorNames,
  normalizeEvaluatorEntry,
  toCriteria,
  type EvaluatorContext,
} from './normalize-evaluators.js';
import { refuseOutsideRoot, type RootRule } from './repo-paths.js';
import { renderVars, renderWith } from './test-vars.js';
import { interpolated, refuseKeys, resolveTests, type SourcedTest } from './tests-sources.js';
import {
  AGENTV_PASS_THRESHOLD,
  REFUSED_SUITE_KEYS,
  testsFileSchema,
  type RawGraderList,
  type RawTest,
  type RawTestsFile,
} from './tests-file-schema.js';
import type { ConfigWarning, EvalCase, EvalSuite, EvaluatorConfig, WorkspaceConfig } from './types.js';
import { unknownKeyWarnings } from './unknown-keys.js';
import {
  configErrorAt,
  keyPositionOf,
  positionOf,
  type FieldPath,
  type YamlSource,
  zodIssueError,
} from './yaml-source.js';

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
  const file = source.file;
  const evalDir = path.dirname(file);
  const warnings: ConfigWarning[] = [];
  const src = interpolated(source, options.env, warnings);
  const data = withTestsKey(src, warnings);
  const parsed = testsFileSchema.safeParse(data);
  if (!parsed.success) throw zodIssueError({ ...src, data }, parsed.error);
  const raw = parsed.data;
  refuseKeys(src, [], REFUSED_SUITE_KEYS);
  warnings.push(...unknownKeyWarnings(src, testsFileSchema, data));
  runSettingWarnings(src, raw, warnings);

  const tests = await resolveTests(src, raw, evalDir, options.env, warnings, options);
  checkUniqueIds(tests);

  const evaluatorCtx = (at: YamlSource): EvaluatorContext => ({
    src: at,
    evalDir,
    repoRoot: options.repoRoot,
    allowOutsideRoot: options.allowOutsideRoot,
    agentv4: true,
  });
  const suiteList = suiteGraders(raw);
  const suiteGraderConfigs = suiteList ? graders(suiteList.list, suiteList.at, evaluatorCtx(src), warnings) : [];
  const guidelinePatterns = await loadGuidelinePatterns(evalDir, warnings, options.repoRoot);

  // The tests stay as read; a built test (its files read, its messages rendered) is dropped and
  // built again when it runs.
  const shared = { evalDir, repoRoot: options.repoRoot, allowOutsideRoot: options.allowOutsideRoot, guidelinePatterns };
  const cases = new CaseList(
    (index) =>
      buildTest(
        tests[index]!,
        src,
        raw,
        suiteGraderConfigs,
        {
          evalDir,
          repoRoot: options.repoRoot,
          allowOutsideRoot: options.allowOutsideRoot,
          guidelinePatterns,
          warnings: [],
        },
        evaluatorCtx(tests[index]!.src),
      ),
    tests.length,
  );
  for (const test of tests)
    cases.add(await buildTest(test, src, raw, suiteGraderConfigs, { ...shared, warnings }, evaluatorCtx(test.src)));

  const trials = raw.execution?.trials;
  const targetName = raw.execution?.target ?? raw.target;
  const workspace = workspaceOf(src, raw, options);
  const passPolicy = raw.pass_policy ?? (trials?.strategy === 'pass_at_k' ? 'any' : undefined);
  const suite: EvalSuite = {
    filePath: file,
    repoRoot: options.repoRoot,
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
    iterations: raw.iterations ?? raw.repeat ?? trials?.count ?? 1,
    ...(passPolicy !== undefined ? { passPolicy: passPolicy.trim().toLowerCase() } : {}),
    ...((trials?.cost_limit_usd ?? trials?.costLimitUsd)
      ? { trialsCostLimitUsd: trials?.cost_limit_usd ?? trials?.costLimitUsd }
      : {}),
    cases,
    ...(workspace ? { workspace } : {}),
  };
  return { suite, warnings };
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
  if (raw.execution?.threshold !== undefined) checkThreshold(src, ['execution', 'threshold'], raw.execution.threshold);
  const strategy = raw.execution?.trials?.strategy;
  if (strategy !== undefined && strategy !== 'pass_at_k') {
    throw configErrorAt(
      src,
      ['execution', 'trials', 'strategy'],
      `trials strategy "${strategy}" is not supported`,
      'use strategy: pass_at_k, or pass_policy (all, any, at-least:K, rate:X)',
    );
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

/** The pass threshold is one for the whole run (PASS_THRESHOLD): another value is refused, not ignored. */
function checkThreshold(src: YamlSource, at: FieldPath, threshold: number): void {
  if (threshold === AGENTV_PASS_THRESHOLD) return;
  throw configErrorAt(
    src,
    at,
    `threshold ${threshold} is not supported: every report here uses the pass threshold ${AGENTV_PASS_THRESHOLD}`,
    `remove threshold (or set ${AGENTV_PASS_THRESHOLD})`,
  );
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

/** The suite's graders: `assertions` (or `assert`) at the top, else `execution.assertions`/`assert`/`evaluators`. */
function suiteGraders(raw: RawTestsFile): { list: RawGraderList; at: FieldPath } | undefined {
  if (raw.assertions) return { list: raw.assertions, at: ['assertions'] };
  if (raw.assert) return { list: raw.assert, at: ['assert'] };
  const execution = raw.execution;
  if (execution?.assertions) return { list: execution.assertions, at: ['execution', 'assertions'] };
  if (execution?.assert) return { list: execution.assert, at: ['execution', 'assert'] };
  if (execution?.evaluators) return { list: execution.evaluators, at: ['execution', 'evaluators'] };
  return undefined;
}

/**
 * A grader list → EvaluatorConfigs. Strings anywhere in the list are criteria of one rubric judge
 * placed where the first string stood, weighted by how many there are (AgentV: each criterion
 * counts as much as any other grader).
 */
function graders(
  list: RawGraderList,
  at: FieldPath,
  ctx: EvaluatorContext,
  warnings: ConfigWarning[],
): EvaluatorConfig[] {
  const criteria = list.flatMap((entry, i) =>
    typeof entry === 'string' && entry.trim() !== '' ? [{ text: entry.trim(), i }] : [],
  );
  const out: EvaluatorConfig[] = [];
  let rubricPlaced = false;
  for (const [i, entry] of list.entries()) {
    if (typeof entry !== 'string') {
      // A type the tool does not know may be a custom assertion of the repository's own.
      const custom = evaluatorSchema.safeParse(entry).success
        ? undefined
        : customAssertionEntry(entry, ctx.evalDir, ctx.repoRoot);
      if (custom) {
        out.push({
          ...(normalizeEvaluatorEntry(custom.entry, [...at, i], ctx) as Extract<EvaluatorConfig, { type: 'code' }>),
          written_type: custom.type,
        });
        continue;
      }
      out.push(normalizeEvaluatorEntry(entry, [...at, i], ctx));
      warnings.push(...unknownKeyWarnings(ctx.src, evaluatorSchema, entry, [...at, i]));
      continue;
    }
    if (rubricPlaced || criteria.length === 0) continue;
    rubricPlaced = true;
    out.push({
      type: 'rubric',
      name: 'rubrics',
      weight: criteria.length,
      criteria: criteria.map(({ text }, n) => ({ id: `r${n + 1}`, description: text, weight: 1, required: false })),
    });
  }
  return out;
}

/** One test → EvalCase: vars rendered, suite input prepended, graders = its own + the suite's. */
async function buildTest(
  test: SourcedTest,
  suiteSrc: YamlSource,
  suite: RawTestsFile,
  suiteGraderConfigs: readonly EvaluatorConfig[],
  shared: Omit<CaseContext, 'src' | 'suiteEvaluators'>,
  evaluatorCtx: EvaluatorContext,
): Promise<EvalCase> {
  const { src, at } = test;
  const raw = renderVars(test.raw);
  const id = String(raw.id);
  const skipDefaults = raw.execution?.skip_defaults === true;
  if (raw.execution?.threshold !== undefined)
    checkThreshold(src, [...at, 'execution', 'threshold'], raw.execution.threshold);
  const inputFiles = raw.input_files ?? (skipDefaults ? undefined : suite.input_files);
  if (raw.input === undefined)
    throw configErrorAt(src, at, `test "${id}" has no "input"`, 'add input: (a string, or a list of messages)');
  if (inputFiles !== undefined && typeof raw.input !== 'string') {
    throw configErrorAt(
      src,
      [...at, 'input'],
      `test "${id}" has input_files, which need "input" to be a string`,
      'write input as one string, or list the files as file segments in the messages',
    );
  }
  const testMessages: RawMessage[] =
    inputFiles !== undefined
      ? [
          {
            role: 'user',
            content: [
              ...inputFiles.map((f) => ({ type: 'file' as const, value: f })),
              { type: 'text' as const, value: raw.input as string },
            ],
          },
        ]
      : asMessages(raw.input, 'user');
  const suiteMessages: RawMessage[] =
    suite.input !== undefined && !skipDefaults ? asMessages(renderWith(suite.input, test.raw.vars), 'user') : [];

  const own = caseGraderList(raw, at);
  const ownConfigs = own ? graders(own.list, own.at, evaluatorCtx, shared.warnings) : [];
  const inlineRubrics =
    raw.rubrics && raw.rubrics.length > 0
      ? [
          {
            type: 'rubric' as const,
            name: 'rubrics',
            weight: 1,
            criteria: toCriteria(raw.rubrics, [...at, 'rubrics'], src),
          },
        ]
      : [];
  const all = [...inlineRubrics, ...ownConfigs, ...(skipDefaults ? [] : suiteGraderConfigs)];
  const criteria = raw.criteria ?? raw.expected_outcome;
  if (criteria === undefined && raw.expected_output === undefined && all.length === 0) {
    throw configErrorAt(
      src,
      at,
      `test "${id}" says nothing about a good answer`,
      'add criteria, expected_output or assertions',
    );
  }
  const asCase: RawEvalCase = {
    id: raw.id,
    expected_outcome: criteria ?? '',
    input: [...suiteMessages, ...testMessages],
    ...(raw.expected_output !== undefined ? { expected_output: raw.expected_output } : {}),
    ...(raw.conversation_id !== undefined ? { conversation_id: raw.conversation_id } : {}),
    ...(raw.execution?.target !== undefined ? { execution: { target: raw.execution.target } } : {}),
  };
  const built = await buildEvalCase(asCase, at, { ...shared, src, suiteEvaluators: [] });
  return {
    ...built,
    ...(src !== suiteSrc ? { file: src.file } : {}),
    ...(all.length > 0 ? { evaluators: dedupeEvaluatorNames(all) } : {}),
  };
}

/** A test's own graders: `assertions`, else `assert`, else the deprecated `execution.evaluators` / `evaluators`. */
function caseGraderList(raw: RawTest, at: FieldPath): { list: RawGraderList; at: FieldPath } | undefined {
  if (raw.assertions) return { list: raw.assertions, at: [...at, 'assertions'] };
  if (raw.assert) return { list: raw.assert, at: [...at, 'assert'] };
  if (raw.execution?.evaluators) return { list: raw.execution.evaluators, at: [...at, 'execution', 'evaluators'] };
  if (raw.evaluators) return { list: raw.evaluators, at: [...at, 'evaluators'] };
  return undefined;
}

function asMessages(value: string | RawMessage[], role: 'user' | 'assistant'): RawMessage[] {
  return typeof value === 'string' ? [{ role, content: value }] : value;
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
