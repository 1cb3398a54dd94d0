import { useEffect } from 'react';

const DIALOG = '[role="dialog"][aria-modal="true"]';
const TABBABLE =
  'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), ' +
  'textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** The dialog the operator is in: the last one opened (antd portals each to the end of <body>). */
const topDialog = (): HTMLElement | null => Array.from(document.querySelectorAll<HTMLElement>(DIALOG)).at(-1) ?? null;

const tabbables = (dialog: HTMLElement) =>
  Array.from(dialog.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) => element.checkVisibility?.({ visibilityProperty: true }) ?? true,
  );

/**
 * antd's lock pulls focus back only once it has gone: Tab on a dialog's last control first leaves the page.
 * Here it goes round: the last control's Tab goes to the first, the first's Shift+Tab to the last.
 */
function keepTabInside(event: KeyboardEvent) {
  const dialog = event.key === 'Tab' ? topDialog() : null;
  if (!dialog) return;
  const controls = tabbables(dialog);
  const [first, last] = [controls[0], controls.at(-1)];
  if (!first || !last) return;
  const active = document.activeElement;
  const next = !dialog.contains(active)
    ? first
    : event.shiftKey && active === first
      ? last
      : !event.shiftKey && active === last
        ? first
        : null;
  if (next) {
    event.preventDefault();
    next.focus();
  }
}

/** Whether an element belongs to a dialog: inside it, or in the container antd portals it into (its wrapper, mask, sentinels). */
function inDialog(element: HTMLElement) {
  if (element.closest(DIALOG)) return true;
  let container: HTMLElement = element;
  while (container.parentElement && container.parentElement !== document.body) container = container.parentElement;
  return container !== element && container.querySelector(DIALOG) !== null;
}

/**
 * Every console dialog trapped and handing focus back. antd returns focus to the opener when a dialog's `open`
 * turns false, but the console's dialogs close by unmounting, which leaves focus on <body>. So the control focused
 * last outside any dialog is remembered, and gets focus back when the last dialog leaves the page with focus
 * nowhere; gone meanwhile (the record was decided and its row left the list), the page's heading takes it.
 * "A dialog left" is read from the page itself (one was there at the last change, none is now), not from where
 * focus went meanwhile: antd may park focus on the dialog's wrapper, outside the dialog element.
 */
export function useDialogFocus() {
  useEffect(() => {
    let opener: HTMLElement | null = null;
    let dialogOpen = Boolean(topDialog());
    const remember = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      if (target instanceof HTMLElement && !inDialog(target)) opener = target;
    };
    // Only when a dialog has just left: a menu or a message coming and going moves nothing.
    const handBack = () => {
      const wasOpen = dialogOpen;
      dialogOpen = Boolean(topDialog());
      if (!wasOpen || dialogOpen) return;
      const active = document.activeElement as HTMLElement | null;
      if (active && active !== document.body && active.isConnected && !inDialog(active)) return;
      const target = opener?.isConnected ? opener : document.querySelector<HTMLElement>('h1[tabindex="-1"]');
      target?.focus();
    };
    // Watched through the whole body: a dialog may leave its container behind.
    const observer = new MutationObserver(handBack);
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('focusin', remember);
    document.addEventListener('keydown', keepTabInside, true);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', remember);
      document.removeEventListener('keydown', keepTabInside, true);
    };
  }, []);
}
