import { z } from 'zod';
import { AdminOrderQuery } from './schemas.js';

/** GET: the operator's orders as a CSV file, found as the order list finds them (state, number, buyer). */
export const ADMIN_ORDER_EXPORT_PATH = '/api/admin/order_export';
/** At most this many orders, newest first, in one file. */
export const ORDER_EXPORT_MAX_ROWS = 10_000;
export const AdminOrderExportQuery = AdminOrderQuery.omit({ page: true, limit: true });
export type AdminOrderExportQuery = z.input<typeof AdminOrderExportQuery>;
