import { screen, within } from '@testing-library/react';

/*
 * Rows are found by their text: finding a row by role and name makes jsdom compute styles for all of its cells,
 * many seconds for a row with pictures.
 */

/** The table row showing `text`, on screen now. */
export const getRow = (text: string) => screen.getByText(text).closest<HTMLElement>('tr')!;

/** Waits for the table row showing `text`. */
export const findRow = async (text: string) => (await screen.findByText(text)).closest<HTMLElement>('tr')!;

/**
 * A button in `scope` (the whole page by default). `hidden: true` spares jsdom a style computation for every
 * element on each try; the scope is on screen already.
 */
export const buttonIn = (scope: HTMLElement, name: string | RegExp) =>
  within(scope).getByRole('button', { name, hidden: true });

/** A button anywhere on the page, as `buttonIn`. */
export const button = (name: string | RegExp) => buttonIn(document.body, name);
