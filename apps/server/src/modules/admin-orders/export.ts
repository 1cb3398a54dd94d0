import { desc, eq, type SQL } from 'drizzle-orm';
import { centsToDecimal, ORDER_EXPORT_MAX_ROWS, type AdminOrderExportQuery } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { orders, shops } from '../../db/schema/index.js';
import { adminOrderFilter, buyer } from '../orders/views.js';

const COLUMNS = [
  'sn',
  'created_at',
  'paid_at',
  'status',
  'buyer',
  'shop',
  'country',
  'goods',
  'freight',
  'discount',
  'import_duty',
  'import_tax',
  'total',
  'currency',
] as const;

/**
 * One CSV cell: quoted when it holds a separator, a quote or a line break; a text a spreadsheet would run as a
 * formula (=, +, -, @ first) is kept as text with a leading apostrophe.
 */
function cell(value: string | number | null): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value) : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The operator's orders as CSV (newest first, as the list shows them), amounts in dollars, duties and taxes apart. */
export async function exportOrders(db: Database, query: AdminOrderExportQuery, scope?: SQL): Promise<string> {
  const rows = await db
    .select({ order: orders, account: buyer.account, shop: shops.name })
    .from(orders)
    .innerJoin(buyer, eq(buyer.id, orders.userId))
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .where(adminOrderFilter(query, scope))
    .orderBy(desc(orders.id))
    .limit(ORDER_EXPORT_MAX_ROWS);
  const lines = rows.map(({ order: o, account, shop }) =>
    [
      o.sn,
      o.createdAt.toISOString(),
      o.paidAt?.toISOString() ?? null,
      o.status,
      account,
      shop,
      o.address.country ?? null,
      centsToDecimal(o.goodsCents),
      centsToDecimal(o.freightCents),
      centsToDecimal(o.discountCents),
      centsToDecimal(o.importDutyCents),
      centsToDecimal(o.importTaxCents),
      centsToDecimal(o.totalCents),
      'USD',
    ]
      .map(cell)
      .join(','),
  );
  return [COLUMNS.join(','), ...lines].join('\r\n') + '\r\n';
}
