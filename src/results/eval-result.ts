/** Verdict thresholds (FORMATS.md): score ≥ 0.8 pass, ≥ 0.6 borderline, else fail. */
export type Verdict = 'pass' | 'borderline' | 'fail';

export function verdictFor(score: number): Verdict {
  if (score >= 0.8) return 'pass';
  if (score >= 0.6) return 'borderline';
  return 'fail';
}

export interface EvaluatorResultRecord {
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
}

export interface TraceSummary {
  event_count: number;
  tool_names: string[];
  tool_calls_by_name: Record<string, number>;
  error_count: number;
}

/** One line of the results file (snake_case, FORMATS.md "Result record"). */
export interface EvalResult {
  eval_id: string;
  dataset: string;
  conversation_id?: string;
  prompt_id: string;
  iteration: number;
  target: string;
  timestamp: string;
  score: number;
  verdict?: Verdict;
  hits: string[];
  misses: string[];
  reasoning: string;
  candidate_answer: string;
  evaluator_results: EvaluatorResultRecord[];
  error?: string;
  error_details?: Record<string, unknown>;
  attempts?: number;
  duration_ms?: number;
  token_usage?: { input?: number; output?: number; total?: number };
  cost_usd?: number;
  cached?: boolean;
  trace_summary?: TraceSummary | null;
  trace?: unknown[];
  workspace_diff?: string;
  workspace_path?: string;
}

/** Anything that consumes results as cases finish: file writers, progress display, stats collector. */
export interface ResultSink {
  append(result: EvalResult): Promise<void> | void;
  close(): Promise<void> | void;
}
