/** Three decimals, or `n/a` when there is nothing to show. */
export function formatScore(value: number | undefined): string {
  return value === undefined ? 'n/a' : value.toFixed(3);
}

/** Signed three decimals for deltas (`+0.100`, `-0.050`, `+0.000`). */
export function formatDelta(value: number | undefined): string {
  if (value === undefined) return 'n/a';
  return `${value < 0 ? '' : '+'}${value.toFixed(3)}`;
}

/** A 0..1 share as a percentage with one decimal. */
export function formatPercent(value: number | undefined): string {
  return value === undefined ? 'n/a' : `${(value * 100).toFixed(1)}%`;
}

/** Which parts of a case key are worth printing for a given set of results. */
export interface LabelScope {
  showPrompt: boolean;
  showIteration: boolean;
}

/** Shows prompt ids only when variants exist and iterations only when there are repeats. */
export function labelScope(entries: readonly { prompt_id: string; iteration: number }[]): LabelScope {
  const prompts = new Set(entries.map((entry) => entry.prompt_id));
  return {
    showPrompt: prompts.size > 1 || (prompts.size === 1 && !prompts.has('default')),
    showIteration: entries.some((entry) => entry.iteration !== 0),
  };
}

/**
 * The name a person reads for a case: its description (a promptfoo test's), else its id. Ids stay
 * what machines key on; this is only ever shown.
 */
export function displayName(entry: { eval_id: string; description?: string }): string {
  return entry.description || entry.eval_id;
}

/** `case-1`, `case-1 [variant-b]`, `case-1 [variant-b] #2` depending on the scope (the description for the id). */
export function caseLabel(
  entry: { eval_id: string; description?: string; prompt_id: string; iteration: number },
  scope: LabelScope,
): string {
  let label = displayName(entry);
  if (scope.showPrompt) label += ` [${entry.prompt_id}]`;
  if (scope.showIteration) label += ` #${entry.iteration}`;
  return label;
}
