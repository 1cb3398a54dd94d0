import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminTranslationsApi,
  ErrorKey,
  TranslationSaveBody,
  Translations,
  TranslationsQuery,
} from '@tradewind/contract';
import { responses } from '../../lib/route-schema.js';
import { saveTranslation, translationsOf } from './translations.js';

const tags = ['admin: catalogue'];
const operator = { auth: 'operator' as const };

/**
 * The translations panel of the console's product and shop pages (decision 053): the platform's, as the catalogue's
 * other edits are. A buyer's shared answers may keep the old text for up to two seconds.
 */
export const adminTranslationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    AdminTranslationsApi.translations,
    {
      config: operator,
      schema: {
        summary: "Read a product's or a shop's texts in every language beside the original",
        tags,
        querystring: TranslationsQuery,
        response: responses(Translations),
        errors: [ErrorKey.NotFound],
      },
    },
    async (req, reply) => reply.ok(await translationsOf(app.db, req.query.kind, Number(req.query.id))),
  );
  app.post(
    AdminTranslationsApi.translationSave,
    {
      config: operator,
      schema: {
        summary: "Write a product's or a shop's texts in one language",
        tags,
        body: TranslationSaveBody,
        response: responses(Translations),
        errors: [ErrorKey.NotFound],
      },
    },
    async (req, reply) => reply.ok(await saveTranslation(app.db, req.body), 'success.saved'),
  );
};
