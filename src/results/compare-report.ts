/** Win/loss/tie of one case: win when file2 beat file1 by at least the threshold. */
export type CompareOutcome = 'win' | 'loss' | 'tie';

/** One case scored in both files. Scores are means over the case's iterations. */
export interface MatchedCase {
  eval_id: string;
  /** Present only when the files hold more than one prompt variant. */
  prompt_id?: string;
  score1: number;
  score2: number;
  /** score2 − score1, rounded to 10 decimals. */
  delta: number;
  outcome: CompareOutcome;
}

/** A case that failed to run in at least one file; never scored as 0 and never in `matched`. */
export interface ErroredCase {
  eval_id: string;
  prompt_id: string;
  file1_error?: string;
  file2_error?: string;
  /** The other file's score, when that file did score the case. */
  score1?: number;
  score2?: number;
}

/** Aggregates per side; `total` counts distinct (eval_id, prompt_id) keys across both files. */
export interface CompareSummary {
  total: number;
  matched: number;
  wins: number;
  losses: number;
  ties: number;
  /** Mean of the matched deltas; 0 when nothing matched. */
  meanDelta: number;
}

/** Per prompt variant, over matched cases of that variant. */
export interface PromptComparison {
  matched: number;
  wins: number;
  losses: number;
  ties: number;
  meanDelta: number;
  mean1: number | null;
  mean2: number | null;
}

/** Is the mean change real? Bootstrap CI of the mean delta plus an exact sign test. */
export interface CompareStatistics {
  /** 95% percentile-bootstrap interval of the mean delta; null when nothing matched. */
  meanDeltaCi95: [number, number] | null;
  /** Two-sided exact sign test over non-zero deltas (1 when there are none). */
  signTestP: number;
  /** `improved`/`regressed` only when the CI excludes 0 and signTestP < 0.05. */
  verdict: 'improved' | 'regressed' | 'no significant change';
  resamples: number;
  seed: number;
}

/**
 * `agentv compare` output: `matched`, `unmatched`, `summary` are exactly the seed's shape; the
 * remaining keys are additions that never change it.
 */
export interface CompareReport {
  matched: MatchedCase[];
  /** Keys scored only in file1 / only in file2. */
  unmatched: { file1: number; file2: number };
  summary: CompareSummary;
  threshold: number;
  /** Mean over matched cases (so both sides cover the same cases); null when nothing matched. */
  mean1: number | null;
  mean2: number | null;
  errored: ErroredCase[];
  statistics: CompareStatistics;
  byPrompt?: Record<string, PromptComparison>;
}
