import { screen, waitFor, within } from '@testing-library/react';

/** jsdom has no ResizeObserver, and antd's text areas watch their size with one. */
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/**
 * A visible dialog by its title. Under test antd gives every generated id the same value ("test-id"), so a dialog's
 * aria-labelledby may point at another element (the language select) and its accessible name is not its title.
 */
export const dialogTitled = (title: string): HTMLElement | null =>
  screen
    .queryAllByRole('dialog')
    .find((dialog) => dialog.querySelector('.ant-modal-title, .ant-modal-confirm-title')?.textContent === title) ??
  null;

export const findDialog = (title: string) =>
  waitFor(() => {
    const dialog = dialogTitled(title);
    if (!dialog) throw new Error(`No dialog titled "${title}"`);
    return dialog;
  });

/**
 * The table row showing `text`. (Finding a row by role and name makes jsdom compute styles for all of its cells:
 * many seconds for a refund row with pictures.)
 */
export const findRow = async (text: string) => (await screen.findByText(text)).closest<HTMLElement>('tr')!;

/**
 * A button of a row. `hidden: true` spares jsdom a style computation for every cell of the row on each try; the
 * row is on screen already.
 */
export const buttonIn = (row: HTMLElement, name: string) => within(row).getByRole('button', { name, hidden: true });
