/**
 * The defaults of the commands that read results files (`compare`, `calibrate`, `dashboard`), kept
 * apart from the code that applies them so `agentv --help` states them without loading zod or yaml.
 */

/** `compare --threshold`: the smallest |delta| that counts as a win or a loss. */
export const DEFAULT_COMPARE_THRESHOLD = 0.1;

/** `compare --seed`: the seed of the bootstrap confidence interval, so a comparison repeats exactly. */
export const DEFAULT_COMPARE_SEED = 42;

/** Judges below this agreement with the labels are flagged (`--min-label-agreement`). */
export const DEFAULT_MIN_LABEL_AGREEMENT = 0.8;

/** Runs a history index keeps unless told otherwise (`dashboard --max-runs`): the oldest fall out first. */
export const DEFAULT_MAX_RUNS = 1000;
