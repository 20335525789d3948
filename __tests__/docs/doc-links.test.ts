import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Every relative link of README.md and docs/*.md reaches a file the repository holds, and every
 * `#anchor` a heading of the page it points at (GitHub's slugs), so moving a section between
 * pages cannot leave a reader at a dead link.
 */
const PAGES = [
  'README.md',
  ...readdirSync('docs')
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** The text of a page outside fenced code blocks, line by line (a link in a code block is code). */
function proseLines(text: string): { line: number; text: string }[] {
  let fenced = false;
  const lines: { line: number; text: string }[] = [];
  text.split('\n').forEach((line, i) => {
    if (/^\s*```/.test(line)) fenced = !fenced;
    else if (!fenced) lines.push({ line: i + 1, text: line });
  });
  return lines;
}

/** The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces as `-`, repeats numbered. */
function headingAnchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const { text: line } of proseLines(text)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const slug = heading
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** `page:line: target` of every relative link or anchor in `page` that leads nowhere. */
function deadLinks(page: string): string[] {
  const dead: string[] = [];
  for (const { line, text } of proseLines(readFileSync(page, 'utf8'))) {
    for (const [, target = ''] of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      const [file = '', anchor] = target.split('#');
      const resolved = file === '' ? page : path.join(path.dirname(page), decodeURIComponent(file));
      if (!existsSync(resolved)) dead.push(`${page}:${line}: ${target} (no file ${resolved})`);
      else if (anchor !== undefined && !statSync(resolved).isDirectory()) {
        if (!headingAnchors(readFileSync(resolved, 'utf8')).has(anchor))
          dead.push(`${page}:${line}: ${target} (no heading #${anchor} in ${resolved})`);
      }
    }
  }
  return dead;
}

describe('links between README.md and docs/', () => {
  it('reach a file the repository holds and, with an anchor, a heading of that page', () => {
    expect(PAGES.length).toBeGreaterThan(8);
    expect(PAGES.flatMap(deadLinks)).toEqual([]);
  });

  it("gives headings GitHub's anchors", () => {
    const anchors = headingAnchors(
      [
        '# Pull requests from forks and `pull_request_target`',
        '## Paying for every call: the cache across runs, only what changed',
        '```sh',
        '# not a heading',
        '```',
        '### Inputs',
        '### Inputs',
        "## The base branch's trend",
        '## Consistency: pass@k and pass^k',
      ].join('\n'),
    );
    expect([...anchors]).toEqual([
      'pull-requests-from-forks-and-pull_request_target',
      'paying-for-every-call-the-cache-across-runs-only-what-changed',
      'inputs',
      'inputs-1',
      'the-base-branchs-trend',
      'consistency-passk-and-passk',
    ]);
  });
});
