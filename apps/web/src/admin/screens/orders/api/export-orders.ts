import { ADMIN_ORDER_EXPORT_PATH, type AdminOrderExportQuery } from '@tradewind/contract';

/**
 * The CSV of the orders the filters find (duties and taxes included): a plain link, as the console's session
 * cookie goes with every request to /api/admin/*.
 */
export function exportUrl(filters: AdminOrderExportQuery): string {
  const query = new URLSearchParams(
    Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1]) && entry[1] !== 'all'),
  );
  const search = query.toString();
  return search ? `${ADMIN_ORDER_EXPORT_PATH}?${search}` : ADMIN_ORDER_EXPORT_PATH;
}
