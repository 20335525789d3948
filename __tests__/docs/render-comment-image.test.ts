import { readFileSync } from 'node:fs';
import { commentPage } from '../../scripts/render-comment-image.mjs';

/**
 * The PR comment image of docs/github-action.md: the markdown is rendered as GitHub renders a
 * comment (tables, folded sections, inline code), and the committed image is a PNG.
 */
describe('scripts/render-comment-image.mjs', () => {
  it('renders the comment markdown as GitHub does: tables, <details>, code, without the hidden marker', () => {
    const markdown = [
      '<!-- agentv:comment-key=default -->',
      '### AgentV evaluation: ❌ 1 case newly failing',
      '',
      '| Case | Score |',
      '|---|---:|',
      '| order\\_status | 0.000 |',
      '',
      '<details><summary>Still failing</summary>',
      '',
      'pass policy `all`',
      '',
      '</details>',
    ].join('\n');
    const html = commentPage(markdown, '.markdown-body{}');
    expect(html).not.toContain('agentv:comment-key');
    expect(html).toContain('<h3>AgentV evaluation: ❌ 1 case newly failing</h3>');
    expect(html).toMatch(/<td>order_status<\/td>\s*<td align="right">0\.000<\/td>/);
    expect(html).toContain('<details><summary>Still failing</summary>');
    expect(html).toContain('<code>all</code>');
    expect(html).toContain('<article class="markdown-body">');
  });

  it('has committed the image the Action page shows, a PNG', () => {
    const png = readFileSync('docs/pr-comment.png');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(readFileSync('docs/github-action.md', 'utf8')).toContain('](pr-comment.png)');
  });
});
