import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WalletDeps } from '../wallet/routes.js';
import { rechargeDeskRoutes } from './recharge-desk-routes.js';
import { withdrawalDeskRoutes } from './withdrawal-desk-routes.js';
import { walletSettingsRoutes } from './wallet-settings-routes.js';
import { ledgerRoutes } from './ledger-routes.js';

/** The operator's wallet desk (docs/architecture.md §8): each decision records who and when, and is made once (409 after). */
export const adminWalletRoutes: FastifyPluginAsyncZod<Pick<WalletDeps, 'box'>> = async (app, { box }) => {
  await app.register(rechargeDeskRoutes);
  await app.register(withdrawalDeskRoutes, { box });
  await app.register(walletSettingsRoutes);
  await app.register(ledgerRoutes);
};
