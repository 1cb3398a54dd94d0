import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The one-way rules (eslint.boundaries.js) reject a crossing wherever it is written, and pass the same import
 * where it is allowed. Each case lints a file as if it were written at that place in the tree.
 */
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function problemsOf(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((m) => m.message);
}

describe('the lint keeps the one-way rules', () => {
  it.each([
    ['apps/web/src/features/bag/cross.ts', "export * from '@/features/orders/api/get-order-counts';\n"],
    ['apps/web/src/features/bag/cross.ts', "export * from '../orders/api/get-order-counts';\n"],
    ['apps/web/src/components/cross.ts', "export * from '@/features/product/product-detail-screen';\n"],
    ['apps/web/src/lib/cross.ts', "export * from '@/features/catalogue/api/get-products';\n"],
    ['apps/web/src/features/bag/cross.ts', "export * from '@/admin/main';\n"],
    ['apps/server/src/lib/cross.ts', "export * from '../modules/wallet/ledger.js';\n"],
    ['apps/server/src/modules/wallet/cross.ts', "export type { FastifyInstance } from 'fastify';\n"],
    ['apps/server/src/db/cross.ts', "export * from '../modules/wallet/ledger.js';\n"],
    ['apps/server/src/db/cross.ts', "export * from '../seed/accounts.js';\n"],
    ['apps/server/src/db/cross.ts', "export * from '../lib/app-error.js';\n"],
    ['apps/server/src/db/schema/cross.ts', "export * from '../../lib/paths.js';\n"],
    ['apps/server/src/db/cross.ts', "export * from '../config/env.js';\n"],
    ['apps/server/src/modules/wallet/cross.ts', "export * from '../admin-wallet/routes.js';\n"],
    ['apps/server/src/modules/orders/routes.ts', "export { AdminOrderApi } from '@tradewind/contract';\n"],
    ['apps/web/src/features/bag/cross.ts', "export * from './bag.test-data';\n"],
    ['apps/web/src/features/bag/cross.ts', "export * from '@/test/render-screen';\n"],
    ['apps/web/src/admin/screens/orders/cross.ts', "export * from '../../test/render-admin';\n"],
    ['apps/web/src/app/cross.ts', "export * from '../features/bag/bag.test-data';\n"],
    ['apps/web/src/features/bag/cross.ts', "export * from '../../app/query-client';\n"],
    ['apps/web/src/i18n/cross.ts', "export type * from '@/app/route-types';\n"],
    ['apps/web/src/api/cross.ts', "export * from '../app/query-client';\n"],
    ['apps/web/src/admin/screens/orders/cross.ts', "export * from '@/features/bag/bag-screen';\n"],
    ['packages/contract/src/cross.ts', "export * from '../../../apps/server/src/lib/app-error.js';\n"],
    ['packages/contract/src/cross.ts', "export * from '../../../apps/web/src/i18n/format';\n"],
    ['packages/contract/src/cross.ts', "export * from '@tradewind/server';\n"],
  ])('%s may not write %s', async (file, code) => {
    expect(await problemsOf(file, code)).toEqual([expect.stringMatching(/never|know nothing|stay out/)]);
  });

  it.each([
    ['apps/web/src/features/bag/inside.ts', "export * from '@/features/bag/bag-screen';\n"],
    ['apps/web/src/features/bag/inside.ts', "export * from '@/components/button';\n"],
    ['apps/web/src/features/bag/inside.test.ts', "export * from './bag.test-data';\n"],
    ['apps/web/src/features/product/inside.test-data.ts', "export * from '@/test/catalogue.test-data';\n"],
    ['apps/web/src/main-like.ts', "export * from '@/features/bag/bag-screen';\n"],
    ['apps/server/src/modules/wallet/routes.ts', "export type { FastifyInstance } from 'fastify';\n"],
    ['apps/server/src/modules/wallet/inside.ts', "export * from '../../lib/app-error.js';\n"],
    ['apps/server/src/modules/admin-wallet/inside.ts', "export * from '../wallet/recharge.js';\n"],
    ['apps/server/src/modules/admin-orders/routes.ts', "export { AdminOrderApi } from '@tradewind/contract';\n"],
    ['apps/server/src/seed/inside.ts', "export * from '../modules/wallet/ledger.js';\n"],
    ['apps/web/src/app/inside.ts', "export * from '@/i18n/route-namespaces';\n"],
    ['apps/web/src/admin/screens/orders/inside.ts', "export * from '@/i18n/format';\n"],
    ['packages/contract/src/orders/inside.ts', "export * from '../wallet/money.js';\n"],
    ['apps/server/src/db/inside.ts', "export * from './schema/index.js';\n"],
    ['apps/server/src/lib/inside.ts', "export * from '../db/pg-error.js';\n"],
  ])('%s may write %s', async (file, code) => {
    expect(await problemsOf(file, code)).toEqual([]);
  });

  // Each file below is imported, directly or not, by the module it would import back.
  it.each([
    [
      'apps/web/src/api/session-store.ts',
      "import { NETWORK_ERROR } from './http';\nexport const offline = NETWORK_ERROR;\n",
    ],
    [
      'apps/server/src/modules/orders/checkout-lines.ts',
      "import { priceCheckout } from './checkout.js';\nexport const price = priceCheckout;\n",
    ],
    [
      'packages/contract/src/wallet/money.ts',
      "import { WalletApi } from '../index.js';\nexport const api = WalletApi;\n",
    ],
  ])('%s may not import its importer back: %s', async (file, code) => {
    expect(await problemsOf(file, code)).toEqual([expect.stringMatching(/^Dependency cycle/)]);
  });
});
