import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccountApi,
  LANGUAGES,
  LanguageListData,
  SetLanguageData,
  SetLanguageQuery,
  languageOf,
} from '@tradewind/contract';
import { responses } from '../../lib/route-schema.js';
import { setLanguage } from './account-service.js';

const tags = ['language'];

export const languageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    AccountApi.languageList,
    {
      schema: {
        summary: 'List the languages the app speaks',
        tags,
        querystring: z.object({}).passthrough(),
        response: responses(LanguageListData),
      },
    },
    async (_req, reply) => reply.ok({ list: [...LANGUAGES] }),
  );

  /** Saves the choice on the account when a token comes with the call; a visitor's choice lives in the cookie. */
  app.get(
    AccountApi.setLanguage,
    {
      config: { auth: 'optional' },
      schema: {
        summary: "Choose the answers' language (kept on the account when logged in)",
        tags,
        querystring: SetLanguageQuery,
        response: responses(SetLanguageData),
      },
    },
    async (req, reply) => {
      if (req.user) {
        await setLanguage(app.db, req.user, req.query.lang);
        // A GET that writes: forgotten here at once, as other methods are (the display currency follows it).
        app.userMemory.forgetUser(req.user.id);
      }
      req.lang = req.query.lang;
      return reply.ok({ lang: languageOf(req.query.lang) }, 'success.languageChanged');
    },
  );
};
