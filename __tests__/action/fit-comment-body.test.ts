import { MAX_COMMENT_LENGTH, fitCommentBody } from '../../src/action/publish-report.js';

describe('fitCommentBody', () => {
  it('leaves a body under the limit alone', () => {
    expect(fitCommentBody('short', 'https://run')).toBe('short');
  });

  it('cuts a long body at a line, closes an open details block and links to the run', () => {
    const rows = Array.from({ length: 5000 }, (_, i) => `| case-${i} | ${'x'.repeat(20)} |`);
    const body = [
      '<!-- agentv:comment-key=default -->',
      '<details><summary>Errors</summary>',
      '',
      ...rows,
      '</details>',
    ].join('\n');
    expect(body.length).toBeGreaterThan(MAX_COMMENT_LENGTH);
    const fitted = fitCommentBody(body, 'https://github.com/o/r/actions/runs/1');
    expect(fitted.length).toBeLessThanOrEqual(MAX_COMMENT_LENGTH);
    expect(fitted.startsWith('<!-- agentv:comment-key=default -->\n')).toBe(true);
    expect(fitted).toMatch(
      new RegExp(
        /\|\n\n<\/details>\n\n> ✂️ This report was truncated to fit GitHub's 65,536-character comment limit\. /.source +
          /The full report is in the \[workflow run\]\(https:\/\/github\.com\/o\/r\/actions\/runs\/1\)/.source,
      ),
    );
    expect(
      fitted
        .split('\n')
        .filter((line) => line.startsWith('| case-'))
        .every((line) => line.endsWith(' |')),
    ).toBe(true);
  });

  it('respects a custom limit', () => {
    const fitted = fitCommentBody(`${'line\n'.repeat(1000)}`, undefined, 1000);
    expect(fitted.length).toBeLessThanOrEqual(1000);
    expect(fitted).toContain('The full report is in the results file.');
  });
});
