import { statSync } from 'node:fs';
import path from 'node:path';
import type { CompositeAggregator } from './agentv-evaluator-schemas.js';
import { evaluatorSchema, type RawEvaluator, type RawRubricItem } from './evaluator-schema.js';
import { ancestorDirs, refuseOutsideRoot as refuseAt } from './repo-paths.js';
import type { EvaluatorConfig, EvaluatorGate, RubricCriterion } from './types.js';
import { configErrorAt, type FieldPath, type YamlSource, zodIssueError } from './yaml-source.js';

/** Where an evaluator list sits, so paths resolve against the eval file and errors point at it. */
export interface EvaluatorContext {
  src: YamlSource;
  evalDir: string;
  /** `prompt_path` and script files may not leave it unless `allowOutsideRoot`. */
  repoRoot: string;
  allowOutsideRoot: boolean;
  /** The file is in AgentV's 4.x format (`tests:`): its code graders speak the 4.x protocol. */
  agentv4?: boolean;
}

/**
 * Validated evaluator entries → EvaluatorConfig: defaults filled in, `prompt_path` (or
 * `promptPath`; snake_case wins) and script paths made absolute against the eval file's folder.
 */
export function normalizeEvaluators(
  raw: readonly RawEvaluator[],
  listPath: FieldPath,
  ctx: EvaluatorContext,
): EvaluatorConfig[] {
  return raw.map((entry, i) => normalizeOne(entry, [...listPath, i], ctx));
}

function normalizeOne(entry: RawEvaluator, at: FieldPath, ctx: EvaluatorContext): EvaluatorConfig {
  return { ...normalizeKind(entry, at, ctx), ...gateOf(entry) };
}

/** `negate`, `required` and `min_score` as written (every kind takes them). */
function gateOf(entry: RawEvaluator): EvaluatorGate {
  return {
    ...(entry.negate !== undefined ? { negate: entry.negate } : {}),
    ...(entry.required !== undefined ? { required: entry.required } : {}),
    ...(entry.min_score !== undefined ? { min_score: entry.min_score } : {}),
  };
}

function normalizeKind(entry: RawEvaluator, at: FieldPath, ctx: EvaluatorContext): EvaluatorConfig {
  const name = entry.name ?? defaultName(entry);
  const weight = entry.weight ?? 1;
  switch (entry.type) {
    case 'llm_judge': {
      // AgentV's rule: a `prompt:` that names an existing file is that file, not literal text.
      const promptFile = entry.prompt !== undefined ? promptAsFile(entry.prompt, ctx) : undefined;
      const key = entry.prompt_path !== undefined ? 'prompt_path' : promptFile !== undefined ? 'prompt' : 'promptPath';
      const promptPath = entry.prompt_path ?? promptFile ?? entry.promptPath;
      const resolved = promptPath === undefined ? undefined : path.resolve(ctx.evalDir, promptPath);
      if (resolved !== undefined && !isFile(resolved)) {
        throw configErrorAt(
          ctx.src,
          [...at, key],
          `judge prompt file "${promptPath}" not found`,
          `fix the path; it is relative to the eval file's folder ${ctx.evalDir}`,
        );
      }
      if (resolved !== undefined) refuseOutsideRoot(resolved, `judge prompt file "${promptPath}"`, [...at, key], ctx);
      return {
        type: 'llm_judge',
        name,
        weight,
        ...(entry.prompt !== undefined && promptFile === undefined ? { prompt: entry.prompt } : {}),
        ...(resolved !== undefined ? { prompt_path: resolved } : {}),
        ...(entry.prompt_script !== undefined
          ? { prompt_script: promptScriptOf(entry.prompt_script, [...at, 'prompt'], ctx) }
          : {}),
        ...(entry.prompt_config !== undefined ? { prompt_config: entry.prompt_config } : {}),
        ...(entry.target !== undefined ? { target: entry.target } : {}),
        ...(entry.judge_samples !== undefined ? { judge_samples: entry.judge_samples } : {}),
      };
    }
    case 'code':
    case 'code_judge': {
      const { type, name: _n, weight: _w, script, cwd, config, timeout_seconds, target, ...extra } = entry;
      const proxy = targetProxyOf(target);
      // AgentV passes every key it does not know to the script as `config`.
      const merged = { ...extra, ...(config ?? {}) };
      return {
        type: 'code',
        written_type: type,
        name,
        weight,
        script: checkedScript(script, [...at, 'script'], ctx),
        cwd: cwd === undefined ? ctx.evalDir : path.resolve(ctx.evalDir, cwd),
        ...(Object.keys(merged).length > 0 ? { config: merged } : {}),
        ...(timeout_seconds !== undefined ? { timeout_seconds } : {}),
        ...(proxy ? { target_proxy: proxy } : {}),
        ...(ctx.agentv4 ? { wire: 'agentv4' as const } : {}),
      };
    }
    case 'composite':
      return {
        type: 'composite',
        name,
        weight,
        evaluators: dedupeEvaluatorNames(
          entry.evaluators.map((member, i) => normalizeEvaluatorEntry(member, [...at, 'evaluators', i], ctx)),
        ),
        aggregator: compositeAggregator(entry.aggregator, [...at, 'aggregator'], ctx),
      };
    case 'tool_trajectory': {
      const { argsMatch, args_match, ...rest } = entry;
      const match = args_match ?? argsMatch;
      return { ...rest, name, weight, ...(match !== undefined ? { args_match: match } : {}) };
    }
    case 'field_accuracy':
    case 'execution_metrics':
    case 'latency':
    case 'cost':
    case 'token_usage':
    case 'skill-trigger':
      return { ...entry, name, weight };
    case 'contains':
    case 'contains-any':
    case 'contains-all':
    case 'icontains':
    case 'icontains-any':
    case 'icontains-all':
    case 'starts-with':
    case 'ends-with':
    case 'equals':
      return { type: 'assertion', check: entry.type, name, weight, value: entry.value };
    case 'regex':
      return {
        type: 'assertion',
        check: 'regex',
        name,
        weight,
        value: entry.value,
        ...(entry.flags !== undefined ? { flags: entry.flags } : {}),
      };
    case 'is-json':
      return { type: 'assertion', check: 'is-json', name, weight };
    case 'rubric': {
      const key = entry.criteria !== undefined ? 'criteria' : 'rubrics';
      return {
        type: 'rubric',
        name,
        weight,
        criteria: toCriteria(entry.criteria ?? entry.rubrics ?? [], [...at, key], ctx.src),
        ...(entry.batch !== undefined ? { batch: entry.batch } : {}),
        ...(entry.target !== undefined ? { target: entry.target } : {}),
        ...(entry.judge_samples !== undefined ? { judge_samples: entry.judge_samples } : {}),
      };
    }
  }
}

/** AgentV 4.x's default names: `contains-<value>`, `contains-any-<count>`, `regex-<first 30>`, else the type. */
function defaultName(entry: RawEvaluator): string {
  switch (entry.type) {
    case 'contains':
    case 'icontains':
    case 'starts-with':
    case 'ends-with':
    case 'equals':
      return `${entry.type}-${entry.value}`;
    case 'contains-any':
    case 'contains-all':
    case 'icontains-any':
    case 'icontains-all':
      return `${entry.type}-${entry.value.length}`;
    case 'regex':
      return `regex-${entry.value.slice(0, 30)}`;
    case 'skill-trigger':
      return `skill-trigger-${entry.skill}`;
    default:
      return entry.type;
  }
}

/**
 * One untyped grader entry (a composite member, a 4.x assertion), validated here so the error
 * points at the entry's own line.
 */
export function normalizeEvaluatorEntry(
  member: Record<string, unknown>,
  at: FieldPath,
  ctx: EvaluatorContext,
): EvaluatorConfig {
  const parsed = evaluatorSchema.safeParse(member);
  if (!parsed.success) throw zodIssueError(ctx.src, parsed.error, at);
  return normalizeOne(parsed.data, at, ctx);
}

/**
 * A code judge's `target:` as AgentV reads it: `true`, or `{max_calls}` (a non-negative number,
 * default 50); anything else leaves the script without the proxy, as AgentV does.
 */
function targetProxyOf(target: unknown): { max_calls: number } | undefined {
  if (target === true) return { max_calls: 50 };
  if (typeof target !== 'object' || target === null || Array.isArray(target)) return undefined;
  const max = (target as { max_calls?: unknown }).max_calls;
  if (max === undefined) return { max_calls: 50 };
  return typeof max === 'number' && max >= 0 ? { max_calls: max } : undefined;
}

/**
 * Paths of a composite's aggregator made absolute (a code_judge script, an llm_judge prompt file),
 * under the repository-root rule like a code evaluator's script and a judge's prompt file.
 */
function compositeAggregator(
  aggregator: CompositeAggregator,
  at: FieldPath,
  ctx: EvaluatorContext,
): Extract<EvaluatorConfig, { type: 'composite' }>['aggregator'] {
  switch (aggregator.type) {
    case 'weighted_average':
    case 'threshold':
      return aggregator;
    case 'code_judge': {
      const checked = checkedScript(aggregator.path, [...at, 'path'], ctx, 'composite aggregator script file');
      return {
        type: 'code_judge',
        path: typeof checked === 'string' ? checked : aggregator.path,
        cwd: aggregator.cwd ? path.resolve(ctx.evalDir, aggregator.cwd) : ctx.evalDir,
      };
    }
    case 'llm_judge': {
      const file = aggregator.prompt === undefined ? undefined : promptAsFile(aggregator.prompt, ctx);
      if (file !== undefined) {
        const resolved = path.resolve(ctx.evalDir, file);
        refuseOutsideRoot(
          resolved,
          `composite aggregator prompt file "${aggregator.prompt?.trim()}"`,
          [...at, 'prompt'],
          ctx,
        );
        return { type: 'llm_judge', prompt_path: resolved };
      }
      return { type: 'llm_judge', ...(aggregator.prompt !== undefined ? { prompt: aggregator.prompt } : {}) };
    }
  }
}

/**
 * Rubric items → criteria. Strings become `{id: r<n>, weight 1, required false}`; ids must be
 * unique because judge answers are matched back to criteria by id.
 */
export function toCriteria(items: readonly RawRubricItem[], listPath: FieldPath, src: YamlSource): RubricCriterion[] {
  const seen = new Set<string>();
  return items.map((item, i) => {
    const criterion: RubricCriterion =
      typeof item === 'string'
        ? { id: `r${i + 1}`, description: item, weight: 1, required: false }
        : {
            id: item.id ?? `r${i + 1}`,
            description: item.description,
            weight: item.weight ?? 1,
            required: item.required ?? false,
            ...('scoreRanges' in item ? { scoreRanges: item.scoreRanges } : {}),
            ...('minScore' in item && item.minScore !== undefined ? { minScore: item.minScore } : {}),
          };
    if (seen.has(criterion.id)) {
      throw configErrorAt(
        src,
        [...listPath, i],
        `duplicate rubric id "${criterion.id}"`,
        'give each rubric a unique id',
      );
    }
    seen.add(criterion.id);
    return criterion;
  });
}

/** Gives repeated names a numeric suffix (`llm_judge`, `llm_judge_2`) so results stay distinguishable. */
export function dedupeEvaluatorNames(list: readonly EvaluatorConfig[]): EvaluatorConfig[] {
  const counts = new Map<string, number>();
  return list.map((evaluator) => {
    const n = (counts.get(evaluator.name) ?? 0) + 1;
    counts.set(evaluator.name, n);
    return n === 1 ? evaluator : { ...evaluator, name: `${evaluator.name}_${n}` };
  });
}

/**
 * The script with its program resolved, after the repository-root rule was applied to every
 * relative path in it that names an existing file (`../../grade.py`, `node ../x.js`). Absolute
 * paths (`/usr/bin/env`) and bare commands (`python3`) are left alone: they are tools, not files
 * the eval file brings along.
 */
function checkedScript(
  script: string | string[],
  at: FieldPath,
  ctx: EvaluatorContext,
  what = 'code evaluator script file',
): string | string[] {
  const tokens = typeof script === 'string' ? script.split(/\s+/) : script;
  for (const token of tokens) {
    if (token === '' || path.isAbsolute(token) || !/[\\/]/.test(token)) continue;
    const file = findFile(token, ctx);
    if (file !== undefined) refuseOutsideRoot(file, `${what} "${token}"`, at, ctx);
  }
  return resolveScript(script, ctx);
}

function refuseOutsideRoot(file: string, what: string, at: FieldPath, ctx: EvaluatorContext): void {
  refuseAt(file, what, ctx.src, at, ctx);
}

/**
 * A prompt script's argv with its last element (the script, AgentV's rule) found from the eval
 * file's folder upward; a script that is not there is a load error, as in AgentV.
 */
function promptScriptOf(argv: string[], at: FieldPath, ctx: EvaluatorContext): string[] {
  const script = argv[argv.length - 1] ?? '';
  const file = path.isAbsolute(script) ? (isFile(script) ? script : undefined) : findFile(script, ctx);
  if (file === undefined) {
    throw configErrorAt(
      ctx.src,
      at,
      `prompt command file "${script}" not found`,
      `fix the path; it is looked up from the eval file's folder ${ctx.evalDir} upward`,
    );
  }
  refuseOutsideRoot(file, `prompt command file "${script}"`, at, ctx);
  return [...argv.slice(0, -1), file];
}

/** Only the program (first argv element) is resolved, and only when it is an existing relative file. */
function resolveScript(script: string | string[], ctx: EvaluatorContext): string | string[] {
  if (typeof script === 'string') return resolveIfRelativeFile(script, ctx);
  const [first, ...rest] = script;
  return first === undefined ? script : [resolveIfRelativeFile(first, ctx), ...rest];
}

function resolveIfRelativeFile(candidate: string, ctx: EvaluatorContext): string {
  if (path.isAbsolute(candidate) || /\s/.test(candidate)) return candidate;
  return findFile(candidate, ctx) ?? candidate;
}

/**
 * A relative path as an existing file, looked up like file segments: from the eval file's folder,
 * then each parent up to the repository root (AgentV's search roots: `./validators/check.py` in
 * an eval under `evals/` is the repository's `validators/check.py`).
 */
function findFile(candidate: string, ctx: EvaluatorContext): string | undefined {
  for (const base of ancestorDirs(ctx.evalDir, ctx.repoRoot)) {
    const file = path.resolve(base, candidate);
    if (isFile(file)) return file;
  }
  return undefined;
}

/** The prompt as a path when it is one line naming an existing file (eval folder, then each parent up to the repo root). */
function promptAsFile(prompt: string, ctx: EvaluatorContext): string | undefined {
  const candidate = prompt.trim();
  if (candidate === '' || candidate.includes('\n') || candidate.length > 500) return undefined;
  const file = findFile(candidate, ctx);
  return file === undefined ? undefined : path.relative(ctx.evalDir, file) || candidate;
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
