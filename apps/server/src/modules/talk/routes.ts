import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorKey } from '@tradewind/contract';
import {
  AskBody,
  Conversation,
  ConversationQuery,
  MessagesUnread,
  ProductQuestion,
  QuestionsData,
  QuestionsQuery,
  ReadMessagesBody,
  SendMessageBody,
  TalkApi,
} from '@tradewind/contract/talk';
import { responses } from '../../lib/route-schema.js';
import { askQuestion, productQuestionsPage } from './questions.js';
import { buyerUnread, markConversationRead, orderOfBuyer, readConversation, sendMessage } from './conversations.js';

const tags = ['talk'];
const user = { auth: 'user' as const };

/** The buyer's side: questions on a product page, and the conversation about each of their orders (decision 047). */
export const talkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    TalkApi.questions,
    {
      config: { auth: 'optional' },
      schema: {
        summary: "A product's answered questions, newest answered first, and the reader's own waiting ones",
        tags,
        querystring: QuestionsQuery,
        response: responses(QuestionsData),
        errors: [ErrorKey.NotFound],
      },
    },
    async (req, reply) => {
      const { id, page, limit } = req.query;
      return reply.ok(await productQuestionsPage(app.db, id, req.user?.id, { page, limit }));
    },
  );
  app.post(
    TalkApi.ask,
    {
      config: user,
      schema: {
        summary: 'Ask the shop a question about a product',
        tags,
        body: AskBody,
        response: responses(ProductQuestion),
        errors: [ErrorKey.NotFound, ErrorKey.RateLimited],
      },
    },
    async (req, reply) =>
      reply.ok(await askQuestion(app.db, req.user!.id, req.body.product_id, req.body.question), 'success.saved'),
  );
  app.get(
    TalkApi.messages,
    {
      config: user,
      schema: {
        summary: "Read an order's conversation with its shop, the newest page or an earlier one",
        tags,
        querystring: ConversationQuery,
        response: responses(Conversation),
        errors: [ErrorKey.NotFound],
      },
    },
    async (req, reply) => {
      const order = await orderOfBuyer(app.db, req.user!.id, req.query.order_id);
      return reply.ok(await readConversation(app.db, order, 'buyer', req.query.before_id));
    },
  );
  app.post(
    TalkApi.send,
    {
      config: user,
      schema: {
        summary: "Write to an order's shop: text, pictures or both",
        tags,
        body: SendMessageBody,
        response: responses(Conversation),
        errors: [ErrorKey.NotFound, ErrorKey.RateLimited],
      },
    },
    async (req, reply) => {
      const order = await orderOfBuyer(app.db, req.user!.id, req.body.order_id);
      await sendMessage(app.db, order, 'buyer', req.user!.id, req.body);
      return reply.ok(await readConversation(app.db, order, 'buyer'), 'success.ok');
    },
  );
  app.post(
    TalkApi.read,
    {
      config: user,
      schema: {
        summary: "Mark an order's conversation read up to a message",
        tags,
        body: ReadMessagesBody,
        response: responses(z.null()),
        errors: [ErrorKey.NotFound],
      },
    },
    async (req, reply) => {
      const order = await orderOfBuyer(app.db, req.user!.id, req.body.order_id);
      await markConversationRead(app.db, order, 'buyer', req.body.up_to);
      return reply.ok(null, 'success.ok');
    },
  );
  app.get(
    TalkApi.unread,
    {
      config: user,
      schema: {
        summary: 'Unread messages from shops: in all and per order',
        tags,
        response: responses(MessagesUnread),
      },
    },
    async (req, reply) => reply.ok(await buyerUnread(app.db, req.user!.id)),
  );
};
