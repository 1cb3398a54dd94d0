/** The query string a request carried, as an object: `/api/x?page=1&q=a` → `{ page: '1', q: 'a' }`. */
export const queryOf = (url: string) => Object.fromEntries(new URLSearchParams(url.split('?')[1] ?? ''));
