import type { EvaluatorConfig } from './evaluator-config.js';

export type { EvaluatorConfig, EvaluatorGate, PromptfooTestGrading, RubricCriterion } from './evaluator-config.js';

/**
 * What the config room hands the engine: eval suites with every file reference already read,
 * and target definitions with `${{ VAR }}` references already expanded.
 */

/**
 * The one range of every concurrency knob: `--workers` / `workers:` (cases at once), the call
 * ceiling (`--max-concurrent-calls`, MAX_CONCURRENT_LLM_CALLS) and a target's `workers`.
 */
export const CONCURRENCY_RANGE = { min: 1, max: 50 } as const;

/**
 * The longest wait a timer holds (2^31 − 1 ms, about 24.8 days): Node fires a longer one after
 * 1 ms. Every timeout and delay of a file, flag or variable is bounded by it (seconds: 2,147,483).
 */
export const MAX_TIMER_MS = 2_147_483_647;

/** The longest timeout in whole seconds, {@link MAX_TIMER_MS} in seconds rounded down. */
export const MAX_TIMER_SECONDS = Math.floor(MAX_TIMER_MS / 1000);

/** Most retries of a failed call a target may ask for (`max_retries`, RETRY_MAX_ATTEMPTS). */
export const MAX_TARGET_RETRIES = 100;

/** Most repeats of a case × variant (`iterations`, `--iterations`): bounded alike in files and flags. */
export const MAX_ITERATIONS = 1000;

/**
 * Every provider kind a target may name: the one list. The targets schema, the provider registry
 * (`Record<ProviderKind, ProviderFactory>`) and `TargetDefinition.provider` derive from it, so a kind
 * without a factory fails compilation.
 */
export const PROVIDER_KINDS = [
  'azure-openai',
  'openai',
  'anthropic',
  'gemini',
  'codex',
  'cli',
  'claude-code',
  'vscode',
  'vscode-insiders',
  'mock',
  // promptfoo's own providers, for promptfoo configs: the prompt back, a command, a JS provider class,
  // an HTTP endpoint.
  'echo',
  'exec',
  'promptfoo-js',
  'promptfoo-http',
] as const;

export type ProviderKind = (typeof PROVIDER_KINDS)[number];

export type ChatRole = 'system' | 'user' | 'assistant' | 'tool';

/** One message as written in the eval file, after file segments were resolved. */
export interface ChatMessage {
  role: ChatRole;
  /** Text content; object content is serialised as JSON text; file segments are embedded (non-guideline). */
  content: string;
  /** Tool calls an agent reported on an assistant message (cli `output_messages`), normalised. */
  tool_calls?: ReportedToolCall[];
  /**
   * The content as written when it is not one string (a mapping, or segments with their files
   * read): what AgentV 4.x hands code graders and prompt scripts instead of the rendered text.
   */
  written?: WrittenContent;
}

/** A message's content as written: a mapping as is, or its segments, each file segment with its file. */
export type WrittenContent =
  | Record<string, unknown>
  | Array<{ type: 'text'; value: string } | { type: 'file'; value: string; file: ReferencedFile }>;

/** One tool call as an agent reported it, in one shape whatever spelling it used. */
export interface ReportedToolCall {
  tool: string;
  input?: unknown;
  output?: unknown;
  id?: string;
  duration_ms?: number;
}

/** A file a case refers to, read at load time. */
export interface ReferencedFile {
  /** Absolute path on disk. */
  absolutePath: string;
  /** Path relative to the repository root, forward slashes (what guideline patterns match). */
  displayPath: string;
  content: string;
}

export interface PromptVariant {
  id: string;
  prompt: string;
}

/** One case of an eval file, ready to run. */
export interface EvalCase {
  id: string;
  /**
   * Why the case cannot run although its file loads (a file segment given as a git URL): the
   * case is recorded with this as its error, the file's other cases run.
   */
  unrunnable?: string;
  /** 1-based line of the case in its file, for error messages. */
  line: number;
  /** The file the case is written in, when not the suite's own (an AgentV 4.x case file). */
  file?: string;
  expectedOutcome: string;
  /** Conversation as written, with non-guideline file segments embedded inline. */
  inputMessages: ChatMessage[];
  /** Content of the last expected message, when given. */
  referenceAnswer?: string;
  /** `expected_messages` (or `expected_output`) as rendered, for code judges. */
  expectedMessages?: ChatMessage[];
  conversationId?: string;
  guidelineFiles: ReferencedFile[];
  inputFiles: ReferencedFile[];
  /** Per-case target override (`execution.target`). */
  targetName?: string;
  /** Per-case evaluators; when absent the suite's evaluators apply. */
  evaluators?: EvaluatorConfig[];
  /**
   * The prompt as one string, when the format renders one (a promptfoo prompt after templating):
   * sent as the request's `prompt` to text providers instead of the conversation with role markers.
   */
  rawPrompt?: string;
  /** Labels the format shows its results by (promptfoo: test description, prompt and provider labels). */
  recordLabels?: RecordLabels;
  /**
   * What a promptfoo provider is handed besides the prompt (`vars`, the prompt's label): the
   * request's `metadata.context`.
   */
  providerContext?: Record<string, unknown>;
  /** What `--tag` / `--exclude-tag` select by (an AgentV tests file's `tags:`). */
  tags?: readonly string[];
  /** What `--filter-metadata` selects by (a test's `metadata:`). */
  metadata?: Readonly<Record<string, unknown>>;
}

/** What a promptfoo result is known by, copied into its record. */
export interface RecordLabels {
  description?: string;
  prompt_label: string;
  provider_label: string;
  provider_id: string;
  /** The test's vars (promptfoo's results file lists them with each result). */
  vars?: Record<string, unknown>;
}

/**
 * The cases of a suite as a run holds them: of each case what planning needs, the whole case
 * built when it runs (CaseList in case-list.ts).
 */
export interface SuiteCases {
  readonly count: number;
  id(index: number): string;
  /** 1-based line of the case in its file. */
  line(index: number): number;
  /** The case's own target (`execution.target`), when it names one. */
  targetName(index: number): string | undefined;
  /** Judge targets the cases' own evaluators name, in case order. */
  judgeTargets(): readonly JudgeTargetUse[];
  /**
   * Whether the case's own evaluators ask its target's judge (an llm judge or rubric without a
   * `target:` of its own); undefined when it has none, so its file's or the run's default grade it.
   */
  usesTargetJudge(index: number): boolean | undefined;
  /** The whole case `index`, built when asked. */
  load(index: number): Promise<EvalCase>;
  /**
   * The case's own prompt id, when its format pairs each case with one prompt (a promptfoo result's
   * prompt and provider); the suite's variants otherwise.
   */
  promptId?(index: number): string;
  /** The case's tags (`--tag`), when its format gives any. */
  tags?(index: number): readonly string[];
  /** The case's metadata (`--filter-metadata`), when its format gives any. */
  metadata?(index: number): Readonly<Record<string, unknown>> | undefined;
  /**
   * The group whose answers the case is graded against once all of them are in (promptfoo's
   * `select-best` and `max-score` compare every output of one test), or undefined for a case graded
   * alone. Cases of one group and iteration run in one process and their records are written together.
   */
  compareGroup?(index: number): string | undefined;
}

/** An evaluator of a case that names its own judge target (`target:` on an llm judge or rubric). */
export interface JudgeTargetUse {
  /** The case's index in its suite. */
  index: number;
  /** The evaluator, for the error message when the target does not exist. */
  evaluator: string;
  target: string;
}

/** AgentV 4.x's `execution.trials`: how often a case is tried, and how its attempts make one score. */
export interface TrialsConfig {
  count: number;
  strategy: 'pass_at_k' | 'mean' | 'confidence_interval';
  /** `cost_limit_usd`: no further attempt once the case's attempts cost this much. */
  costLimitUsd?: number;
}

/** One eval file, loaded and validated. */
export interface EvalSuite {
  /** Absolute path of the eval file. */
  filePath: string;
  /** Repository root the file belongs to (nearest folder with `.git`, else the cwd). */
  repoRoot: string;
  dataset: string;
  description?: string;
  /** `execution.target` or the legacy root `target`. */
  targetName?: string;
  evaluators: EvaluatorConfig[];
  prompts?: PromptVariant[];
  /** Repeats of every case × variant (`iterations`, or its alias `repeat`). */
  iterations: number;
  /** `pass_policy` as written (validated): all, any, at-least:K or rate:X. */
  passPolicy?: string;
  /**
   * AgentV's `execution.threshold` (0-1): the run fails (exit 1) when a scored test of the run is
   * below it, as `agentv eval run` does; `--threshold` wins over it. Reports keep the pass threshold 0.8.
   */
  threshold?: number;
  /**
   * `check`: a grader that fails (its script cannot start, crashes or times out) scores 0 as a
   * failed check of its case, as agentv 4.42.4 records it ("Grader 'name' failed: …"), instead of
   * making the case an error. Text assertions are left out: their only failure is our regex bound.
   */
  graderFailure?: 'check';
  /** AgentV 4.x's `execution.trials` (a count above 1): each case is tried up to `count` times and recorded once. */
  trials?: TrialsConfig;
  /** Held as ids and lines; each case is built when it runs (case-list.ts). */
  cases: SuiteCases;
  /** Top-level `workspace:`; wins over the target's. */
  workspace?: WorkspaceConfig;
  /** Targets the suite defines itself (a promptfoo config's `providers`), besides any targets file. */
  targets?: TargetDefinition[];
  /**
   * `evaluators`: a case passes when every evaluator passed, whatever its score, and its record
   * carries a boolean `pass` (promptfoo's verdicts). By default the score decides (PASS_THRESHOLD).
   */
  verdictBy?: 'evaluators';
  /**
   * A promptfoo config's failing run: `exitCode` (promptfoo's 100) when the suite's pass rate, in
   * percent of its graded records, is below `passRateThreshold` (100: any case failed); 0 otherwise.
   */
  failedTests?: { exitCode: number; passRateThreshold: number };
  /**
   * Why the suite's cases run one at a time in plan order (a promptfoo prompt reading
   * `_conversation`: each case is sent the earlier cases' turns), when they must; the run then has
   * one worker, and runs that split, skip or reorder cases (`--shard`, `--queue`, `--resume`,
   * `--early-stop`) are refused.
   */
  serial?: string;
}

/**
 * `workspace:` of a target or eval file: each task runs in a fresh copy of `template`
 * after `setup` ran there; the copy is removed afterwards unless `keep`.
 */
export interface WorkspaceConfig {
  /** Absolute folder to copy (resolved against the declaring file's folder). */
  template: string;
  /** Shell command run in each copy before the agent (e.g. `npm ci`). */
  setup?: string;
  keep: boolean;
  /** Where it was declared, for error messages. */
  source: { file: string; line?: number };
}

/** Retry fields of a target, normalised from snake_case or camelCase (snake_case wins). */
export interface RetrySettings {
  maxRetries?: number;
  initialDelayMs?: number;
  maxDelayMs?: number;
  statusCodes?: number[];
}

/** A target's own token prices (`pricing:` in targets.yaml), in USD per million tokens. */
export interface ModelPricing {
  inputPerMtok: number;
  outputPerMtok: number;
  /** Prompt tokens served from the provider's prompt cache; the input rate when absent. */
  cachedInputPerMtok?: number;
}

/** A target from targets.yaml after validation and `${{ VAR }}` expansion. */
export interface TargetDefinition {
  name: string;
  provider: ProviderKind;
  judgeTarget?: string;
  workers?: number;
  retry: RetrySettings;
  /** Every other field of the target (provider-specific), expanded. */
  config: Record<string, unknown>;
  /** The target's `workspace:`, used when the eval file declares none. */
  workspace?: WorkspaceConfig;
  /** The target's `pricing:`, which wins over the price catalogue. */
  pricing?: ModelPricing;
  /**
   * Where it was defined, for error messages; `keyLines` holds the line of each of its keys as
   * written, so an error about a field points at that field's line, and `fieldPositions` where
   * each value sits (line and column; `settings.<key>` for the fields under `settings:`).
   */
  source: {
    file: string;
    line?: number;
    keyLines?: Readonly<Record<string, number>>;
    fieldPositions?: Readonly<Record<string, { line: number; col: number }>>;
  };
  /** An AgentV provider this tool does not have: using the target is an error (provider is a stand-in). */
  unsupportedProvider?: string;
  /** AgentV 4.x's `use_target`: this target is the one named here (after `${{ VAR }}` expansion). */
  useTarget?: string;
  /**
   * A `judge_target` naming no target of its file, set aside: a run in which a case would be graded
   * by this target's judge is refused before any call; otherwise it is a warning (AgentV's examples
   * name judges they do not define).
   */
  missingJudge?: MissingJudge;
}

/** A judge target a target names that its targets file does not define, and where it is named. */
export interface MissingJudge {
  name: string;
  /** The key as written (`judge_target`, `grader_target`, …). */
  key: string;
  line: number;
  col: number;
  /** The targets its file does define. */
  known: readonly string[];
}

/** A warning that does not stop the run (unknown key, deprecated alias, …). */
export interface ConfigWarning {
  message: string;
  file?: string;
  line?: number;
}
