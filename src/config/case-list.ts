import { judgeTargetsOf, usesTargetJudge } from './evaluator-kinds.js';
import type { EvalCase, JudgeTargetUse, SuiteCases } from './types.js';

/**
 * The cases of one suite as a run holds them: of each case only what planning needs (id, line,
 * target), the whole case built again when it runs. A suite of 10,000 cases in a large file holds
 * 10,000 ids, not 10,000 conversations with their files' text; a held file's cases are kept as
 * the load built them until each first runs (`keepBuilt`, held-file.ts).
 */
export class CaseList implements SuiteCases {
  readonly #ids: string[];
  #lines: Int32Array;
  #count = 0;
  /** Only the cases that name their own target. */
  readonly #targets = new Map<number, string>();
  readonly #judgeTargets: JudgeTargetUse[] = [];
  /** Per case: 1 when its own evaluators ask its target's judge, 0 when not, -1 when it has none. */
  #usesJudge: Int8Array;
  /** Only the cases with tags or metadata (what the selection flags read). */
  readonly #labels = new Map<number, Pick<EvalCase, 'tags' | 'metadata'>>();
  /** With `keepBuilt`: the cases as added, each given up by its first load. */
  readonly #built = new Map<number, EvalCase>();

  /**
   * `build(i)` makes case `i` again, as the loader first made it (files read anew); `capacity` is
   * how many cases the file has, so what is held is allocated once (it grows when more come: a 4.x
   * file's `file://` entries are counted only as they are read). With `keepBuilt` each added case
   * is held until its first load, which takes it instead of building it again; a later load of
   * the same case (another target, prompt or iteration) builds it.
   */
  constructor(
    private readonly build: (index: number) => Promise<EvalCase>,
    capacity: number,
    private readonly keepBuilt = false,
  ) {
    this.#ids = new Array<string>(capacity);
    this.#lines = new Int32Array(capacity);
    this.#usesJudge = new Int8Array(capacity);
  }

  /** Cases already built, held as they are (small suites, tests). */
  static of(cases: readonly EvalCase[]): CaseList {
    const list = new CaseList(async (index) => cases[index]!, cases.length);
    for (const evalCase of cases) list.add(evalCase);
    return list;
  }

  /** Records the next case from its first build; unless the list keeps it, the caller drops the case. */
  add(evalCase: EvalCase): void {
    const index = this.#count;
    if (index >= this.#lines.length) this.#grow();
    this.#count++;
    this.#ids[index] = interned(evalCase.id);
    this.#lines[index] = evalCase.line;
    if (evalCase.targetName !== undefined) this.#targets.set(index, evalCase.targetName);
    for (const { config, name } of judgeTargetsOf(evalCase.evaluators ?? []))
      this.#judgeTargets.push({ index, evaluator: config.name, target: name });
    if (evalCase.tags !== undefined || evalCase.metadata !== undefined)
      this.#labels.set(index, { tags: evalCase.tags, metadata: evalCase.metadata });
    this.#usesJudge[index] = evalCase.evaluators === undefined ? -1 : usesTargetJudge(evalCase.evaluators) ? 1 : 0;
    if (this.keepBuilt) this.#built.set(index, evalCase);
  }

  #grow(): void {
    const capacity = Math.max(16, this.#lines.length * 2);
    const lines = new Int32Array(capacity);
    lines.set(this.#lines);
    this.#lines = lines;
    const usesJudge = new Int8Array(capacity);
    usesJudge.set(this.#usesJudge);
    this.#usesJudge = usesJudge;
  }

  get count(): number {
    return this.#count;
  }

  id(index: number): string {
    return this.#ids[index]!;
  }

  line(index: number): number {
    return this.#lines[index]!;
  }

  targetName(index: number): string | undefined {
    return this.#targets.get(index);
  }

  judgeTargets(): readonly JudgeTargetUse[] {
    return this.#judgeTargets;
  }

  usesTargetJudge(index: number): boolean | undefined {
    const uses = this.#usesJudge[index];
    return uses === -1 ? undefined : uses === 1;
  }

  tags(index: number): readonly string[] {
    return this.#labels.get(index)?.tags ?? [];
  }

  metadata(index: number): Readonly<Record<string, unknown>> | undefined {
    return this.#labels.get(index)?.metadata;
  }

  load(index: number): Promise<EvalCase> {
    const built = this.#built.get(index);
    if (built === undefined) return this.build(index);
    this.#built.delete(index);
    return Promise.resolve(built);
  }
}

/**
 * The first case (in file order) whose id an earlier case already has, and that earlier case.
 * Found by sorting the case numbers by id once the file is read, so no map of every id is built
 * while the cases are.
 */
export function firstDuplicate(cases: CaseList): { earlier: number; index: number } | undefined {
  const order = Array.from({ length: cases.count }, (_, i) => i);
  order.sort((a, b) => (cases.id(a) < cases.id(b) ? -1 : cases.id(a) > cases.id(b) ? 1 : a - b));
  let found: { earlier: number; index: number } | undefined;
  for (let k = 1; k < order.length; k++) {
    const [before, index] = [order[k - 1]!, order[k]!];
    if (cases.id(before) !== cases.id(index) || (k > 1 && cases.id(order[k - 2]!) === cases.id(index))) continue;
    if (!found || index < found.index) found = { earlier: before, index };
  }
  return found;
}

/**
 * `text` as V8's string table holds it. An id read from YAML can be a slice of the text it was
 * parsed from (V8 slices strings of 13 characters or more), which it would keep alive for the
 * whole run; the interned copy holds only itself. Shorter ids are copies already.
 */
function interned(text: string): string {
  return text.length < 13 ? text : (Object.keys({ [text]: 0 })[0] ?? text);
}
