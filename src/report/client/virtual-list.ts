/// <reference lib="dom" />
import type { DomKit } from './dom-kit.js';

/** A scrolling list that keeps only the rows in view (plus a margin) in the document. */
export interface VirtualList {
  element: HTMLElement;
  /** Sets how many rows there are and renders from the top. */
  reset(count: number): void;
  /** Renders the rows in view again (after the list became visible or its rows changed). */
  refresh(): void;
}

/** Options of one list: fixed row height in pixels, the row builder, and the accessible label. */
export interface VirtualListOptions {
  rowHeight: number;
  label: string;
  renderRow(index: number): HTMLElement;
}

/**
 * Returns the list factory. Rows have one fixed height, so the row at any scroll position is a
 * division: 10,000 rows cost the same to show as 30, and scrolling re-renders once per frame.
 */
export function createVirtualList(kit: DomKit) {
  const OVERSCAN = 8;
  return function virtualList(options: VirtualListOptions): VirtualList {
    const rows = kit.el('div', { className: 'vlist-rows', attrs: { role: 'rowgroup' } });
    const spacer = kit.el('div', { className: 'vlist-spacer' }, rows);
    const element = kit.el(
      'div',
      { className: 'vlist', attrs: { role: 'table', 'aria-label': options.label, tabindex: '0' } },
      spacer,
    );
    let count = 0;
    let scheduled = false;
    const render = () => {
      scheduled = false;
      const height = element.clientHeight || 600;
      const first = Math.max(0, Math.floor(element.scrollTop / options.rowHeight) - OVERSCAN);
      const last = Math.min(count, Math.ceil((element.scrollTop + height) / options.rowHeight) + OVERSCAN);
      rows.style.transform = `translateY(${first * options.rowHeight}px)`;
      const built: HTMLElement[] = [];
      for (let index = first; index < last; index++) {
        const row = options.renderRow(index);
        row.style.height = `${options.rowHeight}px`;
        built.push(row);
      }
      rows.replaceChildren(...built);
    };
    element.addEventListener('scroll', () => {
      if (scheduled) return;
      scheduled = true;
      requestAnimationFrame(render);
    });
    return {
      element,
      reset(n: number) {
        count = n;
        spacer.style.height = `${n * options.rowHeight}px`;
        element.scrollTop = 0;
        render();
      },
      refresh: render,
    };
  };
}

/** The factory {@link createVirtualList} returns. */
export type VirtualListFactory = ReturnType<typeof createVirtualList>;
