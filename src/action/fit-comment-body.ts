/** GitHub rejects issue comments longer than this many characters. */
export const MAX_COMMENT_LENGTH = 65_536;

/**
 * Cuts a body that would exceed `limit` at a line boundary, closes a `<details>` block left open
 * by the cut, and appends a notice linking to the run. Shorter bodies are returned unchanged.
 */
export function fitCommentBody(body: string, runUrl: string | undefined, limit = MAX_COMMENT_LENGTH): string {
  if (body.length <= limit) return body;
  const where = runUrl ? `the [workflow run](${runUrl}) (job summary and results artifact)` : 'the results file';
  const notice = `\n\n> ✂️ This report was truncated to fit GitHub's ${limit.toLocaleString('en-US')}-character comment limit. The full report is in ${where}.\n`;
  const closer = '\n\n</details>';
  let cut = body.slice(0, limit - notice.length - closer.length);
  const lastNewline = cut.lastIndexOf('\n');
  if (lastNewline > 0) cut = cut.slice(0, lastNewline);
  const open = (cut.match(/<details>/g) ?? []).length - (cut.match(/<\/details>/g) ?? []).length;
  return `${cut}${open > 0 ? closer : ''}${notice}`;
}
