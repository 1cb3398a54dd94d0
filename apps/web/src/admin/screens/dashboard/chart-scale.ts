/** The smallest "round" ceiling (1, 2 or 5 times a power of ten, in dollars) at or above `cents`. */
export function niceCeiling(cents: number): number {
  if (cents <= 0) return 100;
  const dollars = cents / 100;
  const power = 10 ** Math.floor(Math.log10(dollars));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= dollars) ?? 10;
  return Math.round(step * power * 100);
}
