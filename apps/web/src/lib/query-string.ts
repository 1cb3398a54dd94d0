/**
 * docs/product.md §7: GET parameters go in the query string, empty or null values are dropped and nested objects are
 * written as name[key]. Arrays are written as name[0], name[1] so the server reads them back in order.
 */
export function toQueryString(params: Record<string, unknown> | undefined): string {
  const pairs: string[] = [];
  const add = (name: string, value: unknown): void => {
    if (value === undefined || value === null || value === '') return;
    if (value instanceof Date) {
      pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(value.toISOString())}`);
    } else if (typeof value === 'object') {
      for (const [key, inner] of Object.entries(value as Record<string, unknown>)) add(`${name}[${key}]`, inner);
    } else {
      pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
    }
  };
  for (const [name, value] of Object.entries(params ?? {})) add(name, value);
  return pairs.join('&');
}
