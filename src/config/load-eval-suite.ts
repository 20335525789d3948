import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../errors/config-error.js';
import { buildEvalCase, type CaseContext } from './build-eval-case.js';
import { CaseList, firstDuplicate } from './case-list.js';
import { isHeldFile } from './held-file.js';
import { isJsonlFile, readJsonlSource } from './jsonl-dataset.js';
import { evalCaseSchema, evalFileHeaderSchema, type RawEvalCase, type RawEvalFileHeader } from './eval-file-schema.js';
import { loadGuidelinePatterns } from './build-message-content.js';
import { dedupeEvaluatorNames, normalizeEvaluators } from './normalize-evaluators.js';
import type { ConfigWarning, EvalSuite, EvaluatorConfig, PromptVariant, WorkspaceConfig } from './types.js';
import { unknownKeyWarnings } from './unknown-keys.js';
import { refuseOutsideRoot, type RootRule } from './repo-paths.js';
import { toWorkspaceConfig, type RawWorkspace } from './targets-file-schema.js';
import {
  configErrorAt,
  keyPositionOf,
  positionOf,
  readYamlSource,
  type YamlSource,
  zodIssueError,
} from './yaml-source.js';
import { itemsByIndex, listReader, withListsUnread } from './yaml-lists.js';
import { loopTurnEvery } from './loop-turns.js';

/** Options for {@link loadEvalSuite}. */
export interface LoadEvalSuiteOptions {
  /** Repository root: file references may not leave it, guideline paths are relative to it. */
  repoRoot: string;
  /** Permit file segments that resolve outside `repoRoot` (`--allow-outside-root`). */
  allowOutsideRoot?: boolean;
  /** The most cases a promptfoo config's tests may expand to (`--max-cases`). */
  maxCases?: number;
  /** The run's environment, for `${{ VAR }}` in AgentV 4.x files. */
  env?: Readonly<Record<string, string | undefined>>;
  /** The run's working folder (promptfoo shows prompt file paths relative to it). */
  cwd?: string;
}

/**
 * Reads, validates and resolves one eval file. Problems that would make the run wrong throw a
 * ConfigError pointing at file:line:col; harmless ones (unknown keys, deprecated aliases) come
 * back as warnings.
 */
export async function loadEvalSuite(
  filePath: string,
  options: LoadEvalSuiteOptions,
): Promise<{ suite: EvalSuite; warnings: ConfigWarning[] }> {
  const file = path.resolve(filePath);
  const repoRoot = path.resolve(options.repoRoot);
  const rule: RootRule = { repoRoot, allowOutsideRoot: options.allowOutsideRoot ?? false };
  const src = isJsonlFile(file)
    ? await readJsonlSource(file)
    : await readYamlSource(file, 'eval file', { lazyLists: true });
  if (isTestsFormat(src.data)) {
    // The 4.x reader (its schemas, sources, templating) is loaded only for a 4.x file.
    const { loadTestsSuite } = await import('./load-tests-suite.js');
    return loadTestsSuite(src, { ...rule, env: options.env ?? {} });
  }
  // A misspelt key is named before the schema's complaint about the key it misses.
  const warnings = unknownKeyWarnings(src, evalFileHeaderSchema);
  const raw = parseHeader(src, file);
  const casesKey = chooseCasesKey(src, raw, warnings);
  const prompts = checkPrompts(src, raw);
  const ctx = await suiteCaseContext(src, raw, rule, warnings);
  const cases = await readCases(src, casesKey, ctx);
  const targetName = raw.execution?.target ?? raw.target;
  const suite: EvalSuite = {
    filePath: file,
    repoRoot,
    dataset: raw.dataset ?? defaultDataset(file),
    ...(raw.description !== undefined ? { description: raw.description } : {}),
    ...(targetName !== undefined ? { targetName } : {}),
    evaluators: ctx.suiteEvaluators,
    ...(prompts ? { prompts } : {}),
    iterations: raw.iterations ?? raw.repeat ?? 1,
    ...(raw.pass_policy !== undefined ? { passPolicy: raw.pass_policy.trim().toLowerCase() } : {}),
    cases,
    ...(raw.workspace ? { workspace: checkedWorkspace(src, raw.workspace, rule) } : {}),
  };
  return { suite, warnings };
}

/** The file's suite-level keys, validated; a YAML sidecar of a JSONL dataset is named as such. */
function parseHeader(src: YamlSource, file: string): RawEvalFileHeader {
  const parsed = evalFileHeaderSchema.safeParse(withListsUnread(src.data ?? {}));
  if (parsed.success) return parsed.data;
  const sidecarOf = isJsonlFile(file) ? undefined : jsonlBeside(file);
  if (sidecarOf && !hasCases(src.data)) {
    throw new ConfigError(
      `this is the sidecar of the JSONL dataset ${path.basename(sidecarOf)}, not a suite`,
      { file },
      `run ${sidecarOf} instead`,
    );
  }
  throw zodIssueError(src, parsed.error);
}

/** `evalcases` wins over the deprecated `testcases`; either use of `testcases` is warned about. */
function chooseCasesKey(src: YamlSource, raw: RawEvalFileHeader, warnings: ConfigWarning[]): 'evalcases' | 'testcases' {
  const casesKey = raw.evalcases !== undefined ? 'evalcases' : 'testcases';
  if (raw.testcases !== undefined) {
    const line = keyPositionOf(src, [], 'testcases').line;
    const message =
      casesKey === 'evalcases'
        ? '"testcases" is ignored because "evalcases" is also present'
        : '"testcases" is deprecated; rename it to "evalcases"';
    warnings.push({ message, file: src.file, line });
  }
  return casesKey;
}

/** What every case of the file shares: its folder, guideline patterns and suite evaluators. */
async function suiteCaseContext(
  src: YamlSource,
  raw: RawEvalFileHeader,
  rule: RootRule,
  warnings: ConfigWarning[],
): Promise<CaseContext & { suiteEvaluators: EvaluatorConfig[] }> {
  const evalDir = path.dirname(src.file);
  const { repoRoot, allowOutsideRoot } = rule;
  const guidelinePatterns = await loadGuidelinePatterns(evalDir, warnings, repoRoot);
  const suiteKey = raw.execution?.evaluators ? ['execution', 'evaluators'] : ['evaluators'];
  const suiteEvaluators = dedupeEvaluatorNames(
    normalizeEvaluators(raw.execution?.evaluators ?? raw.evaluators ?? [], suiteKey, {
      src,
      evalDir,
      repoRoot,
      allowOutsideRoot,
    }),
  );
  return { src, evalDir, repoRoot, allowOutsideRoot, guidelinePatterns, suiteEvaluators, warnings };
}

/** Cases checked and built per read: one parse of the file's text each. */
const CASES_PER_READ = 10;

/**
 * Checks and builds every case a slice at a time, keeping of each only what the run plans with
 * (CaseList); a case of a large file is built again from the file when it runs, a held file's
 * is kept as built. Errors are the first case's in file order, at its line.
 */
async function readCases(src: YamlSource, casesKey: 'evalcases' | 'testcases', ctx: CaseContext): Promise<CaseList> {
  const items = listReader(src, casesKey)!;
  const caseAt = (item: unknown, index: number): RawEvalCase => {
    const parsed = evalCaseSchema.safeParse(item);
    if (!parsed.success) throw zodIssueError(src, parsed.error, [casesKey, index]);
    return parsed.data;
  };
  // Cases are read in file order, and run roughly so.
  const itemAt = itemsByIndex(items, CASES_PER_READ);
  // Built again without its warnings (said at load). A literal, not `{ ...ctx, warnings }`: V8 moves
  // such clone-then-add objects out of the young generation, one per case run.
  const { src: source, evalDir, repoRoot, allowOutsideRoot, guidelinePatterns, suiteEvaluators } = ctx;
  const cases = new CaseList(
    async (index) =>
      buildEvalCase(caseAt(itemAt(index), index), [casesKey, index], {
        src: source,
        evalDir,
        repoRoot,
        allowOutsideRoot,
        guidelinePatterns,
        suiteEvaluators,
        warnings: [],
      }),
    items.length,
    isHeldFile(src.file),
  );
  for (let index = 0; index < items.length; index++) {
    const item = itemAt(index);
    ctx.warnings.push(...unknownKeyWarnings(src, evalCaseSchema, item, [casesKey, index]));
    const rawCase = caseAt(item, index);
    cases.add(await buildEvalCase(rawCase, [casesKey, index], ctx));
    await loopTurnEvery(index + 1);
  }
  const duplicate = firstDuplicate(cases);
  if (duplicate) {
    const id = cases.id(duplicate.index);
    const lines = `lines ${cases.line(duplicate.earlier)} and ${cases.line(duplicate.index)}`;
    throw configErrorAt(
      src,
      [casesKey, duplicate.index, 'id'],
      `duplicate case id "${id}" (${lines})`,
      'give every case in the file a unique id',
    );
  }
  return cases;
}

/** True when the document is in the 4.x format (`tests:` or its deprecated `eval_cases:`). */
export function isTestsFormat(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const keys = data as Record<string, unknown>;
  return ('tests' in keys || 'eval_cases' in keys) && !('evalcases' in keys) && !('testcases' in keys);
}

/** `d.yaml` → `d.jsonl` when that dataset exists beside it. */
function jsonlBeside(file: string): string | undefined {
  const candidate = file.replace(/\.ya?ml$/i, '.jsonl');
  return candidate !== file && existsSync(candidate) ? candidate : undefined;
}

function hasCases(data: unknown): boolean {
  return typeof data === 'object' && data !== null && ('evalcases' in data || 'testcases' in data || 'tests' in data);
}

/** `evals/example.test.yaml` → `example`. */
function defaultDataset(file: string): string {
  return path
    .basename(file)
    .replace(/\.(ya?ml|jsonl)$/i, '')
    .replace(/\.test$/i, '');
}

function checkPrompts(src: YamlSource, raw: RawEvalFileHeader): PromptVariant[] | undefined {
  if (!raw.prompts) return undefined;
  const firstLine = new Map<string, number>();
  for (const [i, prompt] of raw.prompts.entries()) {
    const line = positionOf(src, ['prompts', i]).line;
    const earlier = firstLine.get(prompt.id);
    if (earlier !== undefined) {
      throw configErrorAt(
        src,
        ['prompts', i, 'id'],
        `duplicate prompt id "${prompt.id}" (lines ${earlier} and ${line})`,
        'give every prompt variant a unique id',
      );
    }
    firstLine.set(prompt.id, line);
  }
  return raw.prompts.map(({ id, prompt }) => ({ id, prompt }));
}

/** The suite's `workspace:`, its template under the repository-root rule like a file segment. */
function checkedWorkspace(src: YamlSource, raw: RawWorkspace, rule: RootRule): WorkspaceConfig {
  const workspace = toWorkspaceConfig(raw, src.file, keyPositionOf(src, [], 'workspace').line);
  refuseOutsideRoot(workspace.template, `workspace.template "${raw.template}"`, src, ['workspace', 'template'], rule);
  return workspace;
}
