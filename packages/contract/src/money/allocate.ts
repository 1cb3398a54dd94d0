/**
 * Splits `total` cents across parts in proportion to `weights`, exactly: each part gets its floor, then the
 * cents left go one by one to the largest remainders (ties to the earlier part). The parts add up to the total.
 * BigInt arithmetic, so no product of two large amounts loses a cent.
 */
export function allocate(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + BigInt(b), 0n);
  if (total === 0 || sum === 0n) return weights.map(() => 0);
  const shares = weights.map((w, index) => {
    const scaled = BigInt(total) * BigInt(w);
    return { index, floor: Number(scaled / sum), remainder: scaled % sum };
  });
  const parts = shares.map((s) => s.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const s of byRemainder) {
    if (left === 0) break;
    parts[s.index]! += 1;
    left -= 1;
  }
  return parts;
}
