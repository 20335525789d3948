import type { AssertionCheck, RawSkillTrigger } from './assertion-schemas.js';
import type {
  RawCost,
  RawExecutionMetrics,
  RawFieldAccuracy,
  RawLatency,
  RawTokenUsage,
  RawToolTrajectory,
} from './agentv-evaluator-schemas.js';

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
  // promptfoo's own providers, for promptfoo configs: the prompt back, a command, a JS provider class.
  'echo',
  'exec',
  'promptfoo-js',
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
}

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

/**
 * How an evaluator's score counts beyond its weight (AgentV 4.x, every grader): `negate` inverts
 * it; a `required` evaluator below its minimum (`min_score`, a numeric `required`, else the case's
 * pass threshold) makes the case score 0.
 */
export interface EvaluatorGate {
  negate?: boolean;
  required?: boolean | number;
  min_score?: number;
}

/** Evaluator configuration, as written in the eval file (validated, snake_case kept). */
export type EvaluatorConfig = EvaluatorGate &
  (
    | {
        type: 'llm_judge';
        name: string;
        weight: number;
        prompt?: string;
        /** Resolved absolute path of `prompt_path`, if given. */
        prompt_path?: string;
        /**
         * AgentV's executable prompt template (`prompt: {command}`), its script resolved: run per
         * case with the grader payload on stdin, its stdout is the prompt.
         */
        prompt_script?: string[];
        /** `prompt.config`, passed to the prompt script as `config`. */
        prompt_config?: Record<string, unknown>;
        /** Judge target override. */
        target?: string;
        /** `judge_samples:`: the judge is asked this many times (separate requests). */
        judge_samples?: number;
      }
    | {
        type: 'code';
        name: string;
        weight: number;
        /**
         * The type as the suite wrote it (`code_judge` is AgentV's name; a custom assertion's own
         * type), kept for the record.
         */
        written_type?: string;
        /**
         * `agentv4`: the file is in AgentV's 4.x format, whose code graders read another stdin payload
         * (`output`, `expected_output`, `input`, …) and may answer by exit code alone.
         */
        wire?: 'agentv4';
        /** argv; a string script is split as `[script]` and run through the shell. */
        script: string | string[];
        /** Working directory: the eval file's folder (or the workspace, when one is used). */
        cwd: string;
        config?: Record<string, unknown>;
        timeout_seconds?: number;
        /**
         * AgentV's `target:` (`true` or `{max_calls}`): the script may call the judge through a
         * local proxy (AGENTV_TARGET_PROXY_URL/TOKEN), at most `max_calls` times.
         */
        target_proxy?: { max_calls: number };
      }
    | {
        type: 'rubric';
        name: string;
        weight: number;
        criteria: RubricCriterion[];
        batch?: boolean;
        target?: string;
        /** `judge_samples:`: every criterion is graded this many times (separate requests). */
        judge_samples?: number;
      }
    | (Omit<RawToolTrajectory, 'name' | 'weight' | 'argsMatch'> & Named)
    | (Omit<RawFieldAccuracy, 'name' | 'weight'> & Named)
    | (Omit<RawExecutionMetrics, 'name' | 'weight'> & Named)
    | (Omit<RawLatency, 'name' | 'weight'> & Named)
    | (Omit<RawCost, 'name' | 'weight'> & Named)
    | (Omit<RawTokenUsage, 'name' | 'weight'> & Named)
    | {
        type: 'composite';
        name: string;
        weight: number;
        evaluators: EvaluatorConfig[];
        /** A code_judge aggregator's `path` is resolved; it runs in `cwd` (the eval file's folder). */
        aggregator:
          | { type: 'weighted_average'; weights?: Record<string, number> }
          | { type: 'code_judge'; path: string; cwd: string }
          /** `prompt_path` when the prompt named a file (AgentV's rule), else the inline `prompt`. */
          | { type: 'llm_judge'; prompt?: string; prompt_path?: string }
          | { type: 'threshold'; threshold: number };
      }
    /** AgentV 4.x's deterministic string checks (`contains`, `regex`, `is-json`, …). */
    | {
        type: 'assertion';
        check: AssertionCheck;
        name: string;
        weight: number;
        value?: string | string[];
        flags?: string;
      }
    | (Omit<RawSkillTrigger, 'name' | 'weight' | keyof EvaluatorGate> & Named)
    /** One promptfoo test's `assert` list with what grading it needs, graded as promptfoo grades it. */
    | { type: 'promptfoo'; name: string; weight: number; test: PromptfooTestGrading }
  );

/**
 * A promptfoo test as its assertions see it: kept opaque here (the shapes are the promptfoo room's,
 * src/promptfoo/assertion-contract.ts), read by the evaluator the composition root registers.
 */
export interface PromptfooTestGrading {
  asserts: unknown[];
  vars: Record<string, unknown>;
  description?: string;
  threshold?: number;
  metadata?: Record<string, unknown>;
  options?: Record<string, unknown>;
  /** The rendered prompt sent to the provider. */
  prompt: string;
  /** The answering provider: its id, label, `config` (tool and function checks read it) and `transform`. */
  provider: { id: string; label?: string; config?: Record<string, unknown>; transform?: string };
  /** Folder of the config file. */
  configDir: string;
  /** Target names of the graders the assertions name, by the grader spec's canonical JSON. */
  graders: Record<string, string>;
  /** AgentV 5's suites: a failed `required: true` assertion fails its test with score 0. */
  dialect?: 'agentv5';
}

interface Named {
  name: string;
  weight: number;
}

export interface RubricCriterion {
  id: string;
  description: string;
  weight: number;
  required: boolean;
  /** AgentV's analytic items: the judge scores the criterion 0–10 against these ranges. */
  scoreRanges?: Array<{ min: number; max: number; outcome: string }>;
  /** The least normalised score (0–1) the criterion must get (`min_score`, or `required_min_score` / 10). */
  minScore?: number;
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
}

/** What a promptfoo result is known by, copied into its record as strings. */
export interface RecordLabels {
  description?: string;
  prompt_label: string;
  provider_label: string;
  provider_id: string;
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
  /** The whole case `index`, built when asked. */
  load(index: number): Promise<EvalCase>;
  /**
   * The case's own prompt id, when its format pairs each case with one prompt (a promptfoo result's
   * prompt and provider); the suite's variants otherwise.
   */
  promptId?(index: number): string;
}

/** An evaluator of a case that names its own judge target (`target:` on an llm judge or rubric). */
export interface JudgeTargetUse {
  /** The case's index in its suite. */
  index: number;
  /** The evaluator, for the error message when the target does not exist. */
  evaluator: string;
  target: string;
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
  /** AgentV's `trials.cost_limit_usd`: a case's further runs are not made once its runs cost this much. */
  trialsCostLimitUsd?: number;
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
  /** The exit code of a run in which a case of this suite failed (promptfoo's 100); 0 otherwise. */
  failedCaseExitCode?: number;
}

/**
 * `workspace:` of a target or eval file (seed 003): each task runs in a fresh copy of `template`
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
}

/** A warning that does not stop the run (unknown key, deprecated alias, …). */
export interface ConfigWarning {
  message: string;
  file?: string;
  line?: number;
}
