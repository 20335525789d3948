import type { EvalTask } from './eval-task.js';

/** A file-system-safe base name for per-case artifacts (prompt dumps, traces). */
export function artifactBaseName(task: Pick<EvalTask, 'promptId' | 'iteration'> & { evalId: string }): string {
  const safe = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, '_');
  const variant = task.promptId === 'default' && task.iteration === 0 ? '' : `__${safe(task.promptId)}__i${task.iteration}`;
  return `${safe(task.evalId)}${variant}`;
}
