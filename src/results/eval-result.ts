import { stringify } from 'yaml';
import type { SkipReason } from '../errors/agentv-error.js';

export type { SkipReason };

/**
 * Why a record was skipped, in words, keyed by every {@link SkipReason}: the run's `--budget-usd`
 * was reached, or `--cache-only` found no cached answer.
 */
export const SKIP_REASONS: Record<SkipReason, string> = {
  budget: 'budget reached',
  'cache-miss': 'not in cache',
};

/** Verdicts: score ≥ {@link PASS_THRESHOLD} pass, ≥ {@link BORDERLINE_THRESHOLD} borderline, else fail. */
export type Verdict = 'pass' | 'borderline' | 'fail';

/** The one pass threshold: the verdict, the pass rate and every report read it from here. */
export const PASS_THRESHOLD = 0.8;
export const BORDERLINE_THRESHOLD = 0.6;

export function verdictFor(score: number): Verdict {
  if (score >= PASS_THRESHOLD) return 'pass';
  if (score >= BORDERLINE_THRESHOLD) return 'borderline';
  return 'fail';
}

/** Tokens of a record or of an evaluator entry; `input` counts every prompt token, `cached_input` included. */
export interface RecordTokenUsage {
  input: number;
  output: number;
  total: number;
  cached_input: number;
}

/**
 * What the model calls of an LLM-backed evaluator took: tokens and price of every
 * call, those served from the response cache included; `cache_saved_usd` is the price of the
 * cached ones, which this run did not pay. `cost_usd` is null when a call's price is unknown.
 */
export interface EvaluatorUsageFields {
  calls?: number;
  cached_calls?: number;
  /** Retries the call limiter made of the evaluator's calls (absent when none). */
  call_retries?: number;
  token_usage?: RecordTokenUsage;
  cost_usd?: number | null;
  cache_saved_usd?: number;
}

export interface EvaluatorResultRecord extends EvaluatorUsageFields {
  name: string;
  type: string;
  score: number;
  weight: number;
  verdict: Verdict;
  hits: string[];
  misses: string[];
  reasoning: string;
  /** Raw judge reply when it could not be parsed (debugging). */
  raw?: string;
  details?: Record<string, unknown>;
  /** A composite's members (AgentV's nesting); an `assert-set`'s members. */
  evaluator_results?: EvaluatorResultRecord[];
  /** A promptfoo assertion's own verdict (its threshold, not PASS_THRESHOLD, decides it). */
  pass?: boolean;
  /** A promptfoo assertion's `metric` name. */
  metric?: string;
}

export interface TraceSummary {
  /** Tool calls (AgentV's `event_count`). */
  event_count: number;
  tool_names: string[];
  tool_calls_by_name: Record<string, number>;
  error_count: number;
  /** Assistant turns of the answer. */
  llm_call_count?: number;
  /** Milliseconds per call, by tool, when calls reported them. */
  tool_durations?: Record<string, number[]>;
}

/** One line of the results file (snake_case keys). */
export interface EvalResult {
  eval_id: string;
  dataset: string;
  conversation_id?: string;
  prompt_id: string;
  iteration: number;
  target: string;
  /** The file the case is written in, relative to the repository root (forward slashes). */
  eval_file?: string;
  /** 1-based line of the case in `eval_file` (pull-request annotations point at it). */
  eval_line?: number;
  /** The test's `criteria` (2.x `expected_outcome`): what a good answer does, when the test says. */
  criteria?: string;
  timestamp: string;
  score: number;
  verdict?: Verdict;
  /** A promptfoo result's `success`: set on records of suites whose evaluators decide the verdict. */
  pass?: boolean;
  /** A promptfoo test's `description`. */
  description?: string;
  /** A promptfoo prompt's label, else its file path and text, else its text. */
  prompt_label?: string;
  /** A promptfoo provider's label, else its id. */
  provider_label?: string;
  provider_id?: string;
  /** A promptfoo test's vars as its prompt was rendered with them. */
  vars?: Record<string, unknown>;
  hits: string[];
  misses: string[];
  reasoning: string;
  candidate_answer: string;
  /** The conversation sent to the target (system prompt first when there is one). */
  input_messages?: Array<{ role: string; content: string }>;
  /** True when the answer passed its size limit and only its beginning was kept. */
  answer_truncated?: boolean;
  evaluator_results: EvaluatorResultRecord[];
  error?: string;
  error_details?: Record<string, unknown>;
  /**
   * Which flags chose the run's cases (`tag smoke; sample of 20 (seed 0)`), on every record of a
   * selected run: `compare` then leaves out the baseline's cases the run did not select.
   */
  selection?: string;
  /**
   * The `--run-id` of the `--queue` run that made the record: `merge` keeps one of two records of a
   * case that carry the same run id (a case run again after its lease ran out on a slow process).
   */
  run_id?: string;
  /**
   * Attempts at the case's answer: 1, plus one per retry of an attempt that hit `--agent-timeout`
   * (`--timeout-retries`); 0 when nothing was called. Retries of a failed call inside an attempt
   * are `call_retries`.
   */
  attempts?: number;
  /**
   * Retries the call limiter made of the target's calls for this case, over all its attempts
   * (the retry policy: RETRY_MAX_ATTEMPTS, a target's max_retries); absent when none.
   */
  call_retries?: number;
  duration_ms?: number;
  /** Tokens of the target's answer. */
  token_usage?: RecordTokenUsage;
  /**
   * Price in USD of the target's answer, paid or served from the cache (`cached`); null when the
   * model has no known price; absent when there was no answer.
   */
  cost_usd?: number | null;
  cached?: boolean;
  /**
   * Set when the case was not run (or not graded) on purpose: the run's `--budget-usd` was reached
   * (`budget`), or `--cache-only` had no cached answer for one of its calls (`cache-miss`). Not an
   * error, not scored.
   */
  skipped?: SkipReason;
  /**
   * Set on a baseline record copied into this run's results instead of running its case again (the
   * Action's `only-changed`: none of its suite's files changed against the base).
   */
  carried?: boolean;
  trace_summary?: TraceSummary | null;
  trace?: unknown[];
  /** AgentV's `trials`: each attempt of the case, when its file sets `execution.trials`. */
  trials?: TrialEntry[];
  /** How the attempts made the score (AgentV's trial strategy and its figures). */
  aggregation?: TrialAggregation;
  /** The attempts stopped at `trials.cost_limit_usd`. */
  cost_limited?: boolean;
  workspace_diff?: string;
  workspace_path?: string;
}

/** One attempt of a case run with AgentV's `trials`. */
export interface TrialEntry {
  attempt: number;
  score: number;
  verdict: Verdict;
  cost_usd?: number;
  error?: string;
}

/** AgentV's trial aggregation, by strategy, with its keys in snake_case. */
export type TrialAggregation =
  | { strategy: 'pass_at_k'; passed_attempts: number; total_attempts: number }
  | { strategy: 'mean'; mean: number; min: number; max: number }
  | { strategy: 'confidence_interval'; mean: number; ci95_lower: number; ci95_upper: number; stddev: number };

/** Anything that consumes results as cases finish: file writers, progress display, stats collector. */
export interface ResultSink {
  append(result: EvalResult): Promise<void> | void;
  close(): Promise<void> | void;
}

/**
 * The exact bytes one record occupies in a results file. JSONL: one line ending in `\n`.
 * YAML: its own document introduced by `---`, multiline strings as literal blocks and no
 * line folding, so answers and reasoning read back byte for byte.
 */
export function serializeResult(result: EvalResult, format: OutputFormat): string {
  if (format === 'jsonl') return `${JSON.stringify(result)}\n`;
  return `---\n${stringify(result, { lineWidth: 0, blockQuote: 'literal' })}`;
}

/** Result file formats the writers understand. */
export const OUTPUT_FORMATS = ['jsonl', 'yaml'] as const;

/** One of {@link OUTPUT_FORMATS}. */
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** Narrowing check for a user-supplied format name. */
export function isOutputFormat(value: string): value is OutputFormat {
  return (OUTPUT_FORMATS as readonly string[]).includes(value);
}

/**
 * Default results file name `eval_<timestamp>.<ext>`; the timestamp is ISO-8601 with `:` and `.`
 * replaced so the name is valid on every file system. The clock is the caller's (Runtime.now).
 */
export function defaultResultsFileName(nowMs: number, format: OutputFormat): string {
  const stamp = new Date(nowMs).toISOString().replace(/[:.]/g, '-');
  return `eval_${stamp}.${format}`;
}
