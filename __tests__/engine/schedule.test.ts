import { setTimeout as delay } from 'node:timers/promises';
import type { EvalTask } from '../../src/engine/run/plan.js';
import { schedule } from '../../src/engine/run/schedule.js';
import { workerShares } from '../../src/engine/run/schedule.js';

function tasks(perFile: number[]): EvalTask[] {
  const out: EvalTask[] = [];
  perFile.forEach((count, fileIndex) => {
    for (let i = 0; i < count; i++) {
      out.push({
        fileIndex,
        promptId: 'default',
        iteration: 0,
        caseIndex: i,
        caseId: `f${fileIndex}-c${i}`,
      } as EvalTask);
    }
  });
  return out;
}

describe('workerShares', () => {
  it('gives every file at least one worker and divides the rest evenly', () => {
    expect(workerShares(10, 3)).toEqual([4, 3, 3]);
    expect(workerShares(4, 4)).toEqual([1, 1, 1, 1]);
    expect(workerShares(2, 5)).toEqual([1, 1, 1, 1, 1]);
    expect(workerShares(1, 1)).toEqual([1]);
  });
});

describe('schedule', () => {
  it('never runs more than `workers` tasks at once and runs each task exactly once', async () => {
    let running = 0;
    let peak = 0;
    const seen = new Map<string, number>();
    await schedule(tasks([25]), { workers: 4, fileCount: 1 }, async (task) => {
      running++;
      peak = Math.max(peak, running);
      seen.set(task.caseId, (seen.get(task.caseId) ?? 0) + 1);
      await delay(1 + (task.caseId.length % 3));
      running--;
    });
    expect(peak).toBe(4);
    expect(seen.size).toBe(25);
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
  });

  it('starts the next task the moment any finishes, without waiting for a batch', async () => {
    // Task 0 is slow; the others must all run while it is still going.
    const order: string[] = [];
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const done = schedule(tasks([6]), { workers: 2, fileCount: 1 }, async (task) => {
      order.push(`start ${task.caseId}`);
      if (task.caseId === 'f0-c0') await slow;
      else await delay(1);
      order.push(`end ${task.caseId}`);
    });
    while (!order.includes('end f0-c5')) await delay(1);
    expect(order).not.toContain('end f0-c0');
    release();
    await done;
  });

  it('caps each file at its share while the global pool caps the total', async () => {
    const running = [0, 0];
    const peak = [0, 0];
    let total = 0;
    let totalPeak = 0;
    await schedule(tasks([12, 12]), { workers: 5, fileCount: 2 }, async (task) => {
      running[task.fileIndex]!++;
      total++;
      peak[task.fileIndex] = Math.max(peak[task.fileIndex]!, running[task.fileIndex]!);
      totalPeak = Math.max(totalPeak, total);
      await delay(2);
      running[task.fileIndex]!--;
      total--;
    });
    expect(peak).toEqual([3, 2]);
    expect(totalPeak).toBeLessThanOrEqual(5);
  });

  it('does not start tasks once the signal aborts', async () => {
    const controller = new AbortController();
    let started = 0;
    await schedule(tasks([10]), { workers: 1, fileCount: 1, signal: controller.signal }, async () => {
      started++;
      if (started === 3) controller.abort();
    });
    expect(started).toBe(3);
  });
});
