/**
 * Replaces every `{NAME}` whose name is in `values` with its value, in one pass: a value that itself
 * contains `{PROMPT}` is never expanded again. Values must already be shell-escaped words; other
 * braces (`awk '{print $1}'`) are left alone.
 */
export function renderCommandTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{([A-Z][A-Z_]*)\}/g, (match, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? (values[name] ?? match) : match,
  );
}
