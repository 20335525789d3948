/**
 * Splits a list input on newlines and commas, trimming entries and dropping blanks. Commas inside
 * `{…}` stay, so a brace glob such as `evals/{smoke,full}/*.yaml` is one entry.
 */
export function splitList(raw: string): string[] {
  const entries: string[] = [];
  let current = '';
  let depth = 0;
  for (const char of raw) {
    if (char === '{') depth++;
    if (char === '}') depth = Math.max(0, depth - 1);
    if (char === '\n' || (char === ',' && depth === 0)) {
      entries.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  entries.push(current);
  return entries.map((entry) => entry.trim()).filter((entry) => entry !== '');
}
