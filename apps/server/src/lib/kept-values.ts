/**
 * Values computed once per key and kept in this process for `ttlMs`, at most `max` keys (the least recently asked
 * goes first). Callers that ask while a value is being computed wait for the same computation; a failure is not
 * kept. A `ttlMs` of 0 or less keeps nothing: every call computes.
 */
export interface KeptValues<T> {
  get(key: string, compute: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function keptValues<T>(options: { ttlMs: number; max: number }): KeptValues<T> {
  const entries = new Map<string, { value: Promise<T>; expires: number }>();
  return {
    get(key, compute) {
      if (options.ttlMs <= 0) return compute();
      const known = entries.get(key);
      entries.delete(key);
      if (known && known.expires > Date.now()) {
        entries.set(key, known);
        return known.value;
      }
      const entry = { value: compute(), expires: Date.now() + options.ttlMs };
      entries.set(key, entry);
      if (entries.size > options.max) entries.delete(entries.keys().next().value!);
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.value;
    },
    clear: () => entries.clear(),
  };
}
