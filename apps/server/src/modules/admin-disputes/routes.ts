import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminDisputeApi,
  AdminDisputeCase,
  AdminDisputeCaseQuery,
  AdminDisputeQuery,
  AdminDisputeRow,
  Dispute,
  DisputeAnswerBody,
  DisputeDecideBody,
  DisputeSettings,
  ErrorKey,
  pageOf,
} from '@tradewind/contract';
import { responses } from '../../lib/route-schema.js';
import { consoleScopeOf } from '../admin-session/console-scope.js';
import { answerCase, caseOf, listCases } from './cases.js';
import { decideCase } from './decide.js';
import { readDisputeSettings, saveDisputeSettings } from '../disputes/settings.js';

const tags = ['admin: disputes'];
/** A shop's staff read and answer their shops' cases; deciding and the days are the platform's alone. */
const console_ = { auth: 'console' as const };
const operator = { auth: 'operator' as const };

export const adminDisputeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    AdminDisputeApi.list,
    {
      config: console_,
      schema: {
        summary: 'The arbitration queue: open cases oldest first, or decided ones',
        tags,
        querystring: AdminDisputeQuery,
        response: responses(pageOf(AdminDisputeRow)),
      },
    },
    async (req, reply) => reply.ok(await listCases(app.db, await consoleScopeOf(app.db, req.user), req.query)),
  );
  app.get(
    AdminDisputeApi.case,
    {
      config: console_,
      schema: {
        summary: "A case: both sides' statements and pictures, the order, its tracking, the refused request",
        tags,
        querystring: AdminDisputeCaseQuery,
        response: responses(AdminDisputeCase),
        errors: [ErrorKey.NotFound],
      },
    },
    async (req, reply) => reply.ok(await caseOf(app.db, await consoleScopeOf(app.db, req.user), req.query.id)),
  );
  app.post(
    AdminDisputeApi.answer,
    {
      config: console_,
      schema: {
        summary: "The shop's answer to a case, with its pictures, before its time ends",
        tags,
        body: DisputeAnswerBody,
        response: responses(Dispute),
        errors: [ErrorKey.NotFound, ErrorKey.DisputeAnswerClosed],
      },
    },
    async (req, reply) => {
      const scope = await consoleScopeOf(app.db, req.user);
      const answered = await app.db.transaction((tx) => answerCase(tx, scope, req.user!.id, req.body));
      return reply.ok(answered, 'success.disputeAnswered');
    },
  );
  app.post(
    AdminDisputeApi.decide,
    {
      config: operator,
      schema: {
        summary: 'Decide a case: full refund, part refund (no more than paid) or rejection, with a reason',
        tags,
        body: DisputeDecideBody,
        response: responses(Dispute),
        errors: [ErrorKey.NotFound, ErrorKey.AlreadyDecided, ErrorKey.DisputeAwaitingShop],
      },
    },
    async (req, reply) =>
      reply.ok(await app.db.transaction((tx) => decideCase(tx, req.user!.id, req.body)), 'success.disputeDecided'),
  );
  app.get(
    AdminDisputeApi.settings,
    { config: operator, schema: { summary: 'The days for cases', tags, response: responses(DisputeSettings) } },
    async (_req, reply) => reply.ok(await readDisputeSettings(app.db)),
  );
  app.post(
    AdminDisputeApi.settingsSave,
    {
      config: operator,
      schema: { summary: 'Set the days for cases', tags, body: DisputeSettings, response: responses(DisputeSettings) },
    },
    async (req, reply) => reply.ok(await saveDisputeSettings(app.db, req.user!.id, req.body), 'success.saved'),
  );
};
