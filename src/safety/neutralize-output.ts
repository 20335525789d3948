/**
 * Untrusted text (model answers, judge replies, provider errors, ids read from results files) on
 * its way to a terminal or a CI log, made inert there while staying readable:
 *
 * - Control characters other than tab and line feed (ESC, CR, BEL, DEL and the C1 range, where
 *   CSI and OSC live) are written as visible `\u001b`-style escapes, never raw, so no colour,
 *   cursor move, title change or hyperlink comes from model text.
 * - No line starts with `::` (leading white space ignored): GitHub's runner reads such a line as a
 *   workflow command (`::add-mask::`, `::stop-commands::`, `::error file=…::`). The first colon
 *   is written `\u003a`.
 * - No line holds `##[`, the runner's older command form, which it looks for anywhere in a line:
 *   its bracket is written `\u005b`.
 *
 * The escapes are JSON escapes too, so JSON output stays valid and parses to the same values.
 * Applying it twice changes nothing more. Our own output never needs these characters, so doors
 * apply it to everything they write (`main` for the CLI, the Action's logger).
 */
export function neutralizeOutput(text: string): string {
  return text
    .replace(/\r\n/g, '\n')
    .replace(CONTROL, escapeChar)
    .replace(COMMAND_LINE_START, (_match, space: string) => `${space}\\u003a:`)
    .replace(/##\[/g, '##\\u005b');
}

/** C0 controls but tab and line feed, DEL, and the C1 controls (U+0080–U+009F). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it escapes
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/**
 * `::` after optional white space at the start of a line. The runner trims leading white space
 * (.NET `TrimStart`, Unicode white space) before it tests for `::`; `\s` covers at least as much.
 */
const COMMAND_LINE_START = /^(\s*)::/gm;

function escapeChar(char: string): string {
  return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
}
