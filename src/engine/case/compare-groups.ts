import type { EvalResult } from '../../results/eval-result.js';
import type { ComparedGrade } from '../evaluator.js';
import { metered } from '../provider-pipeline/usage-meter.js';
import { type CaseTask, type EvalTask, withCase } from '../run/plan.js';
import type { RunContext } from '../run/run-context.js';
import { describeError } from './case-record.js';
import { evaluatorDeps } from './grade-case.js';

/** The key of a task's compare group in a run (its file, group and iteration); undefined for a case graded alone. */
export function compareKey(task: EvalTask): string | undefined {
  const group = task.suite.cases.compareGroup?.(task.caseIndex);
  return group === undefined ? undefined : `${task.fileIndex}\u0000${group}\u0000${task.iteration}`;
}

/** A member of a compare group that has finished: its task and its record (none when it was not run). */
export interface HeldCase {
  task: EvalTask;
  record?: EvalResult;
}

/**
 * The compare groups of a run (promptfoo's tests with `select-best` or `max-score`): how many of
 * each group's tasks are still to finish, and the records of those that have. A group's records
 * are held until its last member is in, so each is written once, compared.
 */
export class CompareGroups {
  private readonly left = new Map<string, number>();
  private readonly held = new Map<string, HeldCase[]>();

  /** Counts the members of each group among the run's tasks (those a `--resume` left to run). */
  constructor(tasks: Iterable<EvalTask>) {
    for (const task of tasks) {
      const key = compareKey(task);
      if (key !== undefined) this.left.set(key, (this.left.get(key) ?? 0) + 1);
    }
  }

  /** True when some task of the run belongs to a compare group. */
  get any(): boolean {
    return this.left.size > 0;
  }

  /**
   * Takes a finished member (`record` undefined: `--early-stop` did not run it); returns the
   * group's members in plan order once the last of them is in, else undefined.
   */
  take(task: EvalTask, record: EvalResult | undefined): HeldCase[] | undefined {
    const key = compareKey(task);
    if (key === undefined) return undefined;
    const members = this.held.get(key) ?? [];
    members.push({ task, ...(record ? { record } : {}) });
    const left = (this.left.get(key) ?? 1) - 1;
    if (left > 0) {
      this.held.set(key, members);
      this.left.set(key, left);
      return undefined;
    }
    this.held.delete(key);
    this.left.delete(key);
    return members.sort((a, b) => a.task.caseIndex - b.task.caseIndex);
  }
}

/**
 * The records of a finished group, each graded against the others by the evaluator of the first
 * graded member that compares (`Evaluator.compare`); its calls are counted on the first member's
 * entries. Members that errored or were skipped are left as they are. A comparison that fails
 * errors every graded member.
 */
export async function compareGroup(members: readonly HeldCase[], run: RunContext): Promise<EvalResult[]> {
  const records = members.flatMap((m) => (m.record ? [m.record] : []));
  const graded = members.filter(
    (m): m is Required<HeldCase> => m.record !== undefined && m.record.error === undefined && !m.record.skipped,
  );
  if (graded.length === 0) return records;
  let tasks: CaseTask[];
  try {
    tasks = await Promise.all(graded.map((m) => withCase(m.task)));
  } catch (error) {
    return withGrades(records, graded, () => failed(error));
  }
  const first = tasks[0]!;
  const targetName = run.targetFor(first);
  const deps = evaluatorDeps(first, targetName, run);
  const comparing = (first.evalCase.evaluators ?? [])
    .map((config) => run.evaluators.get(config, targetName, () => run.parts.createEvaluator(config, deps)))
    .find((evaluator) => evaluator.compare !== undefined);
  if (!comparing?.compare) return records;
  const compare = comparing.compare.bind(comparing);
  const signal = run.stop.cases.signal;
  const outcome = await metered(
    (meter) =>
      compare(
        graded.map((m, i) => ({ evalCase: tasks[i]!.evalCase, record: m.record })),
        { signal, meter },
      ),
    { iteration: first.iteration },
  );
  if (!outcome.ok) return withGrades(records, graded, () => failed(outcome.error));
  const usage = outcome.meter.fields();
  const grades = outcome.value.map((grade, i) =>
    i === 0 && grade.entries.length > 0
      ? { ...grade, entries: grade.entries.map((e, k) => (k === 0 ? { ...e, ...usage } : e)) }
      : grade,
  );
  return withGrades(records, graded, (i) => grades[i]);
}

/** The records with each graded member's record replaced by its compared one. */
function withGrades(
  records: EvalResult[],
  graded: readonly Required<HeldCase>[],
  gradeOf: (index: number) => ComparedGrade | { error: string } | undefined,
): EvalResult[] {
  const replaced = new Map<EvalResult, EvalResult>();
  graded.forEach((m, i) => {
    const grade = gradeOf(i);
    if (grade) replaced.set(m.record, compared(m.record, grade));
  });
  return records.map((r) => replaced.get(r) ?? r);
}

function failed(error: unknown): { error: string } {
  return { error: `the comparison of this test's outputs failed: ${describeError(error)}` };
}

/** A record after its group's comparison: its new verdict, score and reasoning, the comparison's entries added. */
function compared(record: EvalResult, grade: ComparedGrade | { error: string }): EvalResult {
  if ('error' in grade)
    return { ...record, score: 0, verdict: 'fail', ...(record.pass !== undefined ? { pass: false } : {}), ...grade };
  return {
    ...record,
    score: grade.score,
    verdict: grade.verdict,
    ...(record.pass !== undefined ? { pass: grade.verdict === 'pass' } : {}),
    reasoning: grade.reasoning,
    hits: [...record.hits, ...grade.entries.flatMap((e) => e.hits)],
    misses: [...record.misses, ...grade.entries.flatMap((e) => e.misses)],
    evaluator_results: [...record.evaluator_results, ...grade.entries],
  };
}
