import { renderCommentBody, type ReportInput } from '../../src/action/comment-body.js';
import { compareResults } from '../../src/results/compare-results.js';
import { artifactUrl } from '../../src/action/upload-results.js';
import { computeSummary, toStatsEntry } from '../../src/results/compute-summary.js';
import type { EvalResult } from '../../src/results/eval-result.js';
import { makeResult } from '../test-support/make-result.js';
import { findNewFailures } from '../../src/results/new-failures.js';
import { DEFAULT_PASS_POLICY } from '../../src/results/repeats.js';

function report(records: EvalResult[], extra: Partial<ReportInput> = {}): string {
  return renderCommentBody({
    commentKey: 'default',
    summary: computeSummary(records.map(toStatsEntry)),
    records,
    baseline: { found: false, reason: 'no base' },
    compare: undefined,
    runUrl: 'https://github.com/o/r/actions/runs/42',
    artifactName: 'agentv-results-default',
    uploaded: true,
    serverUrl: 'https://github.com',
    owner: 'o',
    repo: 'r',
    now: 0,
    ...extra,
  });
}

const headline = (body: string) => body.split('\n').find((line) => line.startsWith('**Mean score')) ?? '';

describe('the comment headline counts errored cases', () => {
  it('an agent that crashed on 9 of 10 cases does not read "Mean score 1.000 · pass rate 100.0%"', () => {
    const records = Array.from({ length: 10 }, (_, i) =>
      i === 0
        ? makeResult({ eval_id: 'ok', score: 1 })
        : makeResult({ eval_id: `crash-${i}`, score: 0, error: 'agent exited with code 1' }),
    );
    const line = headline(report(records));
    expect(line).toMatch(
      new RegExp(
        /^\*\*Mean score 0\.100\*\* · pass rate 10\.0% \(score ≥ 0\.8\) · 10 case\(s\) · ⚠️ 9 errored, /.source +
          /counted as failing with score 0 \(the 1 scored: mean 1\.000, pass rate 100\.0%\)/.source,
      ),
    );
    expect(line).not.toMatch(/Mean score 1\.000\*\*/);
  });

  it("without errors the headline is the scored cases' own", () => {
    const line = headline(report([makeResult({ eval_id: 'a', score: 1 }), makeResult({ eval_id: 'b', score: 0.5 })]));
    expect(line).toMatch(/^\*\*Mean score 0\.750\*\* · pass rate 50\.0% \(score ≥ 0\.8\) · 2 case\(s\)/);
    expect(line).not.toContain('errored');
  });
});

describe('untrusted text in the comment stays text', () => {
  const SHA = 'a5c3785ed8d6a35868bc169f07e40e889087fd2e';
  const answer = `Fixed in #12 and acme/widgets#3 (GH-7), commit ${SHA}; costs $5, so $x^2$ and $$\\sum_i i$$ hold`;

  it('references, SHAs and math in answers, eval ids and reasons are neither linked nor typeset', () => {
    const records = [
      makeResult({ eval_id: 'case-#12', score: 0.1, candidate_answer: answer, reasoning: answer }),
      makeResult({ eval_id: `regress-${SHA.slice(0, 7)}`, score: 0, error: `crashed: see GH-7 and #99, $x$ ${SHA}` }),
    ];
    const body = report(records);
    const text = body.replace(/<!--[^\n]*-->/, '');
    expect(text).toContain('case-#\u200b12');
    expect(text).not.toMatch(/#\d/);
    expect(text).not.toMatch(/\bGH-\d/i);
    expect(text).not.toMatch(/[0-9a-f]{7}/);
    // Every $ that came from a model or a case is wrapped, so no pair of them delimits math.
    expect(text.replace(/<span>\$<\/span>/g, '')).not.toContain('$');
    expect(text).toContain('costs <span>$</span>5, so <span>$</span>x^2<span>$</span>');
  });
});

describe('direct links to the results artifact', () => {
  it('the footer links the artifact, and the HTML report inside it, by the id the upload returned', () => {
    const url = artifactUrl({ serverUrl: 'https://github.com', owner: 'o', repo: 'r', runId: 42 }, 987654);
    expect(url).toBe('https://github.com/o/r/actions/runs/42/artifacts/987654');
    const body = report([makeResult({ eval_id: 'a' })], { artifactUrl: url, htmlReport: 'eval_run.html' });
    expect(body).toContain(
      `[results artifact agentv-results-default](${url}) ([HTML report](${url}) inside: eval\\_run.html)`,
    );
  });

  it('without an id (an older artifact service) the artifact is named, not linked', () => {
    expect(
      artifactUrl({ serverUrl: 'https://github.com', owner: 'o', repo: 'r', runId: 42 }, undefined),
    ).toBeUndefined();
    const body = report([makeResult({ eval_id: 'a' })], { htmlReport: 'eval_run.html' });
    expect(body).toContain('results artifact agentv-results-default (HTML report inside: eval\\_run.html)');
    expect(body).not.toContain('/artifacts/');
  });
});

describe('a case that passed on the base and errors now', () => {
  it('is named as a regression in the comparison, whatever the mean says', () => {
    const base = [makeResult({ eval_id: 'steady', score: 0.9 }), makeResult({ eval_id: 'broke', score: 1 })];
    const head = [
      makeResult({ eval_id: 'steady', score: 0.9 }),
      makeResult({ eval_id: 'broke', score: 0, error: 'agent exited with code 1' }),
    ];
    const body = report(head, {
      baseline: { found: true, records: base, source: { kind: 'file', path: 'base.jsonl' } },
      compare: compareResults(base, head),
    });
    expect(body).toContain('❌ **Regressed:** 1 case(s) passed on the base and error now: broke.');
    const clean = report(base, {
      baseline: { found: true, records: base, source: { kind: 'file', path: 'base.jsonl' } },
      compare: compareResults(base, base),
    });
    expect(clean).not.toContain('Regressed:');
  });
});

describe('the first line says what a reviewer acts on', () => {
  const base = ['a', 'b', 'c'].map((id) => makeResult({ eval_id: id, score: 1 }));
  const head = [...base.slice(0, 2), makeResult({ eval_id: 'c', score: 0, candidate_answer: 'wrong' })];
  const firstLine = (body: string) => body.split('\n').find((line) => line.trim() !== '' && !line.startsWith('<!--'));

  it('cases newly failing come first, and "no significant change" does not stand alone beside a lower mean', () => {
    const compare = compareResults(base, head);
    expect(compare.statistics.verdict).toBe('no significant change');
    const body = report(head, {
      baseline: { found: true, records: base, source: { kind: 'file', path: 'base.jsonl' } },
      compare,
      newFailures: findNewFailures(base, head, DEFAULT_PASS_POLICY),
    });
    expect(firstLine(body)).toBe('### AgentV evaluation: ❌ 1 case newly failing · mean \u22120.333');
    expect(body).not.toMatch(/➖ no significant change/);
    expect(body).toContain('🔻 lower mean, not a significant change · ❌ 1 case(s) newly failing (sign test p =');
  });

  it('when every case was skipped it says nothing was evaluated, and claims no mean or pass rate', () => {
    const body = report(['a', 'b'].map((id) => makeResult({ eval_id: id, score: 0, skipped: 'cache-miss' })));
    expect(firstLine(body)).toBe('### AgentV evaluation: ⏸ nothing was evaluated');
    expect(body).toContain('**Nothing was evaluated**: every case was skipped, so no mean or pass rate is claimed');
    expect(body).not.toMatch(/Mean score|pass rate n\/a/);
  });
});

describe('the comment names a promptfoo test by its description', () => {
  const named = (eval_id: string, score: number, description?: string) =>
    makeResult({ eval_id, score, ...(description ? { description } : {}) });
  const base = [named('test-1', 1, 'refund | polite'), named('test-2', 1)];
  const head = [named('test-1', 0, 'refund | polite'), named('test-2', 0.2)];

  it('in the regressions and new failures, escaped, falling back to the id', () => {
    const body = report(head, {
      baseline: { found: true, records: base, source: { kind: 'file', path: 'base.jsonl' } },
      compare: compareResults(base, head),
      newFailures: findNewFailures(base, head, DEFAULT_PASS_POLICY),
    });
    const rows = body.split('\n').filter((line) => line.startsWith('| refund') || line.startsWith('| test-'));
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.filter((row) => row.startsWith('| refund \\| polite |')).length).toBe(rows.length / 2);
    expect(body).not.toContain('test-1');
  });

  it('in the lowest scores without a baseline', () => {
    const body = report(head);
    expect(body).toContain('| refund \\| polite |');
    expect(body).not.toContain('test-1');
  });
});
