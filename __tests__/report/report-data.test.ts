import { createHash } from 'node:crypto';
import { embedJson, renderHtmlReport } from '../../src/report/html-report.js';
import { buildReportData, type ReportData } from '../../src/report/report-data.js';
import { makeResult } from '../test-support/make-result.js';
import { HOSTILE_ANSWER, plantedRuns } from './planted-records.js';

const AT = '2025-01-02T03:04:05.000Z';

/** The text of the page's `<script>` elements, in order. */
function scripts(html: string): string[] {
  return [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
}

describe('buildReportData', () => {
  it('sorts the records, fills in verdicts and sums what the records carry', () => {
    const data = buildReportData({
      resultsFile: 'run.jsonl',
      generatedAt: AT,
      records: [
        makeResult({
          eval_id: 'b',
          score: 0.7,
          cost_usd: 0.5,
          token_usage: { input: 4, output: 6, total: 10, cached_input: 0 },
          duration_ms: 1000,
        }),
        makeResult({ eval_id: 'a', score: 0.9, cost_usd: 0.25, duration_ms: 500 }),
        makeResult({ eval_id: 'c', score: 0, error: 'boom' }),
      ],
    });
    expect(data.records.map((r) => [r.eval_id, r.verdict])).toEqual([
      ['a', 'pass'],
      ['b', 'borderline'],
      ['c', 'fail'],
    ]);
    expect(data.overview).toMatchObject({
      total: 3,
      scored: 2,
      errors: 1,
      mean: 0.8,
      pass_rate: 0.5,
      cost_usd: 0.75,
      tokens: 10,
      duration_ms: 1500,
      repeats: null,
    });
    expect(data.overview.variants).toEqual([
      { prompt_id: 'default', count: 2, errors: 1, mean: 0.8, pass_rate: 0.5, cost_usd: 0.75 },
    ]);
    expect(data.baseline).toBeNull();
  });

  it("labels the pass rate with promptfoo's pass rule when every record carries promptfoo's verdict", () => {
    const rule = (records: ReturnType<typeof makeResult>[]) =>
      buildReportData({ resultsFile: 'r', generatedAt: AT, records }).overview.pass_rule;
    const promptfoo = [makeResult({ eval_id: 'test-1', score: 0.5, pass: true })];
    expect(rule(promptfoo)).toBe('every assertion passes (score ≥ threshold where the test sets one)');
    expect(rule([makeResult({ eval_id: 'case-1', score: 0.5 })])).toBe('score ≥ 0.8');
  });

  it('counts flaky cases when cases repeat, with pass@k (one of the 4 runs passes) and pass^k (all do)', () => {
    const runs = [1, 0, 1, 0].map((score, iteration) => makeResult({ eval_id: 'coin', score, iteration }));
    expect(buildReportData({ resultsFile: 'r', generatedAt: AT, records: runs }).overview.repeats).toEqual({
      cases: 1,
      flaky: 1,
      stable_pass: 0,
      stable_fail: 0,
      run_pass_rate: 0.5,
      pass_at_k: 1,
      pass_hat_k: 0,
      rows: [
        {
          eval_id: 'coin',
          prompt_id: 'default',
          runs: 4,
          passes: 2,
          label: 'flaky',
          pass_at_k: true,
          pass_hat_k: false,
        },
      ],
    });
  });

  it('pairs every case with the baseline: better, worse, same, new, removed and errored', () => {
    const data = buildReportData({
      resultsFile: 'run.jsonl',
      generatedAt: AT,
      records: [
        makeResult({ eval_id: 'up', score: 0.9 }),
        makeResult({ eval_id: 'down', score: 0.2 }),
        makeResult({ eval_id: 'same', score: 0.5 }),
        makeResult({ eval_id: 'new', score: 1 }),
        makeResult({ eval_id: 'broke', score: 0, error: 'x' }),
      ],
      baseline: {
        file: 'base.jsonl',
        records: [
          makeResult({ eval_id: 'up', score: 0.5 }),
          makeResult({ eval_id: 'down', score: 0.8 }),
          makeResult({ eval_id: 'same', score: 0.5 }),
          makeResult({ eval_id: 'gone', score: 1 }),
          makeResult({ eval_id: 'broke', score: 1 }),
        ],
      },
    });
    const rows = Object.fromEntries(
      (data.baseline?.rows ?? []).map((r) => [r.eval_id, [r.status, r.before, r.after, r.delta]]),
    );
    expect(rows).toEqual({
      up: ['win', 0.5, 0.9, 0.4],
      down: ['loss', 0.8, 0.2, -0.6],
      same: ['tie', 0.5, 0.5, 0],
      new: ['new', null, 1, null],
      gone: ['removed', 1, null, null],
      broke: ['errored', 1, null, null],
    });
    expect(data.baseline?.counts).toEqual({ win: 1, loss: 1, tie: 1, errored: 1, new: 1, removed: 1 });
    const up = data.baseline?.rows.find((r) => r.eval_id === 'up');
    expect(data.records[up?.current ?? -1]?.eval_id).toBe('up');
    expect(data.baseline?.records[up?.baseline ?? -1]?.eval_id).toBe('up');
  });
});

describe('renderHtmlReport', () => {
  const { run, baseline } = plantedRuns(20);
  const data = buildReportData({
    resultsFile: 'run.jsonl',
    generatedAt: AT,
    records: run,
    baseline: { file: 'base.jsonl', records: baseline },
  });
  const html = renderHtmlReport(data);

  it('has exactly the data block and the app script, whatever the records hold', () => {
    const blocks = scripts(html);
    expect(blocks).toHaveLength(2);
    expect(html.match(/<\/script/gi)).toHaveLength(2);
    expect(html).not.toMatch(/<img|<svg|<a /i);
    const parsed = JSON.parse(blocks[0] ?? '') as ReportData;
    expect(parsed.records.map((r) => r.candidate_answer)).toContain(HOSTILE_ANSWER);
    expect(parsed).toEqual(JSON.parse(JSON.stringify(data)));
  });

  it('embeds every < as \\u003c so no string can close the block', () => {
    expect(embedJson({ a: '</script><!--' })).toBe('{"a":"\\u003c/script>\\u003c!--"}');
    expect(embedJson({ a: 'line\u2028sep' })).toBe('{"a":"line\\u2028sep"}');
  });

  it('allows only its own inline script and style, by hash, and fetches nothing', () => {
    const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1] ?? '';
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(csp).toBe(
      `default-src 'none'; script-src ${hash(scripts(html)[1] ?? '')}; style-src ${hash(style)}; img-src data:; ` +
        `base-uri 'none'; form-action 'none'`,
    );
  });

  it('embeds the records once: the page stays within a constant of the data', () => {
    const big = buildReportData({ resultsFile: 'r', generatedAt: AT, records: plantedRuns(2000).run });
    const records = big.records.map((r) => JSON.stringify(r)).join('\n').length;
    expect(renderHtmlReport(big).length).toBeLessThan(records * 1.1 + 200_000);
  });
});

describe('the headline', () => {
  it('says first when cases that passed on the baseline fail now, and is null otherwise', () => {
    const base = ['a', 'b', 'c'].map((id) => makeResult({ eval_id: id, score: 1 }));
    const head = [...base.slice(0, 2), makeResult({ eval_id: 'c', score: 0 })];
    const input = { resultsFile: 'run.jsonl', generatedAt: '2026-01-01T00:00:00Z' };
    expect(buildReportData({ ...input, records: head, baseline: { file: 'b.jsonl', records: base } }).headline).toBe(
      '1 case newly failing · mean \u22120.333',
    );
    expect(buildReportData({ ...input, records: base, baseline: { file: 'b.jsonl', records: base } }).headline).toBe(
      null,
    );
    expect(buildReportData({ ...input, records: head }).headline).toBe(null);
  });
});
