import type { EvalCase, EvalSuite } from '../../src/config/types.js';

/** Every case of a loaded suite, built as a run builds each when it runs. */
export async function loadedCases(suite: Pick<EvalSuite, 'cases'>): Promise<EvalCase[]> {
  const cases: EvalCase[] = [];
  for (let index = 0; index < suite.cases.count; index++) cases.push(await suite.cases.load(index));
  return cases;
}
