import { buildEvalCase, type CaseContext } from './build-eval-case.js';
import type { RawEvalCase, RawMessage } from './eval-file-schema.js';
import { dedupeEvaluatorNames, toCriteria, type EvaluatorContext } from './normalize-evaluators.js';
import { caseGraderList, graders } from './test-graders.js';
import { renderVars, renderWith } from './test-vars.js';
import { AGENTV_PASS_THRESHOLD, type RawTest, type RawTestsFile } from './tests-file-schema.js';
import type { SourcedTest } from './tests-sources.js';
import type { ConfigWarning, EvalCase, EvaluatorConfig } from './types.js';
import { configErrorAt, type FieldPath, type YamlSource } from './yaml-source.js';

/** What every test of one 4.x suite shares when it is built. */
export interface TestsSuiteFacts {
  /** The suite file's source: a test read from another file records that file. */
  suiteSrc: YamlSource;
  suite: RawTestsFile;
  /** The suite's graders, appended to each test's own unless `execution.skip_defaults`. */
  suiteGraderConfigs: readonly EvaluatorConfig[];
}

/** One test → EvalCase: vars rendered, suite input prepended, graders = its own + the suite's. */
export async function buildTest(
  test: SourcedTest,
  facts: TestsSuiteFacts,
  shared: Omit<CaseContext, 'src' | 'suiteEvaluators'>,
  evaluatorCtx: EvaluatorContext,
): Promise<EvalCase> {
  const { src, at } = test;
  const raw = renderVars(test.raw);
  const skipDefaults = raw.execution?.skip_defaults === true;
  if (raw.execution?.threshold !== undefined)
    checkThreshold(src, [...at, 'execution', 'threshold'], raw.execution.threshold);
  const input = testInput(test, raw, facts.suite, skipDefaults);
  const all = testGraders(test, raw, skipDefaults ? [] : facts.suiteGraderConfigs, evaluatorCtx, shared.warnings);
  const criteria = raw.criteria ?? raw.expected_outcome;
  if (criteria === undefined && raw.expected_output === undefined && all.length === 0) {
    throw configErrorAt(
      src,
      at,
      `test "${String(raw.id)}" says nothing about a good answer`,
      'add criteria, expected_output or assertions',
    );
  }
  const asCase: RawEvalCase = {
    id: raw.id,
    expected_outcome: criteria ?? '',
    input,
    ...(raw.expected_output !== undefined ? { expected_output: raw.expected_output } : {}),
    ...(raw.conversation_id !== undefined ? { conversation_id: raw.conversation_id } : {}),
    ...(raw.execution?.target !== undefined ? { execution: { target: raw.execution.target } } : {}),
  };
  const built = await buildEvalCase(asCase, at, { ...shared, src, suiteEvaluators: [] });
  return {
    ...built,
    ...(src !== facts.suiteSrc ? { file: src.file } : {}),
    ...(all.length > 0 ? { evaluators: dedupeEvaluatorNames(all) } : {}),
    ...(facts.suite.tags?.length ? { tags: facts.suite.tags } : {}),
    ...(raw.metadata !== undefined ? { metadata: raw.metadata } : {}),
  };
}

/**
 * The test's input messages: the suite's `input` (unless skip_defaults) followed by the test's own;
 * `input_files` become file segments before the test's input, which must then be one string.
 */
function testInput(test: SourcedTest, raw: RawTest, suite: RawTestsFile, skipDefaults: boolean): RawMessage[] {
  const { src, at } = test;
  const id = String(raw.id);
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
  return [...suiteMessages, ...testMessages];
}

/** The test's graders in AgentV's order: its inline `rubrics`, its own list, then the suite's. */
function testGraders(
  test: SourcedTest,
  raw: RawTest,
  suiteGraderConfigs: readonly EvaluatorConfig[],
  evaluatorCtx: EvaluatorContext,
  warnings: ConfigWarning[],
): EvaluatorConfig[] {
  const { src, at } = test;
  const own = caseGraderList(raw, at);
  const ownConfigs = own ? graders(own.list, own.at, evaluatorCtx, warnings) : [];
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
  return [...inlineRubrics, ...ownConfigs, ...suiteGraderConfigs];
}

function asMessages(value: string | RawMessage[], role: 'user' | 'assistant'): RawMessage[] {
  return typeof value === 'string' ? [{ role, content: value }] : value;
}

/** The pass threshold is one for the whole run (PASS_THRESHOLD): another value is refused, not ignored. */
export function checkThreshold(src: YamlSource, at: FieldPath, threshold: number): void {
  if (threshold === AGENTV_PASS_THRESHOLD) return;
  throw configErrorAt(
    src,
    at,
    `threshold ${threshold} is not supported: every report here uses the pass threshold ${AGENTV_PASS_THRESHOLD}`,
    `remove threshold (or set ${AGENTV_PASS_THRESHOLD})`,
  );
}
