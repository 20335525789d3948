/// <reference lib="dom" />
import type { HistoryIndex } from '../history-index.js';
import type { DashboardKit } from './dashboard-kit.js';

/*
 * The dashboard's views. Each runs in the page by its source text: it may use nothing from outside
 * its own body but its arguments. Long lists are capped (the page shows how many were left out).
 */

/** Every suite: its latest figures and its mean score, pass rate and cost per run over time. */
export function renderSuitesView(kit: DashboardKit, suites: readonly HistoryIndex[]): HTMLElement {
  const view = kit.el('div', { cls: 'view', attrs: { 'data-view': 'suites' } });
  if (suites.length === 0) view.appendChild(kit.el('p', { text: 'No runs yet.', cls: 'muted' }));
  for (const suite of suites) {
    const runs = suite.runs;
    const last = runs[runs.length - 1];
    const section = kit.el('section', { cls: 'block suite', attrs: { 'data-suite': suite.suite } });
    section.appendChild(kit.el('h2', { text: suite.suite }));
    section.appendChild(
      kit.el('p', {
        cls: 'suite-latest',
        text: last
          ? `${runs.length} run(s), ${suite.cases.length} case(s); latest ${last.run_id} (${last.sha.slice(0, 7)}, ` +
            `${last.recorded_at}): mean ${kit.score(last.mean_score)}, pass rate ${kit.percent(last.pass_rate)}, ` +
            `cost ${kit.cost(last.cost_usd)}`
          : 'no runs',
      }),
    );
    const row = kit.el('div', { cls: 'overview-row' });
    const figure = (title: string, values: (number | null)[], scale?: [number, number]) =>
      kit.el('figure', {}, kit.el('figcaption', { text: title }), kit.chart(`${suite.suite}: ${title}`, values, scale));
    row.appendChild(
      figure(
        'mean score per run',
        runs.map((r) => r.mean_score),
        [0, 1],
      ),
    );
    row.appendChild(
      figure(
        'pass rate per run',
        runs.map((r) => r.pass_rate),
        [0, 1],
      ),
    );
    row.appendChild(
      figure(
        'cost per run (USD)',
        runs.map((r) => r.cost_usd),
      ),
    );
    section.appendChild(row);
    view.appendChild(section);
  }
  return view;
}

/** One case's score across the runs of its suite: pick the suite, search the case. */
export function renderCaseView(kit: DashboardKit, suites: readonly HistoryIndex[]): HTMLElement {
  const view = kit.el('div', { cls: 'view', attrs: { 'data-view': 'case' } });
  const shown = 50;
  let suite = suites[0];
  const search = kit.el('input', {
    cls: 'search',
    attrs: { type: 'search', placeholder: 'search a case', 'aria-label': 'case' },
  }) as HTMLInputElement;
  const matches = kit.el('div', { cls: 'case-matches' });
  const detail = kit.el('div', { cls: 'case-detail' });
  const showCase = (index: HistoryIndex, at: number) => {
    const key = index.cases[at] ?? '';
    const scores = index.runs.map((r) => (r.scores[at] === undefined ? null : (r.scores[at] ?? null)));
    const rows = index.runs
      .map((r, i) => [r.run_id, r.recorded_at, kit.score(scores[i]), r.verdicts[at] ?? '-'])
      .reverse()
      .slice(0, 100);
    detail.replaceChildren(
      kit.el('h3', { text: key, cls: 'case-title' }),
      kit.chart(`${key}: score per run`, scores, [0, 1]),
      kit.el('p', { cls: 'muted', text: `the newest ${rows.length} of ${index.runs.length} run(s)` }),
      kit.table(['run', 'recorded', 'score', 'verdict'], rows),
    );
  };
  const list = () => {
    matches.replaceChildren();
    if (!suite) return;
    const needle = search.value.trim().toLowerCase();
    const found: number[] = [];
    suite.cases.forEach((key, i) => {
      if (key.toLowerCase().includes(needle)) found.push(i);
    });
    const index = suite;
    for (const at of found.slice(0, shown)) {
      const button = kit.el('button', { text: index.cases[at] ?? '', cls: 'case-pick', attrs: { type: 'button' } });
      button.addEventListener('click', () => showCase(index, at));
      matches.appendChild(button);
    }
    if (found.length > shown)
      matches.appendChild(kit.el('span', { cls: 'muted', text: `+${found.length - shown} more` }));
  };
  search.addEventListener('input', list);
  const picker = kit.select(
    suites.map((s, i) => [String(i), s.suite]),
    '0',
    (v) => {
      suite = suites[Number(v)];
      detail.replaceChildren();
      list();
    },
  );
  picker.setAttribute('aria-label', 'suite');
  view.append(kit.el('div', { cls: 'filters' }, picker, search), matches, detail);
  list();
  return view;
}

/**
 * Cases whose verdict flips (passing ↔ not passing) between runs, window by window of `size` runs:
 * how many per window over time, and the last window's cases by flips.
 */
export function renderFlakyView(kit: DashboardKit, suites: readonly HistoryIndex[]): HTMLElement {
  const view = kit.el('div', { cls: 'view', attrs: { 'data-view': 'flaky' } });
  const body = kit.el('div');
  let suite = suites[0];
  let size = 20;
  const flipsIn = (index: HistoryIndex, from: number, to: number) => {
    const flips: number[] = new Array(index.cases.length).fill(0);
    index.cases.forEach((_, at) => {
      let before = '';
      for (let i = from; i < to; i++) {
        const letter = index.runs[i]?.verdicts[at] ?? '-';
        if (letter === '-' || letter === 's') continue;
        const passed = letter === 'p' ? 'p' : 'x';
        if (before && passed !== before) flips[at] = (flips[at] ?? 0) + 1;
        before = passed;
      }
    });
    return flips;
  };
  const draw = () => {
    body.replaceChildren();
    if (!suite) return;
    const index = suite;
    const counts: number[] = [];
    for (let from = 0; from < index.runs.length; from += size) {
      counts.push(flipsIn(index, from, Math.min(index.runs.length, from + size)).filter((f) => f > 0).length);
    }
    const lastFrom = Math.max(0, (counts.length - 1) * size);
    const flips = flipsIn(index, lastFrom, index.runs.length);
    const flaky = flips
      .map((f, at) => ({ f, at }))
      .filter((c) => c.f > 0)
      .sort((a, b) => b.f - a.f || a.at - b.at);
    body.append(
      kit.el('p', {
        cls: 'flaky-summary',
        text: `${flaky.length} flaky case(s) in the last window (runs ${lastFrom + 1}–${index.runs.length})`,
      }),
      kit.chart(`${index.suite}: flaky cases per window of ${size} runs`, counts),
      kit.table(
        ['case', 'flips', 'passed'],
        flaky.slice(0, 100).map(({ f, at }) => {
          let runs = 0;
          let passed = 0;
          for (let i = lastFrom; i < index.runs.length; i++) {
            const letter = index.runs[i]?.verdicts[at] ?? '-';
            if (letter === '-' || letter === 's') continue;
            runs += 1;
            if (letter === 'p') passed += 1;
          }
          return [index.cases[at] ?? '', String(f), `${passed}/${runs}`];
        }),
      ),
    );
  };
  const picker = kit.select(
    suites.map((s, i) => [String(i), s.suite]),
    '0',
    (v) => {
      suite = suites[Number(v)];
      draw();
    },
  );
  const windows = kit.select(
    [5, 10, 20, 50, 100].map((n) => [String(n), `windows of ${n} runs`]),
    String(size),
    (v) => {
      size = Number(v);
      draw();
    },
  );
  picker.setAttribute('aria-label', 'suite');
  windows.setAttribute('aria-label', 'window');
  view.append(kit.el('div', { cls: 'filters' }, picker, windows), body);
  draw();
  return view;
}

/** Any two runs of a suite: each case's score in both and the change, largest change first. */
export function renderCompareView(kit: DashboardKit, suites: readonly HistoryIndex[]): HTMLElement {
  const view = kit.el('div', { cls: 'view', attrs: { 'data-view': 'compare' } });
  const controls = kit.el('div', { cls: 'filters' });
  const body = kit.el('div');
  let suite = suites[0];
  let a = 0;
  let b = 0;
  const draw = () => {
    body.replaceChildren();
    if (!suite) return;
    const index = suite;
    const runA = index.runs[a];
    const runB = index.runs[b];
    if (!runA || !runB) return;
    const rows = index.cases
      .map((key, at) => {
        const sa = runA.scores[at] ?? null;
        const sb = runB.scores[at] ?? null;
        return { key, sa, sb, delta: sa === null || sb === null ? null : Math.round((sb - sa) * 1000) / 1000 };
      })
      .filter((r) => r.sa !== null || r.sb !== null)
      .sort((x, y) => Math.abs(y.delta ?? 2) - Math.abs(x.delta ?? 2) || (x.key < y.key ? -1 : 1));
    const sign = (d: number | null) => (d === null ? '—' : d > 0 ? `+${d.toFixed(3)}` : d.toFixed(3));
    body.append(
      kit.el('p', {
        cls: 'compare-summary',
        text:
          `${runA.run_id} → ${runB.run_id}: mean ${kit.score(runA.mean_score)} → ${kit.score(runB.mean_score)}, ` +
          `pass rate ${kit.percent(runA.pass_rate)} → ${kit.percent(runB.pass_rate)}`,
      }),
      kit.table(
        ['case', runA.run_id, runB.run_id, 'change'],
        rows.slice(0, 500).map((r) => [r.key, kit.score(r.sa), kit.score(r.sb), sign(r.delta)]),
      ),
    );
    if (rows.length > 500) body.appendChild(kit.el('p', { cls: 'muted', text: `+${rows.length - 500} more` }));
  };
  const pickers = () => {
    const index = suite;
    if (!index) return;
    b = index.runs.length - 1;
    a = Math.max(0, b - 1);
    const options: [string, string][] = index.runs
      .map((r, i): [string, string] => [String(i), `${r.run_id} · ${r.recorded_at.slice(0, 16)}`])
      .reverse();
    const suitePicker = kit.select(
      suites.map((s, i) => [String(i), s.suite]),
      String(suites.indexOf(index)),
      (v) => {
        suite = suites[Number(v)];
        pickers();
      },
    );
    const pickA = kit.select(options, String(a), (v) => {
      a = Number(v);
      draw();
    });
    const pickB = kit.select(options, String(b), (v) => {
      b = Number(v);
      draw();
    });
    pickA.setAttribute('aria-label', 'run A');
    pickB.setAttribute('aria-label', 'run B');
    suitePicker.setAttribute('aria-label', 'suite');
    controls.replaceChildren(suitePicker, pickA, pickB);
    draw();
  };
  view.append(controls, body);
  pickers();
  return view;
}
