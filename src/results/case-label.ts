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

/** `case-1`, `case-1 [variant-b]`, `case-1 [variant-b] #2` depending on the scope. */
export function caseLabel(entry: { eval_id: string; prompt_id: string; iteration: number }, scope: LabelScope): string {
  let label = entry.eval_id;
  if (scope.showPrompt) label += ` [${entry.prompt_id}]`;
  if (scope.showIteration) label += ` #${entry.iteration}`;
  return label;
}
