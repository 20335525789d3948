import path from 'node:path';

/**
 * The defaults of the run options both doors take, and the folders a run writes under its root
 * (`agentv eval`'s working folder, the Action's `working-directory`) unless told otherwise. Kept
 * apart from the schema so `agentv --help` states them without loading the engine.
 */
export const RUN_FOLDERS = {
  results: path.join('.agentv', 'results'),
  cache: path.join('.agentv', 'cache'),
  prompts: path.join('.agentv', 'prompts'),
  traces: path.join('.agentv', 'traces'),
} as const;

/** Retries of a case attempt that ran past `--agent-timeout` (`--timeout-retries`) unless told. */
export const DEFAULT_TIMEOUT_RETRIES = 2;

/** The seed `--judge-audit` picks its cases with unless told: the same run samples the same cases. */
export const DEFAULT_JUDGE_AUDIT_SEED = 42;

/** The seed `--sample` picks its cases with unless told (`--seed`): the same run samples the same cases. */
export const DEFAULT_SAMPLE_SEED = 0;

/** The results file's format unless `--output-format` (input `output-format`) says otherwise. */
export const DEFAULT_OUTPUT_FORMAT = 'jsonl';

/** How long a response cache entry answers unless `--cache-ttl` says otherwise: a week, in hours. */
export const DEFAULT_CACHE_TTL_HOURS = 168;

/**
 * The answer limit unless `--max-answer-mib` says otherwise (4 MiB of UTF-8). Defined beside the
 * process runner, the lowest room that cuts an answer, and stated here with the other defaults.
 */
export { DEFAULT_MAX_ANSWER_BYTES } from '../../process/answer-limit.js';
