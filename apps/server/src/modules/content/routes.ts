import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AccountApi, ContentData, ErrorKey } from '@tradewind/contract';
import { AppError } from '../../lib/app-error.js';
import { responses } from '../../lib/route-schema.js';
import { getContent, type ContentSlug } from './content-service.js';

const pages: [string, ContentSlug, string][] = [
  [AccountApi.helpSupport, 'help', 'Read the help and support page'],
  [AccountApi.law, 'law', 'Read the law and policy page'],
];

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [url, slug, summary] of pages) {
    const schema = { summary, tags: ['content'], response: responses(ContentData), errors: [ErrorKey.NotFound] };
    app.get(url, { schema }, async (req, reply) => {
      const page = await getContent(app.db, slug, req.lang);
      if (!page) throw new AppError(ErrorKey.NotFound);
      return reply.ok(page);
    });
  }
};
