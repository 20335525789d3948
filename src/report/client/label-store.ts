/// <reference lib="dom" />
import type { ReportData } from '../report-data.js';
import type { DomKit } from './dom-kit.js';

/** One label as the labels file holds it (see `humanLabelSchema`). */
interface PageLabel {
  eval_id: string;
  prompt_id: string;
  iteration: number;
  answer_sha256: string;
  verdict: 'right' | 'wrong';
  score?: number;
  note?: string;
  at?: string;
}

/** The reviewer's labels of this page: a bar to save and load them, and a form per record. */
export interface LabelStore {
  element: HTMLElement;
  /** The label form of `data.records[index]`. */
  formFor(index: number): HTMLElement;
}

/**
 * Labels live in the page only: "Save labels" is a download link to a Blob made here (the page
 * fetches nothing), and a file input loads a saved file to go on labelling. A label is tied to the
 * answer's digest: one of an earlier answer is kept in the file but never shown as this answer's.
 * A report made with labels starts with them.
 */
export function createLabelStore(kit: DomKit, data: ReportData): LabelStore {
  const { el } = kit;
  const labels = new Map<string, PageLabel>();
  const keyOf = (l: { eval_id: string; prompt_id?: string; iteration?: number }) =>
    JSON.stringify([l.eval_id, l.prompt_id || 'default', l.iteration ?? 0]);
  const status = el('span', { className: 'label-status', attrs: { 'data-labels': 'status' } });
  const save = el('a', {
    text: 'Save labels',
    attrs: { download: 'labels.json', role: 'button', tabindex: '0', 'data-labels': 'save' },
  });
  const load = el('input', { attrs: { type: 'file', accept: '.json,application/json', 'data-labels': 'load' } });
  let url = '';

  const stale = () =>
    [...labels.values()].filter((l) => {
      const i = data.records.findIndex((r) => keyOf(r) === keyOf(l));
      return i >= 0 && data.answer_digests[i] !== l.answer_sha256;
    }).length;
  const refresh = () => {
    status.textContent = `${labels.size} label(s), ${stale()} of an earlier answer (stale, not applied)`;
  };
  // The link gets its Blob only when clicked, so the page holds no link until the reviewer saves.
  save.addEventListener('click', () => {
    if (url) URL.revokeObjectURL(url);
    const text = `${JSON.stringify({ version: 1, labels: [...labels.values()] }, null, 2)}\n`;
    url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    save.href = url;
  });

  // The labels the report was made with (`--labels`): the reviewer goes on from them.
  for (const l of data.given_labels) labels.set(keyOf(l), l);

  load.addEventListener('change', async () => {
    const file = load.files?.[0];
    if (!file) return;
    try {
      const parsed = JSON.parse(await file.text()) as { version?: unknown; labels?: unknown };
      if (parsed.version !== 1 || !Array.isArray(parsed.labels)) throw new Error('not a labels file (version 1)');
      for (const l of parsed.labels as PageLabel[])
        if (l && typeof l.eval_id === 'string' && typeof l.answer_sha256 === 'string') labels.set(keyOf(l), l);
      refresh();
    } catch (error) {
      status.textContent = `cannot load ${file.name}: ${error instanceof Error ? error.message : String(error)}`;
    }
  });
  refresh();

  function formFor(index: number): HTMLElement {
    const record = data.records[index];
    const digest = data.answer_digests[index] ?? '';
    if (!record) return el('div');
    const key = keyOf(record);
    const found = labels.get(key);
    const current = found && found.answer_sha256 === digest ? found : undefined;
    let verdict = current?.verdict;
    const buttons = (['right', 'wrong'] as const).map((v) =>
      el('button', { text: `Verdict ${v}`, attrs: { type: 'button', 'data-label-verdict': v } }),
    );
    const score = el('input', {
      attrs: {
        type: 'number',
        min: '0',
        max: '1',
        step: '0.05',
        'data-label': 'score',
        'aria-label': 'corrected score',
      },
    });
    const note = el('textarea', { attrs: { 'data-label': 'note', 'aria-label': 'note', rows: '2' } });
    score.value = current?.score === undefined ? '' : String(current.score);
    note.value = current?.note ?? '';
    const paint = () => {
      for (const b of buttons) b.setAttribute('aria-pressed', String(b.dataset.labelVerdict === verdict));
    };
    const store = () => {
      if (!verdict) return;
      const n = Number(score.value);
      labels.set(key, {
        eval_id: record.eval_id,
        prompt_id: record.prompt_id || 'default',
        iteration: record.iteration ?? 0,
        answer_sha256: digest,
        verdict,
        ...(score.value.trim() !== '' && n >= 0 && n <= 1 ? { score: n } : {}),
        ...(note.value.trim() ? { note: note.value } : {}),
        at: new Date().toISOString(),
      });
      refresh();
    };
    for (const b of buttons)
      b.addEventListener('click', () => {
        verdict = b.dataset.labelVerdict as 'right' | 'wrong';
        paint();
        store();
      });
    score.addEventListener('input', store);
    note.addEventListener('input', store);
    paint();
    return kit.section(
      'Your label',
      found && !current
        ? el('p', { text: 'A label of an earlier answer exists: stale, not applied to this one.' })
        : null,
      el('div', { className: 'label-form' }, ...buttons, el('label', {}, 'Corrected score ', score), note),
    );
  }

  return { element: kit.section('Labels', save, ' ', load, ' ', status), formFor };
}
