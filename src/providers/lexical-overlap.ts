const WORD = /[\p{L}\p{N}]{3,}/gu;

/** Share of the distinct words (3+ letters) of `expected` that appear in `answer`, rounded to 0.01. */
export function lexicalOverlap(expected: string, answer: string): number {
  const wanted = new Set(expected.toLowerCase().match(WORD) ?? []);
  if (wanted.size === 0) return 1;
  const have = new Set(answer.toLowerCase().match(WORD) ?? []);
  let found = 0;
  for (const word of wanted) if (have.has(word)) found++;
  return Math.round((found / wanted.size) * 100) / 100;
}
