import type { Page } from '@playwright/test';

/** WCAG 2.5.5 (AAA) and the platforms' guidance: a target a finger can hit, 44×44 CSS px. */
export const MIN_TARGET = 44;

/** The little of the DOM the measuring uses, in the page (the e2e code is typed without the DOM library). */
type Box = { left: number; top: number; width: number; height: number };
interface Node {
  tagName: string;
  innerText?: string;
  parentElement: Node | null;
  labels?: ArrayLike<Node> | null;
  getBoundingClientRect(): Box;
  checkVisibility(options: object): boolean;
  closest(selector: string): Node | null;
  getAttribute(name: string): string | null;
  contains(other: Node | null): boolean;
  scrollIntoView(options: object): void;
}
type Window = {
  document: {
    querySelectorAll(selector: string): ArrayLike<Node>;
    elementFromPoint(x: number, y: number): Node | null;
  };
  getComputedStyle(element: Node): { display: string };
};

export type TargetReport = {
  /** Targets smaller than 44×44, as "role "name" W×H". */
  small: string[];
  /** Links inside a sentence, the exception WCAG 2.5.5 makes ("inline"): not measured, listed to be seen. */
  inline: string[];
  /** How many targets were measured. */
  measured: number;
};

/**
 * Measures every visible element a finger can press on the page: links, buttons, form fields, elements with an
 * interactive role or in the tab order, and the label of a control drawn by its label (a checkbox whose input is
 * hidden). One whose box is smaller than 44×44 may still have a larger hit area (padding drawn by an ::after, an
 * input laid over its box): it is scrolled to the middle of the screen, and the points 22 px around its centre,
 * left, right, up and down, and the four corners of that square, must land on it.
 */
export function measureTargets(page: Page): Promise<TargetReport> {
  return page.evaluate((min) => {
    const { document, getComputedStyle } = globalThis as unknown as Window;
    const INTERACTIVE = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="switch"]',
      '[role="tab"]',
      '[role="menuitem"]',
      '[role="option"]',
      '[role="spinbutton"]',
      '[role="slider"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    const shown = (element: Node) => {
      const box = element.getBoundingClientRect();
      return (
        box.width > 1 &&
        box.height > 1 &&
        element.checkVisibility({ visibilityProperty: true }) &&
        !element.closest('[aria-hidden="true"], [inert]')
      );
    };
    const describe = (element: Node) => {
      const box = element.getBoundingClientRect();
      const name =
        element.getAttribute('aria-label') ?? element.innerText?.trim().replace(/\s+/g, ' ').slice(0, 40) ?? '';
      const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
      return `${role}.${(element.getAttribute('class') ?? '').split(' ')[0] || '-'} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`;
    };
    /** A link inside running text: inline, in a block whose own text goes on around it. */
    const inSentence = (element: Node) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      const block = element.parentElement?.closest('p, li, dd, td, div');
      const text = block?.innerText ?? '';
      return text.replace(element.innerText ?? '', '').trim().length > 0;
    };
    const hitArea = (element: Node) => {
      element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      const box = element.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const r = min / 2 - 0.5;
      const points = [
        [x - r, y],
        [x + r, y],
        [x, y - r],
        [x, y + r],
        [x - r, y - r],
        [x + r, y - r],
        [x - r, y + r],
        [x + r, y + r],
      ];
      return points.every(([px, py]) => {
        const hit = document.elementFromPoint(px!, py!);
        return hit !== null && (element === hit || element.contains(hit));
      });
    };

    const targets = new Set<Node>();
    for (const element of Array.from(document.querySelectorAll(INTERACTIVE))) {
      if (shown(element)) targets.add(element);
      // A control hidden from the eye but drawn by its label: the label is what a finger presses.
      else if (element.tagName === 'INPUT' && element.labels?.[0] && shown(element.labels[0]))
        targets.add(element.labels[0]);
    }
    const report = { small: [] as string[], inline: [] as string[], measured: 0 };
    for (const element of targets) {
      if (inSentence(element)) {
        report.inline.push(describe(element));
        continue;
      }
      report.measured += 1;
      const box = element.getBoundingClientRect();
      if (box.width >= min - 0.5 && box.height >= min - 0.5) continue;
      if (!hitArea(element)) report.small.push(describe(element));
    }
    return report;
  }, MIN_TARGET);
}
