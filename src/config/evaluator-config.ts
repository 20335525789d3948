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
 * An evaluator's configuration as the config room hands it on (validated, defaults filled in,
 * paths absolute): one member of the union per kind, each kind's facts in `evaluator-kinds/`.
 */

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
  /** The file rule (`RootRule`) for files read while grading (a `file://` path with a template in it). */
  rootRule?: { repoRoot: string; allowOutsideRoot: boolean };
  /** Target names of the graders the assertions name, by the grader spec's canonical JSON. */
  graders: Record<string, string>;
  /** AgentV 5's suites: a failed `required: true` assertion fails its test with score 0. */
  dialect?: 'agentv5';
  /**
   * The turns of the case's conversation so far (promptfoo's `_conversation` of its provider and
   * prompt), shared by the conversation's cases: grading the answer adds this case's turn.
   */
  conversation?: unknown[];
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
