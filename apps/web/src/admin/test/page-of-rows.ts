import { queryOf } from './query-of';

/**
 * A list request answered as the server does: the rows whose text holds the `keyword` (any case), in the server's
 * order, sliced to the requested page (20 to a page unless asked otherwise), with the total.
 */
export function pageOfRows<T>(
  rows: T[],
  url: string,
  { text, order }: { text?: (row: T) => string; order?: (a: T, b: T) => number } = {},
) {
  const { keyword = '', page = '1', limit = '20' } = queryOf(url);
  const found = rows.filter((row) => !text || text(row).toLowerCase().includes(keyword.toLowerCase()));
  if (order) found.sort(order);
  const start = (Number(page) - 1) * Number(limit);
  return {
    list: found.slice(start, start + Number(limit)),
    total: found.length,
    page: Number(page),
    limit: Number(limit),
  };
}
