import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { translate } from '@tradewind/contract';
import { useTestApp } from '../../test/build.js';
import { call, registerBuyer } from '../../test/api.js';
import { queryRows } from '../../db/client.js';

const t = useTestApp();

describe('a refund’s amount has the one grammar of docs/product.md §5', () => {
  it.each([' 1.00', '1.00 ', '1 .00', '+1.00'])(
    '%j is refused on its field, and no request is written',
    async (amount) => {
      const buyer = await registerBuyer(t.app);
      const res = await call(t.app, 'POST', '/api/refund/apply', {
        token: buyer.token,
        body: {
          order_id: 1,
          type: 'refund_only',
          goods_status: 'not_received',
          amount,
          reason: 'not_received',
          explanation: 'It never came',
          proofs: ['/uploads/private/0123456789abcdef0123456789abcdef.jpg'],
        },
      });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ amount: translate('en', 'validation.amount') });
      const [row] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from refunds`);
      expect(row!.n).toBe(0);
    },
  );
});
