import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminProtectionApi,
  ErrorKey,
  OrderDetail,
  ProtectionApi,
  ProtectionExtendBody,
  ProtectionSettings,
  ProtectionSettingsBody,
} from '@tradewind/contract';
import { responses } from '../../lib/route-schema.js';
import { orderDetail } from '../orders/views.js';
import { extendProtection } from './extend.js';
import { protectionSettingsOf, saveProtectionSettings, toProtectionSettings } from './settings.js';

/** Buyer protection (decision 0xx): the buyer's one extension, and the operator's rules. */
export const protectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    ProtectionApi.extend,
    {
      config: { auth: 'user' },
      schema: {
        summary: 'Extend an order’s buyer protection, once, before it ends',
        tags: ['orders'],
        body: ProtectionExtendBody,
        response: responses(OrderDetail),
        errors: [ErrorKey.NotFound, ErrorKey.ProtectionExtended, ErrorKey.ProtectionEnded],
      },
    },
    async (req, reply) => {
      const userId = req.user!.id;
      await extendProtection(app.db, userId, req.body);
      return reply.ok(await orderDetail(app.db, req.body.id, userId), 'success.protectionExtended');
    },
  );
  app.get(
    AdminProtectionApi.settings,
    {
      config: { auth: 'operator' },
      schema: {
        summary: 'Read the buyer-protection extension and the late-delivery credit rule',
        tags: ['admin: orders'],
        response: responses(ProtectionSettings),
      },
    },
    async (_req, reply) => reply.ok(toProtectionSettings(await protectionSettingsOf(app.db))),
  );
  app.post(
    AdminProtectionApi.settingsSave,
    {
      config: { auth: 'operator' },
      schema: {
        summary: 'Change the buyer-protection extension and the late-delivery credit rule',
        tags: ['admin: orders'],
        body: ProtectionSettingsBody,
        response: responses(ProtectionSettings),
      },
    },
    async (req, reply) => reply.ok(await saveProtectionSettings(app.db, req.user!.id, req.body), 'success.saved'),
  );
};
