import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminProtectionApi, ProtectionSettings, ProtectionSettingsBody } from '@tradewind/contract';
import { responses } from '../../lib/route-schema.js';
import { protectionSettingsOf, saveProtectionSettings, toProtectionSettings } from '../protection/settings.js';

/** The operator's buyer-protection rules (decision 045): the one extension's days and the late-delivery credit. */
export const adminProtectionRoutes: FastifyPluginAsyncZod = async (app) => {
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
