/**
 * A scroll-snap strip's slides (the banners, a product's pictures) by index, in either direction: right to left the
 * strip starts at its right end and the browser counts scrollLeft down from 0 (CSSOM View), so slide 2 of a 375 px
 * strip is at -750 there and at 750 left to right.
 */
const signOf = (strip: HTMLElement) => (getComputedStyle(strip).direction === 'rtl' ? -1 : 1);

/** The scrollLeft that shows slide `index`. */
export const slideOffset = (strip: HTMLElement, index: number): number => index * strip.clientWidth * signOf(strip);

/** The slide the strip shows now. */
export const slideIndex = (strip: HTMLElement): number =>
  strip.clientWidth ? Math.round(Math.abs(strip.scrollLeft) / strip.clientWidth) : 0;
