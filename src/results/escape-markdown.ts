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
    .replace(/@(?=[A-Za-z0-9_-])/g, '@\u200b');
}

/** {@link escapeMarkdown} for a table cell or single line: whitespace runs become one space. */
export function escapeMarkdownInline(text: string, maxLength = 300): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const cut = flat.length <= maxLength ? flat : `${flat.slice(0, maxLength - 1)}…`;
  return escapeMarkdown(cut);
}
