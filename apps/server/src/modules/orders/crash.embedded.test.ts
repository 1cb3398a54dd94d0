import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { OrderStatus } from '@tradewind/contract';

/**
 * docs/architecture.md §9: a killed server loses no acknowledged order. The real server on the embedded database (its own
 * process, as `npm start` runs it) takes a checkout and payment load and is killed with SIGKILL, ten times; after
 * each restart every acknowledged order is there, the ledger invariant holds, and stock + sold = the initial stock.
 * PGlite only (the `.embedded.` suffix keeps it out of the PostgreSQL run).
 */
const main = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../main.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradewind-crash-'));
const port = 3400 + (process.pid % 500);
const base = `http://127.0.0.1:${port}`;
const DEMO_PASSWORD = 'crash-demo-pass';
const OPERATOR_PASSWORD = 'crash-operator-pass';
const PAY_CODE = '135246';
let child: ChildProcess | undefined;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, read field by field
type Any = any;

afterAll(() => {
  child?.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start() {
  child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST: dataDir,
      LOG_LEVEL: 'error',
      DEMO_PASSWORD,
      OPERATOR_ACCOUNT: 'operator',
      OPERATOR_PASSWORD,
      ORDER_JOB_INTERVAL_MS: '3600000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 240; i += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (
      await fetch(`${base}/api/ping`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start');
}

async function api(method: 'GET' | 'POST', url: string, token?: string, body?: unknown, key?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.token = token;
  if (key) headers['idempotency-key'] = key;
  const res = await fetch(`${base}${url}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { code: number; data: Any; error?: string } };
}

const login = async (account: string, password: string) =>
  (await api('POST', '/api/user/login', undefined, { account, password })).body.data.userinfo.token as string;

/** Every order of the demo buyer, all pages. */
async function allOrders(token: string) {
  const found: { id: number; status: number; lines: { sku_id: number; quantity: number }[] }[] = [];
  for (let page = 1; ; page += 1) {
    const res = await api('GET', `/api/user/order_list?status=all&page=${page}&limit=50`, token);
    found.push(...res.body.data.list);
    if (res.body.data.list.length < 50) return found;
  }
}

async function stockOf(productId: number, skuId: number) {
  const res = await api('GET', `/api/goods/detail?id=${productId}`);
  return (res.body.data.skus as { id: number; stock: number }[]).find((s) => s.id === skuId)!.stock;
}

describe('crash', () => {
  it('killed with SIGKILL during a checkout load, 10 rounds → every acknowledged order survives, and the books balance', async () => {
    await start();
    const operator = await login('operator', OPERATOR_PASSWORD);
    let buyer = await login('demo', DEMO_PASSWORD);
    await api('POST', '/api/user/resetPay', buyer, {
      old_pay_password: '',
      pay_password: PAY_CODE,
      re_pay_password: PAY_CODE,
    });
    await api('POST', '/api/user/address_add', buyer, {
      addressee: 'Alex Martin',
      mobile: '+33612345678',
      area: 'Paris',
      detailed_address: '1 rue de la Paix',
      tag: 'Home',
    });
    // The cheapest products, one SKU each, and their stock before any order.
    const cheap = (await api('GET', '/api/goods/list?sort=price_asc&limit=4&in_stock=1')).body.data.list as {
      id: number;
    }[];
    const targets: { productId: number; skuId: number; initial: number }[] = [];
    for (const product of cheap) {
      const detail = (await api('GET', `/api/goods/detail?id=${product.id}`)).body.data;
      const sku = (detail.skus as { id: number; stock: number }[]).find((s) => s.stock > 20)!;
      targets.push({ productId: product.id, skuId: sku.id, initial: sku.stock });
    }
    const demoId = (await api('GET', '/api/user/getUserInfo', buyer)).body.data.id as number;
    const acknowledged = new Set<number>();
    const paid = new Set<number>();

    for (let round = 0; round < 10; round += 1) {
      await api('POST', '/api/admin/balance_adjust', operator, {
        user_id: demoId,
        amount: '100',
        reason: 'crash test',
      }).catch(() => {});
      let killed = false;
      const worker = async (w: number) => {
        for (let i = 0; !killed; i += 1) {
          const target = targets[(w + i) % targets.length]!;
          try {
            const made = await api(
              'POST',
              '/api/order/create',
              buyer,
              { items: [{ sku_id: target.skuId, quantity: 1 }] },
              `r${round}-w${w}-${i}`,
            );
            if (made.status !== 200) continue;
            const id = made.body.data.orders[0].id as number;
            acknowledged.add(id);
            if (i % 2 === 0) {
              const pay = await api(
                'POST',
                '/api/order/pay',
                buyer,
                { order_ids: [id], pay_password: PAY_CODE },
                `p${id}`,
              );
              if (pay.status === 200) paid.add(id);
            }
          } catch {
            return; // the server is gone
          }
        }
      };
      const load = Promise.all([0, 1, 2, 3, 4, 5].map(worker));
      await new Promise((resolve) => setTimeout(resolve, 400 + ((round * 137) % 700)));
      killed = true;
      child!.kill('SIGKILL');
      await new Promise((resolve) => child!.once('exit', resolve));
      await load;

      await start();
      buyer = await login('demo', DEMO_PASSWORD);
      const orders = await allOrders(buyer);
      const byId = new Map(orders.map((o) => [o.id, o]));
      for (const id of acknowledged) expect(byId.has(id), `order ${id} after round ${round}`).toBe(true);
      for (const id of paid) expect(byId.get(id)!.status, `paid order ${id}`).toBe(OrderStatus.WaitingDelivery);
      const check = await api('GET', '/api/admin/ledger_check', await login('operator', OPERATOR_PASSWORD));
      expect(check.body.data.problems).toEqual([]);
      for (const target of targets) {
        const sold = orders
          .filter((o) => o.status !== OrderStatus.Cancelled)
          .flatMap((o) => o.lines)
          .filter((l) => l.sku_id === target.skuId)
          .reduce((sum, l) => sum + l.quantity, 0);
        expect((await stockOf(target.productId, target.skuId)) + sold, `sku ${target.skuId}`).toBe(target.initial);
      }
    }
    expect(acknowledged.size).toBeGreaterThan(10);
  }, 600_000);
});
