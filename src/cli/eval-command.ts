import type { Command } from 'commander';
import type { CliIO } from './cli-io.js';
import {
  DEFAULT_JUDGE_AUDIT_SEED,
  DEFAULT_OUTPUT_FORMAT,
  DEFAULT_TIMEOUT_RETRIES,
  RUN_FOLDERS,
} from '../engine/run-defaults.js';
import type { EvalFlags } from './eval-flags.js';

/**
 * `agentv eval <paths…>`. The engine is imported only when the command runs, so `--help`
 * stays fast.
 */
export function registerEvalCommand(program: Command, io: CliIO, stderr: NodeJS.WriteStream): void {
  program
    .command('eval')
    .description('run eval suites against targets and score every answer')
    .argument('<paths...>', 'eval files, folders or globs (e.g. "evals/**/*.yaml")')
    .option('--target <name>', 'target to use for every case (overrides the eval files; "default" means no override)')
    .option('--targets <path>', 'targets.yaml file, or a folder holding one')
    .option(
      '--workers <count>',
      "cases run in parallel, 1-50 (default: 1 = sequential; overrides the target's workers)",
    )
    .option(
      '--out <path>',
      `results file (default: ${RUN_FOLDERS.results}/eval_<timestamp>.${DEFAULT_OUTPUT_FORMAT}); ` +
        '- streams the records to stdout, every other line going to stderr',
    )
    .option(
      '--overwrite',
      'replace the --out file if it exists, instead of keeping its results beside it as <name>.previous-<time>',
    )
    .option(
      '--resume <results>',
      'finish an interrupted run: run only the cases with no record in this results file and append to it',
    )
    .option('--output-format <format>', `jsonl or yaml (default: ${DEFAULT_OUTPUT_FORMAT})`)
    .option('--dry-run', 'swap every target and judge for the mock provider: no external calls, no keys needed')
    .option('--dry-run-delay <ms>', 'fixed delay of each mock answer in a dry run')
    .option('--dry-run-delay-min <ms>', 'minimum random delay of each mock answer in a dry run')
    .option('--dry-run-delay-max <ms>', 'maximum random delay of each mock answer in a dry run')
    .option('--eval-id <id>', 'run only the case with this id')
    .option('--iterations <n>', 'repeat every case (× prompt variant) n times')
    .option(
      '--pass-policy <policy>',
      "how a case's repeats decide it: all (every run passes; the default), any, at-least:K or rate:X; wins over " +
        "the files' pass_policy",
    )
    .option(
      '--judge-samples <k>',
      'ask every LLM judge and rubric k times, in k separate requests (each paid, budgeted and cached on its own): ' +
        "the score is the mean, a criterion's verdict the majority, with its agreement; wins over the files' " +
        'judge_samples',
    )
    .option(
      '--judge-audit <fraction>',
      'sample the judge on this share of cases only (e.g. 0.2), picked by a fixed seed so the same run samples the ' +
        'same cases; the rest ask once (with no --judge-samples or judge_samples, 3 samples)',
    )
    .option(
      '--judge-audit-seed <n>',
      `the seed --judge-audit picks its cases with (default ${DEFAULT_JUDGE_AUDIT_SEED})`,
    )
    .option(
      '--early-stop',
      'stop repeating a case once its label is settled (its runs agree, or the rest cannot change it)',
    )
    .option(
      '--summary-json <path>',
      "write the run summary as JSON: per-case verdicts over repeats, the run's statistics and the gates' decision; " +
        '- writes it to stdout, every other line going to stderr',
    )
    .option(
      '--min-score <n>',
      'gate: fail (exit 1) when the mean score, errored cases counting 0, is below n (0-1); with repeats, the share ' +
        'of cases passing their pass policy',
    )
    .option(
      '--min-pass-rate <n>',
      'gate: fail (exit 1) when the share of cases that pass (score ≥ 0.8, errored cases failing) is below n (0-1); ' +
        'with repeats, the share passing their pass policy',
    )
    .option(
      '--fail-on-regression',
      'gate: fail (exit 1) when the run regressed against --baseline: a significant drop of the mean, a settled ' +
        "drop of a repeated case's pass rate, or a case that passed there and errors now",
    )
    .option(
      '--fail-on-new-failures',
      'gate: fail (exit 1) when a case that passed in --baseline fails now (its repeats settled by the pass policy; ' +
        'an errored case fails); cases that already failed there are listed as still failing and do not fail the run',
    )
    .option(
      '--baseline <results>',
      "results file to compare the run with (e.g. the default branch's last run); its verdict is printed, and " +
        '--fail-on-regression gates on it',
    )
    .option(
      '--junit <path>',
      'also write the results as JUnit XML (one testsuite per dataset, one testcase per case × variant) for CI test ' +
        'reporters',
    )
    .option('--report <path>', 'also write the run as one self-contained HTML file (the same as agentv report)')
    .option('--agent-timeout <seconds>', 'time limit of one target call per case attempt')
    .option(
      '--timeout-retries <n>',
      `retries of a case attempt that ran past --agent-timeout, 0-10 (default: ${DEFAULT_TIMEOUT_RETRIES}); ` +
        "failed calls are retried by the target's max_retries",
    )
    .option('--max-retries <n>', 'deprecated: use --timeout-retries')
    .option(
      '--max-concurrent-calls <n>',
      'global ceiling on model calls in flight, 1-50 (default: MAX_CONCURRENT_LLM_CALLS or 5)',
    )
    .option(
      '--max-answer-mib <n>',
      'longest answer kept per case, and most stdout kept from an agent, in MiB (default 4); a longer one is cut ' +
        'and its record says answer_truncated',
    )
    .option(
      '--adaptive',
      'adaptive call ceiling: --max-concurrent-calls becomes a maximum, lowered to what the provider serves when ' +
        'its 429/503 show a real limit (not on random ones) or its answers slow down, raised again after successes',
    )
    .option(
      '--shard <i/n>',
      'run only part i of n of the cases (e.g. 2/3), split by a hash of each case; join the parts with agentv merge',
    )
    .option(
      '--budget-usd <usd>',
      'spend at most this many US dollars on model calls (targets and judges): no call starts once the money spent ' +
        'plus the calls in flight could pass it; the cases left are recorded as skipped (exit code 3)',
    )
    .option(
      '--estimate',
      "print the expected calls, tokens and cost of the run from the last run's results and the response cache, " +
        'without calling anything',
    )
    .option(
      '--events <path>',
      "write the call limiter's JSON events (queueing, acquired, released, retry, timeout) to this file",
    )
    .option(
      '--cache',
      'cache model responses on disk (off by default); the key holds provider, model, settings, messages and the ' +
        'repeat',
    )
    .option('--no-cache', 'do not use the response cache (wins over an earlier --cache)')
    .option('--cache-dir <dir>', `response cache folder (default: ${RUN_FOLDERS.cache})`)
    .option('--cache-ttl <hours>', 'hours a cached answer is used; older entries are removed (default: 168 = a week)')
    .option(
      '--cache-only',
      'replay: answer every model call from the response cache (implies --cache) and call nothing; a case whose ' +
        'answer is not cached is recorded as skipped (exit code 3)',
    )
    .option(
      '--cache-share-repeats',
      'let the repeats of a case (--iterations) replay one cached answer instead of asking again',
    )
    .option('--dump-prompts [dir]', `write each case's prompt as JSON (default dir: ${RUN_FOLDERS.prompts})`)
    .option('--dump-traces [dir]', `write each attempt's trace as JSON (default dir: ${RUN_FOLDERS.traces})`)
    .option('--include-trace', 'include the full trace in each result record')
    .option('--keep-workspaces', "leave each case's workspace copy on disk and record its path (workspace_path)")
    .option(
      '--strict',
      'treat every warning about the eval and targets files (an unknown key, a deprecated spelling) as an error: ' +
        'exit 2 before any call',
    )
    .option(
      '--allow-outside-root',
      'let file segments, judge prompt_path and code scripts point outside the repository root',
    )
    .option('--quiet', 'print only warnings, errors and failed gates (no progress, no summary)')
    .option('--verbose', 'detailed logging, and stack traces on errors')
    .action(async (paths: string[], flags: EvalFlags) => {
      const { runEvalCommand } = await import('./run-eval-command.js');
      io.setExitCode(await runEvalCommand(paths, flags, io, stderr));
    });
}
