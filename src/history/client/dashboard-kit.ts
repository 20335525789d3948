/// <reference lib="dom" />

/** The helpers every view of the dashboard builds with: DOM text only, so no id or case name is parsed as markup. */
export interface DashboardKit {
  el(
    tag: string,
    props?: { text?: string; cls?: string; attrs?: Record<string, string> },
    ...kids: Node[]
  ): HTMLElement;
  table(head: string[], rows: (string | Node)[][]): HTMLElement;
  chart(label: string, values: (number | null)[], scale?: [number, number]): Element;
  score(v: number | null | undefined): string;
  percent(v: number | null | undefined): string;
  cost(v: number | null | undefined): string;
  select(options: [string, string][], value: string, onChange: (value: string) => void): HTMLSelectElement;
}

/**
 * Builds the kit on `doc`. Runs in the page, by its source text: it may use nothing from outside
 * its own body.
 */
export function createDashboardKit(doc: Document): DashboardKit {
  const SVG = 'http://www.w3.org/2000/svg';
  const el: DashboardKit['el'] = (tag, props = {}, ...kids) => {
    const node = doc.createElement(tag);
    if (props.text !== undefined) node.textContent = props.text;
    if (props.cls) node.className = props.cls;
    for (const [k, v] of Object.entries(props.attrs ?? {})) node.setAttribute(k, v);
    for (const kid of kids) node.appendChild(kid);
    return node;
  };
  const svg = (tag: string, attrs: Record<string, string>) => {
    const node = doc.createElementNS(SVG, tag);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
    return node;
  };
  return {
    el,
    table(head, rows) {
      const cell = (tag: string, value: string | Node) =>
        typeof value === 'string' ? el(tag, { text: value }) : el(tag, {}, value);
      return el(
        'table',
        { cls: 'grid-table' },
        el('thead', {}, el('tr', {}, ...head.map((h) => cell('th', h)))),
        el('tbody', {}, ...rows.map((r) => el('tr', {}, ...r.map((v) => cell('td', v))))),
      );
    },
    chart(label, values, scale) {
      const width = 600;
      const height = 120;
      const known = values.filter((v): v is number => v !== null);
      const [low, high] = scale ?? [0, Math.max(1e-9, ...known)];
      const x = (i: number) => (values.length <= 1 ? width / 2 : (i / (values.length - 1)) * (width - 8) + 4);
      const y = (v: number) =>
        height - 4 - ((Math.min(high, Math.max(low, v)) - low) / (high - low || 1)) * (height - 8);
      const points: string[] = [];
      values.forEach((v, i) => {
        if (v !== null) points.push(`${x(i).toFixed(1)},${y(v).toFixed(1)}`);
      });
      const root = svg('svg', {
        viewBox: `0 0 ${width} ${height}`,
        class: 'chart',
        role: 'img',
        'aria-label': label,
      });
      root.appendChild(
        svg('rect', { x: '0', y: '0', width: String(width), height: String(height), class: 'chart-bg' }),
      );
      root.appendChild(svg('polyline', { points: points.join(' '), class: 'chart-line' }));
      return root;
    },
    score: (v) => (v === null || v === undefined ? '—' : v.toFixed(3)),
    percent: (v) => (v === null || v === undefined ? '—' : `${(v * 100).toFixed(1)}%`),
    cost: (v) => (v === null || v === undefined ? '—' : `$${v.toFixed(4)}`),
    select(options, value, onChange) {
      const node = el('select') as HTMLSelectElement;
      for (const [v, text] of options) node.appendChild(el('option', { text, attrs: { value: v } }));
      node.value = value;
      node.addEventListener('change', () => onChange(node.value));
      return node;
    },
  };
}
