import { bigint, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { shops } from './catalogue.js';
import { users } from './users.js';

/**
 * Which shops a staff account works for (role 'staff'): they sign in to the console and see only these shops'
 * questions, conversations, orders, refunds and cases (modules/admin-session/console-scope.ts).
 */
export const shopStaff = pgTable(
  'shop_staff',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.shopId] }), index('shop_staff_shop_idx').on(t.shopId)],
);
