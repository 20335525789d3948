/// <reference lib="dom" />

/** What a child of an element may be: strings become text nodes, empty values are skipped. */
export type Child = Node | string | null | undefined | false;

/** Properties `el` sets; `attrs` is for fixed names (role, aria-*, data-*), never URLs or handlers. */
export interface ElProps {
  className?: string;
  text?: string;
  title?: string;
  attrs?: Record<string, string>;
}

/**
 * `el(tag, props, ...children)` for `doc`, with text only: model text reaches the page through text
 * nodes and `title`, never through innerHTML or a URL attribute, so no payload in a record can
 * become markup; an attribute that could hold a handler, a URL or a style is refused.
 */
export function createElementBuilder(doc: Document) {
  return function el<K extends keyof HTMLElementTagNameMap>(
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
  };
}

/** The element builder the other client parts use (as `kit.el`). */
export type ElementBuilder = ReturnType<typeof createElementBuilder>;
