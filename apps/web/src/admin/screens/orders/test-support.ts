import { screen, waitFor } from '@testing-library/react';

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
