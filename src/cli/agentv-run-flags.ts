import { ConfigError } from '../errors/config-error.js';
import type { EvalFlags } from './eval-flags.js';

/**
 * Flags of agentv 4.42.4's `eval run` that a CI script passes and this tool has no equivalent of.
 * Each is taken (so commander does not call it an unknown option) and refused by name with the
 * nearest flag here: exit 2 before any call. AgentV's flags that have an equivalent are mapped
 * (`--test-id` is `--eval-id`, `--cache-path` is `--cache --cache-dir`); `--tag`, `--exclude-tag` and
 * `--rerun-failed <results>` are this tool's own flags too.
 */
const RESULTS_BRANCH =
  'publishing results to a git branch is not done here; nearest: keep the --out file as a CI artifact';
const OTEL = 'OpenTelemetry export is not done here; nearest: --dump-traces [dir] or --include-trace';
const REPLAY = 'nearest: --cache to record the answers, then --cache-only to replay them';

export const AGENTV_REFUSED_FLAGS: ReadonlyArray<readonly [flags: string, key: string, nearest: string]> = [
  ['--experiment [label]', 'experiment', 'nearest: name the results file, --out .agentv/results/<label>.jsonl'],
  ['--results-repo [repo]', 'resultsRepo', RESULTS_BRANCH],
  ['--results-branch [branch]', 'resultsBranch', RESULTS_BRANCH],
  ['--results-remote [remote]', 'resultsRemote', RESULTS_BRANCH],
  ['--results-push', 'resultsPush', RESULTS_BRANCH],
  ['--no-results-push', 'resultsPush', RESULTS_BRANCH],
  ['--results-require-push', 'resultsRequirePush', RESULTS_BRANCH],
  ['--workspace-mode [mode]', 'workspaceMode', "nearest: the eval file's workspace.template, and --keep-workspaces"],
  ['--workspace-path [dir]', 'workspacePath', "nearest: the eval file's workspace.template, and --keep-workspaces"],
  ['--otel-file [path]', 'otelFile', OTEL],
  ['--export-otel', 'exportOtel', OTEL],
  ['--otel-backend [name]', 'otelBackend', OTEL],
  ['--otel-capture-content', 'otelCaptureContent', OTEL],
  ['--otel-group-turns', 'otelGroupTurns', OTEL],
  ['--retry-errors [path]', 'retryErrors', 'nearest: --resume <results> runs the cases that have no record'],
  ['--artifacts [dir]', 'artifacts', 'removed in AgentV too; nearest: --out <file>.jsonl'],
  ['--grader-target [name]', 'graderTarget', "nearest: the eval file's grader_target (or judge_target)"],
  ['--model [model]', 'model', 'nearest: the model of the grader target in targets.yaml'],
  ['--output-messages [n]', 'outputMessages', 'nearest: --include-trace (the full trace in each record)'],
  ['--transcript [path]', 'transcript', REPLAY],
  ['--record-replay [path]', 'recordReplay', REPLAY],
  ['--record-replay-variant [key]', 'recordReplayVariant', REPLAY],
];

/** The first AgentV-only flag given, refused with its nearest equivalent (exit 2). */
export function refuseAgentvOnlyFlags(flags: Readonly<Record<string, unknown>>): void {
  // `-o <file>.json` is promptfoo's results file; any other value is AgentV's run folder.
  const output = flags.output;
  if (typeof output === 'string' && !/\.json$/i.test(output))
    throw new ConfigError(
      "--output is agentv's eval run flag and has no equivalent here",
      {},
      `AgentV's run folder (${output}) is not written here; nearest: --out <file>.jsonl, or -o <file>.json for ` +
        "promptfoo's results file",
    );
  for (const [spec, key, nearest] of AGENTV_REFUSED_FLAGS) {
    if (flags[key] === undefined) continue;
    const name = spec.split(' ')[0] as string;
    const shown = key === 'resultsPush' ? '--results-push / --no-results-push' : name;
    throw new ConfigError(`${shown} is agentv's eval run flag and has no equivalent here`, {}, nearest);
  }
}

/** AgentV's spellings of flags this tool has: `--test-id` (repeatable, globs) and `--cache-path <dir>`. */
export interface AgentvMappedFlags {
  testId?: string[];
  cachePath?: string;
}

/** The flags with AgentV's mapped onto ours, after refusing the AgentV-only ones. */
export function fromAgentvFlags(flags: EvalFlags & AgentvMappedFlags): EvalFlags {
  refuseAgentvOnlyFlags(flags as Readonly<Record<string, unknown>>);
  const { testId, cachePath, ...ours } = flags;
  const evalId = [...(ours.evalId ?? []), ...(testId ?? [])];
  return {
    ...ours,
    ...(evalId.length > 0 ? { evalId } : {}),
    // agentv: "Enable provider response cache at the given directory".
    ...(cachePath !== undefined ? { cache: ours.cache ?? true, cacheDir: ours.cacheDir ?? cachePath } : {}),
  };
}
