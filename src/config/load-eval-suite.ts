import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../errors/config-error.js';
import { buildEvalCase } from './build-eval-case.js';
import { isJsonlFile, readJsonlSource } from './jsonl-dataset.js';
import { evalFileSchema, type RawEvalFile } from './eval-file-schema.js';
import { loadGuidelinePatterns } from './build-message-content.js';
import { dedupeEvaluatorNames, normalizeEvaluators } from './normalize-evaluators.js';
import type { ConfigWarning, EvalCase, EvalSuite, PromptVariant } from './types.js';
import { unknownKeyWarnings } from './unknown-keys.js';
import { isTestsFormat, loadTestsSuite } from './load-tests-suite.js';
import { toWorkspaceConfig } from './targets-file-schema.js';
import { configErrorAt, keyPositionOf, positionOf, readYamlSource, type YamlSource, zodIssueError } from './yaml-source.js';

/** Options for {@link loadEvalSuite}. */
export interface LoadEvalSuiteOptions {
  /** Repository root: file references may not leave it, guideline paths are relative to it. */
  repoRoot: string;
  /** Permit file segments that resolve outside `repoRoot` (`--allow-outside-root`). */
  allowOutsideRoot?: boolean;
  /** The run's environment, for `${{ VAR }}` in AgentV 4.x files. */
  env?: Readonly<Record<string, string | undefined>>;
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
  const evalDir = path.dirname(file);
  const repoRoot = path.resolve(options.repoRoot);
  const src = isJsonlFile(file) ? await readJsonlSource(file) : await readYamlSource(file, 'eval file');
  if (isTestsFormat(src.data)) return loadTestsSuite(src, { repoRoot, allowOutsideRoot: options.allowOutsideRoot ?? false, env: options.env ?? {} });
  const parsed = evalFileSchema.safeParse(src.data ?? {});
  if (!parsed.success) {
    const sidecarOf = isJsonlFile(file) ? undefined : jsonlBeside(file);
    if (sidecarOf && !hasCases(src.data)) {
      throw new ConfigError(`this is the sidecar of the JSONL dataset ${path.basename(sidecarOf)}, not a suite`, { file }, `run ${sidecarOf} instead`);
    }
    throw zodIssueError(src, parsed.error);
  }
  const raw = parsed.data;
  const warnings = unknownKeyWarnings(src, evalFileSchema);

  const casesKey = raw.evalcases !== undefined ? 'evalcases' : 'testcases';
  if (raw.testcases !== undefined) {
    const line = keyPositionOf(src, [], 'testcases').line;
    const message =
      casesKey === 'evalcases'
        ? '"testcases" is ignored because "evalcases" is also present'
        : '"testcases" is deprecated; rename it to "evalcases"';
    warnings.push({ message, file, line });
  }
  const prompts = checkPrompts(src, raw);
  checkUniqueCaseIds(src, raw, casesKey);

  const guidelinePatterns = await loadGuidelinePatterns(evalDir, warnings, repoRoot);
  const suiteKey = raw.execution?.evaluators ? ['execution', 'evaluators'] : ['evaluators'];
  const suiteEvaluators = dedupeEvaluatorNames(
    normalizeEvaluators(raw.execution?.evaluators ?? raw.evaluators ?? [], suiteKey, {
      src,
      evalDir,
      repoRoot,
      allowOutsideRoot: options.allowOutsideRoot ?? false,
    }),
  );

  const cases: EvalCase[] = [];
  for (const [i, rawCase] of (raw[casesKey] ?? []).entries()) {
    cases.push(
      await buildEvalCase(rawCase, [casesKey, i], {
        src,
        evalDir,
        repoRoot,
        allowOutsideRoot: options.allowOutsideRoot ?? false,
        guidelinePatterns,
        suiteEvaluators,
        warnings,
      }),
    );
  }

  const targetName = raw.execution?.target ?? raw.target;
  const suite: EvalSuite = {
    filePath: file,
    repoRoot,
    dataset: raw.dataset ?? defaultDataset(file),
    ...(raw.description !== undefined ? { description: raw.description } : {}),
    ...(targetName !== undefined ? { targetName } : {}),
    evaluators: suiteEvaluators,
    ...(prompts ? { prompts } : {}),
    iterations: raw.iterations ?? raw.repeat ?? 1,
    ...(raw.pass_policy !== undefined ? { passPolicy: raw.pass_policy.trim().toLowerCase() } : {}),
    cases,
    ...(raw.workspace ? { workspace: toWorkspaceConfig(raw.workspace, file, keyPositionOf(src, [], 'workspace').line) } : {}),
  };
  return { suite, warnings };
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
  return path.basename(file).replace(/\.(ya?ml|jsonl)$/i, '').replace(/\.test$/i, '');
}

function checkPrompts(src: YamlSource, raw: RawEvalFile): PromptVariant[] | undefined {
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

function checkUniqueCaseIds(src: YamlSource, raw: RawEvalFile, casesKey: 'evalcases' | 'testcases'): void {
  const firstLine = new Map<string, number>();
  for (const [i, c] of (raw[casesKey] ?? []).entries()) {
    const id = String(c.id);
    const line = positionOf(src, [casesKey, i]).line;
    const earlier = firstLine.get(id);
    if (earlier !== undefined) {
      throw configErrorAt(
        src,
        [casesKey, i, 'id'],
        `duplicate case id "${id}" (lines ${earlier} and ${line})`,
        'give every case in the file a unique id',
      );
    }
    firstLine.set(id, line);
  }
}
