import type { Operator } from './api/admin-session';
import type { AdminPagePath } from './admin-pages';

/**
 * The console pages a shop's staff see: the one list to extend when a page for the shop's side is added (questions,
 * conversations, cases). Every other page is the platform's: out of a staff member's menu, and a direct visit goes
 * to their first page. The server decides what each call answers them (`auth: 'console'` routes, narrowed to their
 * shops); this list only keeps the console from offering what it would refuse.
 */
export const STAFF_PAGES: readonly AdminPagePath[] = [
  'orders',
  'orders/:id',
  'refunds',
  'disputes',
  'disputes/:id',
  'questions',
  'conversations',
  'conversations/:id',
  // Their own passkeys (the operators' rule on that page stays the platform's).
  'passkeys',
];

/** Where a staff member lands: their first page. */
export const STAFF_HOME = `/admin/${STAFF_PAGES[0]}`;

/** Whether `who` may open the page at `path` (as in the page table: 'orders/:id'). */
export const mayOpen = (who: Pick<Operator, 'role'> | null, path: string): boolean =>
  who?.role !== 'staff' || (STAFF_PAGES as readonly string[]).includes(path);

/** The page-table path a console URL is (`/admin/orders/12` → 'orders/:id'), or undefined for none. */
export function pagePathOf(paths: readonly string[], pathname: string): string | undefined {
  const parts = pathname
    .replace(/^\/admin\/?/, '')
    .split('/')
    .filter(Boolean);
  return paths.find((path) => {
    const pattern = path.split('/').filter(Boolean);
    return (
      pattern.length === parts.length && pattern.every((segment, i) => segment.startsWith(':') || segment === parts[i])
    );
  });
}
