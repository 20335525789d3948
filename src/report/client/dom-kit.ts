/// <reference lib="dom" />
/**
 * Browser code of the HTML report. Every function in src/report/client/ is embedded in the page
 * by its source text (`String(fn)`), so each one is self-contained: it uses only its parameters and
 * the browser's globals, never anything else of its module (imports here are types only). A part
 * that needs another receives it as a parameter from `startReportApp`.
 */
import type { Child, createElementBuilder } from './element-builder.js';
import type { createReportFormat } from './report-format.js';
import type { createSortableHeader, SortableColumn } from './sortable-header.js';

export type { Child, ElProps } from './element-builder.js';

/** The client parts the kit is made of. */
export interface KitParts {
  createElementBuilder: typeof createElementBuilder;
  createReportFormat: typeof createReportFormat;
  createSortableHeader: typeof createSortableHeader;
}

/**
 * The helpers every view builds with: `el` (elements with text only, see `createElementBuilder`),
 * the report's formatters, and a few recurring pieces (a section, preformatted text, a list, a
 * card, a table of text, a badge, a sortable header).
 */
export function createDomKit(doc: Document, parts: KitParts) {
  const el = parts.createElementBuilder(doc);
  return {
    doc,
    el,
    ...parts.createReportFormat(),
    /** A labelled section with a heading. */
    section(title: string, ...children: Child[]): HTMLElement {
      return el('section', { className: 'block' }, el('h3', { text: title }), ...children);
    },
    /** Preformatted text (class `text` unless named). */
    pre: (text: string, className = 'text') => el('pre', { className, text }),
    /** A list of lines with a class, or nothing when there are none. */
    list: (items: string[], className: string) =>
      items.length === 0 ? null : el('ul', { className }, ...items.map((item) => el('li', { text: item }))),
    /** See `createSortableHeader`. */
    sortableHeader: (columns: SortableColumn[], template: string, onSort: (id: string) => void) =>
      parts.createSortableHeader(el, columns, template, onSort),
    /** A figure on a card: its value, its label and an optional note under them, toned by an optional class. */
    card(label: string, value: string, note?: string, tone = ''): HTMLElement {
      return el(
        'div',
        { className: `card ${tone}`.trim() },
        el('div', { className: 'card-value', text: value }),
        el('div', { className: 'card-label', text: label }),
        note ? el('div', { className: 'card-note', text: note }) : null,
      );
    },
    /** A table of text: a header row, then a row per entry (a null cell is left out). */
    table(head: string[], rows: (string | null)[][]): HTMLElement {
      const cells = (tag: 'th' | 'td', texts: (string | null)[]) =>
        el('tr', {}, ...texts.map((text) => (text === null ? null : el(tag, { text }))));
      return el(
        'table',
        { className: 'grid-table' },
        el('thead', {}, cells('th', head)),
        el('tbody', {}, ...rows.map((row) => cells('td', row))),
      );
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
