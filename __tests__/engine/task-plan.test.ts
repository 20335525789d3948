import { CaseList } from '../../src/config/case-list.js';
import type { EvalCase, EvalSuite } from '../../src/config/types.js';
import { planTasks, withCase } from '../../src/engine/run/plan.js';

const evalCase = (id: string, line: number): EvalCase => ({
  id,
  line,
  expectedOutcome: `about ${id}`,
  inputMessages: [{ role: 'user', content: id }],
  guidelineFiles: [],
  inputFiles: [],
});
const suite = (file: string, ids: string[], extra: Partial<EvalSuite> = {}): EvalSuite => ({
  filePath: `/repo/${file}`,
  repoRoot: '/repo',
  dataset: file,
  evaluators: [],
  iterations: 1,
  cases: CaseList.of(ids.map((id, i) => evalCase(id, 2 + i))),
  ...extra,
});
const label = (t: { fileIndex: number; caseId: string; promptId: string; iteration: number }) =>
  `${t.fileIndex}:${t.caseId}:${t.promptId}:${t.iteration}`;

describe('the task plan', () => {
  const a = suite('a.yaml', ['a1', 'a2'], {
    prompts: [
      { id: 'p', prompt: 'P' },
      { id: 'q', prompt: 'Q' },
    ],
    iterations: 2,
  });
  const b = suite('b.yaml', ['b1']);

  test('files × cases × variants × iterations, in that order, made on demand', () => {
    const plan = planTasks([a, b]);
    expect(plan.length).toBe(9);
    expect([...plan].map(label)).toEqual([
      '0:a1:p:0',
      '0:a1:p:1',
      '0:a1:q:0',
      '0:a1:q:1',
      '0:a2:p:0',
      '0:a2:p:1',
      '0:a2:q:0',
      '0:a2:q:1',
      '1:b1:default:0',
    ]);
    expect(plan.at(4)).toMatchObject({ suite: a, caseIndex: 1, variant: { id: 'p', prompt: 'P' } });
    expect(plan.at(8)?.variant).toBeUndefined();
    expect([plan.at(-1), plan.at(9)]).toEqual([undefined, undefined]);
  });

  test('filter and pick give plans of the chosen tasks; --eval-id and --iterations narrow and widen the plan', () => {
    const plan = planTasks([a, b]);
    expect([...plan.filter((t) => t.promptId === 'q')].map(label)).toEqual([
      '0:a1:q:0',
      '0:a1:q:1',
      '0:a2:q:0',
      '0:a2:q:1',
    ]);
    expect([...plan.pick([8, 0])].map(label)).toEqual(['1:b1:default:0', '0:a1:p:0']);
    expect([...planTasks([a, b], { evalIds: ['b1'], iterations: 3 })].map(label)).toEqual([
      '1:b1:default:0',
      '1:b1:default:1',
      '1:b1:default:2',
    ]);
    expect(() => planTasks([a, b], { evalIds: ['nope'] })).toThrow(/no case with id "nope"/);
  });

  test('--eval-id given several times picks every id given, globs included, in plan order', () => {
    const refunds = suite('r.yaml', ['refund-1', 'refund-2', 'billing-1', 'refund/nested', '!odd']);
    const ids = (evalIds: string[]) => [...planTasks([refunds], { evalIds })].map((t) => t.caseId);
    expect(ids(['billing-1', 'refund-2'])).toEqual(['refund-2', 'billing-1']);
    expect(ids(['refund-*'])).toEqual(['refund-1', 'refund-2']);
    expect(ids(['{billing,refund}-1', 'refund-1'])).toEqual(['refund-1', 'billing-1']);
    // `*` stops at `/` (as AgentV's micromatch does), `/**` crosses it; an id is matched as written.
    expect(ids(['refund*'])).toEqual(['refund-1', 'refund-2']);
    expect(ids(['refund/**'])).toEqual(['refund/nested']);
    expect(ids(['!odd'])).toEqual(['!odd']);
  });

  test('a value that picks no case fails the plan, naming it and the nearest ids, whatever the others pick', () => {
    const refunds = suite('r.yaml', ['refund-1', 'refund-2', 'refund-10', 'billing-1']);
    expect(() => planTasks([refunds], { evalIds: ['refund-1', 'refnd-2'] })).toThrow(
      '/repo/r.yaml: --eval-id: no case with id "refnd-2" (nearest: "refund-2", "refund-1", "refund-10")',
    );
    expect(() => planTasks([refunds], { evalIds: ['refnd-*', 'billing-1', 'biling-1'] })).toThrow(
      /no case id matches "refnd-\*" \(nearest: .*\); no case with id "biling-1" \(nearest: "billing-1", /,
    );
  });

  test('a task is given its case when it runs', async () => {
    const task = planTasks([a, b]).at(8)!;
    expect(await withCase(task)).toMatchObject({
      caseId: 'b1',
      iteration: 0,
      evalCase: { id: 'b1', line: 2, expectedOutcome: 'about b1' },
    });
  });
});
