import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { CaseList } from '../../src/config/case-list.js';
import { isHeldFile } from '../../src/config/held-file.js';
import type { EvalCase } from '../../src/config/types.js';
import { tempRepos } from '../test-support/temp-repo.js';

const repo = tempRepos();

/** A case as a loader builds it (what the list reads of it: id, line, target, evaluators). */
const built = (id: string, line: number, build: number): EvalCase =>
  ({ id, line, build, inputMessages: [], guidelineFiles: [], inputFiles: [] }) as unknown as EvalCase;

/** A list of two cases whose `build` counts the builds of each. */
function twoCases(keepBuilt: boolean) {
  const builds: number[] = [];
  const list = new CaseList(
    async (index) => {
      builds.push(index);
      return built(`case-${index}`, index + 1, builds.length);
    },
    2,
    keepBuilt,
  );
  const first = [built('case-0', 1, 0), built('case-1', 2, 0)];
  for (const evalCase of first) list.add(evalCase);
  return { list, builds, first };
}

describe('CaseList', () => {
  it("keeps the load's cases, each until its first run; a later run of the case builds it again", async () => {
    const { list, builds, first } = twoCases(true);
    expect(await list.load(1)).toBe(first[1]);
    expect(await list.load(0)).toBe(first[0]);
    expect(builds).toEqual([]);
    // Another target, prompt or iteration of case 0: built from the file.
    expect(await list.load(0)).toMatchObject({ id: 'case-0', build: 1 });
    expect(builds).toEqual([0]);
  });

  it("without keepBuilt holds only what planning needs and builds every run's case", async () => {
    const { list, builds, first } = twoCases(false);
    expect([list.count, list.id(1), list.line(1)]).toEqual([2, 'case-1', 2]);
    const loaded = await list.load(1);
    expect(loaded).not.toBe(first[1]);
    expect(loaded).toMatchObject({ id: 'case-1', build: 1 });
    expect(builds).toEqual([1]);
  });
});

describe('isHeldFile', () => {
  it('holds a file up to the limit, not a larger one', async () => {
    const root = await repo({ 'suite.yaml': 'x'.repeat(100) });
    const file = path.join(root, 'suite.yaml');
    expect(isHeldFile(file, 100)).toBe(true);
    writeFileSync(file, 'x'.repeat(101));
    expect(isHeldFile(file, 100)).toBe(false);
    expect(isHeldFile(path.join(root, 'gone.yaml'), 100)).toBe(false);
  });
});
