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

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/**
 * Makes untrusted text (model answers, case ids, error messages) inert in GitHub markdown:
 * no HTML, no tables broken by `|`, no emphasis, code spans or links, and no `@user` pings
 * (a zero-width space after `@` keeps the text readable but stops the mention).
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/[&<>]/g, (char) => ENTITIES[char] ?? char)
    .replace(/[\\`*_[\]|~]/g, (char) => `\\${char}`)
    .replace(/@(?=[A-Za-z0-9_-])/g, '@\u200b')
    // GitHub turns bare URLs and www. names into links: a zero-width space keeps model text inert.
    .replace(/([A-Za-z][A-Za-z0-9+.-]*):\/\//g, '$1:\u200b//')
    .replace(/\bwww\./gi, (www) => `${www.slice(0, 3)}\u200b.`);
}

/** {@link escapeMarkdown} for a table cell or single line: whitespace runs become one space. */
export function escapeMarkdownInline(text: string, maxLength = 300): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const cut = flat.length <= maxLength ? flat : `${flat.slice(0, maxLength - 1)}…`;
  return escapeMarkdown(cut);
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

/** `case-1`, `case-1 [variant-b]`, `case-1 [variant-b] #2` depending on the scope. */
export function caseLabel(entry: { eval_id: string; prompt_id: string; iteration: number }, scope: LabelScope): string {
  let label = entry.eval_id;
  if (scope.showPrompt) label += ` [${entry.prompt_id}]`;
  if (scope.showIteration) label += ` #${entry.iteration}`;
  return label;
}
