import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminNoticeApi, NoticeSettings, NoticeSettingsBody } from '@tradewind/contract';
import { responses } from '../../lib/route-schema.js';
import { noticeSettingsOf, saveNoticeSettings } from '../notices/settings.js';

const tags = ['admin: catalogue'];

/** The operator's rule for price alerts (decision 055): how far a price must fall before its watchers hear of it. */
export const adminNoticeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    AdminNoticeApi.settings,
    {
      config: { auth: 'operator' },
      schema: {
        summary: 'Read the share a price must fall by before buyers who saved it hear',
        tags,
        response: responses(NoticeSettings),
      },
    },
    async (_req, reply) => reply.ok(await noticeSettingsOf(app.db, app.notices.options.priceDropPercent)),
  );
  app.post(
    AdminNoticeApi.settingsSave,
    {
      config: { auth: 'operator' },
      schema: {
        summary: 'Change the share a price must fall by before buyers who saved it hear',
        tags,
        body: NoticeSettingsBody,
        response: responses(NoticeSettings),
      },
    },
    async (req, reply) => reply.ok(await saveNoticeSettings(app.db, req.user!.id, req.body), 'success.saved'),
  );
};
