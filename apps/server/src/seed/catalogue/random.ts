/** mulberry32: tiny, fast and good enough for demo data; the same seed always gives the same stream. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const chance = (probability: number) => next() < probability;
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy;
  };
  /** `count` distinct items, in the order they appear in `items`. */
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const chosen = new Set(shuffle(items.map((_, i) => i)).slice(0, count));
    return items.filter((_, i) => chosen.has(i));
  };
  return { next, int, pick, chance, shuffle, sample };
}

export type Random = ReturnType<typeof createRandom>;

/** A stream per item (product i, shop i) so one item never depends on how many came before it. */
export const randomFor = (seed: number, index: number) => createRandom(Math.imul(seed ^ 0x9e3779b9, index + 1) ^ index);
