/**
 * POSIX single-quote escaping: the value reaches the command as one literal word, so nothing in it
 * (quotes, `$()`, backticks, `;`, newlines, `$HOME`) is expanded or executed by `/bin/sh`.
 */
export function shellEscape(value: string): string {
  return `'${value.replaceAll("'", `'\\''`)}'`;
}
