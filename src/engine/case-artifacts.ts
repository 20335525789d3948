import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { EvalTask } from './plan.js';
import type { ProviderRequest, TraceEvent } from './provider.js';
import type { Redactor } from './redactor.js';
import { summarizeTrace } from './run-case.js';

/**
 * Seed 004 prompt dump: eval id, the exact question string sent, guidelines and their paths;
 * provider settings are deliberately left out. Secret values are redacted before writing.
 */
export async function dumpPrompt(dir: string, task: EvalTask, request: ProviderRequest, redactor?: Redactor): Promise<void> {
  await mkdir(dir, { recursive: true });
  const payload = {
    eval_id: task.evalCase.id,
    prompt_id: task.promptId,
    iteration: task.iteration,
    question: request.metadata?.question ?? request.prompt,
    guidelines: request.systemPrompt ?? '',
    guideline_paths: request.guidelineFiles.map((f) => f.displayPath),
    messages: request.messages,
  };
  await writeFile(path.join(dir, `${artifactBaseName({ ...task, evalId: task.evalCase.id })}.json`), render(payload, redactor));
}

/**
 * Seed 004 trace artifact: one file per case attempt, `trace: null` when the provider gave none.
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
    eval_id: task.evalCase.id,
    prompt_id: task.promptId,
    iteration: task.iteration,
    attempt,
    target,
    trace: trace ?? null,
    trace_summary: summarizeTrace(trace) ?? null,
  };
  const name = `${artifactBaseName({ ...task, evalId: task.evalCase.id })}_attempt-${attempt}.json`;
  await writeFile(path.join(dir, name), render(payload, redactor));
}

function render(payload: object, redactor: Redactor | undefined): string {
  return `${JSON.stringify(redactor ? redactor.deep(payload) : payload, null, 2)}\n`;
}

/** A file-system-safe base name for per-case artifacts (prompt dumps, traces). */
export function artifactBaseName(task: Pick<EvalTask, 'promptId' | 'iteration'> & { evalId: string }): string {
  const safe = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, '_');
  const variant = task.promptId === 'default' && task.iteration === 0 ? '' : `__${safe(task.promptId)}__i${task.iteration}`;
  return `${safe(task.evalId)}${variant}`;
}
