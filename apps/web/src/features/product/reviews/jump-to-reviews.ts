/** The id of the reviews section of the product page: what "(12 reviews)" under the price links to. */
export const REVIEWS_SECTION_ID = 'pd-reviews';

/** Scrolls the reviews section into view and gives it the focus, so the next Tab starts there. */
export function jumpToReviews(event: { preventDefault(): void }) {
  const section = document.getElementById(REVIEWS_SECTION_ID);
  if (!section) return;
  event.preventDefault();
  section.scrollIntoView({ behavior: 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
}
