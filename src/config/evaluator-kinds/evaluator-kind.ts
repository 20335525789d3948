import type { z } from 'zod';
import type { EvaluatorConfig } from '../types.js';
import type { FieldPath, YamlSource } from '../yaml-source.js';

/** An evaluator kind as the engine gets it (`EvaluatorConfig['type']`). */
export type EvaluatorKindName = EvaluatorConfig['type'];

/** The normalized configuration of one kind. */
export type ConfigOf<K extends EvaluatorKindName> = Extract<EvaluatorConfig, { type: K }>;

/** Where an evaluator list sits, so paths resolve against the eval file and errors point at it. */
export interface EvaluatorContext {
  src: YamlSource;
  evalDir: string;
  /** `prompt_path` and script files may not leave it unless `allowOutsideRoot`. */
  repoRoot: string;
  allowOutsideRoot: boolean;
  /**
   * The file is in AgentV's 4.x format (`tests:`): its code graders speak the 4.x protocol and its
   * tool trajectories compare arguments exactly by default.
   */
  agentv4?: boolean;
  /**
   * The entries were checked when the file was loaded (a 4.x test built again when it runs): their
   * keys are not walked again for warnings that were already said.
   */
  keysChecked?: boolean;
}

/** What a kind's normalizer gets besides the validated entry. */
export interface NormalizeArgs {
  /** Where the entry sits in its file. */
  at: FieldPath;
  ctx: EvaluatorContext;
  /** The entry's `name:`, else its kind's default name. */
  name: string;
  /** The entry's `weight:`, else 1. */
  weight: number;
  /** Normalizes a nested entry (a composite's member), validated at its own line. */
  member: (entry: Record<string, unknown>, at: FieldPath) => EvaluatorConfig;
}

/** How eval files write a kind: the `type:` values, their schemas and how an entry becomes its config. */
export interface EvalFileReader<K extends EvaluatorKindName, Raw> {
  /** The `type:` values an eval file writes (AgentV 2.x names; the first is the usual one). */
  types: readonly string[];
  /** AgentV 4.x spellings of the kind (`llm-grader`), read as `types[0]`; snake_case forms are read too. */
  agentv4Names?: readonly string[];
  /** One zod object per `type:` value, each with `type` as a literal (members of one discriminated union). */
  schemas: readonly z.ZodType<Raw>[];
  /** The name an entry without `name:` gets (AgentV's default names); the `type:` when absent. */
  defaultName?: (entry: Raw) => string;
  normalize: (entry: Raw, args: NormalizeArgs) => ConfigOf<K>;
}

/** Paths a configuration references, absolute. */
export interface ReferencedFiles {
  /** Data the runner reads (judge prompt files): a change concerns only the suites naming it. */
  inputs?: readonly string[];
  /** Programs it runs (code evaluator scripts): their own imports cannot be listed. */
  scripts?: readonly string[];
}

/**
 * Everything the code base needs to know about one evaluator kind, in one place: the table in
 * `evaluator-kinds.ts` derives from these the list of types, the eval-file schema, the judge-target
 * check and the `only-changed` file walk. A new kind is its own file and one row of that table.
 */
export interface EvaluatorKind<K extends EvaluatorKindName, Raw = never> {
  /** Absent for kinds no eval file writes (promptfoo tests, built by their own loader). */
  read?: EvalFileReader<K, Raw>;
  /** The files a configuration of this kind references (its members' are found through `members`). */
  files?: (config: ConfigOf<K>) => ReferencedFiles;
  /** Whether it runs a program of the repository itself (not counting its members). */
  runsScript?: (config: ConfigOf<K>) => boolean;
  /** The judge targets it names itself, checked against the targets files before any call. */
  judgeTargets?: (config: ConfigOf<K>) => readonly string[];
  /** Whether it asks the judge of the case's target (not counting its members); false when absent. */
  usesTargetJudge?: (config: ConfigOf<K>) => boolean;
  /** The type a result record shows for it; the kind's name when absent. */
  recordedType?: (config: ConfigOf<K>) => string;
  /** The evaluators it holds (a composite's members), walked by every derived check. */
  members?: (config: ConfigOf<K>) => readonly EvaluatorConfig[];
}
