import {
  DEFAULT_JUDGE_AUDIT_SEED,
  DEFAULT_OUTPUT_FORMAT,
  DEFAULT_SAMPLE_SEED,
  DEFAULT_TIMEOUT_RETRIES,
  RUN_FOLDERS,
} from '../engine/run/run-defaults.js';

/**
 * One option of `agentv eval` as commander takes it: its flags, its help text, and for an option
 * that may be given more than once, how its values add up.
 */
export type OptionSpec = readonly [
  flags: string,
  description: string,
  collect?: (value: string, earlier: unknown) => unknown,
];

/** Every value of an option given more than once, in order (commander keeps only the last otherwise). */
export const repeatable = (value: string, earlier: unknown): string[] => [
  ...(Array.isArray(earlier) ? earlier : []),
  value,
];

/** Which cases run: ids, earlier failures, tags, metadata, a sample, a shard. */
const SELECTION: readonly OptionSpec[] = [
  [
    '--eval-id <id>',
    'run only the case with this id, or the cases matching this glob (e.g. "refund-*"); give it again for more ' +
      '(an id or glob that picks no case is an error, exit 2, naming the nearest ids)',
    repeatable,
  ],
  [
    '--rerun-failed <results>',
    'run only the cases that failed or errored in this results file (one the budget skipped never ran)',
  ],
  ['--filter-failing <results>', "promptfoo's name of --rerun-failed"],
  ['--tag <tag>', "run only the cases with this tag (a tests file's tags:); give it again for more", repeatable],
  ['--exclude-tag <tag>', 'do not run the cases with this tag; give it again for more', repeatable],
  [
    '--filter-metadata <key=value>',
    "run only the cases whose metadata's key holds value (as promptfoo matches it); give it again: all must match",
    repeatable,
  ],
  [
    '--sample <n>',
    'run n of the selected cases, picked at random by --seed: the same seed picks the same cases, on any machine',
  ],
  ['--seed <n>', `the seed --sample picks its cases with (default ${DEFAULT_SAMPLE_SEED})`],
  [
    '--shard <i/n>',
    'run only part i of n of the cases (e.g. 2/3), split by a hash of each case; join the parts with agentv merge',
  ],
  [
    '--max-cases <n>',
    "most cases a promptfoo config's tests may expand to (list vars multiplied, times repeat; default 10000); " +
      'more is refused before anything is built (exit 2)',
  ],
];

/** Which targets answer, how many cases and calls at once, and their time limits. */
const TARGETS_AND_CONCURRENCY: readonly OptionSpec[] = [
  ['--target <name>', 'target to use for every case (overrides the eval files; "default" means no override)'],
  ['--targets <path>', 'targets.yaml file, or a folder holding one'],
  ['--workers <count>', "cases run in parallel, 1-50 (default: 1 = sequential; overrides the target's workers)"],
  [
    '--max-concurrent-calls <n>',
    'global ceiling on model calls in flight, 1-50 (default: MAX_CONCURRENT_LLM_CALLS or 5)',
  ],
  [
    '--adaptive',
    'adaptive call ceiling: --max-concurrent-calls becomes a maximum, lowered to what the provider serves when ' +
      'its 429/503 show a real limit (not on random ones) or its answers slow down, raised again after successes',
  ],
  [
    '--queue <redis-url>',
    'one run over many processes: each takes the next case from a queue in Redis (redis://host:port) when it ' +
      'has a free worker; the call ceiling and --budget-usd count all of them; needs --run-id',
  ],
  ['--run-id <id>', 'the name of a --queue run, the same on every process of it (e.g. the CI pipeline id)'],
  [
    '--durations-from <results>',
    'with --queue: hand out the longest cases first, by their durations in this results file of an earlier run ' +
      '(cases it lacks go first)',
  ],
  [
    '--queue-lease <seconds>',
    'how long a --queue process may go silent before its cases and call slots go to the others (default 30)',
  ],
  ['--agent-timeout <seconds>', 'time limit of one target call per case attempt'],
  [
    '--timeout-retries <n>',
    `retries of a case attempt that ran past --agent-timeout, 0-10 (default: ${DEFAULT_TIMEOUT_RETRIES}); ` +
      "failed calls are retried by the target's max_retries",
  ],
  ['--max-retries <n>', 'deprecated: use --timeout-retries'],
  [
    '--max-answer-mib <n>',
    'longest answer kept per case, and most stdout kept from an agent, in MiB (default 4); a longer one is cut ' +
      'and its record says answer_truncated',
  ],
  ['--dry-run', 'swap every target and judge for the mock provider: no external calls, no keys needed'],
  ['--dry-run-delay <ms>', 'fixed delay of each mock answer in a dry run'],
  ['--dry-run-delay-min <ms>', 'minimum random delay of each mock answer in a dry run'],
  ['--dry-run-delay-max <ms>', 'maximum random delay of each mock answer in a dry run'],
];

/** Where the results, the summary and the reports go, and how much is printed. */
const OUTPUTS: readonly OptionSpec[] = [
  [
    '--out <path>',
    `results file (default: ${RUN_FOLDERS.results}/eval_<timestamp>.${DEFAULT_OUTPUT_FORMAT}); ` +
      '- streams the records to stdout, every other line going to stderr',
  ],
  [
    '--overwrite',
    'replace the --out file if it exists, instead of keeping its results beside it as <name>.previous-<time>',
  ],
  [
    '--resume <results>',
    'finish an interrupted run: run only the cases with no record in this results file and append to it',
  ],
  ['--output-format <format>', `jsonl or yaml (default: ${DEFAULT_OUTPUT_FORMAT})`],
  [
    '--summary-json <path>',
    "write the run summary as JSON: per-case verdicts over repeats, the run's statistics and the gates' decision; " +
      '- writes it to stdout, every other line going to stderr',
  ],
  [
    '--junit <path>',
    'also write the results as JUnit XML (one testsuite per dataset, one testcase per case × variant) for CI test ' +
      'reporters',
  ],
  ['--report <path>', 'also write the run as one self-contained HTML file (the same as agentv report)'],
  [
    '-o, --output <file>',
    "also write promptfoo's results file (results.version 3: results[], prompts, stats), as promptfoo eval -o " +
      'writes it; the name must end in .json',
  ],
  ['--quiet', 'print only warnings, errors and failed gates (no progress, no summary)'],
];

/** The gates that fail the run, and the baseline they compare with. */
const GATES: readonly OptionSpec[] = [
  [
    '--min-score <n>',
    'gate: fail (exit 1) when the mean score, errored cases counting 0, is below n (0-1); with repeats, the share ' +
      'of cases passing their pass policy',
  ],
  [
    '--min-pass-rate <n>',
    'gate: fail (exit 1) when the share of cases that pass (score ≥ 0.8, errored cases failing) is below n (0-1); ' +
      'with repeats, the share passing their pass policy',
  ],
  [
    '--threshold <n>',
    "gate (AgentV's): fail (exit 1) when any scored test is below n (0-1); wins over the eval files' " +
      'execution.threshold; under it a run where every test errored exits 2, as agentv does',
  ],
  [
    '--fail-on-regression',
    'gate: fail (exit 1) when the run regressed against --baseline: a significant drop of the mean, a settled ' +
      "drop of a repeated case's pass rate, or a case that passed there and errors now",
  ],
  [
    '--fail-on-new-failures',
    'gate: fail (exit 1) when a case that passed in --baseline fails now (its repeats settled by the pass policy; ' +
      'an errored case fails); cases that already failed there are listed as still failing and do not fail the run',
  ],
  [
    '--baseline <results>',
    "results file to compare the run with (e.g. the default branch's last run); its verdict is printed, and " +
      '--fail-on-regression gates on it',
  ],
];

/** Money: the budget, the estimate, and the response cache that avoids paying twice. */
const COST: readonly OptionSpec[] = [
  [
    '--budget-usd <usd>',
    'spend at most this many US dollars on model calls (targets and judges): no call starts once the money spent ' +
      'plus the calls in flight could pass it; the cases left are recorded as skipped (exit code 3)',
  ],
  [
    '--estimate',
    "print the expected calls, tokens and cost of the run from the last run's results and the response cache, " +
      'without calling anything',
  ],
  [
    '--cache',
    'cache model responses on disk (off by default); the key holds provider, model, settings, messages and the ' +
      'repeat',
  ],
  ['--no-cache', 'do not use the response cache (wins over an earlier --cache)'],
  ['--cache-dir <dir>', `response cache folder (default: ${RUN_FOLDERS.cache})`],
  ['--cache-ttl <hours>', 'hours a cached answer is used; older entries are removed (default: 168 = a week)'],
  [
    '--cache-only',
    'replay: answer every model call from the response cache (implies --cache) and call nothing; a case whose ' +
      'answer is not cached is recorded as skipped (exit code 3)',
  ],
  [
    '--cache-share-repeats',
    'let the repeats of a case (--iterations) replay one cached answer instead of asking again',
  ],
];

/** How often each case runs and each judge is asked, and how the repeats decide a case. */
const REPEATS: readonly OptionSpec[] = [
  ['--iterations <n>', 'repeat every case (× prompt variant) n times'],
  [
    '--pass-policy <policy>',
    "how a case's repeats decide it: all (every run passes; the default), any, at-least:K or rate:X; wins over " +
      "the files' pass_policy",
  ],
  ['--early-stop', 'stop repeating a case once its label is settled (its runs agree, or the rest cannot change it)'],
  [
    '--judge-samples <k>',
    'ask every LLM judge and rubric k times, in k separate requests (each paid, budgeted and cached on its own): ' +
      "the score is the mean, a criterion's verdict the majority, with its agreement; wins over the files' " +
      'judge_samples',
  ],
  [
    '--judge-audit <fraction>',
    'sample the judge on this share of cases only (e.g. 0.2), picked by a fixed seed so the same run samples the ' +
      'same cases; the rest ask once (with no --judge-samples or judge_samples, 3 samples)',
  ],
  ['--judge-audit-seed <n>', `the seed --judge-audit picks its cases with (default ${DEFAULT_JUDGE_AUDIT_SEED})`],
  [
    '--labels <file>',
    "people's labels saved from the HTML report: the summary, the summary JSON and --report show each judge's " +
      'agreement with them (agreement, kappa, count, stale labels); a judge below the minimum is a warning',
  ],
  ['--min-label-agreement <n>', 'warn about a judge whose agreement with --labels is below this share (default 0.8)'],
];

/** What is written for inspection, how strict loading is, and how much is logged. */
const DEBUGGING: readonly OptionSpec[] = [
  ['--dump-prompts [dir]', `write each case's prompt as JSON (default dir: ${RUN_FOLDERS.prompts})`],
  ['--dump-traces [dir]', `write each attempt's trace as JSON (default dir: ${RUN_FOLDERS.traces})`],
  ['--include-trace', 'include the full trace in each result record'],
  [
    '--events <path>',
    "write the call limiter's JSON events (queueing, acquired, released, retry, timeout) to this file",
  ],
  ['--keep-workspaces', "leave each case's workspace copy on disk and record its path (workspace_path)"],
  [
    '--strict',
    'treat every warning about the eval and targets files (an unknown key, a deprecated spelling) as an error: ' +
      'exit 2 before any call',
  ],
  [
    '--allow-outside-root',
    'let the files an eval file or a promptfoo config names (file segments, prompts, scripts, tests, file:// ' +
      'values) lie outside the repository root',
  ],
  ['--verbose', 'detailed logging, and stack traces on errors'],
];

/** One heading of `agentv eval --help` and the options listed under it. */
export interface OptionGroup {
  heading: string;
  options: readonly OptionSpec[];
}

/** The options of `agentv eval`, grouped, in the order `--help` lists them. */
export const EVAL_OPTION_GROUPS: readonly OptionGroup[] = [
  { heading: 'Selection (which cases run):', options: SELECTION },
  { heading: 'Targets and concurrency:', options: TARGETS_AND_CONCURRENCY },
  { heading: 'Outputs:', options: OUTPUTS },
  { heading: 'Gates (exit 1 when one fails):', options: GATES },
  { heading: 'Cost, budget and the response cache:', options: COST },
  { heading: 'Repeats and judge samples:', options: REPEATS },
  { heading: 'Debugging:', options: DEBUGGING },
];
