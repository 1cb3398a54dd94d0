import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorKey,
  NoticeApi,
  NoticePreferenceBody,
  NoticePreferencesData,
  PriceSinceSaved,
  PriceSinceSavedQuery,
  PushKeyData,
  PushSubscribeBody,
  PushUnsubscribeBody,
} from '@tradewind/contract';
import { responses } from '../../lib/route-schema.js';
import type { NoticeOptions } from './options.js';
import { preferencesOf, setPreference } from './preferences.js';
import { priceSinceSaved } from './price-watch.js';
import { subscribe, unsubscribe } from './subscriptions.js';

const tags = ['notifications'];
const user = { auth: 'user' as const };

/** A buyer's notice settings, this device's push subscription, and the product page's price since saved. */
export const noticeRoutes: FastifyPluginAsyncZod<{ options: NoticeOptions }> = async (app, { options }) => {
  app.get(
    NoticeApi.preferences,
    {
      config: user,
      schema: {
        summary: 'Which notices reach the buyer where',
        tags,
        response: responses(NoticePreferencesData),
      },
    },
    async (req, reply) => reply.ok(await preferencesOf(app.db, req.user!.id)),
  );
  app.post(
    NoticeApi.preferenceSet,
    {
      config: user,
      schema: {
        summary: "Turn one group's channel on or off (security notices stay on)",
        tags,
        body: NoticePreferenceBody,
        response: responses(NoticePreferencesData),
      },
    },
    async (req, reply) =>
      reply.ok(await setPreference(app.db, req.user!.id, req.body.group, req.body.channel, req.body.on)),
  );
  app.get(
    NoticeApi.pushKey,
    {
      config: user,
      schema: {
        summary: "The server's VAPID public key, to subscribe a device",
        tags,
        response: responses(PushKeyData),
      },
    },
    async (_req, reply) => reply.ok({ public_key: options.vapid.publicKey }),
  );
  app.post(
    NoticeApi.pushSubscribe,
    {
      config: user,
      schema: {
        summary: "Keep this device's push subscription",
        tags,
        body: PushSubscribeBody,
        response: responses(z.null()),
        errors: [ErrorKey.Validation],
      },
    },
    async (req, reply) => {
      await subscribe(app.db, req.user!.id, req.body, options.pushHosts);
      return reply.ok(null);
    },
  );
  app.post(
    NoticeApi.pushUnsubscribe,
    {
      config: user,
      schema: {
        summary: "Forget this device's push subscription",
        tags,
        body: PushUnsubscribeBody,
        response: responses(z.null()),
      },
    },
    async (req, reply) => {
      await unsubscribe(app.db, req.user!.id, req.body.endpoint);
      return reply.ok(null);
    },
  );
  app.get(
    NoticeApi.priceSinceSaved,
    {
      config: user,
      schema: {
        summary: 'How much lower the price is than when the buyer saved the product (null: not lower)',
        tags,
        querystring: PriceSinceSavedQuery,
        response: responses(PriceSinceSaved),
      },
    },
    async (req, reply) => reply.ok(await priceSinceSaved(app.db, req.user!.id, req.query.product_id)),
  );
};
