/** What buyers of clothing from abroad want to know, whatever the garment. */
export const CLOTHING_SENTENCES = [
  'Pre-washed, so it keeps its shape and size.',
  'Check the size chart: Asian sizes run about one size small.',
  'Machine washable at 30 °C.',
  'Cut from breathable fabric for all-day comfort.',
  'Free returns within 30 days if the fit is not right.',
];
