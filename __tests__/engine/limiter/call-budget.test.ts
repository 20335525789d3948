import { CallBudget } from '../../../src/engine/limiter/call-budget.js';
import { BudgetExceededError } from '../../../src/errors/agentv-error.js';

const settled = async <T>(promise: Promise<T>): Promise<'pending' | 'resolved' | 'rejected'> => {
  let state: 'pending' | 'resolved' | 'rejected' = 'pending';
  promise.then(
    () => (state = 'resolved'),
    () => (state = 'rejected'),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return state;
};

describe('CallBudget', () => {
  test('a target of unknown price sends one call alone; its cost is the estimate the next calls reserve', async () => {
    const budget = new CallBudget(1);
    const first = await budget.reserve('t');
    const second = budget.reserve('t');
    expect(await settled(second)).toBe('pending');
    first.settle(0.3);
    const next = await second;
    expect(budget.spent).toBeCloseTo(0.3, 12);
    // 0.3 spent + 0.3 reserved: a third call (0.3) still fits, a fourth would not until one settles.
    const third = await budget.reserve('t');
    const fourth = budget.reserve('t');
    expect(await settled(fourth)).toBe('pending');
    next.settle(0.3);
    third.settle(0.3);
    await expect(fourth).rejects.toBeInstanceOf(BudgetExceededError);
    expect(budget.closed).toBe(true);
    expect(budget.spent).toBeCloseTo(0.9, 12);
  });

  test('a waiting call starts when in-flight calls settle below their reservation', async () => {
    const budget = new CallBudget(1);
    (await budget.reserve('t')).settle(0.4);
    const a = await budget.reserve('t');
    const waiting = budget.reserve('t');
    expect(await settled(waiting)).toBe('pending');
    a.settle(0.1);
    await expect(waiting).resolves.toBeDefined();
  });

  test('after the budget closes, a cheaper judge of a running case may run; none does once it is spent', async () => {
    const budget = new CallBudget(1);
    (await budget.reserve('target')).settle(0.45);
    (await budget.reserve('judge')).settle(0.05);
    (await budget.reserve('target')).settle(0.45);
    await expect(budget.reserve('target')).rejects.toThrow(/budget of \$1 is reached/);
    (await budget.reserve('judge')).settle(0.05);
    await expect(budget.reserve('judge')).rejects.toBeInstanceOf(BudgetExceededError);
  });

  test('a failed call frees its reservation; an unknown price is warned about once and not counted', async () => {
    const warnings: string[] = [];
    const logger = {
      info: () => undefined,
      warn: (m: string) => warnings.push(m),
      error: () => undefined,
      debug: () => undefined,
    };
    const budget = new CallBudget(1, logger);
    (await budget.reserve('t')).settle(undefined);
    (await budget.reserve('local')).settle(null);
    (await budget.reserve('local')).settle(null);
    expect(budget.spent).toBe(0);
    expect(warnings.filter((w) => w.includes('"local" is unknown'))).toHaveLength(1);
  });

  test('a batch reserves its estimate once per request', async () => {
    const budget = new CallBudget(1);
    (await budget.reserve('t', 2)).settle(0.4);
    await expect(budget.reserve('t', 5)).rejects.toBeInstanceOf(BudgetExceededError);
  });
});
