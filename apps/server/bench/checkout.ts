import {
  BENCH_MIN_STOCK,
  BENCH_PAY_CODE,
  callOk,
  caller,
  loginOperator,
  readyBuyers,
  skusInStock,
  stockProblems,
} from './buyers.js';
import { cpuMeter } from './cpu.js';

/**
 * Checkout and pay throughput: `buyers` buyers in parallel, each placing a one-item order ('Buy now') and paying
 * it, for `seconds`. Answers paid orders per second, then the ledger check and the stock check after the run.
 */
export async function benchCheckout(base: string, seconds: number, buyers = 20) {
  const call = caller(base);
  const operator = await loginOperator(base);
  const tokens = await readyBuyers(base, operator, 'benchbuyer', buyers);
  const { skus, before } = await skusInStock(base, tokens[0]!, 4, BENCH_MIN_STOCK);
  const taken = new Map<number, number>();
  let paid = 0;
  let refused = 0;
  const deadline = Date.now() + seconds * 1000;
  const cpu = cpuMeter();
  await Promise.all(
    tokens.map(async (token, b) => {
      for (let i = 0; Date.now() < deadline; i += 1) {
        const sku = skus[(b * 7 + i) % skus.length]!;
        const made = await call(
          'POST',
          '/api/order/create',
          token,
          { items: [{ sku_id: sku, quantity: 1 }] },
          `c${b}-${i}`,
        );
        if (made.status !== 200) {
          refused += 1;
          continue;
        }
        taken.set(sku, (taken.get(sku) ?? 0) + 1);
        const id = (made.body.data.orders as { id: number }[])[0]!.id;
        const pay = await call(
          'POST',
          '/api/order/pay',
          token,
          { order_ids: [id], pay_password: BENCH_PAY_CODE },
          `p${b}-${i}`,
        );
        if (pay.status === 200) paid += 1;
        else refused += 1;
      }
    }),
  );
  const used = cpu();
  const ledger = (await callOk(base, 'GET', '/api/admin/ledger_check', operator)) as { ok: boolean };
  const stock = await stockProblems(base, tokens[0]!, before, taken);
  return {
    paidPerSecond: Math.round((paid / seconds) * 10) / 10,
    paid,
    refused,
    ledgerOk: ledger.ok,
    stockOk: stock.length === 0,
    /** The whole machine's CPU (server, PostgreSQL and this load generator) per paid order, and how busy it was. */
    cpuMsPerPaid: used && paid ? Math.round((used.busyMs / paid) * 100) / 100 : undefined,
    busyShare: used?.busyShare,
    stealShare: used?.stealShare,
  };
}
