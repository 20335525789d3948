import { createHash } from 'node:crypto';
import { access, constants, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, outputFileError } from '../../errors/config-error.js';
import type { EvalTask } from '../run/plan.js';
import type { ProviderRequest, TraceEvent } from '../provider.js';
import type { Redactor } from '../redactor.js';
import { summarizeTrace } from './trace-summary.js';

/**
 * The prompt dump: eval id, the exact question string sent, guidelines and their paths;
 * provider settings are deliberately left out. Secret values are redacted before writing.
 */
export async function dumpPrompt(
  dir: string,
  task: EvalTask,
  request: ProviderRequest,
  redactor?: Redactor,
): Promise<void> {
  await mkdir(dir, { recursive: true });
  const payload = {
    eval_id: task.caseId,
    prompt_id: task.promptId,
    iteration: task.iteration,
    question: request.metadata?.question ?? request.prompt,
    guidelines: request.systemPrompt ?? '',
    guideline_paths: request.guidelineFiles.map((f) => f.displayPath),
    messages: request.messages,
  };
  await writeFile(path.join(dir, `${artifactBaseName(task, redactor)}.json`), render(payload, redactor));
}

/**
 * The trace artifact: one file per case attempt, `trace: null` when the provider gave none.
 * Secret values are redacted before writing.
 */
export async function dumpTrace(
  dir: string,
  task: EvalTask,
  attempt: number,
  target: string,
  trace: TraceEvent[] | undefined,
  redactor?: Redactor,
): Promise<void> {
  await mkdir(dir, { recursive: true });
  const payload = {
    eval_id: task.caseId,
    prompt_id: task.promptId,
    iteration: task.iteration,
    attempt,
    target,
    trace: trace ?? null,
    trace_summary: summarizeTrace(trace) ?? null,
  };
  const name = `${artifactBaseName(task, redactor)}_attempt-${attempt}.json`;
  await writeFile(path.join(dir, name), render(payload, redactor));
}

function render(payload: object, redactor: Redactor | undefined): string {
  return `${JSON.stringify(redactor ? redactor.deep(payload) : payload, null, 2)}\n`;
}

/** Longest piece of an id or variant kept in a file name (names stay far below 255 bytes). */
const MAX_NAME_PART = 60;

/**
 * A file-system-safe base name for per-case artifacts (prompt dumps, traces): the eval id as far as
 * it is safe to show (secret values redacted, other characters as `_`, at most 60 of them), a hash
 * of the eval file, the full id and the variant so `a/b` and `a_b`, or one id in two files, never share a name,
 * then the variant and iteration when they are not the defaults.
 */
export function artifactBaseName(
  task: Pick<EvalTask, 'promptId' | 'iteration' | 'caseId'> & { suite: Pick<EvalTask['suite'], 'filePath'> },
  redactor?: Redactor,
): string {
  const safe = (s: string) =>
    (redactor ? redactor.text(s) : s).replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, MAX_NAME_PART);
  const id = task.caseId;
  const hash = createHash('sha256')
    .update(`${task.suite.filePath}\u0000${id}\u0000${task.promptId}`)
    .digest('hex')
    .slice(0, 8);
  const variant =
    task.promptId === 'default' && task.iteration === 0 ? '' : `__${safe(task.promptId)}__i${task.iteration}`;
  return `${safe(id)}__${hash}${variant}`;
}

/**
 * `--dump-prompts` and `--dump-traces` folders, checked before any call: each is created (or
 * exists) as a folder the run can write, and neither is the results file itself.
 */
export async function checkArtifactDirs(
  dirs: Array<{ dir: string | undefined; flag: string }>,
  outPath: string | undefined,
): Promise<void> {
  for (const { dir, flag } of dirs) {
    if (dir === undefined) continue;
    if (outPath !== undefined && path.resolve(dir) === path.resolve(outPath)) {
      throw new ConfigError(
        `${flag} is the results file ${outPath}`,
        { file: dir },
        `give ${flag} a folder of its own, e.g. .agentv/${flag === '--dump-traces' ? 'traces' : 'prompts'}`,
      );
    }
    try {
      await mkdir(dir, { recursive: true });
      await access(dir, constants.W_OK);
    } catch (error) {
      throw outputFileError(dir, `${flag.slice(2).replace('-', ' ')} folder`, error, flag);
    }
  }
}
