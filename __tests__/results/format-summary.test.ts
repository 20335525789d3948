import { computeSummary, type StatsEntry } from '../../src/results/compute-summary.js';
import { escapeMarkdown, escapeMarkdownInline } from '../../src/safety/escape-markdown.js';
import { formatSummary } from '../../src/results/format-summary.js';

const entry = (eval_id: string, score: number, extra: Partial<StatsEntry> = {}): StatsEntry => ({
  eval_id,
  prompt_id: 'default',
  iteration: 0,
  score,
  ...extra,
});

describe('formatSummary', () => {
  it('prints ERRORS before the statistics, then histogram and every failing case', () => {
    const text = formatSummary(
      computeSummary([
        entry('a', 0),
        entry('b', 0.2),
        entry('c', 0.6),
        entry('d', 0.8),
        entry('e', 1),
        entry('z', 0, { error: 'HTTP 503\nstack…' }),
      ]),
    );
    const errors = text.indexOf('ERRORS (1)');
    expect(errors).toBe(0);
    expect(text).toContain('  ✗ z: HTTP 503\n');
    expect(text).not.toContain('stack…');
    expect(text).toContain('Summary: 6 results, 5 scored, 1 errored (excluded from statistics)');
    expect(text).toContain('  mean     0.520\n');
    expect(text).toContain('  median   0.600\n');
    expect(text).toContain('  std dev  0.415\n');
    expect(text).toContain('  pass     40.0% (score ≥ 0.8)');
    expect(text).toMatch(/\[0\.8, 1\.0\]\s+2 {2}█{30}\n/);
    expect(text).toMatch(/\[0\.4, 0\.6\)\s+0\n/);
    expect(text.indexOf('Failing')).toBeGreaterThan(text.indexOf('Distribution'));
    // Each failing case once, lowest first; passing cases (d, e) are not listed at all.
    expect(text).toContain(
      'Failing: 3 of 5 scored case(s) below 0.8 (score, case, the ' +
        'check that failed)\n  ✗ 0.000  a\n  ✗ 0.200  b\n  ✗ 0.600  c\n',
    );
    expect(text).not.toMatch(/Top 3|Bottom 3| {2}✗ [\d.]+ {2}[de]\b/);
    expect(text).not.toContain('Per variant');
  });

  it('has no ERRORS section without errors and a per-variant table with variants', () => {
    const text = formatSummary(
      computeSummary([entry('a', 1, { prompt_id: 'v1' }), entry('a', 0.5, { prompt_id: 'v2' })]),
    );
    expect(text).not.toContain('ERRORS');
    expect(text).toContain('  ✗ 0.500  a [v2]');
    expect(text).not.toContain('a [v1]\n');
    expect(text).toMatch(
      /Per variant\n.*prompt_id.*\n {2}v1 +1 +0 {2}1\.000 {2}100\.0%\n {2}v2 +1 +0 {2}0\.500 {2}0\.0%\n/,
    );
  });

  it('names the check that failed each case, a few cases even, and says how many more there are', () => {
    const few = formatSummary(
      computeSummary([
        entry('only', 0.5, { check: 'contains-Paris', miss: 'Output does not contain "Paris"' }),
        entry('ok', 1),
      ]),
    );
    expect(few).toContain(
      'Failing: 1 of 2 scored case(s) below 0.8 (score, case, the check that failed)\n  ✗ 0.500  only  ' +
        'contains-Paris: Output does not contain "Paris"\n',
    );
    expect(few.match(/only/g)).toHaveLength(1);
    const many = formatSummary(
      computeSummary(Array.from({ length: 30 }, (_, i) => entry(`c${String(i).padStart(2, '0')}`, 0.1))),
      { maxFailing: 25 },
    );
    expect(many.match(/ {2}✗ /g)).toHaveLength(25);
    expect(many).toContain('  … and 5 more (every case is in the results file and in agentv report)');
    expect(formatSummary(computeSummary([entry('ok', 1)]))).toContain('Failing: none of 1 scored case(s) below 0.8\n');
  });

  it('says std dev does not apply to a single score', () => {
    expect(formatSummary(computeSummary([entry('a', 1)]))).toContain('std dev  n/a (fewer than 2 scores)');
  });
});

describe('escapeMarkdown', () => {
  it('keeps bare URLs and www. names from being auto-linked by GitHub', () => {
    const out = escapeMarkdown('see https://evil.example/x and www.evil.example');
    expect(out).toBe('see https:\u200b//evil.example/x and www\u200b.evil.example');
    expect(out).not.toMatch(/https:\/\/|www\./);
  });

  it('neutralises HTML, markdown syntax and @mentions', () => {
    expect(escapeMarkdown('<b>&</b> | *x* _y_ `z` [l](u) ~s~ \\ @octocat a@b')).toBe(
      '&lt;b&gt;&amp;&lt;/b&gt; \\| \\*x\\* \\_y\\_ \\`z\\` \\[l\\](u) \\~s\\~ \\\\ @\u200boctocat a@\u200bb',
    );
  });

  it('collapses whitespace for table cells and cuts long text', () => {
    expect(escapeMarkdownInline('a\n\n|b|\tc')).toBe('a \\|b\\| c');
    expect(escapeMarkdownInline('x'.repeat(500), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});

describe('escapeMarkdown and GitHub references and math', () => {
  const inert = (text: string) => escapeMarkdown(text);

  it('breaks issue and pull request references so GitHub neither links them nor notifies the issue', () => {
    expect(inert('fixes #12 and owner/repo#3, see GH-7 or gh-8')).toBe(
      'fixes #\u200b12 and owner/repo#\u200b3, see GH-\u200b7 or gh-\u200b8',
    );
    expect(inert('fixes #12')).not.toMatch(/#\d/);
    // A heading-like # or a colour is left as it is.
    expect(inert('# not a ref, #fff')).toBe('# not a ref, #fff');
  });

  it('breaks words that could be commit SHAs, full or abbreviated', () => {
    const sha = 'a5c3785ed8d6a35868bc169f07e40e889087fd2e';
    expect(inert(`reverted ${sha} and ${sha.slice(0, 7)} and acme/widgets@${sha.slice(0, 12)}`)).toBe(
      `reverted a5c378\u200b5ed8d6\u200ba35868\u200bbc169f\u200b07e40e\u200b889087\u200bfd2e and a5c378\u200b5 and ` +
        `acme/widgets@\u200ba5c378\u200b5ed8d6`,
    );
    expect(inert(sha)).not.toMatch(/[0-9a-f]{7}/);
    expect(inert('cafe 123456 abcdef')).toBe('cafe 123456 abcdef');
  });

  it('keeps $…$ and $$…$$ from being typeset as math', () => {
    expect(inert('costs $5 and $x^2$ or $$\\sum$$')).toBe(
      'costs <span>$</span>5 and <span>$</span>x^2<span>$</span> or ' +
        '<span>$</span><span>$</span>\\\\sum<span>$</span><span>$</span>',
    );
    expect(inert('$x$')).not.toMatch(/(^|[^>])\$/);
  });
});
