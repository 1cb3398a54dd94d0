/** A page of a list: which one, and how many rows it holds. */
export interface Page {
  page: number;
  limit: number;
}

/** Where a page starts. */
export const offsetOf = (page: Page) => (page.page - 1) * page.limit;

/** What a person typed, as an ILIKE pattern that matches it anywhere and takes `%`, `_` and `\` literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page's rows and the count of all matches, fetched together, as `{ list, total, page, limit }`. */
export async function paged<R, T>(rows: Promise<R[]>, total: Promise<{ n: number }[]>, map: (row: R) => T, page: Page) {
  const [list, [counted]] = await Promise.all([rows, total]);
  return { list: list.map(map), total: Number(counted?.n ?? 0), page: page.page, limit: page.limit };
}
