const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/**
 * Makes untrusted text (model answers, case ids, error messages) inert in GitHub markdown:
 * no HTML, no tables broken by `|`, no emphasis, code spans or links, no `@user` pings, no
 * issue, pull request or commit references and no math. A zero-width space keeps the text
 * readable and stops what GitHub finds in plain text after the markdown is parsed (so a
 * backslash, consumed by the parser, would not): mentions, bare URLs, `#12` and `owner/repo#3`,
 * `GH-7`, commit SHAs. `$` is wrapped in a `<span>`, the escape GitHub documents for a dollar
 * sign outside a math expression.
 */
export function escapeMarkdown(text: string): string {
  return (
    text
      .replace(/[&<>]/g, (char) => ENTITIES[char] ?? char)
      .replace(/[\\`*_[\]|~]/g, (char) => `\\${char}`)
      .replace(/@(?=[A-Za-z0-9_-])/g, '@\u200b')
      // GitHub turns bare URLs and www. names into links.
      .replace(/([A-Za-z][A-Za-z0-9+.-]*):\/\//g, '$1:\u200b//')
      .replace(/\bwww\./gi, (www) => `${www.slice(0, 3)}\u200b.`)
      // References link and add a cross-reference event to the issue they name.
      .replace(/#(?=\d)/g, '#\u200b')
      .replace(/\bGH-(?=\d)/gi, (gh) => `${gh}\u200b`)
      // A word of 7 to 40 hex digits may be a commit's SHA (or its prefix): no run of 7 is left.
      .replace(/\b[0-9a-f]{7,40}\b/gi, (hex) => hex.replace(/[0-9a-f]{6}(?=[0-9a-f])/gi, '$&\u200b'))
      .replace(/\$/g, '<span>$</span>')
  );
}

/** {@link escapeMarkdown} for a table cell or single line: whitespace runs become one space. */
export function escapeMarkdownInline(text: string, maxLength = 300): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const cut = flat.length <= maxLength ? flat : `${flat.slice(0, maxLength - 1)}…`;
  return escapeMarkdown(cut);
}
