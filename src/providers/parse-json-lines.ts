/** The JSON values of a JSONL stream; blank lines are skipped, unparsable ones collected. */
export function parseJsonLines(text: string): { values: unknown[]; malformed: string[] } {
  const values: unknown[] = [];
  const malformed: string[] = [];
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (!trimmed) continue;
    try {
      values.push(JSON.parse(trimmed));
    } catch {
      malformed.push(trimmed);
    }
  }
  return { values, malformed };
}
