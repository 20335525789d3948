import type { z } from 'zod';
import { ASSERTION_KIND } from './evaluator-kinds/assertion-kind.js';
import { CODE_KIND } from './evaluator-kinds/code-kind.js';
import { COMPOSITE_KIND } from './evaluator-kinds/composite-kind.js';
import type {
  EvalFileReader,
  EvaluatorKind,
  EvaluatorKindName,
  NormalizeArgs,
  ReferencedFiles,
} from './evaluator-kinds/evaluator-kind.js';
import { LLM_JUDGE_KIND } from './evaluator-kinds/llm-judge-kind.js';
import {
  COST_KIND,
  EXECUTION_METRICS_KIND,
  FIELD_ACCURACY_KIND,
  LATENCY_KIND,
  TOKEN_USAGE_KIND,
  TOOL_TRAJECTORY_KIND,
} from './evaluator-kinds/metric-kinds.js';
import { RUBRIC_KIND } from './evaluator-kinds/rubric-kind.js';
import { PROMPTFOO_KIND } from './evaluator-kinds/promptfoo-kind.js';
import { SKILL_TRIGGER_KIND } from './evaluator-kinds/skill-trigger-kind.js';
import type { EvaluatorConfig } from './types.js';

/**
 * Every evaluator kind and its facts (one file each under `evaluator-kinds/`): the eval-file
 * schema, the list of types, AgentV 4.x's names, default names, the judge-target check and the
 * files `only-changed` follows all derive from this table. The mapped type makes a kind of
 * `EvaluatorConfig` without a row fail compilation; the order is the order types are listed in.
 */
export const EVALUATOR_KINDS = {
  llm_judge: LLM_JUDGE_KIND,
  code: CODE_KIND,
  rubric: RUBRIC_KIND,
  composite: COMPOSITE_KIND,
  tool_trajectory: TOOL_TRAJECTORY_KIND,
  field_accuracy: FIELD_ACCURACY_KIND,
  execution_metrics: EXECUTION_METRICS_KIND,
  latency: LATENCY_KIND,
  cost: COST_KIND,
  token_usage: TOKEN_USAGE_KIND,
  assertion: ASSERTION_KIND,
  'skill-trigger': SKILL_TRIGGER_KIND,
  promptfoo: PROMPTFOO_KIND,
} satisfies { [K in EvaluatorKindName]: KindRow<K> };

/** A row of the table: the kind's facts, its normalizer giving that kind's configuration. */
type KindRow<K extends EvaluatorKindName> = Omit<EvaluatorKind<K>, 'read'> & {
  read?: Pick<EvalFileReader<K, never>, 'normalize'>;
};

type Kinds = typeof EVALUATOR_KINDS;
type RawOf<T> = T extends { read?: { normalize: (entry: infer Raw, args: NormalizeArgs) => unknown } } ? Raw : never;

/** One evaluator entry as an eval file writes it, validated (before names and paths are filled in). */
export type RawEvaluator = { [K in EvaluatorKindName]: RawOf<Kinds[K]> }[EvaluatorKindName];

/** The facts of `config`'s kind (one cast here so each kind's functions take their own config). */
function kindOf(config: EvaluatorConfig): EvaluatorKind<EvaluatorKindName, never> {
  return EVALUATOR_KINDS[config.type] as EvaluatorKind<EvaluatorKindName, never>;
}

const READERS: ReadonlyArray<[EvaluatorKindName, EvalFileReader<EvaluatorKindName, never>]> = Object.entries(
  EVALUATOR_KINDS,
).flatMap(([kind, facts]) =>
  'read' in facts ? [[kind as EvaluatorKindName, facts.read as EvalFileReader<EvaluatorKindName, never>]] : [],
);

/** Every `type:` an eval file may write (AgentV 2.x names), in the table's order. */
export const EVALUATOR_TYPES: readonly string[] = READERS.flatMap(([, read]) => read.types);

/** The zod objects of every written type, the members of the eval file's discriminated union. */
export const EVALUATOR_SCHEMAS: readonly z.ZodType[] = READERS.flatMap(([, read]) => read.schemas);

/** AgentV 4.x's spellings (and the 2.x types themselves) → the 2.x type they are read as. */
export const AGENTV4_TYPE_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  READERS.flatMap(([, read]) => [
    ...(read.agentv4Names ?? []).map((alias) => [alias, read.types[0]]),
    ...read.types.map((type) => [type, type]),
  ]),
);

/** Written types whose default name says more than the type (`contains-Paris`, `skill-trigger-x`). */
export const NAMED_BY_CONTENT: ReadonlySet<string> = new Set(
  READERS.flatMap(([, read]) => (read.defaultName ? read.types : [])),
);

const READER_OF: ReadonlyMap<string, EvalFileReader<EvaluatorKindName, never>> = new Map(
  READERS.flatMap(([, read]) => read.types.map((type) => [type, read] as const)),
);

/** A validated entry as its kind's configuration: its `name:` or default name, `weight:` or 1. */
export function normalizeRawEvaluator(
  entry: RawEvaluator,
  args: Omit<NormalizeArgs, 'name' | 'weight'>,
): EvaluatorConfig {
  const read = READER_OF.get(entry.type);
  if (!read) throw new Error(`no evaluator kind reads type "${entry.type}"`);
  const name = entry.name ?? read.defaultName?.(entry as never) ?? entry.type;
  return read.normalize(entry as never, { ...args, name, weight: entry.weight ?? 1 });
}

/** `configs` and, depth first, the members of each (a composite's evaluators). */
function everyEvaluator(configs: readonly EvaluatorConfig[]): EvaluatorConfig[] {
  return configs.flatMap((config) => [config, ...everyEvaluator(kindOf(config).members?.(config as never) ?? [])]);
}

/** The evaluators among `configs` (members included) that name a judge target, with the name. */
export function judgeTargetsOf(configs: readonly EvaluatorConfig[]): Array<{ config: EvaluatorConfig; name: string }> {
  return everyEvaluator(configs).flatMap((config) =>
    (kindOf(config).judgeTargets?.(config as never) ?? []).map((name) => ({ config, name })),
  );
}

/** Whether any of `configs` (members included) asks the judge of the case's target. */
export function usesTargetJudge(configs: readonly EvaluatorConfig[]): boolean {
  return everyEvaluator(configs).some((config) => kindOf(config).usesTargetJudge?.(config as never) ?? false);
}

/** The files `configs` (members included) reference: inputs read as data, scripts run as programs. */
export function referencedFiles(configs: readonly EvaluatorConfig[]): Required<ReferencedFiles> {
  const all = everyEvaluator(configs).map((config) => kindOf(config).files?.(config as never) ?? {});
  return { inputs: all.flatMap((files) => files.inputs ?? []), scripts: all.flatMap((files) => files.scripts ?? []) };
}

/** Whether any of `configs` (members included) runs a program of the repository, whose imports cannot be listed. */
export function runsScript(configs: readonly EvaluatorConfig[]): boolean {
  return everyEvaluator(configs).some((config) => kindOf(config).runsScript?.(config as never) ?? false);
}

/** The type a result record shows for `config` (a code evaluator's as written, else its kind). */
export function recordedType(config: EvaluatorConfig): string {
  return kindOf(config).recordedType?.(config as never) ?? config.type;
}

/** The evaluators a case is graded by when neither it nor its suite names any: one LLM judge. */
export const DEFAULT_EVALUATORS: readonly EvaluatorConfig[] = [{ type: 'llm_judge', name: 'llm_judge', weight: 1 }];
