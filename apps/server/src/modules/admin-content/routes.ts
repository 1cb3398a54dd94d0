import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminContentApi,
  AdminText,
  AdminTextQuery,
  AdminTextSaveBody,
  AdminTextsData,
  ErrorKey,
} from '@tradewind/contract';
import { responses } from '../../lib/route-schema.js';
import { getText, listTexts, saveText } from './texts.js';

const tags = ['admin: content'];
const operator = { auth: 'operator' as const };
/** MAX_CONTENT_BODY characters are up to three bytes each in UTF-8, and more once JSON-escaped: past the 64 KB default. */
const TEXT_BODY_LIMIT = 256 * 1024;

/** The operator edits help & support and law & policy per language; the buyer's calls answer the new text. */
export const adminContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    AdminContentApi.texts,
    {
      config: operator,
      schema: { summary: 'List the help and law texts in every language', tags, response: responses(AdminTextsData) },
    },
    async (_req, reply) => reply.ok({ list: await listTexts(app.db) }),
  );
  app.get(
    AdminContentApi.text,
    {
      config: operator,
      schema: {
        summary: 'Read one text in one language',
        tags,
        querystring: AdminTextQuery,
        response: responses(AdminText),
        errors: [ErrorKey.NotFound],
      },
    },
    async (req, reply) => reply.ok(await getText(app.db, req.query.slug, req.query.lang)),
  );
  app.post(
    AdminContentApi.textSave,
    {
      config: operator,
      bodyLimit: TEXT_BODY_LIMIT,
      schema: {
        summary: 'Save a help or law text in one language',
        tags,
        body: AdminTextSaveBody,
        response: responses(AdminText),
      },
    },
    async (req, reply) => reply.ok(await saveText(app.db, req.user!.id, req.body), 'success.saved'),
  );
};
