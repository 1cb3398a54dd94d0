/** The id of the product's options card, where the purchase bar sends a buyer who has not chosen yet. */
export const OPTIONS_ID = 'pd-options';

/** Brings the options into view and puts the focus on the first spec still to choose. */
export function showOptions(): void {
  const options = document.getElementById(OPTIONS_ID);
  if (!options) return;
  options.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  const open = [...options.querySelectorAll('[role="group"]')].find(
    (group) => !group.querySelector('[aria-pressed="true"]'),
  );
  open?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus({ preventScroll: true });
}
