import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  NotificationItem,
  NotificationReadBody,
  PageQuery,
  UnreadData,
  WalletApi,
  pageOf,
  ErrorKey,
} from '@tradewind/contract';
import { responses } from '../../lib/route-schema.js';
import { listNotifications, markRead, unreadCount } from './service.js';

const tags = ['notifications'];
const user = { auth: 'user' as const };

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    WalletApi.notifications,
    {
      config: user,
      schema: {
        summary: "List the buyer's notifications, newest first",
        tags,
        querystring: PageQuery,
        response: responses(pageOf(NotificationItem)),
      },
    },
    async (req, reply) => reply.ok(await listNotifications(app.db, req.user!.id, req.query)),
  );
  app.get(
    WalletApi.notificationUnread,
    { config: user, schema: { summary: 'Count the unread notifications', tags, response: responses(UnreadData) } },
    async (req, reply) => reply.ok({ count: await unreadCount(app.db, req.user!.id) }),
  );
  app.post(
    WalletApi.notificationRead,
    {
      config: user,
      schema: {
        summary: 'Mark one notification, or all of them, as read',
        tags,
        body: NotificationReadBody,
        response: responses(z.null()),
        errors: [ErrorKey.NotFound],
      },
    },
    async (req, reply) => {
      await markRead(app.db, req.user!.id, req.body.id);
      return reply.ok(null);
    },
  );
};
