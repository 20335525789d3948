import { distance } from 'fastest-levenshtein';
import { Minimatch } from 'minimatch';
import { ConfigError } from '../../errors/config-error.js';

/** How many of the run's ids an unmatched `--eval-id` suggests. */
const NEAREST = 3;

/**
 * The cases `--eval-id` picks, given once or more: a case runs when its id is one of the values,
 * or matches one written as a glob (`refund-*`, `{refund,billing}-?`; minimatch, as AgentV's
 * `--test-id` matches with micromatch, so `*` does not cross a `/`). Each value must pick at least
 * one case of the run: a value that picks none is a typo, and running the rest would hide it.
 */
export class CaseSelection {
  private readonly patterns: { text: string; glob: Minimatch; picked: boolean }[];

  constructor(values: readonly string[]) {
    this.patterns = values.map((text) => ({
      text,
      // nonegate/nocomment: an id starting with `!` or `#` is matched as written.
      glob: new Minimatch(text, { dot: true, nonegate: true, nocomment: true }),
      picked: false,
    }));
  }

  /** Whether the case `id` runs; remembers which values picked a case. */
  picks(id: string): boolean {
    let picked = false;
    for (const pattern of this.patterns) {
      if (pattern.text === id || pattern.glob.match(id)) {
        pattern.picked = true;
        picked = true;
      }
    }
    return picked;
  }

  /**
   * Throws a ConfigError (exit 2, before any call) naming every value that picked no case and the
   * nearest ids among `ids` (every case id of the run), so the typo can be fixed from the message.
   */
  checkEveryValuePicked(ids: Iterable<string>, files: string): void {
    const missed = this.patterns.filter((p) => !p.picked);
    if (missed.length === 0) return;
    const known = [...new Set(ids)];
    const what = missed.map((p) => {
      const kind = p.glob.hasMagic() ? `no case id matches "${p.text}"` : `no case with id "${p.text}"`;
      const near = nearest(p.text, known);
      return near.length > 0 ? `${kind} (nearest: ${near.map((id) => `"${id}"`).join(', ')})` : kind;
    });
    throw new ConfigError(
      `--eval-id: ${what.join('; ')}`,
      { file: files },
      'use ids of the eval files (a glob such as "refund-*" picks several), or drop that --eval-id',
    );
  }
}

/** The ids closest to `text` by edit distance (ties in id order). */
function nearest(text: string, ids: readonly string[]): string[] {
  return ids
    .map((id) => ({ id, d: distance(text, id) }))
    .sort((a, b) => a.d - b.d || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, NEAREST)
    .map((entry) => entry.id);
}
