/**
 * The answer limit, in bytes of UTF-8 (`--max-answer-mib`): the most a case's answer may hold,
 * whichever provider gave it, and so the most stdout (or answer file) kept from a child process.
 * This is its one default: 4 MiB.
 */
export const DEFAULT_MAX_ANSWER_BYTES = 4 * 1024 * 1024;

/**
 * `text` cut to at most `maxAnswerBytes` bytes of UTF-8, at a character boundary (never half a
 * character); `truncated` says whether anything was cut. Memory stays near the limit however long
 * the text.
 */
export function limitAnswer(text: string, maxAnswerBytes: number): { text: string; truncated: boolean } {
  // Three bytes per UTF-16 unit at most: a text this short cannot pass the limit.
  if (text.length * 3 <= maxAnswerBytes) return { text, truncated: false };
  const { read } = new TextEncoder().encodeInto(text, new Uint8Array(maxAnswerBytes));
  return read >= text.length ? { text, truncated: false } : { text: text.slice(0, read), truncated: true };
}
