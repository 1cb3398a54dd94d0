const SCROLLING = /(auto|scroll|overlay)/;

/** The nearest ancestor that scrolls vertically (the app's container, a rail…), or null for the page. */
export function scrollParentOf(element: Element): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    if (SCROLLING.test(getComputedStyle(node).overflowY)) return node;
  }
  return null;
}
