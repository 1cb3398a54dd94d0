import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorKey, pageOf } from '@tradewind/contract';
import {
  AdminConversation,
  AdminConversationQuery,
  AdminConversationsPage,
  AdminConversationsQuery,
  AdminQuestion,
  AdminQuestionQuery,
  AdminTalkApi,
  AnswerBody,
  HideMessageBody,
  ReadMessagesBody,
  SendMessageBody,
} from '@tradewind/contract/talk';
import { responses } from '../../lib/route-schema.js';
import { consoleScopeOf } from '../admin-session/console-scope.js';
import { answerQuestion, consoleQuestions } from './questions.js';
import { markConversationRead, sendMessage } from '../talk/conversations.js';
import { hideMessage, orderInScope } from './scoped-orders.js';
import { consoleConversations, orderConversationForConsole } from './console-conversations.js';

const tags = ['admin: talk'];
/** Operators and a shop's staff, who are narrowed to their shops (404 elsewhere). */
const shopSide = { auth: 'console' as const };

/** The shop's side in the console: answering questions, the conversations per order; hiding is the platform's. */
export const adminTalkRoutes: FastifyPluginAsyncZod = async (app) => {
  const scopeOf = (req: { user: Parameters<typeof consoleScopeOf>[1] }) => consoleScopeOf(app.db, req.user);
  app.get(
    AdminTalkApi.questions,
    {
      config: shopSide,
      schema: {
        summary: 'Questions on product pages: waiting (oldest first) or answered',
        tags,
        querystring: AdminQuestionQuery,
        response: responses(pageOf(AdminQuestion)),
      },
    },
    async (req, reply) => reply.ok(await consoleQuestions(app.db, await scopeOf(req), req.query)),
  );
  app.post(
    AdminTalkApi.answer,
    {
      config: shopSide,
      schema: {
        summary: 'Answer a question (or correct the answer): public on the product page',
        tags,
        body: AnswerBody,
        response: responses(z.object({ id: z.number().int(), answer: z.string().nullable(), answered_at: z.string() })),
        errors: [ErrorKey.NotFound],
      },
    },
    async (req, reply) =>
      reply.ok(
        await answerQuestion(app.db, await scopeOf(req), req.user!.id, req.body.id, req.body.answer),
        'success.saved',
      ),
  );
  app.get(
    AdminTalkApi.conversations,
    {
      config: shopSide,
      schema: {
        summary: 'Order conversations, those waiting for the shop first',
        tags,
        querystring: AdminConversationsQuery,
        response: responses(AdminConversationsPage),
      },
    },
    async (req, reply) => reply.ok(await consoleConversations(app.db, await scopeOf(req), req.query)),
  );
  app.get(
    AdminTalkApi.conversation,
    {
      config: shopSide,
      schema: {
        summary: "Read an order's conversation",
        tags,
        querystring: AdminConversationQuery,
        response: responses(AdminConversation),
        errors: [ErrorKey.NotFound],
      },
    },
    async (req, reply) =>
      reply.ok(await orderConversationForConsole(app.db, await scopeOf(req), req.query.order_id, req.query.before_id)),
  );
  app.post(
    AdminTalkApi.send,
    {
      config: shopSide,
      schema: {
        summary: "Write to an order's buyer for the shop",
        tags,
        body: SendMessageBody,
        response: responses(AdminConversation),
        errors: [ErrorKey.NotFound, ErrorKey.RateLimited],
      },
    },
    async (req, reply) => {
      const scope = await scopeOf(req);
      const order = await orderInScope(app.db, scope, req.body.order_id);
      await sendMessage(app.db, order, 'shop', req.user!.id, req.body);
      return reply.ok(await orderConversationForConsole(app.db, scope, order.id), 'success.ok');
    },
  );
  app.post(
    AdminTalkApi.read,
    {
      config: shopSide,
      schema: {
        summary: "Mark an order's conversation read for the shop",
        tags,
        body: ReadMessagesBody,
        response: responses(z.null()),
        errors: [ErrorKey.NotFound],
      },
    },
    async (req, reply) => {
      const order = await orderInScope(app.db, await scopeOf(req), req.body.order_id);
      await markConversationRead(app.db, order, 'shop', req.body.up_to);
      return reply.ok(null, 'success.ok');
    },
  );
  app.post(
    AdminTalkApi.hide,
    {
      config: { auth: 'operator' },
      schema: {
        summary: 'Hide a message, with the reason its readers see in its place',
        tags,
        body: HideMessageBody,
        response: responses(z.object({ id: z.number().int(), orderId: z.number().int() })),
        errors: [ErrorKey.NotFound, ErrorKey.AlreadyDecided],
      },
    },
    async (req, reply) =>
      reply.ok(await hideMessage(app.db, req.user!.id, req.body.id, req.body.reason), 'success.saved'),
  );
};
