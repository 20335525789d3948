import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { EvalTask } from './plan.js';
import type { ProviderRequest, TraceEvent } from './provider.js';
import type { Redactor } from './redactor.js';
import type { TraceSummary } from '../results/eval-result.js';

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

/** Compact summary of a provider trace for every result record (seed 004 trace requirements). */
export function summarizeTrace(trace: TraceEvent[] | undefined): TraceSummary | undefined {
  if (!trace) return undefined;
  const byName: Record<string, number> = {};
  let errors = 0;
  for (const event of trace) {
    if (event.type === 'tool_call') {
      const name = event.name ?? 'unknown';
      byName[name] = (byName[name] ?? 0) + 1;
    }
    if (event.type === 'error') errors++;
  }
  return {
    event_count: trace.length,
    tool_names: Object.keys(byName).sort(),
    tool_calls_by_name: byName,
    error_count: errors,
  };
}
