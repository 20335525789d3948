/// <reference lib="dom" />
import type { DomKit } from './dom-kit.js';

/** A tab of the page: its label, its panel, and what to do when it is shown (render its list's rows). */
export type ReportTab = [label: string, panel: HTMLElement, onShow: () => void];

/**
 * The tab bar over the page's panels (hidden when there is only one): `show` marks its tab
 * selected, hides the other panels and runs the tab's `onShow`.
 */
export function createReportTabs(kit: DomKit, panels: ReportTab[]) {
  const tabs = panels.map(([label], i) =>
    kit.el('button', {
      className: 'tab',
      text: label,
      attrs: { type: 'button', role: 'tab', 'aria-selected': i === 0 ? 'true' : 'false' },
    }),
  );
  const show = (index: number) => {
    panels.forEach(([, panel], i) => {
      panel.hidden = i !== index;
    });
    tabs.forEach((tab, i) => {
      tab.setAttribute('aria-selected', i === index ? 'true' : 'false');
    });
    panels[index]?.[2]();
  };
  tabs.forEach((tab, i) => {
    tab.addEventListener('click', () => show(i));
  });
  const element = kit.el('nav', { className: 'tabs', attrs: { role: 'tablist' } }, ...tabs);
  element.hidden = tabs.length < 2;
  return { element, show };
}
