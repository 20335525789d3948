/// <reference lib="dom" />
/**
 * Browser code of the HTML report. Every function in src/report/client/ is embedded in the page
 * by its source text (`String(fn)`), so each one is self-contained: it uses only its parameters and
 * the browser's globals, never anything else of its module (imports here are types only).
 */

/** What a child of {@link DomKit.el} may be: strings become text nodes, empty values are skipped. */
export type Child = Node | string | null | undefined | false;

/** Properties {@link DomKit.el} sets; `attrs` is for fixed names (role, aria-*, data-*), never URLs or handlers. */
export interface ElProps {
  className?: string;
  text?: string;
  title?: string;
  attrs?: Record<string, string>;
}

/**
 * Builds elements with text only: model text reaches the page through text nodes and `title`,
 * never through innerHTML or a URL attribute, so no payload in a record can become markup.
 */
export function createDomKit(doc: Document) {
  function el<K extends keyof HTMLElementTagNameMap>(
    tag: K,
    props: ElProps = {},
    ...children: Child[]
  ): HTMLElementTagNameMap[K] {
    const node = doc.createElement(tag);
    if (props.className) node.className = props.className;
    if (props.title !== undefined) node.title = props.title;
    for (const [name, value] of Object.entries(props.attrs ?? {})) {
      if (/^(on|href$|src$|action$|formaction$|style$)/i.test(name)) throw new Error(`refusing attribute ${name}`);
      node.setAttribute(name, value);
    }
    if (props.text !== undefined) node.textContent = props.text;
    for (const child of children) {
      if (child === null || child === undefined || child === false) continue;
      node.append(typeof child === 'string' ? doc.createTextNode(child) : child);
    }
    return node;
  }
  const fixed = (value: number | null | undefined, digits: number) =>
    value === null || value === undefined || !Number.isFinite(value) ? '–' : value.toFixed(digits);
  return {
    doc,
    el,
    score: (value: number | null | undefined) => fixed(value, 3),
    delta: (value: number | null | undefined) =>
      value === null || value === undefined ? '–' : `${value < 0 ? '' : '+'}${value.toFixed(3)}`,
    percent: (value: number | null | undefined) =>
      value === null || value === undefined ? '–' : `${(value * 100).toFixed(1)}%`,
    duration(ms: number | null | undefined): string {
      if (ms === null || ms === undefined) return '–';
      if (ms < 1000) return `${Math.round(ms)} ms`;
      if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
      return `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
    },
    cost: (usd: number | null | undefined) =>
      usd === null || usd === undefined ? '–' : `$${usd < 0.01 && usd > 0 ? usd.toFixed(4) : usd.toFixed(2)}`,
    count: (n: number) => n.toLocaleString('en-US'),
    /** JSON of an arbitrary record field for a <pre>, bounded so one huge value cannot stall the page. */
    json(value: unknown, max = 200_000): string {
      let text: string;
      try {
        text = typeof value === 'string' ? value : (JSON.stringify(value, null, 2) ?? String(value));
      } catch {
        text = String(value);
      }
      return text.length > max
        ? `${text.slice(0, max)}\n… (${(text.length - max).toLocaleString('en-US')} more characters)`
        : text;
    },
    /** A labelled section with a heading. */
    section(title: string, ...children: Child[]): HTMLElement {
      return el('section', { className: 'block' }, el('h3', { text: title }), ...children);
    },
    /**
     * The header row of a sortable table: a button per sortable column (`data-column`), marked
     * with `aria-sort` and an arrow by `show`; a click calls `onSort` with the column's id.
     */
    sortableHeader(
      columns: { id: string; label: string; sortable: boolean }[],
      template: string,
      onSort: (id: string) => void,
    ) {
      const header = el(
        'div',
        { className: 'row head', attrs: { role: 'row' } },
        ...columns.map((c) => {
          if (!c.sortable)
            return el('div', { className: `cell c-${c.id}`, text: c.label, attrs: { role: 'columnheader' } });
          const button = el('button', {
            className: 'sort',
            text: c.label,
            attrs: { type: 'button', 'data-column': c.id },
          });
          button.addEventListener('click', () => onSort(c.id));
          return el('div', { className: `cell c-${c.id}`, attrs: { role: 'columnheader' } }, button);
        }),
      );
      header.style.gridTemplateColumns = template;
      return {
        element: header,
        show(sorted: { column: string; descending: boolean }) {
          header.querySelectorAll('button').forEach((button) => {
            const id = button.getAttribute('data-column');
            const on = id === sorted.column;
            button.setAttribute('aria-sort', on ? (sorted.descending ? 'descending' : 'ascending') : 'none');
            const arrow = on ? (sorted.descending ? ' ▼' : ' ▲') : '';
            button.textContent = `${columns.find((c) => c.id === id)?.label ?? ''}${arrow}`;
          });
        },
      };
    },
    /** The first non-empty line of a text, cut to `max` characters: a table cell's excerpt. */
    excerpt(value: string | null | undefined, max = 160): string {
      const line =
        (value ?? '')
          .split('\n')
          .find((l) => l.trim() !== '')
          ?.trim() ?? '';
      return line.length > max ? `${line.slice(0, max - 1)}…` : line;
    },
    /** A labelled badge: `label value`, coloured by an optional tone class. */
    badge(label: string, value: string, tone = ''): HTMLElement {
      return el(
        'span',
        { className: `badge ${tone}`.trim() },
        el('span', { className: 'badge-label', text: label }),
        el('span', { className: 'badge-value', text: value }),
      );
    },
  };
}

/** The helpers the other client parts receive. */
export type DomKit = ReturnType<typeof createDomKit>;
