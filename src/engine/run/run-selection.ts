import { createHash } from 'node:crypto';
import type { EvalSuite } from '../../config/types.js';
import { ConfigError } from '../../errors/config-error.js';
import { readResults } from '../../results/read-results.js';
import { runPassed } from '../../results/repeats.js';
import { CaseSelection } from './case-selection.js';
import { DEFAULT_SAMPLE_SEED } from './run-defaults.js';

/**
 * Which cases of the eval files a run takes besides `--eval-id`: each flag narrows the cases, in
 * this order, and `sample` then picks from what is left.
 */
export interface RunSelection {
  /** `--rerun-failed` (promptfoo: `--filter-failing`): a results file; its failed or errored cases run. */
  rerunFailed?: string;
  /** `--tag`, once or more: a case runs when it has one of these tags. */
  tags?: readonly string[];
  /** `--exclude-tag`, once or more: a case with one of these tags does not run. */
  excludeTags?: readonly string[];
  /** `--filter-metadata key=value`, once or more: every pair must match the case's metadata. */
  metadata?: readonly string[];
  /** `--sample n`: at most n of the selected cases, picked by `seed`. */
  sample?: number;
  /** `--seed`: which cases `--sample` picks (default {@link DEFAULT_SAMPLE_SEED}). */
  seed?: number;
}

/** Per suite, per case: 1 when the case runs. Undefined from {@link selectCases} means every case. */
export type PickedCases = Uint8Array[];

/** What a case is selected by: its suite and index. */
interface CaseRef {
  suite: EvalSuite;
  index: number;
}

/**
 * The cases `--eval-id` and the selection flags pick, or undefined when none is given. A value that
 * picks no case (a typo) is a ConfigError before any call, as is a selection that leaves nothing.
 */
export async function selectCases(
  suites: readonly EvalSuite[],
  evalIds: readonly string[] | undefined,
  selection: RunSelection = {},
): Promise<PickedCases | undefined> {
  const tests = await caseTests(evalIds, selection);
  if (!hasSelection(selection)) return undefined;
  const files = suites.map((s) => s.filePath).join(', ');
  const candidates: CaseRef[] = [];
  for (const suite of suites)
    for (let index = 0; index < suite.cases.count; index++)
      // Every test sees every case (no short cut), so each knows whether its values picked any.
      if (tests.map((test) => test.picks({ suite, index })).every(Boolean)) candidates.push({ suite, index });
  for (const test of tests) test.check(suites, files);
  const chosen = selection.sample === undefined ? candidates : sampled(candidates, selection.sample, selection.seed);
  if (chosen.length === 0)
    throw new ConfigError(
      `the selection (${describeSelection(evalIds, selection)}) leaves no case to run`,
      { file: files },
      'loosen the selection flags',
    );
  const picked = suites.map((suite) => new Uint8Array(suite.cases.count));
  for (const ref of chosen) picked[suites.indexOf(ref.suite)]![ref.index] = 1;
  return picked;
}

/** Whether any selection flag besides `--eval-id` is given. */
export function hasSelection(selection: RunSelection = {}): boolean {
  return (
    selection.rerunFailed !== undefined ||
    (selection.tags?.length ?? 0) > 0 ||
    (selection.excludeTags?.length ?? 0) > 0 ||
    (selection.metadata?.length ?? 0) > 0 ||
    selection.sample !== undefined
  );
}

/** One line naming what selected the run's cases, for its summary; undefined for a whole run. */
export function describeSelection(
  evalIds: readonly string[] | undefined,
  selection: RunSelection = {},
): string | undefined {
  const parts = [
    ...(evalIds?.length ? [`eval-id ${evalIds.join(', ')}`] : []),
    ...(selection.rerunFailed !== undefined ? [`failed or errored in ${selection.rerunFailed}`] : []),
    ...(selection.tags?.length ? [`tag ${selection.tags.join(', ')}`] : []),
    ...(selection.excludeTags?.length ? [`not tag ${selection.excludeTags.join(', ')}`] : []),
    ...(selection.metadata?.length ? [`metadata ${selection.metadata.join(', ')}`] : []),
    ...(selection.sample !== undefined
      ? [`sample of ${selection.sample} (seed ${selection.seed ?? DEFAULT_SAMPLE_SEED})`]
      : []),
  ];
  return parts.length > 0 ? parts.join('; ') : undefined;
}

/** One selection flag: whether it keeps a case, and after all cases were seen, whether it was a typo. */
interface CaseTest {
  picks(ref: CaseRef): boolean;
  check(suites: readonly EvalSuite[], files: string): void;
}

async function caseTests(evalIds: readonly string[] | undefined, selection: RunSelection): Promise<CaseTest[]> {
  const tests: CaseTest[] = [];
  if (!hasSelection(selection)) return tests;
  // `--eval-id`'s own check (a value that picks no case) is made where the plan is made (plan.ts);
  // here it only narrows what `--sample` picks from.
  if (evalIds?.length) {
    const ids = new CaseSelection(evalIds);
    tests.push({ picks: ({ suite, index }) => ids.picks(suite.cases.id(index)), check: () => {} });
  }
  if (selection.rerunFailed !== undefined) tests.push(await failedIn(selection.rerunFailed));
  if (selection.tags?.length) tests.push(tagTest(selection.tags, true));
  if (selection.excludeTags?.length) tests.push(tagTest(selection.excludeTags, false));
  if (selection.metadata?.length) tests.push(metadataTest(selection.metadata));
  return tests;
}

/** The cases with a record in `file` that failed or errored (a case the budget skipped never ran). */
async function failedIn(file: string): Promise<CaseTest> {
  const { records } = await readResults(file);
  const failed = new Set(
    records.filter((r) => r.skipped === undefined && !runPassed(r)).map((r) => caseKey(r.dataset, r.eval_id)),
  );
  let found = false;
  return {
    picks: ({ suite, index }) => {
      const hit = failed.has(caseKey(suite.dataset, suite.cases.id(index)));
      found ||= hit;
      return hit;
    },
    check: () => {
      if (found) return;
      const what =
        failed.size === 0
          ? 'no case failed or errored there'
          : `none of its ${failed.size} failed or errored cases is in these eval files`;
      throw new ConfigError(
        `--rerun-failed: ${what}`,
        { file },
        'rerun the whole suite, or name the results file of a run of these eval files',
      );
    },
  };
}

/** `--tag` (keep: a case with one of the tags runs) or `--exclude-tag` (drop: such a case does not). */
function tagTest(values: readonly string[], keep: boolean): CaseTest {
  const seen = new Set<string>();
  return {
    picks: ({ suite, index }) => {
      const tags = suite.cases.tags?.(index) ?? [];
      for (const tag of tags) seen.add(tag);
      return values.some((value) => tags.includes(value)) === keep;
    },
    check: (_suites, files) => {
      const missed = values.filter((value) => !seen.has(value));
      if (missed.length === 0) return;
      const flag = keep ? '--tag' : '--exclude-tag';
      const known = seen.size > 0 ? `; the cases' tags are ${[...seen].sort().join(', ')}` : '; no case has tags';
      throw new ConfigError(
        `${flag}: no case has the tag ${missed.map((t) => `"${t}"`).join(', ')}${known}`,
        { file: files },
        `use a tag the eval files give (their "tags:"), or drop that ${flag}`,
      );
    },
  };
}

/**
 * `--filter-metadata key=value`, as promptfoo matches it: every pair must match; a value matches
 * when the case's value (or one element of a list) contains it as text.
 */
function metadataTest(pairs: readonly string[]): CaseTest {
  const filters = pairs.map(parseMetadataPair);
  return {
    picks: ({ suite, index }) => {
      const metadata = suite.cases.metadata?.(index);
      if (metadata === undefined) return false;
      return filters.every(({ key, value }) => {
        const held = metadata[key];
        const values = Array.isArray(held) ? held : held === undefined ? [] : [held];
        return values.some((v) => String(v).includes(value));
      });
    },
    check: () => {},
  };
}

/** `key=value` (the value may hold `=`); anything else is a ConfigError naming the fix. */
export function parseMetadataPair(raw: string): { key: string; value: string } {
  const at = raw.indexOf('=');
  const key = at > 0 ? raw.slice(0, at).trim() : '';
  const value = at > 0 ? raw.slice(at + 1) : '';
  if (key === '' || value === '')
    throw new ConfigError(
      `--filter-metadata must be key=value, got "${raw}"`,
      {},
      'write --filter-metadata category=billing',
    );
  return { key, value };
}

/**
 * `count` of the candidates, the same ones for the same seed whatever the order of files or
 * workers: each case is ranked by a hash of the seed, its dataset and its id.
 */
function sampled(candidates: readonly CaseRef[], count: number, seed = DEFAULT_SAMPLE_SEED): CaseRef[] {
  if (count >= candidates.length) return [...candidates];
  const rank = (ref: CaseRef) =>
    createHash('sha256')
      .update(`${seed}\u0000${caseKey(ref.suite.dataset, ref.suite.cases.id(ref.index))}`)
      .digest('hex');
  const ranked = candidates.map((ref) => ({ ref, rank: rank(ref) }));
  ranked.sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0));
  return ranked.slice(0, count).map((r) => r.ref);
}

function caseKey(dataset: string, id: string): string {
  return `${dataset}\u0000${id}`;
}
