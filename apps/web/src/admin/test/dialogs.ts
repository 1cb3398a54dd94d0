import { expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';

/*
 * Under test antd gives every generated id the same value ("test-id"), so a dialog's aria-labelledby may point at
 * another element (the language select) and its accessible name is not its title: dialogs are found by role, then
 * told apart by their title or their text.
 */

/** A visible dialog by its title, or null. */
export const dialogTitled = (title: string): HTMLElement | null =>
  screen
    .queryAllByRole('dialog')
    .find((dialog) => dialog.querySelector('.ant-modal-title, .ant-modal-confirm-title')?.textContent === title) ??
  null;

/** Waits for a visible dialog with this title. */
export const findDialog = (title: string) =>
  waitFor(() => {
    const dialog = dialogTitled(title);
    if (!dialog) throw new Error(`No dialog titled "${title}"`);
    return dialog;
  });

/** Waits for an open dialog that shows `text` anywhere. */
export const findDialogWith = (text: string) =>
  waitFor(() => {
    const found = screen.getAllByRole('dialog').find((dialog) => dialog.textContent?.includes(text));
    if (!found) throw new Error(`No dialog shows "${text}"`);
    return found;
  });

/** Waits for the one open dialog, and checks that it shows `title`. */
export async function findOnlyDialog(title: string) {
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(title);
  return dialog;
}
